import { formatDate } from '@/lib/i18n/format';

/** "26 November 2026 at 10:30 am" in the reader's language, India time: the deadlines of IT Rules 2021 are counted there. */
export const formatDateTime = (iso: string) => formatDate(iso, 'longWithTime', { timeZone: 'Asia/Kolkata' });
