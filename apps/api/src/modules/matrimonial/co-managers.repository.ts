import { and, count, desc, eq, exists, inArray, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { interests, matrimonialCoManagerActions, matrimonialCoManagers, users } from '../../db/schema/index.ts';
import { visibleTo } from '../safety/index.ts';

const manager = alias(users, 'manager');
const member = alias(users, 'member');
const LIVE = ['INVITED', 'ACCEPTED'] as const;

export type CoManagerRow = typeof matrimonialCoManagers.$inferSelect;

/** Family co-managers of marriage profiles: invitations, acceptances, removals, and what they did for the owner. */
export class CoManagersRepository {
  private readonly db: DbOrTx;
  constructor(db: DbOrTx) {
    this.db = db;
  }

  /** Whether the member manages the owner's profile now: accepted, not removed, the owner visible to them. */
  async manages(managerId: string, ownerId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: matrimonialCoManagers.id })
      .from(matrimonialCoManagers)
      .where(
        and(
          eq(matrimonialCoManagers.managerId, managerId),
          eq(matrimonialCoManagers.ownerId, ownerId),
          eq(matrimonialCoManagers.status, 'ACCEPTED'),
          visibleTo(managerId, matrimonialCoManagers.ownerId),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /**
   * Who else hears a message between two members as it arrives: the accepted co-managers of either one, when the two
   * have an accepted interest (a chat of their marriage profiles, the only chats a co-manager reaches). As for every
   * call a co-manager makes, the owner must be visible to them; and so must the other member (a block between the
   * family member and the other side keeps them out of that chat). Read at each message: a removal counts at once.
   */
  async inMarriageChat(memberA: string, memberB: string): Promise<{ managerId: string; ownerId: string }[]> {
    const acceptedInterest = this.db
      .select({ id: interests.id })
      .from(interests)
      .where(
        and(
          eq(interests.status, 'ACCEPTED'),
          or(
            and(eq(interests.senderId, memberA), eq(interests.receiverId, memberB)),
            and(eq(interests.senderId, memberB), eq(interests.receiverId, memberA)),
          ),
        ),
      );
    const candidates = await this.db
      .select({ managerId: matrimonialCoManagers.managerId, ownerId: matrimonialCoManagers.ownerId })
      .from(matrimonialCoManagers)
      .where(
        and(
          eq(matrimonialCoManagers.status, 'ACCEPTED'),
          inArray(matrimonialCoManagers.ownerId, [memberA, memberB]),
          exists(acceptedInterest),
        ),
      );
    const heard: { managerId: string; ownerId: string }[] = [];
    // At most two per owner: each is checked on its own.
    for (const candidate of candidates) {
      const [visible] = await this.db
        .select({ count: count() })
        .from(users)
        .where(and(inArray(users.id, [memberA, memberB]), visibleTo(candidate.managerId, users.id)));
      if (visible?.count === 2) heard.push(candidate);
    }
    return heard;
  }

  /** A member the owner can see, by their E.164 number. */
  async memberByPhone(ownerId: string, phoneNumber: string) {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phoneNumber, phoneNumber), eq(users.onboardingCompleted, true), visibleTo(ownerId, users.id)))
      .limit(1);
    return row;
  }

  /** The owner's row, locked, so that two invitations at once cannot pass the limit together. */
  async lockOwner(ownerId: string) {
    const [row] = await this.db
      .select({ id: users.id, isMatrimonialProfile: users.isMatrimonialProfile })
      .from(users)
      .where(eq(users.id, ownerId))
      .for('update');
    return row;
  }

  async live(ownerId: string) {
    return this.db
      .select()
      .from(matrimonialCoManagers)
      .where(and(eq(matrimonialCoManagers.ownerId, ownerId), inArray(matrimonialCoManagers.status, LIVE)));
  }

  async insert(ownerId: string, managerId: string): Promise<CoManagerRow> {
    const [row] = await this.db.insert(matrimonialCoManagers).values({ ownerId, managerId }).returning();
    return row!;
  }

  /** A live row the member is part of (as owner or manager). */
  async findLive(id: string, memberId: string): Promise<CoManagerRow | undefined> {
    const [row] = await this.db
      .select()
      .from(matrimonialCoManagers)
      .where(
        and(
          eq(matrimonialCoManagers.id, id),
          inArray(matrimonialCoManagers.status, LIVE),
          or(eq(matrimonialCoManagers.ownerId, memberId), eq(matrimonialCoManagers.managerId, memberId)),
        ),
      )
      .limit(1);
    return row;
  }

  async accept(id: string, managerId: string): Promise<CoManagerRow | undefined> {
    const [row] = await this.db
      .update(matrimonialCoManagers)
      .set({ status: 'ACCEPTED', acceptedAt: new Date() })
      .where(
        and(
          eq(matrimonialCoManagers.id, id),
          eq(matrimonialCoManagers.managerId, managerId),
          eq(matrimonialCoManagers.status, 'INVITED'),
        ),
      )
      .returning();
    return row;
  }

  async remove(id: string): Promise<void> {
    await this.db
      .update(matrimonialCoManagers)
      .set({ status: 'REMOVED', removedAt: new Date() })
      .where(and(eq(matrimonialCoManagers.id, id), ne(matrimonialCoManagers.status, 'REMOVED')));
  }

  /** Who manages my profile (`side: 'owner'`) or whose profiles I manage (`'manager'`), live rows, oldest first. */
  async list(memberId: string, side: 'owner' | 'manager') {
    const mine = side === 'owner' ? matrimonialCoManagers.ownerId : matrimonialCoManagers.managerId;
    const theirs = side === 'owner' ? matrimonialCoManagers.managerId : matrimonialCoManagers.ownerId;
    return this.db
      .select({
        row: matrimonialCoManagers,
        member: { id: member.id, fullName: member.fullName, image: member.image, isVerified: member.isVerified },
      })
      .from(matrimonialCoManagers)
      .innerJoin(member, eq(member.id, theirs))
      .where(and(eq(mine, memberId), inArray(matrimonialCoManagers.status, LIVE), visibleTo(memberId, member.id)))
      .orderBy(matrimonialCoManagers.invitedAt);
  }

  async recordAction(action: { ownerId: string; managerId: string; action: string }): Promise<void> {
    await this.db.insert(matrimonialCoManagerActions).values(action);
  }

  async actions(ownerId: string, limit: number) {
    return this.db
      .select({
        manager: { id: manager.id, fullName: manager.fullName },
        action: matrimonialCoManagerActions.action,
        createdAt: matrimonialCoManagerActions.createdAt,
      })
      .from(matrimonialCoManagerActions)
      .innerJoin(manager, eq(manager.id, matrimonialCoManagerActions.managerId))
      .where(eq(matrimonialCoManagerActions.ownerId, ownerId))
      .orderBy(desc(matrimonialCoManagerActions.createdAt), desc(matrimonialCoManagerActions.id))
      .limit(limit);
  }

  /** The names of members, for "Rahul's family (Sunita)". */
  async names(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: users.id, fullName: users.fullName })
      .from(users)
      .where(inArray(users.id, ids));
    return new Map(rows.map((row) => [row.id, row.fullName ?? '']));
  }
}
