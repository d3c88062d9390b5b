import type { NotificationData, NotificationType } from '@samaj/shared/notifications';
import { and, desc, eq, exists, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import type { DbOrTx } from '../../db/client.ts';
import { totalOf } from '../../db/paging.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  comments,
  groupedNotificationTypes,
  notifications,
  posts,
  unreadGroupedNotification,
  users,
} from '../../db/schema/index.ts';
import {
  avatarColumnsOf,
  avatarSeenBy,
  contentHiddenFrom,
  isVisibleTo,
  removedContentIds,
  visibleTo,
} from '../safety/index.ts';

export interface NewNotification {
  userId: string;
  type: NotificationType;
  actorId: string | null;
  entityId: string | null;
  data: NotificationData;
}

export type GroupedNotificationType = (typeof groupedNotificationTypes)[number];

export const isGroupedType = (type: NotificationType): type is GroupedNotificationType =>
  (groupedNotificationTypes as readonly NotificationType[]).includes(type);

export interface GroupedNotification extends NewNotification {
  type: GroupedNotificationType;
  actorId: string;
  entityId: string;
}

/** How many likers a grouped like notification remembers (the count keeps going). */
const GROUPED_ACTORS_MAX = 20;

const notificationColumns = {
  id: notifications.id,
  type: notifications.type,
  entityId: notifications.entityId,
  data: notifications.data,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
  actorId: users.id,
  actorFullName: users.fullName,
  // The reader is the notification's member: the actor's profile photo as they may see it.
  actorImage: avatarSeenBy(notifications.userId),
};

export type NotificationRow = {
  id: string;
  type: NotificationType;
  entityId: string | null;
  data: unknown;
  readAt: Date | null;
  createdAt: Date;
  actorId: string | null;
  actorFullName: string | null;
  actorImage: string | null;
};

const notifiedPost = alias(posts, 'notified_post');

/**
 * What a notification about posts points at, when the reader may no longer see it (the visibility rule: removed by a
 * moderator and not theirs, or its author hidden from them). Content since deleted is not looked for.
 * - A comment on the reader's post (`data.commentId`), or a reply to their comment (`data.replyId`): removed. Its
 *   author is the notification's actor, whom `shownTo` checks already. The removed comments are read once per statement
 *   into a hashed set (`removedContentIds`): this runs for every notification the reader has, to count them, and a
 *   lookup of each comment made the count of a member with 3,000 notifications take 9 ms.
 * - The post a reply is under (`entityId`): someone else's, looked up.
 * - Likes of and comments on the reader's own post: the post is never hidden from its author.
 */
function pointsAtHiddenContent(db: DbOrTx, readerId: string): SQL {
  const hiddenPost = exists(
    db
      .select({ id: notifiedPost.id })
      .from(notifiedPost)
      .where(and(eq(notifiedPost.id, notifications.entityId), contentHiddenFrom(readerId, notifiedPost))),
  );
  const removed = (key: 'commentId' | 'replyId') =>
    sql`(${notifications.data}->>${sql.raw(`'${key}'`)})::uuid in ${removedContentIds(readerId, comments)}`;
  return sql`((${notifications.type} = 'POST_COMMENT' and ${removed('commentId')})
    or (${notifications.type} = 'COMMENT_REPLY' and (${hiddenPost} or ${removed('replyId')})))`;
}

export class NotificationsRepository {
  private readonly db: DbOrTx;
  constructor(db: DbOrTx) {
    this.db = db;
  }

  /**
   * The reader's notifications, without those caused by members hidden from them (a block since, either way; a
   * suspension, ban or deletion) or pointing at content hidden from them (`pointsAtHiddenContent`).
   */
  private shownTo(userId: string): SQL {
    return and(
      eq(notifications.userId, userId),
      or(isNull(notifications.actorId), visibleTo(userId, notifications.actorId)),
      sql`not ${pointsAtHiddenContent(this.db, userId)}`,
    )!;
  }

  /** Whether the other member exists and is visible to the member told. */
  canNotify(userId: string, actorId: string): Promise<boolean> {
    return isVisibleTo(this.db, userId, actorId);
  }

  /** Who wrote the post: the one told about its comments and likes. */
  async postAuthorId(postId: string): Promise<string | undefined> {
    const [row] = await this.db.select({ userId: posts.userId }).from(posts).where(eq(posts.id, postId)).limit(1);
    return row?.userId;
  }

  /** Who wrote the comment: the one told about a reply to it. */
  async commentAuthorId(commentId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ userId: comments.userId })
      .from(comments)
      .where(eq(comments.id, commentId))
      .limit(1);
    return row?.userId;
  }

  async insert(notification: NewNotification): Promise<string> {
    const [row] = await this.db.insert(notifications).values(notification).returning({ id: notifications.id });
    return row!.id;
  }

  /**
   * One unread notification per member, type and thing (`groupedNotificationTypes`: the likes of a post, the messages
   * of a chat), in one statement: a new event updates the unread one (its actor, its data, its time, so it comes back
   * to the top) or starts one. The partial unique index makes concurrent events queue on that row rather than each
   * insert its own; once it is read, the next event starts a new one. Returned with its actor.
   *
   * Likes keep the likers (newest first, at most GROUPED_ACTORS_MAX) and count each liker once; messages count each
   * message.
   */
  async upsertUnread(notification: GroupedNotification): Promise<NotificationRow> {
    const existing = sql`${notifications}.data`;
    const actorId = sql`${notification.actorId}::text`;
    const first: NotificationData =
      notification.type === 'POST_LIKE'
        ? { ...notification.data, actorIds: [notification.actorId], count: 1 }
        : { ...notification.data, count: 1 };
    const merged =
      notification.type === 'POST_LIKE'
        ? sql`jsonb_build_object(
            'actorIds', (
              select jsonb_agg(liker order by position) from (
                select ${actorId} as liker, 0::bigint as position
                union all
                select value, ordinality
                from jsonb_array_elements_text(coalesce(${existing}->'actorIds', '[]'::jsonb)) with ordinality
                where value <> ${actorId}
                order by position
                limit ${GROUPED_ACTORS_MAX}
              ) likers),
            'count', coalesce((${existing}->>'count')::int, 0)
              + case when coalesce(${existing}->'actorIds', '[]'::jsonb) @> jsonb_build_array(${actorId}) then 0 else 1 end)`
        : sql`jsonb_build_object('count', coalesce((${existing}->>'count')::int, 0) + 1)`;
    const result = await this.db.execute(sql`
      with changed as (
        insert into ${notifications} (id, user_id, type, actor_id, entity_id, data)
        values (${uuidv7()}, ${notification.userId}, ${notification.type}, ${notification.actorId},
          ${notification.entityId}, ${JSON.stringify(first)}::jsonb)
        on conflict (user_id, type, entity_id) where ${unreadGroupedNotification} do update
        set actor_id = excluded.actor_id, created_at = now(), data = excluded.data || ${merged}
        returning id, type, entity_id, data, read_at, created_at, actor_id
      )
      select changed.id, changed.type, changed.entity_id, changed.data, changed.read_at, changed.created_at,
        actor.id as actor_id, actor.full_name as actor_full_name,
        ${avatarSeenBy(notification.userId, avatarColumnsOf('actor'))} as actor_image
      from changed left join ${users} actor on actor.id = changed.actor_id`);
    const [row] = rowsOf(result);
    if (!row) throw new Error('the grouped notification was neither updated nor inserted');
    return {
      id: row['id'] as string,
      type: row['type'] as NotificationType,
      entityId: row['entity_id'] as string,
      data: row['data'],
      readAt: row['read_at'] === null ? null : new Date(row['read_at'] as string),
      createdAt: new Date(row['created_at'] as string),
      actorId: row['actor_id'] as string | null,
      actorFullName: row['actor_full_name'] as string | null,
      actorImage: row['actor_image'] as string | null,
    };
  }

  async isOwn(userId: string, id: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .limit(1);
    return row !== undefined;
  }

  /**
   * A message in a chat not on screen (it runs for every such message): the chat's unread "new message" notification
   * counts one more and shows this one, or a new one starts.
   */
  async bumpMessage(input: {
    userId: string;
    actorId: string;
    chatId: string;
    preview: string;
  }): Promise<NotificationRow> {
    const message: GroupedNotification = {
      userId: input.userId,
      type: 'MESSAGE',
      actorId: input.actorId,
      entityId: input.chatId,
      data: { preview: input.preview },
    };
    // A notification is not worth a disk flush of its own: its commit does not wait for one (the message it is about
    // was flushed already). A crash may lose the last fraction of a second of notifications, never a message.
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`set local synchronous_commit to off`);
      return new NotificationsRepository(tx).upsertUnread(message);
    });
  }

  async findById(id: string): Promise<NotificationRow | undefined> {
    const [row] = await this.db
      .select(notificationColumns)
      .from(notifications)
      .leftJoin(users, eq(users.id, notifications.actorId))
      .where(eq(notifications.id, id))
      .limit(1);
    return row;
  }

  /**
   * A page, newest first, with the total and the unread count, in one query. Counted apart (`totalOf`), so the page
   * reads only its own rows: a member keeps every notification they ever had, thousands for an active one.
   */
  async list(userId: string, limit: number, offset: number) {
    const shown = this.shownTo(userId);
    const rows = await this.db
      .select({
        ...notificationColumns,
        total: totalOf(this.db, notifications, shown),
        unreadCount: totalOf(this.db, notifications, and(shown, isNull(notifications.readAt))),
      })
      .from(notifications)
      .leftJoin(users, eq(users.id, notifications.actorId))
      .where(shown)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset(offset);
    const first = rows[0];
    if (first) return { rows, total: first.total, unreadCount: first.unreadCount };
    const [counted] = await this.db
      .select({
        total: sql<number>`count(*)::int`,
        unreadCount: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`,
      })
      .from(notifications)
      .where(shown);
    return { rows, total: counted?.total ?? 0, unreadCount: counted?.unreadCount ?? 0 };
  }

  async unreadCount(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(this.shownTo(userId), isNull(notifications.readAt)));
    return row?.count ?? 0;
  }

  /** Marks the member's unread notifications read (all, or those ids, or those about one thing); returns their ids. */
  async markRead(userId: string, filter: { ids?: string[]; type?: NotificationType; entityId?: string } = {}) {
    const conditions = [eq(notifications.userId, userId), isNull(notifications.readAt)];
    if (filter.ids) conditions.push(inArray(notifications.id, filter.ids));
    if (filter.type) conditions.push(eq(notifications.type, filter.type));
    if (filter.entityId) conditions.push(eq(notifications.entityId, filter.entityId));
    const rows = await this.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(...conditions))
      .returning({ id: notifications.id });
    return rows.map((row) => row.id);
  }
}
