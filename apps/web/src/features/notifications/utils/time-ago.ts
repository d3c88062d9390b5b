import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDate } from '@/lib/i18n/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "now", "5 min", "3 h", "2 d", then the date. */
export function timeAgo(iso: string, now = Date.now()): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  if (elapsed < MINUTE) return i18n._(msg`now`);
  const minutes = Math.floor(elapsed / MINUTE);
  if (elapsed < HOUR) return i18n._(msg`${minutes} min`);
  const hours = Math.floor(elapsed / HOUR);
  if (elapsed < DAY) return i18n._(msg`${hours} h`);
  const days = Math.floor(elapsed / DAY);
  if (elapsed < 7 * DAY) return i18n._(msg`${days} d`);
  return formatDate(iso, 'dayMonth');
}
