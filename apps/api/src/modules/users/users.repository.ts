import { and, arrayContains, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { matrimonialProfiles, users } from '../../db/schema/index.ts';
import { notBlockedEitherWay } from '../blocks/index.ts';

export const userCardColumns = {
  id: users.id,
  fullName: users.fullName,
  image: users.image,
  bioData: users.bioData,
  state: users.state,
  city: users.city,
  locality: users.locality,
  canHelpOut: users.canHelpOut,
  canSeekHelp: users.canSeekHelp,
  educationDegree: users.educationDegree,
  currentJobRole: users.currentJobRole,
  profession: users.profession,
};

export interface NameSearch {
  /** Lower case, spaces collapsed. */
  keyword: string;
  /** Also match near misspellings whose word similarity reaches this (pg_trgm, 0..1). */
  similarityThreshold: number | null;
  excludeUserId: string;
  limit: number;
  offset: number;
}

/** `%`, `_` and `\` typed by a member are literal characters, not LIKE wildcards. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

export class UsersRepository {
  private readonly db: DbOrTx;
  constructor(db: DbOrTx) {
    this.db = db;
  }

  async findById(id: string) {
    const [user] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return user;
  }

  /** With `viewerId`, undefined too when either of the two has blocked the other. */
  async findOnboardedById(id: string, viewerId?: string) {
    const [user] = await this.db
      .select()
      .from(users)
      .where(
        and(
          eq(users.id, id),
          eq(users.onboardingCompleted, true),
          viewerId ? notBlockedEitherWay(viewerId, users.id) : undefined,
        ),
      )
      .limit(1);
    return user;
  }

  async update(id: string, values: Partial<typeof users.$inferInsert>) {
    const [user] = await this.db.update(users).set(values).where(eq(users.id, id)).returning();
    return user;
  }

  /** Sets the member's image and returns the one it replaced; undefined when there is no such member. */
  async replaceImage(id: string, image: string): Promise<{ previous: string | null } | undefined> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select({ image: users.image }).from(users).where(eq(users.id, id)).for('update');
      if (!current) return undefined;
      await tx.update(users).set({ image }).where(eq(users.id, id));
      return { previous: current.image };
    });
  }

  /** Stored files are named by content, so a profile photo may also be one of the member's marriage photos. */
  async isImageInUse(image: string): Promise<boolean> {
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.image, image)).limit(1);
    if (row) return true;
    const [profile] = await this.db
      .select({ userId: matrimonialProfiles.userId })
      .from(matrimonialProfiles)
      .where(arrayContains(matrimonialProfiles.images, [image]))
      .limit(1);
    return profile !== undefined;
  }

  /**
   * Onboarded members whose name contains the keyword or, with a threshold, has a word close to it; both
   * conditions use the trigram index on lower(full_name). Best first: the name starts with the keyword, then a
   * word of it does, then it contains it, then the closest misspellings.
   */
  async searchByName({ keyword, similarityThreshold, excludeUserId, limit, offset }: NameSearch) {
    const name = sql`lower(${users.fullName})`;
    const pattern = escapeLike(keyword);
    const contains = sql`${name} like ${`%${pattern}%`}`;
    const matches = similarityThreshold === null ? contains : sql`(${contains} or ${keyword} <% ${name})`;
    const where = and(
      eq(users.onboardingCompleted, true),
      ne(users.id, excludeUserId),
      notBlockedEitherWay(excludeUserId, users.id),
      matches,
    );
    const rank = sql`case
      when ${name} like ${`${pattern}%`} then 0
      when ${name} like ${`% ${pattern}%`} then 1
      when ${contains} then 2
      else 3 end`;

    const page = async (db: DbOrTx) => {
      const rows = await db
        .select({ ...userCardColumns, total: sql<number>`(count(*) over ())::int` })
        .from(users)
        .where(where)
        .orderBy(rank, desc(sql`word_similarity(${keyword}, ${name})`), asc(name), asc(users.id))
        .limit(limit)
        .offset(offset);
      if (rows.length > 0 || offset === 0) return { rows, total: rows[0]?.total ?? 0 };
      const [counted] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(users)
        .where(where);
      return { rows, total: counted?.total ?? 0 };
    };
    if (similarityThreshold === null) return page(this.db);
    return this.db.transaction(async (tx) => {
      // `<%` reads its threshold from this setting; `true` keeps it to this transaction.
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${String(similarityThreshold)}, true)`,
      );
      return page(tx);
    });
  }

  async countMembers() {
    const [row] = await this.db
      .select({
        totalUsers: sql<number>`count(*)::int`,
        canHelpOutCount: sql<number>`(count(*) filter (where cardinality(${users.canHelpOut}) > 0))::int`,
        canSeekHelpCount: sql<number>`(count(*) filter (where cardinality(${users.canSeekHelp}) > 0))::int`,
      })
      .from(users)
      .where(eq(users.onboardingCompleted, true));
    return row ?? { totalUsers: 0, canHelpOutCount: 0, canSeekHelpCount: 0 };
  }
}
