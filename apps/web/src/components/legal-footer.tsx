import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';

/** Terms, Privacy and Grievances: under the guest pages and the legal pages. */
export function LegalFooter({ className }: { className?: string }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Legal`} className={className}>
      <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
        <li>
          <Link className="inline-flex min-h-11 items-center underline underline-offset-2" to="/terms">
            <Trans>Terms of Use</Trans>
          </Link>
        </li>
        <li>
          <Link className="inline-flex min-h-11 items-center underline underline-offset-2" to="/privacy">
            <Trans>Privacy Policy</Trans>
          </Link>
        </li>
        <li>
          <Link className="inline-flex min-h-11 items-center underline underline-offset-2" to="/grievance">
            <Trans>Grievances</Trans>
          </Link>
        </li>
      </ul>
    </nav>
  );
}
