import type { PhotoRequestStatus } from '@samaj/shared/matrimonial';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { countRows, pageWithTotal, windowTotal } from '../../db/paging.ts';
import type { Bound } from '../../db/prepared.ts';
import { matrimonialProfiles, photoRequests, users } from '../../db/schema/index.ts';
import { avatarSeenBy, photosVisibleTo } from '../safety/index.ts';
import { listedProfile } from './listing.ts';
import { betweenPair, ownRequest, type RequestColumns, type RequestDirection, requestList } from './request-pairs.ts';

export type PhotoRequestRow = typeof photoRequests.$inferSelect;

/** The viewer's request for the photos of the member in the row (`users`), as JSON; null when they never asked. */
export function myPhotoRequest(viewerId: Bound) {
  return sql<{ id: string; status: PhotoRequestStatus; respondedAt: string | null } | null>`(
    select json_build_object('id', ${photoRequests.id}, 'status', ${photoRequests.status}, 'respondedAt', ${photoRequests.respondedAt})
    from ${photoRequests} where ${photoRequests.requesterId} = ${viewerId}::uuid and ${photoRequests.ownerId} = ${users.id})`;
}

const columns: RequestColumns = {
  id: photoRequests.id,
  from: photoRequests.requesterId,
  to: photoRequests.ownerId,
  status: photoRequests.status,
};
const member = alias(users, 'member');

export class PhotoRequestsRepository {
  private readonly db: DbOrTx;
  constructor(db: DbOrTx) {
    this.db = db;
  }

  /**
   * What the viewer may see of the owner's photos, when the owner's marriage profile is listed for them (undefined
   * otherwise: hidden, incomplete, blocked either way, not active). The same columns as a profile card's.
   */
  async photosOf(viewerId: string, ownerId: string) {
    const [row] = await this.db
      .select({
        image: users.image,
        images: matrimonialProfiles.images,
        photosVisible: photosVisibleTo(viewerId, users.id, matrimonialProfiles.photoVisibility),
        avatar: avatarSeenBy(viewerId),
      })
      .from(users)
      .innerJoin(matrimonialProfiles, eq(matrimonialProfiles.userId, users.id))
      .where(and(eq(users.id, ownerId), listedProfile(viewerId)))
      .limit(1);
    return row;
  }

  async findByPair(requesterId: string, ownerId: string): Promise<PhotoRequestRow | undefined> {
    const [row] = await this.db
      .select()
      .from(photoRequests)
      .where(and(eq(photoRequests.requesterId, requesterId), eq(photoRequests.ownerId, ownerId)))
      .limit(1);
    return row;
  }

  /**
   * Asks anew: a new row, or the pair's declined or revoked one back to REQUESTED (the pair's unique index keeps one
   * per pair). Undefined when the pair's row is waiting or granted (another request got there first).
   */
  async request(requesterId: string, ownerId: string): Promise<PhotoRequestRow | undefined> {
    const now = new Date();
    const [row] = await this.db
      .insert(photoRequests)
      .values({ requesterId, ownerId })
      .onConflictDoUpdate({
        target: [photoRequests.requesterId, photoRequests.ownerId],
        set: { status: 'REQUESTED', respondedAt: null, createdAt: now, updatedAt: now },
        setWhere: inArray(photoRequests.status, ['DECLINED', 'REVOKED']),
      })
      .returning();
    return row;
  }

  /** The request if the member made it or is its owner, and the other member is visible to them. */
  async findOwn(id: string, userId: string): Promise<PhotoRequestRow | undefined> {
    const [row] = await this.db.select().from(photoRequests).where(ownRequest(columns, id, userId)).limit(1);
    return row;
  }

  /** Moves the owner's request from one of `from` to `to`; undefined when it was in none of them (any more). */
  async answer(id: string, ownerId: string, from: PhotoRequestStatus[], to: PhotoRequestStatus) {
    const now = new Date();
    const [row] = await this.db
      .update(photoRequests)
      .set({ status: to, respondedAt: now, updatedAt: now })
      .where(and(eq(photoRequests.id, id), eq(photoRequests.ownerId, ownerId), inArray(photoRequests.status, from)))
      .returning();
    return row;
  }

  /** A block ends every request and grant between the two, both ways: lifting it brings none back. */
  async deleteBetween(a: string, b: string): Promise<void> {
    await this.db.delete(photoRequests).where(betweenPair(columns, a, b));
  }

  /**
   * One page of the requests the member received (as owner) or sent, newest first, with the other member (their
   * profile photo as the rule lets the member see it) and the total, in one query. Members hidden from the member
   * are left out.
   */
  async list(options: {
    userId: string;
    direction: RequestDirection;
    statuses: PhotoRequestStatus[] | undefined;
    limit: number;
    offset: number;
  }) {
    const { userId, limit, offset } = options;
    const { where, other } = requestList(columns, options);
    const rows = await this.db
      .select({
        request: photoRequests,
        member: {
          id: member.id,
          fullName: member.fullName,
          image: avatarSeenBy(userId, member),
          isVerified: member.isVerified,
        },
        total: windowTotal(),
      })
      .from(photoRequests)
      .innerJoin(member, eq(member.id, other))
      .where(where)
      .orderBy(desc(photoRequests.createdAt), desc(photoRequests.id))
      .limit(limit)
      .offset(offset);
    return pageWithTotal(rows, offset, () => countRows(this.db, photoRequests, where));
  }

  /** The other member of a request as an Author, their profile photo as the viewer may see it. */
  async memberSeenBy(viewerId: string, memberId: string) {
    const [row] = await this.db
      .select({ id: users.id, fullName: users.fullName, image: avatarSeenBy(viewerId), isVerified: users.isVerified })
      .from(users)
      .where(eq(users.id, memberId))
      .limit(1);
    return row;
  }
}

export type PhotoRequestListRow = Awaited<ReturnType<PhotoRequestsRepository['list']>>['rows'][number];
