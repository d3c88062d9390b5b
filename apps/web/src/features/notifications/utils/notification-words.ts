import { ENGLISH_NOTIFICATION_WORDS, type NotificationWords } from '@samaj/shared/notification-text';
import type { Language } from '@/lib/i18n';
import { needHindi } from '@/lib/i18n/catalogs';

let hindi: NotificationWords | undefined;
needHindi('notification-text', async () => {
  hindi = (await import('@samaj/shared/notification-text-hi')).HINDI_NOTIFICATION_WORDS;
});

/** The notifications' words in the reader's language; the Hindi ones arrive with the screen (lib/i18n/catalogs.ts). */
export const notificationWords = (language: Language): NotificationWords =>
  (language === 'hi' && hindi) || ENGLISH_NOTIFICATION_WORDS;
