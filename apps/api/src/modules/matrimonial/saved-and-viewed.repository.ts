import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
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
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(matrimonialProfileViews)
      .innerJoin(users, eq(users.id, matrimonialProfileViews.viewerId))
      .innerJoin(matrimonialProfiles, eq(matrimonialProfiles.userId, users.id))
      .where(and(eq(matrimonialProfileViews.viewedId, userId), listedProfile(userId)))
      .groupBy(matrimonialProfileViews.viewerId)
      .orderBy(desc(lastViewedAt), desc(matrimonialProfileViews.viewerId))
      .limit(limit)
      .offset(offset);
    return { rows, total: rows[0]?.total ?? (offset > 0 ? await this.viewerCount(userId) : 0) };
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
      .select({ id: matrimonialShortlist.targetId, total: sql<number>`(count(*) over ())::int` })
      .from(matrimonialShortlist)
      .innerJoin(users, eq(users.id, matrimonialShortlist.targetId))
      .innerJoin(matrimonialProfiles, eq(matrimonialProfiles.userId, users.id))
      .where(where)
      .orderBy(desc(matrimonialShortlist.createdAt), desc(matrimonialShortlist.targetId))
      .limit(limit)
      .offset(offset);
    if (rows.length > 0 || offset === 0) return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
    const [counted] = await this.db
      .select({ total: sql<number>`count(*)::int` })
      .from(matrimonialShortlist)
      .innerJoin(users, eq(users.id, matrimonialShortlist.targetId))
      .innerJoin(matrimonialProfiles, eq(matrimonialProfiles.userId, users.id))
      .where(where);
    return { ids: [], total: counted?.total ?? 0 };
  }
}
