import type { Notification } from '@samaj/shared/notifications';

export interface NotificationText {
  /** Who did it (bold). */
  actor: string;
  /** What they did, after the name. */
  action: string;
  /** A line of what they wrote, if any. */
  quote: string | null;
  /** Where tapping it leads. */
  to: string;
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** The words and the link of a notification ("Asha and 4 others liked your post"). */
export function describeNotification(notification: Notification): NotificationText {
  const actor = notification.actor?.fullName || 'A member';
  const { data, entityId } = notification;
  switch (notification.type) {
    case 'INTEREST_RECEIVED':
      return { actor, action: 'sent you an interest', quote: data.message ?? null, to: '/matrimonial/interest' };
    case 'INTEREST_ACCEPTED':
      return {
        actor,
        action: 'accepted your interest. Say namaste!',
        quote: null,
        to: notification.actor ? `/chat/new/${notification.actor.id}` : '/matrimonial/sent-interests',
      };
    case 'POST_COMMENT':
      return { actor, action: 'commented on your post', quote: data.preview ?? null, to: `/posts/${entityId}` };
    case 'COMMENT_REPLY':
      return { actor, action: 'replied to your comment', quote: data.preview ?? null, to: `/posts/${entityId}` };
    case 'POST_LIKE': {
      const others = Math.max(0, (data.count ?? 1) - 1);
      return {
        actor: others > 0 ? `${actor} and ${others} ${plural(others, 'other', 'others')}` : actor,
        action: 'liked your post',
        quote: null,
        to: `/posts/${entityId}`,
      };
    }
    case 'MESSAGE': {
      const count = data.count ?? 1;
      return {
        actor,
        action: count > 1 ? `sent you ${count} messages` : 'sent you a message',
        quote: data.preview ?? null,
        to: `/chat/${entityId}`,
      };
    }
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' });

/** "now", "5 min", "3 h", "2 d", then the date. */
export function timeAgo(iso: string, now = Date.now()): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  if (elapsed < MINUTE) return 'now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)} d`;
  return dateFormat.format(new Date(iso));
}
