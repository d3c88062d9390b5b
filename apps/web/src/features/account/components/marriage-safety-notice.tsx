import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';

/** The matrimonial pages' warning: profiles are not checked unless marked, and money requests are the usual fraud. */
export function MarriageSafetyNotice() {
  const { t } = useLingui();
  return (
    <aside
      aria-label={t`Stay safe`}
      className="flex gap-3 rounded-2xl border border-warning/40 bg-warning-soft p-4 text-sm"
    >
      <ShieldAlert className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden />
      <p>
        <Trans>
          <span className="font-semibold">Profiles are not verified</span> unless they carry the verified tick. Never
          send money to anyone you meet here, whatever the reason. Asked for money? Report them from the ⋯ menu on their
          profile, or{' '}
          <Link to="/grievance" className="font-semibold text-primary underline underline-offset-2">
            write to the grievance officer
          </Link>
          .
        </Trans>
      </p>
    </aside>
  );
}
