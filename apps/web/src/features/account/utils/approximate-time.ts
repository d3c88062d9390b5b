import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';
import { formatDate } from '@/lib/i18n/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "Active now", "Active 3 hours ago", "Active 2 days ago", "Active 4 Jan 2026": when a session was last used. */
export function lastActive(iso: string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(iso).getTime();
  if (elapsed < 5 * MINUTE) return i18n._(msg`Active now`);
  if (elapsed < HOUR) {
    const minutes = Math.round(elapsed / MINUTE);
    return i18n._(msg`Active ${minutes} minutes ago`);
  }
  if (elapsed < DAY) {
    const hours = Math.round(elapsed / HOUR);
    return hours === 1 ? i18n._(msg`Active an hour ago`) : i18n._(msg`Active ${hours} hours ago`);
  }
  if (elapsed < 7 * DAY) {
    const days = Math.round(elapsed / DAY);
    return days === 1 ? i18n._(msg`Active yesterday`) : i18n._(msg`Active ${days} days ago`);
  }
  const date = formatDate(iso, 'dayMonthYear');
  return i18n._(msg`Active ${date}`);
}

/** "Logged in 4 Jan 2026". */
export function loggedInOn(iso: string): string {
  const date = formatDate(iso, 'dayMonthYear');
  return i18n._(msg`Logged in ${date}`);
}
