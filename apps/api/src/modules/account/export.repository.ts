import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { eitherIs, otherOf } from '../../db/pairs.ts';
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
    const [matrimonial] = await this.db
      .select()
      .from(matrimonialProfiles)
      .where(eq(matrimonialProfiles.userId, userId));
    const [preferences] = await this.db.select().from(partnerPreferences).where(eq(partnerPreferences.userId, userId));
    return { user: row, matrimonial, preferences };
  }

  /** Every row of a section, page by page. */
  private async *all<Row extends { createdAt: Date }>(
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

  /**
   * Every row of a section, page by page: `select()` builds its query (columns and joins, `.$dynamic()`), `where`
   * keeps the member's rows, and the pages go in (`at`, `key`) order: `at` is the rows' `createdAt`, `keyOf` reads
   * `key`. Keyset paging (after the last row's pair) keeps each page's query as cheap as the first.
   */
  section<Q extends PgSelect & Promise<{ createdAt: Date }[]>>(
    select: () => Q,
    where: SQL | undefined,
    [at, key]: readonly [AnyPgColumn, AnyPgColumn],
    keyOf: (row: Awaited<Q>[number]) => string,
  ): AsyncGenerator<Awaited<Q>[number]> {
    return this.all((cursor) => {
      const query = select();
      const next = cursor
        ? sql`(${at}, ${key}) > (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.key}::uuid)`
        : undefined;
      query.where(and(where, next)).orderBy(asc(at), asc(key)).limit(PAGE);
      return query;
    }, keyOf);
  }

  posts = (userId: string) =>
    this.section(
      () => this.db.select().from(posts).$dynamic(),
      eq(posts.userId, userId),
      [posts.createdAt, posts.id],
      (row) => row.id,
    );

  comments = (userId: string) =>
    this.section(
      () => this.db.select().from(comments).$dynamic(),
      eq(comments.userId, userId),
      [comments.createdAt, comments.id],
      (row) => row.id,
    );

  likedPosts = (userId: string) =>
    this.section(
      () => this.db.select({ postId: postLikes.postId, createdAt: postLikes.createdAt }).from(postLikes).$dynamic(),
      eq(postLikes.userId, userId),
      [postLikes.createdAt, postLikes.postId],
      (row) => row.postId,
    );

  likedComments = (userId: string) =>
    this.section(
      () =>
        this.db
          .select({ commentId: commentLikes.commentId, createdAt: commentLikes.createdAt })
          .from(commentLikes)
          .$dynamic(),
      eq(commentLikes.userId, userId),
      [commentLikes.createdAt, commentLikes.commentId],
      (row) => row.commentId,
    );

  /**
   * Messages I sent and received, with the other member of each: read through my chats (messages are indexed by chat,
   * not by sender or receiver; a chat's messages are all between its two members).
   */
  messages = (userId: string) =>
    this.section(
      () =>
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
          .innerJoin(other, eq(other.id, otherOf(userId, messages.senderId, messages.receiverId)))
          .$dynamic(),
      inArray(
        messages.chatId,
        this.db
          .select({ id: chats.id })
          .from(chats)
          .where(eitherIs(userId, chats.memberA, chats.memberB)),
      ),
      [messages.createdAt, messages.id],
      (row) => row.id,
    );

  interests = (userId: string) =>
    this.section(
      () =>
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
          .innerJoin(other, eq(other.id, otherOf(userId, interests.senderId, interests.receiverId)))
          .$dynamic(),
      eitherIs(userId, interests.senderId, interests.receiverId),
      [interests.createdAt, interests.id],
      (row) => row.id,
    );

  /** "Request photos" made by the member and received by them (as the owner of the photos). */
  photoRequests = (userId: string) =>
    this.section(
      () =>
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
          .innerJoin(other, eq(other.id, otherOf(userId, photoRequests.requesterId, photoRequests.ownerId)))
          .$dynamic(),
      eitherIs(userId, photoRequests.requesterId, photoRequests.ownerId),
      [photoRequests.createdAt, photoRequests.id],
      (row) => row.id,
    );

  blocks = (userId: string) =>
    this.section(
      () =>
        this.db
          .select({ id: blocks.id, reason: blocks.reason, createdAt: blocks.createdAt, member: otherMember })
          .from(blocks)
          .innerJoin(other, eq(other.id, blocks.blockedId))
          .$dynamic(),
      eq(blocks.blockerId, userId),
      [blocks.createdAt, blocks.id],
      (row) => row.id,
    );

  shortlist = (userId: string) =>
    this.section(
      () =>
        this.db
          .select({
            id: checkoutList.id,
            list: checkoutList.checkOutType,
            createdAt: checkoutList.createdAt,
            member: otherMember,
          })
          .from(checkoutList)
          .innerJoin(other, eq(other.id, checkoutList.targetUserId))
          .$dynamic(),
      eq(checkoutList.userId, userId),
      [checkoutList.createdAt, checkoutList.id],
      (row) => row.id,
    );

  notInterested = (userId: string) =>
    this.section(
      () =>
        this.db
          .select({ id: notInterested.id, createdAt: notInterested.createdAt, member: otherMember })
          .from(notInterested)
          .innerJoin(other, eq(other.id, notInterested.targetUserId))
          .$dynamic(),
      eq(notInterested.userId, userId),
      [notInterested.createdAt, notInterested.id],
      (row) => row.id,
    );

  reportsMade = (userId: string) =>
    this.section(
      () =>
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
          .$dynamic(),
      eq(reports.reporterId, userId),
      [reports.createdAt, reports.id],
      (row) => row.id,
    );

  notifications = (userId: string) =>
    this.section(
      () =>
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
          .$dynamic(),
      eq(notifications.userId, userId),
      [notifications.createdAt, notifications.id],
      (row) => row.id,
    );

  sessions = (userId: string) =>
    this.section(
      () =>
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
          .$dynamic(),
      eq(sessions.userId, userId),
      [sessions.createdAt, sessions.id],
      (row) => row.id,
    );

  async loginAddresses(userId: string) {
    return this.db
      .select({ address: loginAddresses.address, lastLoginAt: loginAddresses.lastLoginAt })
      .from(loginAddresses)
      .where(eq(loginAddresses.userId, userId));
  }
}
