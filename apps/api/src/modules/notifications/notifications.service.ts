import type {
  Notification,
  NotificationData,
  NotificationListQuery,
  NotificationType,
} from '@samaj/shared/notifications';
import { offsetOf } from '@samaj/shared';
import { truncateGraphemes } from '@samaj/shared/text';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import type { PushSender } from '../push/push-delivery.ts';
import { isGroupedType, NotificationsRepository, type NotificationRow } from './notifications.repository.ts';

/** A text preview kept with a notification (a comment, a message): enough for one line in the list. */
export const PREVIEW_MAX_LENGTH = 140;

export interface NotifyInput {
  /** Who is told. */
  userId: string;
  type: NotificationType;
  /** Who did it; nobody is told about their own doing. */
  actorId: string;
  /** The post, interest or chat it is about (see `notificationData` in @samaj/shared/notifications). */
  entityId: string;
  data?: NotificationData;
}

export interface NoticeInput {
  userId: string;
  type: Extract<NotificationType, 'REPORT_RESOLVED' | 'MODERATION_NOTICE' | 'NEW_MATCHES'>;
  /** The report, the content or the member it is about. */
  entityId: string;
  data: NotificationData;
}

export function previewOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  // Cut between characters: half a Devanagari syllable or a lone surrogate (which jsonb refuses) never gets stored.
  return truncateGraphemes(flat, PREVIEW_MAX_LENGTH);
}

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    actor: row.actorId ? { id: row.actorId, fullName: row.actorFullName, image: row.actorImage } : null,
    entityId: row.entityId,
    data: (row.data ?? {}) as NotificationData,
    isRead: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** In-app notifications: stored, then sent to the member's open tabs and pushed to their phones. */
export class NotificationsService {
  private readonly repository: NotificationsRepository;
  private readonly realtime: Realtime;
  /** Only the instances that create notifications push them; reading and marking read need none. */
  private readonly push: PushSender | undefined;
  constructor(db: Db, realtime: Realtime, push?: PushSender) {
    this.repository = new NotificationsRepository(db);
    this.realtime = realtime;
    this.push = push;
  }

  private announce(userId: string, notification: Notification) {
    this.realtime.emitToUsers([userId], 'notification', notification);
    this.push?.enqueue(userId, notification);
  }

  /**
   * Stores the notification (likes of a post and messages of a chat are grouped while unread) and announces it.
   * Returns null when nobody is to be told: one's own doing, or a block between the two.
   */
  async notify(input: NotifyInput): Promise<Notification | null> {
    if (input.actorId === input.userId) return null;
    if (!(await this.repository.canNotify(input.userId, input.actorId))) return null;
    const data = { ...input.data, ...(input.data?.preview ? { preview: previewOf(input.data.preview) } : {}) };
    const base = { userId: input.userId, actorId: input.actorId, entityId: input.entityId, data };
    const row = isGroupedType(input.type)
      ? await this.repository.upsertUnread({ ...base, type: input.type })
      : await this.repository.findById(await this.repository.insert({ ...base, type: input.type }));
    if (!row) return null;
    const notification = toNotification(row);
    this.announce(input.userId, notification);
    return notification;
  }

  /**
   * A notice from the service itself (moderation): no actor, so it names nobody, is never grouped and is not held back
   * by a block.
   */
  async notice(input: NoticeInput): Promise<Notification> {
    const id = await this.repository.insert({ ...input, actorId: null });
    const notification = toNotification((await this.repository.findById(id))!);
    this.announce(input.userId, notification);
    return notification;
  }

  /**
   * A message arrived in a chat the receiver does not have open (the chat checked that no block stands between them).
   * One query: this runs for most messages.
   */
  async messageReceived(input: { userId: string; actorId: string; chatId: string; content: string }) {
    const notification = toNotification(
      await this.repository.bumpMessage({ ...input, preview: previewOf(input.content) }),
    );
    this.announce(input.userId, notification);
    return notification;
  }

  /** The post's author hears of a comment on it. */
  async postComment(input: { actorId: string; postId: string; commentId: string; content: string }) {
    const userId = await this.repository.postAuthorId(input.postId);
    if (!userId) return null;
    return this.notify({
      userId,
      type: 'POST_COMMENT',
      actorId: input.actorId,
      entityId: input.postId,
      data: { commentId: input.commentId, preview: input.content },
    });
  }

  /** The author of the comment answered (`commentId`) hears of the reply. */
  async commentReply(input: { actorId: string; postId: string; commentId: string; replyId: string; content: string }) {
    const userId = await this.repository.commentAuthorId(input.commentId);
    if (!userId) return null;
    return this.notify({
      userId,
      type: 'COMMENT_REPLY',
      actorId: input.actorId,
      entityId: input.postId,
      data: { commentId: input.commentId, replyId: input.replyId, preview: input.content },
    });
  }

  /** The post's author hears of a like (grouped while unread). */
  async postLike(input: { actorId: string; postId: string }) {
    const userId = await this.repository.postAuthorId(input.postId);
    if (!userId) return null;
    return this.notify({ userId, type: 'POST_LIKE', actorId: input.actorId, entityId: input.postId });
  }

  async list(userId: string, query: NotificationListQuery) {
    const { rows, total, unreadCount } = await this.repository.list(
      userId,
      query.limit,
      offsetOf(query.page, query.limit),
    );
    return { rows: rows.map(toNotification), total, unreadCount };
  }

  async unreadCount(userId: string) {
    return { count: await this.repository.unreadCount(userId) };
  }

  async markAllRead(userId: string): Promise<void> {
    const ids = await this.repository.markRead(userId);
    if (ids.length > 0) this.realtime.emitToUsers([userId], 'notification:read', { ids: null });
  }

  async markRead(userId: string, id: string): Promise<void> {
    if (!(await this.repository.isOwn(userId, id))) throw notFound('Notification not found');
    const ids = await this.repository.markRead(userId, { ids: [id] });
    if (ids.length > 0) this.realtime.emitToUsers([userId], 'notification:read', { ids });
  }

  /** The chat was read: its "new message" notification is read too. */
  async markChatRead(userId: string, chatId: string): Promise<void> {
    const ids = await this.repository.markRead(userId, { type: 'MESSAGE', entityId: chatId });
    if (ids.length > 0) this.realtime.emitToUsers([userId], 'notification:read', { ids });
  }
}
