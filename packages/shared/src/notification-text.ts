import type { Notification } from './notifications.ts';

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

/** Notices from the moderators never name one of them. */
const MODERATOR = 'A moderator';
const REMOVED: Record<NonNullable<Notification['data']['targetType']>, string> = {
  POST: 'removed your post',
  COMMENT: 'removed your comment',
  MESSAGE: 'removed your message',
  USER: 'removed your photos',
};
const untilFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

function moderationNotice({ data }: Notification): NotificationText {
  const action =
    data.action === 'REMOVE_CONTENT'
      ? REMOVED[data.targetType ?? 'POST']
      : data.action === 'SUSPEND'
        ? `suspended your account${data.until ? ` until ${untilFormat.format(new Date(data.until))}` : ''}`
        : data.action === 'BAN'
          ? 'banned your account'
          : 'sent you a warning';
  // Disagree? The grievance page is where a decision is challenged.
  return { actor: MODERATOR, action, quote: data.note || null, to: '/grievance' };
}

/** The words and the link of a notification ("Asha and 4 others liked your post"): the bell's list and pushes. */
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
    case 'NEW_MATCHES': {
      const count = data.count ?? 1;
      return {
        actor: 'New matches for you:',
        action: `${count} ${plural(count, 'profile meets', 'profiles meet')} your preferences`,
        quote: null,
        to: '/matrimonial',
      };
    }
    case 'REPORT_RESOLVED':
      return {
        actor: 'Your report',
        action: data.outcome === 'ACTION_TAKEN' ? 'was reviewed: action taken' : 'was reviewed: no action needed',
        quote: null,
        to: '/settings#my-reports',
      };
    case 'MODERATION_NOTICE':
      return moderationNotice(notification);
  }
}
