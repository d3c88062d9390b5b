import type { MemberStatus } from '@samaj/shared/moderation';
import { AppError } from '../../lib/errors.ts';

interface StatusColumns {
  status: MemberStatus;
  suspendedUntil: Date | null;
}

/** A suspension ends by itself at `suspendedUntil`: from then on the member is ACTIVE, whatever the column says. */
export function effectiveStatus(member: StatusColumns, now = new Date()): MemberStatus {
  if (member.status === 'SUSPENDED' && (!member.suspendedUntil || member.suspendedUntil <= now)) return 'ACTIVE';
  return member.status;
}

const untilFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

export const accountBanned = (message = 'Your account has been banned') => new AppError(403, 'ACCOUNT_BANNED', message);

/** Login refuses a suspended or banned member (docs/MODERATION.md "Actions"): 403 with the code, and `data.until` for a suspension. */
export function refuseUnlessActive(member: StatusColumns): void {
  const status = effectiveStatus(member);
  if (status === 'BANNED') throw accountBanned();
  if (status === 'SUSPENDED' && member.suspendedUntil) {
    const until = member.suspendedUntil;
    throw new AppError(403, 'ACCOUNT_SUSPENDED', `Your account is suspended until ${untilFormat.format(until)}`, {
      data: { until: until.toISOString() },
    });
  }
}
