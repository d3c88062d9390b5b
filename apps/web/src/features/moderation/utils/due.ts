import { t } from '@lingui/core/macro';
import { formatDate } from '@/lib/i18n/format';
const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

function span(ms: number): string {
  if (ms >= 2 * DAY_MS) {
    const days = Math.floor(ms / DAY_MS);
    return t`${days} days`;
  }
  if (ms >= HOUR_MS) {
    const hours = Math.floor(ms / HOUR_MS);
    const minutes = Math.floor((ms % HOUR_MS) / MINUTE_MS);
    return minutes > 0 && hours < 10 ? t`${hours} h ${minutes} min` : t`${hours} h`;
  }
  const minutes = Math.max(1, Math.floor(ms / MINUTE_MS));
  return t`${minutes} min`;
}

/** "Due in 3 h 20 min" or "Overdue by 2 h": the time left before a deadline, and whether it has passed. */
export function timeLeft(dueAt: string, now = Date.now()): { text: string; overdue: boolean } {
  const left = new Date(dueAt).getTime() - now;
  const time = span(Math.abs(left));
  return left > 0 ? { text: t`Due in ${time}`, overdue: false } : { text: t`Overdue by ${time}`, overdue: true };
}

/** "26 Nov, 4:30 pm" in the reader's language. */
export function shortDateTime(iso: string): string {
  return formatDate(iso, 'dayMonthTime');
}
