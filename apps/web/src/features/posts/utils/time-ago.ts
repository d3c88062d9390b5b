const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto', style: 'short' });
const dayMonth = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' });
const dayMonthYear = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const full = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short' });

/** "just now", "5 min. ago", "3 hr. ago", "yesterday", "4 days ago", then the date ("12 Nov", "3 Jan 2025"). */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  if (seconds < 45) return 'just now';
  if (seconds < HOUR) return relative.format(-Math.round(seconds / MINUTE), 'minute');
  if (seconds < DAY) return relative.format(-Math.round(seconds / HOUR), 'hour');
  if (seconds < WEEK) return relative.format(-Math.round(seconds / DAY), 'day');
  return (date.getFullYear() === now.getFullYear() ? dayMonth : dayMonthYear).format(date);
}

/** The exact moment, for a tooltip. */
export const fullDate = (iso: string) => full.format(new Date(iso));
