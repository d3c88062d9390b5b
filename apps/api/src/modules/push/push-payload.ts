import type { Language } from '@samaj/shared/i18n/language';
import { describeNotification } from '@samaj/shared/notification-text';
import { notificationWords } from '@samaj/shared/notification-text-hi';
import type { Notification } from '@samaj/shared/notifications';
import type { PushPayload } from '@samaj/shared/push';

/** What the phone shows, in the recipient's language: the same words and link as the bell's list ("Asha sent you 3 messages"). */
export function pushPayloadOf(notification: Notification, language: Language): PushPayload {
  const text = describeNotification(notification, notificationWords(language));
  return {
    type: notification.type,
    title: `${text.actor} ${text.action}`,
    body: text.quote ?? '',
    url: text.to,
    // One push per thing while unread: a chat's next message replaces its previous push (renotify in the worker).
    tag: `${notification.type}:${notification.entityId ?? notification.id}`,
  };
}
