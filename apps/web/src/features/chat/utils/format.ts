import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';
import { formatDate } from '@/lib/i18n/format';

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

const dateOf = (date: Date, now: Date) =>
  formatDate(date, date.getFullYear() === now.getFullYear() ? 'dayMonth' : 'dayMonthYear');

/** "10:42 am" */
export function formatMessageTime(iso: string): string {
  return formatDate(iso, 'time');
}

/** The date separator: "Today", "Yesterday", "Monday" this week, then "3 Nov" (and the year when not this one). */
export function formatDayLabel(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const ago = daysAgo(date, now);
  if (ago <= 0) return i18n._(msg`Today`);
  if (ago === 1) return i18n._(msg`Yesterday`);
  if (ago < 7) return formatDate(date, 'weekday');
  return dateOf(date, now);
}

/** The inbox's time: the hour today, "Yesterday", the weekday this week, else the date. */
export function formatInboxTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const ago = daysAgo(date, now);
  if (ago <= 0) return formatDate(date, 'time');
  if (ago === 1) return i18n._(msg`Yesterday`);
  if (ago < 7) return formatDate(date, 'shortWeekday');
  return dateOf(date, now);
}
