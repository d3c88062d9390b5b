import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { pageWithTotal, windowTotal } from '../../db/paging.ts';
import { matrimonialContactViews, matrimonialProfiles, users } from '../../db/schema/index.ts';
import { acceptedInterestBetween, visibleTo } from '../safety/index.ts';

const manager = alias(users, 'manager');

/** Contact details after an accepted interest, and the record of each time they were read. */
export class ContactRepository {
  private readonly db: DbOrTx;
  constructor(db: DbOrTx) {
    this.db = db;
  }

  /**
   * A member with a marriage profile, visible to the viewer, with their phone, family contact and whether an interest
   * between the two is accepted. Undefined when there is no such member for the viewer.
   */
  async contactOf(viewerId: string, userId: string) {
    const [row] = await this.db
      .select({
        userId: users.id,
        fullName: users.fullName,
        phoneNumber: users.phoneNumber,
        familyContactName: matrimonialProfiles.familyContactName,
        familyContactPhone: matrimonialProfiles.familyContactPhone,
        connected: acceptedInterestBetween(viewerId, users.id),
      })
      .from(users)
      .innerJoin(matrimonialProfiles, eq(matrimonialProfiles.userId, users.id))
      .where(and(eq(users.id, userId), eq(users.isMatrimonialProfile, true), visibleTo(viewerId, users.id)))
      .limit(1);
    return row;
  }

  async recordView(view: { ownerId: string; viewerId: string; managerId: string | null }): Promise<void> {
    await this.db.insert(matrimonialContactViews).values(view);
  }

  /** Each time a member read the owner's contact details, newest first; only viewers visible to the owner. */
  async views(ownerId: string, { limit, offset }: { limit: number; offset: number }) {
    const rows = await this.db
      .select({
        id: matrimonialContactViews.id,
        viewedAt: matrimonialContactViews.viewedAt,
        viewer: { id: users.id, fullName: users.fullName, image: users.image, isVerified: users.isVerified },
        manager: { id: manager.id, fullName: manager.fullName },
        total: windowTotal(),
      })
      .from(matrimonialContactViews)
      .innerJoin(users, eq(users.id, matrimonialContactViews.viewerId))
      .leftJoin(manager, eq(manager.id, matrimonialContactViews.managerId))
      .where(and(eq(matrimonialContactViews.ownerId, ownerId), visibleTo(ownerId, users.id)))
      .orderBy(desc(matrimonialContactViews.viewedAt), desc(matrimonialContactViews.id))
      .limit(limit)
      .offset(offset);
    return pageWithTotal(rows, offset, () => this.viewCount(ownerId));
  }

  private async viewCount(ownerId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(matrimonialContactViews)
      .innerJoin(users, eq(users.id, matrimonialContactViews.viewerId))
      .where(and(eq(matrimonialContactViews.ownerId, ownerId), visibleTo(ownerId, users.id)));
    return row?.n ?? 0;
  }
}
