import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  blocks,
  chats,
  checkoutList,
  commentLikes,
  comments,
  interests,
  loginAddresses,
  matrimonialProfiles,
  messages,
  notifications,
  notInterested,
  partnerPreferences,
  photoRequests,
  postLikes,
  posts,
  reports,
  sessions,
  users,
} from '../../db/schema/index.ts';

/** Where a page of a section stopped: rows are read in (created_at, key) order. */
export interface Cursor {
  createdAt: Date;
  key: string;
}

export const PAGE = 500;
const other = alias(users, 'other_member');
const otherMember = { id: other.id, name: other.fullName };

/** After the cursor, in (created_at, key) order: keyset paging keeps each query as cheap as the first. */
export const after = (createdAt: SQL | ReturnType<typeof sql>, key: SQL | ReturnType<typeof sql>, cursor: Cursor | null) =>
  cursor ? sql`(${createdAt}, ${key}) > (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.key}::uuid)` : undefined;

/**
 * Reads everything the service holds about one member for "Download my data", a page at a time so that memory does
 * not grow with the member's history. Other members appear by id and name only (never their phone number).
 */
export class ExportRepository {
  private readonly db: DbOrTx;
  constructor(db: DbOrTx) {
    this.db = db;
  }

  async account(userId: string) {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
    const [matrimonial] = await this.db.select().from(matrimonialProfiles).where(eq(matrimonialProfiles.userId, userId));
    const [preferences] = await this.db.select().from(partnerPreferences).where(eq(partnerPreferences.userId, userId));
    return { user: row, matrimonial, preferences };
  }

  /** Every row of a section, page by page. */
  async *all<Row extends { createdAt: Date }>(
    page: (cursor: Cursor | null) => Promise<Row[]>,
    keyOf: (row: Row) => string,
  ): AsyncGenerator<Row> {
    let cursor: Cursor | null = null;
    for (;;) {
      const rows = await page(cursor);
      yield* rows;
      const last = rows.at(-1);
      if (!last || rows.length < PAGE) return;
      cursor = { createdAt: last.createdAt, key: keyOf(last) };
    }
  }

  posts = (userId: string) =>
    this.all(
      (cursor) =>
        this.db
          .select()
          .from(posts)
          .where(and(eq(posts.userId, userId), after(sql`${posts.createdAt}`, sql`${posts.id}`, cursor)))
          .orderBy(asc(posts.createdAt), asc(posts.id))
          .limit(PAGE),
      (row) => row.id,
    );

  comments = (userId: string) =>
    this.all(
      (cursor) =>
        this.db
          .select()
          .from(comments)
          .where(and(eq(comments.userId, userId), after(sql`${comments.createdAt}`, sql`${comments.id}`, cursor)))
          .orderBy(asc(comments.createdAt), asc(comments.id))
          .limit(PAGE),
      (row) => row.id,
    );

  likedPosts = (userId: string) =>
    this.all(
      (cursor) =>
        this.db
          .select({ postId: postLikes.postId, createdAt: postLikes.createdAt })
          .from(postLikes)
          .where(and(eq(postLikes.userId, userId), after(sql`${postLikes.createdAt}`, sql`${postLikes.postId}`, cursor)))
          .orderBy(asc(postLikes.createdAt), asc(postLikes.postId))
          .limit(PAGE),
      (row) => row.postId,
    );

  likedComments = (userId: string) =>
    this.all(
      (cursor) =>
        this.db
          .select({ commentId: commentLikes.commentId, createdAt: commentLikes.createdAt })
          .from(commentLikes)
          .where(and(eq(commentLikes.userId, userId), after(sql`${commentLikes.createdAt}`, sql`${commentLikes.commentId}`, cursor)))
          .orderBy(asc(commentLikes.createdAt), asc(commentLikes.commentId))
          .limit(PAGE),
      (row) => row.commentId,
    );

  /**
   * Messages I sent and received, with the other member of each: read through my chats (messages are indexed by chat,
   * not by sender or receiver; a chat's messages are all between its two members).
   */
  messages = (userId: string) =>
    this.all(
      (cursor) =>
        this.db
          .select({
            id: messages.id,
            chatId: messages.chatId,
            senderId: messages.senderId,
            content: messages.content,
            readAt: messages.readAt,
            createdAt: messages.createdAt,
            with: otherMember,
          })
          .from(messages)
          .innerJoin(other, sql`${other.id} = case when ${messages.senderId} = ${userId} then ${messages.receiverId} else ${messages.senderId} end`)
          .where(
            and(
              inArray(
                messages.chatId,
                this.db
                  .select({ id: chats.id })
                  .from(chats)
                  .where(or(eq(chats.memberA, userId), eq(chats.memberB, userId))),
              ),
              after(sql`${messages.createdAt}`, sql`${messages.id}`, cursor),
            ),
          )
          .orderBy(asc(messages.createdAt), asc(messages.id))
          .limit(PAGE),
      (row) => row.id,
    );

  interests = (userId: string) =>
    this.all(
      (cursor) =>
        this.db
          .select({
            id: interests.id,
            senderId: interests.senderId,
            message: interests.message,
            status: interests.status,
            createdAt: interests.createdAt,
            updatedAt: interests.updatedAt,
            with: otherMember,
          })
          .from(interests)
          .innerJoin(other, sql`${other.id} = case when ${interests.senderId} = ${userId} then ${interests.receiverId} else ${interests.senderId} end`)
          .where(
            and(
              or(eq(interests.senderId, userId), eq(interests.receiverId, userId)),
              after(sql`${interests.createdAt}`, sql`${interests.id}`, cursor),
            ),
          )
          .orderBy(asc(interests.createdAt), asc(interests.id))
          .limit(PAGE),
      (row) => row.id,
    );

  /** "Request photos" made by the member and received by them (as the owner of the photos). */
  photoRequests = (userId: string) =>
    this.all(
      (cursor) =>
        this.db
          .select({
            id: photoRequests.id,
            requesterId: photoRequests.requesterId,
            status: photoRequests.status,
            createdAt: photoRequests.createdAt,
            respondedAt: photoRequests.respondedAt,
            with: otherMember,
          })
          .from(photoRequests)
          .innerJoin(
            other,
            sql`${other.id} = case when ${photoRequests.requesterId} = ${userId} then ${photoRequests.ownerId} else ${photoRequests.requesterId} end`,
          )
          .where(
            and(
              or(eq(photoRequests.requesterId, userId), eq(photoRequests.ownerId, userId)),
              after(sql`${photoRequests.createdAt}`, sql`${photoRequests.id}`, cursor),
            ),
          )
          .orderBy(asc(photoRequests.createdAt), asc(photoRequests.id))
          .limit(PAGE),
      (row) => row.id,
    );

  blocks = (userId: string) =>
    this.all(
      (cursor) =>
        this.db
          .select({ id: blocks.id, reason: blocks.reason, createdAt: blocks.createdAt, member: otherMember })
          .from(blocks)
          .innerJoin(other, eq(other.id, blocks.blockedId))
          .where(and(eq(blocks.blockerId, userId), after(sql`${blocks.createdAt}`, sql`${blocks.id}`, cursor)))
          .orderBy(asc(blocks.createdAt), asc(blocks.id))
          .limit(PAGE),
      (row) => row.id,
    );

  shortlist = (userId: string) =>
    this.all(
      (cursor) =>
        this.db
          .select({ id: checkoutList.id, list: checkoutList.checkOutType, createdAt: checkoutList.createdAt, member: otherMember })
          .from(checkoutList)
          .innerJoin(other, eq(other.id, checkoutList.targetUserId))
          .where(and(eq(checkoutList.userId, userId), after(sql`${checkoutList.createdAt}`, sql`${checkoutList.id}`, cursor)))
          .orderBy(asc(checkoutList.createdAt), asc(checkoutList.id))
          .limit(PAGE),
      (row) => row.id,
    );

  notInterested = (userId: string) =>
    this.all(
      (cursor) =>
        this.db
          .select({ id: notInterested.id, createdAt: notInterested.createdAt, member: otherMember })
          .from(notInterested)
          .innerJoin(other, eq(other.id, notInterested.targetUserId))
          .where(and(eq(notInterested.userId, userId), after(sql`${notInterested.createdAt}`, sql`${notInterested.id}`, cursor)))
          .orderBy(asc(notInterested.createdAt), asc(notInterested.id))
          .limit(PAGE),
      (row) => row.id,
    );

  reportsMade = (userId: string) =>
    this.all(
      (cursor) =>
        this.db
          .select({
            id: reports.id,
            targetType: reports.targetType,
            targetId: reports.targetId,
            reason: reports.reason,
            description: reports.description,
            status: reports.status,
            createdAt: reports.createdAt,
            resolvedAt: reports.resolvedAt,
          })
          .from(reports)
          .where(and(eq(reports.reporterId, userId), after(sql`${reports.createdAt}`, sql`${reports.id}`, cursor)))
          .orderBy(asc(reports.createdAt), asc(reports.id))
          .limit(PAGE),
      (row) => row.id,
    );

  notifications = (userId: string) =>
    this.all(
      (cursor) =>
        this.db
          .select({
            id: notifications.id,
            type: notifications.type,
            entityId: notifications.entityId,
            data: notifications.data,
            readAt: notifications.readAt,
            createdAt: notifications.createdAt,
            from: otherMember,
          })
          .from(notifications)
          .leftJoin(other, eq(other.id, notifications.actorId))
          .where(and(eq(notifications.userId, userId), after(sql`${notifications.createdAt}`, sql`${notifications.id}`, cursor)))
          .orderBy(asc(notifications.createdAt), asc(notifications.id))
          .limit(PAGE),
      (row) => row.id,
    );

  sessions = (userId: string) =>
    this.all(
      (cursor) =>
        this.db
          .select({
            id: sessions.id,
            userAgent: sessions.userAgent,
            ip: sessions.ip,
            createdAt: sessions.createdAt,
            lastUsedAt: sessions.lastUsedAt,
            revokedAt: sessions.revokedAt,
          })
          .from(sessions)
          .where(and(eq(sessions.userId, userId), after(sql`${sessions.createdAt}`, sql`${sessions.id}`, cursor)))
          .orderBy(asc(sessions.createdAt), asc(sessions.id))
          .limit(PAGE),
      (row) => row.id,
    );

  async loginAddresses(userId: string) {
    return this.db
      .select({ address: loginAddresses.address, lastLoginAt: loginAddresses.lastLoginAt })
      .from(loginAddresses)
      .where(eq(loginAddresses.userId, userId));
  }
}
