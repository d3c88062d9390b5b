import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';
import { formatDate, formatRelative } from '@/lib/i18n/format';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** "just now", "5 min. ago", "3 hr. ago", "yesterday", "4 days ago", then the date ("12 Nov", "3 Jan 2025"). */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  if (seconds < 45) return i18n._(msg`just now`);
  if (seconds < HOUR) return formatRelative(-Math.round(seconds / MINUTE), 'minute', 'short');
  if (seconds < DAY) return formatRelative(-Math.round(seconds / HOUR), 'hour', 'short');
  if (seconds < WEEK) return formatRelative(-Math.round(seconds / DAY), 'day', 'short');
  return formatDate(date, date.getFullYear() === now.getFullYear() ? 'dayMonth' : 'dayMonthYear');
}

/** The exact moment, for a tooltip. */
export const fullDate = (iso: string) => formatDate(iso, 'longWithTime');
