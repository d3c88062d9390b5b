const timeFormat = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });
const weekdayFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'long' });
const shortWeekdayFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'short' });
const dayMonthFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' });
const fullDateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

const DAY_MS = 24 * 60 * 60 * 1000;

/** The local calendar day of a time, as a sortable key. */
export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Whole local days from `date` to `now` (0 today, 1 yesterday). */
function daysAgo(date: Date, now: Date): number {
  const start = (value: Date) => new Date(value.getFullYear(), value.getMonth(), value.getDate()).getTime();
  return Math.round((start(now) - start(date)) / DAY_MS);
}

/** "10:42 am" */
export function formatMessageTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}

/** The date separator: "Today", "Yesterday", "Monday" this week, then "3 Nov" (and the year when not this one). */
export function formatDayLabel(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const ago = daysAgo(date, now);
  if (ago <= 0) return 'Today';
  if (ago === 1) return 'Yesterday';
  if (ago < 7) return weekdayFormat.format(date);
  return date.getFullYear() === now.getFullYear() ? dayMonthFormat.format(date) : fullDateFormat.format(date);
}

/** The inbox's time: the hour today, "Yesterday", the weekday this week, else the date. */
export function formatInboxTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const ago = daysAgo(date, now);
  if (ago <= 0) return timeFormat.format(date);
  if (ago === 1) return 'Yesterday';
  if (ago < 7) return shortWeekdayFormat.format(date);
  return date.getFullYear() === now.getFullYear() ? dayMonthFormat.format(date) : fullDateFormat.format(date);
}
