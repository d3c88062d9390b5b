import { z } from 'zod';
import type { ChatClientEvents, ChatServerEvents } from './chat.ts';
import { NOTIFICATIONS_PAGE_SIZE } from './constants.ts';
import { uuidParam } from './envelope.ts';
import { pageQuery } from './pagination.ts';

export const notificationTypes = [
  'INTEREST_RECEIVED',
  'INTEREST_ACCEPTED',
  'POST_COMMENT',
  'COMMENT_REPLY',
  'POST_LIKE',
  'MESSAGE',
  'REPORT_RESOLVED',
  'MODERATION_NOTICE',
  'NEW_MATCHES',
  'PHOTO_REQUEST_RECEIVED',
  'PHOTO_REQUEST_GRANTED',
  'CO_MANAGER_INVITED',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/**
 * What each type keeps in `data` (`entityId` is the thing it is about):
 * - INTEREST_RECEIVED, INTEREST_ACCEPTED: entityId = the interest; `{ message? }`.
 * - POST_COMMENT: entityId = my post; `{ commentId, preview }`.
 * - COMMENT_REPLY: entityId = the post; `{ commentId (mine), replyId, preview }`.
 * - POST_LIKE: entityId = my post; grouped while unread: `{ count, actorIds }` ("Asha and 4 others liked your post";
 *   `actor` is the latest).
 * - MESSAGE: entityId = the chat; grouped while unread: `{ count, preview }`; only when that chat is not open.
 * - REPORT_RESOLVED: entityId = my report; `{ outcome, targetType }`; no actor (never the moderator's name).
 * - MODERATION_NOTICE: entityId = the content or my account; `{ action, targetType, note, preview?, until? }`; no actor.
 * - NEW_MATCHES: entityId = my account; `{ count }`: profiles meeting my preferences that joined since the last look
 *   (at most one a day); no actor.
 * - PHOTO_REQUEST_RECEIVED: entityId = the photo request; `{}`: a member asks to see my hidden photos.
 * - PHOTO_REQUEST_GRANTED: entityId = the photo request; `{}`: the owner shared their photos with me.
 * - CO_MANAGER_INVITED: entityId = the invitation; the owner of a marriage profile invited me to manage it with them.
 */
export const notificationData = z.object({
  count: z.number().int().optional(),
  actorIds: z.array(z.string()).optional(),
  preview: z.string().optional(),
  commentId: z.string().optional(),
  replyId: z.string().optional(),
  message: z.string().optional(),
  outcome: z.enum(['ACTION_TAKEN', 'NO_ACTION']).optional(),
  action: z.enum(['REMOVE_CONTENT', 'WARN', 'SUSPEND', 'BAN']).optional(),
  targetType: z.enum(['USER', 'POST', 'COMMENT', 'MESSAGE']).optional(),
  note: z.string().optional(),
  until: z.string().optional(),
});
export type NotificationData = z.infer<typeof notificationData>;

export const notification = z.object({
  id: z.string(),
  type: z.enum(notificationTypes),
  actor: z.object({ id: z.string(), fullName: z.string().nullable(), image: z.string().nullable() }).nullable(),
  entityId: z.string().nullable(),
  data: notificationData,
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notification>;

export const notificationListQuery = pageQuery(NOTIFICATIONS_PAGE_SIZE);
export type NotificationListQuery = z.output<typeof notificationListQuery>;

/** Newest first; `unreadCount` is over all of them, not only this page. */
export const notificationList = z.object({
  rows: z.array(notification),
  total: z.number().int(),
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationList>;

export const notificationIdParams = z.object({ id: uuidParam });
export const unreadNotificationsCount = z.object({ count: z.number().int() });
export type UnreadNotificationsCount = z.infer<typeof unreadNotificationsCount>;

/** Sent over Socket.IO when several notifications were read at once (another tab, or a chat opened). */
export interface NotificationsReadEvent {
  /** Null: all of them. */
  ids: string[] | null;
}

/** Every Socket.IO event the server sends, with the notification payload filled in. */
export interface ServerToClientEvents extends ChatServerEvents<Notification> {
  'notification:read': (event: NotificationsReadEvent) => void;
}
export type ClientToServerEvents = ChatClientEvents;
