import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDate } from '@/lib/i18n/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The hour for today, "Yesterday", then the date. */
export function shortTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  if (date.getTime() >= startOfToday) return formatDate(date, 'time');
  if (date.getTime() >= startOfToday - DAY) return i18n._(msg`Yesterday`);
  return formatDate(date, 'dayMonth');
}

/** "just now", "5 min ago", "3 h ago", "2 d ago", then the date. */
export function timeAgo(iso: string, now = Date.now()): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  if (elapsed < MINUTE) return i18n._(msg`just now`);
  const minutes = Math.floor(elapsed / MINUTE);
  if (elapsed < HOUR) return i18n._(msg`${minutes} min ago`);
  const hours = Math.floor(elapsed / HOUR);
  if (elapsed < DAY) return i18n._(msg`${hours} h ago`);
  const days = Math.floor(elapsed / DAY);
  if (elapsed < 7 * DAY) return i18n._(msg`${days} d ago`);
  return formatDate(iso, 'dayMonth');
}
