import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/i18n/format';

export type AccountClosed = { kind: 'suspended'; until: string | null } | { kind: 'banned' };

/** Login's 403 ACCOUNT_SUSPENDED (with `data.until`) or ACCOUNT_BANNED; null for any other failure. */
export function accountClosedReason(error: unknown): AccountClosed | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  if (error.code === 'ACCOUNT_BANNED') return { kind: 'banned' };
  if (error.code !== 'ACCOUNT_SUSPENDED') return null;
  const until = typeof error.data['until'] === 'string' ? error.data['until'] : null;
  return { kind: 'suspended', until };
}

/** Why this member cannot log in, and where to ask for the decision to be reviewed. */
export function AccountClosedNotice({ closed }: { closed: AccountClosed }) {
  const { t } = useLingui();
  const until = closed.kind === 'suspended' && closed.until ? closed.until : null;
  const untilText = until ? formatDate(until, 'longWithTime', { timeZone: 'Asia/Kolkata' }) : '';
  const text =
    closed.kind === 'banned'
      ? t`Your account has been banned`
      : until
        ? t`Your account is suspended until ${untilText}`
        : t`Your account is suspended`;
  return (
    <div role="alert" className="flex gap-3 rounded-2xl border border-destructive/30 bg-destructive-soft p-4">
      <ShieldAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
      <div className="flex flex-col gap-1">
        <p className="text-base font-semibold">{text}</p>
        <p className="text-sm text-muted-foreground">
          <Trans>
            If you think this is a mistake,{' '}
            <Link to="/grievance" className="font-semibold text-primary hover:underline">
              contact the Grievance Officer
            </Link>
            .
          </Trans>
        </p>
      </div>
    </div>
  );
}
