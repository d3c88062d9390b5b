import { i18n } from '@lingui/core';
import { intlLocale, isLanguage } from './language';

/*
 * Numbers, dates and relative times in the reader's language, Indian style (en-IN / hi-IN: 1,00,000; 12 नव॰ 2026).
 * Formatters are made once per language and style; call these at render time, never at module load.
 */

const dateStyles = {
  /** 10:42 am */
  time: { hour: 'numeric', minute: '2-digit' },
  /** Monday */
  weekday: { weekday: 'long' },
  /** January */
  month: { month: 'long' },
  /** Mon */
  shortWeekday: { weekday: 'short' },
  /** 12 Nov */
  dayMonth: { day: 'numeric', month: 'short' },
  /** 12 Nov 2026 */
  dayMonthYear: { day: 'numeric', month: 'short', year: 'numeric' },
  /** 12 November 2026 */
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  /** 12 November 2026 at 10:42 am */
  longWithTime: { dateStyle: 'long', timeStyle: 'short' },
  /** 12 Nov, 10:42 am */
  dayMonthTime: { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
  /** Monday, 12 November */
  weekdayDayMonth: { weekday: 'long', day: 'numeric', month: 'long' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof dateStyles;

const locale = () => intlLocale[isLanguage(i18n.locale) ? i18n.locale : 'en'];

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();
function formatter<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: (locale: string) => T,
): T {
  const id = `${locale()}|${key}`;
  let found = cache.get(id) as T | undefined;
  if (!found) {
    found = make(locale());
    cache.set(id, found);
  }
  return found;
}

export function formatDate(
  value: string | number | Date,
  style: DateStyle,
  options: { timeZone?: string } = {},
): string {
  const key = `date|${style}|${options.timeZone ?? ''}`;
  return formatter(key, (tag) => new Intl.DateTimeFormat(tag, { ...dateStyles[style], ...options })).format(
    new Date(value),
  );
}

/** 1,00,000 */
export function formatNumber(value: number): string {
  return formatter('number', (tag) => new Intl.NumberFormat(tag)).format(value);
}

/** "5 min. ago", "yesterday", "2 घंटे पहले": `style` short for lists, long for sentences. */
export function formatRelative(
  value: number,
  unit: Intl.RelativeTimeFormatUnit,
  style: 'short' | 'long' = 'long',
): string {
  return formatter(`relative|${style}`, (tag) => new Intl.RelativeTimeFormat(tag, { numeric: 'auto', style })).format(
    value,
    unit,
  );
}
