import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pageWithTotal, windowTotal } from '../../db/paging.ts';
import type { Bound } from '../../db/prepared.ts';
import { matrimonialProfiles, matrimonialProfileViews, matrimonialShortlist, users } from '../../db/schema/index.ts';
import { listedProfile } from './listing.ts';

/** Whether the viewer saved the member in the row (`users.id`) to their shortlist. */
export function shortlistedBy(viewerId: Bound): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${matrimonialShortlist}
    where ${matrimonialShortlist.userId} = ${viewerId}::uuid and ${matrimonialShortlist.targetId} = ${users.id})`;
}

export interface Page {
  limit: number;
  offset: number;
}

/** Profile views ("Who viewed me") and the shortlist ("Save"): lists of members, each still listed for the member. */
export class SavedAndViewedRepository {
  private readonly db: DbOrTx;
  constructor(db: DbOrTx) {
    this.db = db;
  }

  /** One row per viewer, profile and UTC day; a later visit the same day moves its time. */
  async recordView(viewerId: string, viewedId: string, at: Date): Promise<void> {
    await this.db
      .insert(matrimonialProfileViews)
      .values({ viewerId, viewedId, viewedOn: at.toISOString().slice(0, 10), viewedAt: at })
      .onConflictDoUpdate({
        target: [matrimonialProfileViews.viewedId, matrimonialProfileViews.viewerId, matrimonialProfileViews.viewedOn],
        set: { viewedAt: at },
      });
  }

  /**
   * The members who viewed my profile, latest visit first, with the time of it and on how many days they came: only
   * those whose profile is listed for me (a marriage profile, not hidden, not suspended, no block either way).
   */
  async viewers(userId: string, { limit, offset }: Page) {
    const lastViewedAt = sql<Date>`max(${matrimonialProfileViews.viewedAt})`;
    const rows = await this.db
      .select({
        id: matrimonialProfileViews.viewerId,
        lastViewedAt: lastViewedAt.mapWith((value: string | Date) => new Date(value)),
        days: sql<number>`count(*)::int`,
        total: windowTotal(),
      })
      .from(matrimonialProfileViews)
      .innerJoin(users, eq(users.id, matrimonialProfileViews.viewerId))
      .innerJoin(matrimonialProfiles, eq(matrimonialProfiles.userId, users.id))
      .where(and(eq(matrimonialProfileViews.viewedId, userId), listedProfile(userId)))
      .groupBy(matrimonialProfileViews.viewerId)
      .orderBy(desc(lastViewedAt), desc(matrimonialProfileViews.viewerId))
      .limit(limit)
      .offset(offset);
    return pageWithTotal(rows, offset, () => this.viewerCount(userId));
  }

  private async viewerCount(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ total: sql<number>`count(distinct ${matrimonialProfileViews.viewerId})::int` })
      .from(matrimonialProfileViews)
      .innerJoin(users, eq(users.id, matrimonialProfileViews.viewerId))
      .innerJoin(matrimonialProfiles, eq(matrimonialProfiles.userId, users.id))
      .where(and(eq(matrimonialProfileViews.viewedId, userId), listedProfile(userId)));
    return row?.total ?? 0;
  }

  /** Saves a profile; false when it was saved already. */
  async save(userId: string, targetId: string): Promise<boolean> {
    const inserted = await this.db
      .insert(matrimonialShortlist)
      .values({ userId, targetId })
      .onConflictDoNothing()
      .returning({ targetId: matrimonialShortlist.targetId });
    return inserted.length > 0;
  }

  async unsave(userId: string, targetId: string): Promise<void> {
    await this.db
      .delete(matrimonialShortlist)
      .where(and(eq(matrimonialShortlist.userId, userId), eq(matrimonialShortlist.targetId, targetId)));
  }

  /** The saved profiles still listed for me, last saved first. */
  async shortlist(userId: string, { limit, offset }: Page) {
    const where = and(eq(matrimonialShortlist.userId, userId), listedProfile(userId));
    const rows = await this.db
      .select({ id: matrimonialShortlist.targetId, total: windowTotal() })
      .from(matrimonialShortlist)
      .innerJoin(users, eq(users.id, matrimonialShortlist.targetId))
      .innerJoin(matrimonialProfiles, eq(matrimonialProfiles.userId, users.id))
      .where(where)
      .orderBy(desc(matrimonialShortlist.createdAt), desc(matrimonialShortlist.targetId))
      .limit(limit)
      .offset(offset);
    const page = await pageWithTotal(rows, offset, async () => {
      const [counted] = await this.db
        .select({ total: sql<number>`count(*)::int` })
        .from(matrimonialShortlist)
        .innerJoin(users, eq(users.id, matrimonialShortlist.targetId))
        .innerJoin(matrimonialProfiles, eq(matrimonialProfiles.userId, users.id))
        .where(where);
      return counted?.total ?? 0;
    });
    return { ids: page.rows.map((row) => row.id), total: page.total };
  }
}
