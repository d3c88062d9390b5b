import type { InterestStatus } from '@samaj/shared/matrimonial';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { countRows, pageWithTotal, windowTotal } from '../../db/paging.ts';
import { interests, matrimonialProfiles, users } from '../../db/schema/index.ts';
import { avatarSeenBy, photosVisibleTo } from '../safety/index.ts';
import { betweenPair, ownRequest, type RequestColumns, type RequestDirection, requestList } from './request-pairs.ts';

export type InterestRow = typeof interests.$inferSelect;
export interface ManagerNames {
  sent: string | null;
  answered: string | null;
}

const OPEN_STATUSES: InterestStatus[] = ['PENDING', 'ACCEPTED'];

/** PostgreSQL's unique_violation: the one-open-interest-per-pair index refused a concurrent send. */
function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: string }).code === '23505') return true;
  }
  return false;
}

const columns: RequestColumns = {
  id: interests.id,
  from: interests.senderId,
  to: interests.receiverId,
  status: interests.status,
};
const sender = alias(users, 'sender');
const receiver = alias(users, 'receiver');
const otherProfile = alias(matrimonialProfiles, 'other_profile');

/** The names of the co-managers who sent or answered the interest of the row (the manager's own name, never hidden). */
const managerNames = () => ({
  sent: sql<string | null>`(select full_name from ${users} m where m.id = ${interests.sentByManagerId})`,
  answered: sql<string | null>`(select full_name from ${users} m where m.id = ${interests.answeredByManagerId})`,
});

export class InterestsRepository {
  private readonly db: DbOrTx;
  constructor(db: DbOrTx) {
    this.db = db;
  }

  /** The interest if the member sent or received it and the other member is visible to them. */
  async findOwn(id: string, userId: string): Promise<InterestRow | undefined> {
    const [row] = await this.db.select().from(interests).where(ownRequest(columns, id, userId)).limit(1);
    return row;
  }

  /** The names of the co-managers who sent or answered one interest. */
  async managerNamesOf(id: string): Promise<ManagerNames> {
    const [row] = await this.db.select(managerNames()).from(interests).where(eq(interests.id, id));
    return row ?? { sent: null, answered: null };
  }

  /** The pending or accepted interest between two members, whoever sent it. */
  async findOpenBetween(a: string, b: string): Promise<InterestRow | undefined> {
    const [row] = await this.db
      .select()
      .from(interests)
      .where(
        and(
          sql`least(${interests.senderId}, ${interests.receiverId}) = least(${a}::uuid, ${b}::uuid)`,
          sql`greatest(${interests.senderId}, ${interests.receiverId}) = greatest(${a}::uuid, ${b}::uuid)`,
          inArray(interests.status, OPEN_STATUSES),
        ),
      )
      .limit(1);
    return row;
  }

  /** The latest time the receiver declined an interest from this sender after `since`. */
  async declinedSince(senderId: string, receiverId: string, since: Date): Promise<Date | null> {
    const [row] = await this.db
      .select({ updatedAt: interests.updatedAt })
      .from(interests)
      .where(
        and(
          eq(interests.senderId, senderId),
          eq(interests.receiverId, receiverId),
          eq(interests.status, 'DECLINED'),
          gt(interests.updatedAt, since),
        ),
      )
      .orderBy(desc(interests.updatedAt))
      .limit(1);
    return row?.updatedAt ?? null;
  }

  /** Inserts a pending interest; undefined when another open one between the two got there first. */
  async insert(values: {
    senderId: string;
    receiverId: string;
    message: string | null;
    sentByManagerId: string | null;
  }) {
    try {
      const [row] = await this.db.insert(interests).values(values).returning();
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  }

  /** Moves a pending interest to `status`; undefined when it is no longer pending. */
  async respond(id: string, receiverId: string, status: 'ACCEPTED' | 'DECLINED', answeredByManagerId: string | null) {
    const [row] = await this.db
      .update(interests)
      .set({ status, answeredByManagerId, updatedAt: new Date() })
      .where(and(eq(interests.id, id), eq(interests.receiverId, receiverId), eq(interests.status, 'PENDING')))
      .returning();
    return row;
  }

  /** Deletes the sender's pending or accepted interest; false when it is neither (any more). */
  async withdraw(id: string, senderId: string): Promise<boolean> {
    const deleted = await this.db
      .delete(interests)
      .where(and(eq(interests.id, id), eq(interests.senderId, senderId), inArray(interests.status, OPEN_STATUSES)))
      .returning({ id: interests.id });
    return deleted.length > 0;
  }

  /** Blocking closes the pending interests between the two members. */
  async deletePendingBetween(a: string, b: string): Promise<number> {
    const deleted = await this.db
      .delete(interests)
      .where(and(betweenPair(columns, a, b), eq(interests.status, 'PENDING')))
      .returning({ id: interests.id });
    return deleted.length;
  }

  /**
   * One page of the member's received or sent interests, newest first, with both members as authors and the
   * total, in one query. Members not visible to the member are left out. The other member's photo shows as their
   * photo visibility allows (an accepted interest between the two counts for ACCEPTED_INTERESTS).
   */
  async list(options: {
    userId: string;
    direction: RequestDirection;
    statuses: InterestStatus[] | undefined;
    limit: number;
    offset: number;
  }) {
    const { userId, direction, limit, offset } = options;
    const { where, other } = requestList(columns, options);
    const otherMember = direction === 'received' ? sender : receiver;
    // The one photo rule: marriage photos by the owner's choice (a member without a marriage profile has none to
    // hide), the profile photo by theirs.
    const otherVisible = photosVisibleTo(userId, other, sql`coalesce(${otherProfile.photoVisibility}, 'ALL')`);
    const otherImage = sql<string | null>`coalesce(${otherProfile.images}[1], ${avatarSeenBy(userId, otherMember)})`;

    const rows = await this.db
      .select({
        interest: interests,
        sender: { id: sender.id, fullName: sender.fullName, image: sender.image, isVerified: sender.isVerified },
        receiver: {
          id: receiver.id,
          fullName: receiver.fullName,
          image: receiver.image,
          isVerified: receiver.isVerified,
        },
        otherImage,
        otherVisible,
        managerNames: managerNames(),
        total: windowTotal(),
      })
      .from(interests)
      .innerJoin(sender, eq(sender.id, interests.senderId))
      .innerJoin(receiver, eq(receiver.id, interests.receiverId))
      .leftJoin(otherProfile, eq(otherProfile.userId, other))
      .where(where)
      .orderBy(desc(interests.createdAt), desc(interests.id))
      .limit(limit)
      .offset(offset);
    return pageWithTotal(rows, offset, () => countRows(this.db, interests, where));
  }
}

export type InterestListRow = Awaited<ReturnType<InterestsRepository['list']>>['rows'][number];
