import { and, asc, desc, eq, getTableColumns, inArray, like, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inlineNumber, placeholderFor, prepared, type Bound } from '../../db/prepared.ts';
import { memberCounts, users } from '../../db/schema/index.ts';
import { avatarSeenBy, hiddenMemberIds, visibleTo } from '../safety/index.ts';

/** Rows of changes in `member_counts` beyond which reading the counts folds them into one. */
const MEMBER_COUNT_ROWS_TO_FOLD = 64;

/** A member card's columns as stored (the moderation console sees the profile photo whatever the member chose). */
export const memberCardColumns = {
  id: users.id,
  fullName: users.fullName,
  image: users.image,
  isVerified: users.isVerified,
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

/** A member card's columns as the viewer may see them: the profile photo by the one photo rule (`avatarSeenBy`). */
export const userCardColumns = (viewerId: Bound) => ({ ...memberCardColumns, image: avatarSeenBy(viewerId) });

export interface NameSearch {
  /** Lower case, spaces collapsed. */
  keyword: string;
  /** Also match near misspellings (pg_trgm word similarity of at least `MISSPELLING_SIMILARITY`). */
  withMisspellings: boolean;
}

/** Members per rank of a name search, in rank order. */
export type NameMatchCounts = number[];

/** pg_trgm word similarity a misspelling needs: "rahol" → "Rahul" is 0.5, "kumr" → "Kumar" 0.6. */
const MISSPELLING_SIMILARITY = 0.5;
const MISSPELLING_RANK = 4;

/** `%`, `_` and `\` typed by a member are literal characters, not LIKE wildcards. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The LIKE patterns of a name search (values, or placeholders of a prepared statement). */
interface NamePatterns<T extends Bound = string> {
  keyword: T;
  startsWith: T;
  wordIs: T;
  lastWordIs: T;
  wordStartsWith: T;
  contains: T;
}

function namePatterns(keyword: string): NamePatterns {
  const escaped = escapeLike(keyword);
  return {
    keyword,
    startsWith: `${escaped}%`,
    wordIs: `% ${escaped} %`,
    lastWordIs: `% ${escaped}`,
    wordStartsWith: `% ${escaped}%`,
    contains: `%${escaped}%`,
  };
}

const patternPlaceholders: NamePatterns<Bound> = {
  keyword: placeholderFor('keyword'),
  startsWith: placeholderFor('startsWith'),
  wordIs: placeholderFor('wordIs'),
  lastWordIs: placeholderFor('lastWordIs'),
  wordStartsWith: placeholderFor('wordStartsWith'),
  contains: placeholderFor('contains'),
};

/**
 * The ranks of a name search, best first, each without the members of the ranks before it: the name starts with the
 * keyword, a later word is the keyword, a later word starts with it, some other part of the name contains it, and
 * (for keywords long enough) a word of the name is close to it.
 */
function nameRanks(patterns: NamePatterns<Bound>, withMisspellings: boolean) {
  const contains = like(users.searchName, patterns.contains);
  const misspelling = sql`${patterns.keyword} <% ${users.searchName}`;
  const matches = [
    like(users.searchName, patterns.startsWith),
    sql`(${like(users.searchName, patterns.wordIs)} or ${like(users.searchName, patterns.lastWordIs)})`,
    like(users.searchName, patterns.wordStartsWith),
    contains,
    ...(withMisspellings ? [misspelling] : []),
  ];
  const anyRank = withMisspellings ? sql`(${contains} or ${misspelling})` : contains;
  const ranks = matches.map((match, rank) =>
    rank === 0 ? match : sql`(${match} and not (${sql.join(matches.slice(0, rank), sql` or `)}))`,
  );
  return { matches, ranks, anyRank };
}

/**
 * The first string after every string that starts with `prefix` in byte order, so that "starts with" is a range a
 * prepared statement can give the b-tree (a LIKE pattern in a parameter cannot be). Undefined in the rare case of no
 * simple successor.
 */
function prefixUpperBound(prefix: string): string | undefined {
  const characters = [...prefix];
  const last = characters.pop()?.codePointAt(0);
  if (last === undefined || last >= 0x10ffff) return undefined;
  const next = last + 1 === 0xd800 ? 0xe000 : last + 1;
  return characters.join('') + String.fromCodePoint(next);
}

export class UsersRepository {
  private readonly db: DbOrTx;
  constructor(db: DbOrTx) {
    this.db = db;
  }

  async findById(id: string) {
    const [user] = await prepared(this.db, 'user_by_id', (db, name) =>
      db
        .select()
        .from(users)
        .where(eq(users.id, sql.placeholder('id')))
        .limit(1)
        .prepare(name),
    ).execute({ id });
    return user;
  }

  /** Undefined too when the member is not visible to the viewer (a block, either way). */
  async findOnboardedById(id: string, viewerId: string) {
    const [user] = await prepared(this.db, 'onboarded_user_for_viewer', (db, name) =>
      db
        .select({ ...getTableColumns(users), image: avatarSeenBy(placeholderFor('viewerId')) })
        .from(users)
        .where(
          and(
            eq(users.id, sql.placeholder('id')),
            eq(users.onboardingCompleted, true),
            visibleTo(placeholderFor('viewerId'), users.id),
          ),
        )
        .limit(1)
        .prepare(name),
    ).execute({ id, viewerId });
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

  /**
   * How many onboarded members' names fall in each rank of `rank` (in that order), with a list of members left out
   * (the caller, members hidden from them) counted separately so that the big count can be shared between callers.
   */
  async countNameMatches(search: NameSearch): Promise<NameMatchCounts> {
    const { ranks, anyRank } = nameRanks(namePatterns(search.keyword), search.withMisspellings);
    const counts = ranks.map((rank) => sql<number>`(count(*) filter (where ${rank}))::int`);
    const [row] = await this.withSimilarityThreshold(search, (db) =>
      db
        .select(Object.fromEntries(counts.map((count, index) => [`rank${index}`, count])))
        .from(users)
        .where(and(sql`${users.onboardingCompleted}`, anyRank)),
    );
    return ranks.map((_, index) => Number(row?.[`rank${index}`] ?? 0));
  }

  /**
   * The ranks (as indexes of `nameRanks`) of the members the caller never sees (themself, those hidden from them)
   * whose name matches the search.
   */
  async excludedNameMatches(search: NameSearch, callerId: string): Promise<number[]> {
    const name = search.withMisspellings ? 'member_search_excluded_or_close' : 'member_search_excluded';
    const rows = await this.withSimilarityThreshold(search, (db) =>
      prepared(db, name, (db, name) => {
        // The first match that holds is the rank; null for a member whose name does not match.
        const { matches } = nameRanks(patternPlaceholders, search.withMisspellings);
        const rankOf = sql.join(
          matches.map((match, index) => sql`when ${match} then ${sql.raw(String(index))}`),
          sql` `,
        );
        const caller = placeholderFor('callerId');
        // Only the caller and the members hidden from them are read, by primary key: the patterns are left out of
        // the WHERE clause, where the prepared plan would otherwise scan the trigram index for them.
        return db
          .select({ rank: sql<number | null>`case ${rankOf} end` })
          .from(users)
          .where(
            and(
              sql`${users.onboardingCompleted}`,
              sql`${users.id} = any(array${hiddenMemberIds(caller)} || ${caller}::uuid)`,
            ),
          )
          .prepare(name);
      }).execute({ ...namePatterns(search.keyword), callerId }),
    );
    return rows.flatMap((row) => (row.rank === null ? [] : [Number(row.rank)]));
  }

  /** One rank's members as the caller sees them, in name order (closest first for misspellings). */
  async namesInRank(search: NameSearch, rank: number, callerId: string, limit: number, offset: number) {
    const upperBound = prefixUpperBound(search.keyword);
    if (rank === 0 && upperBound !== undefined) {
      return this.namesStartingWith(search.keyword, upperBound, callerId, limit, offset);
    }
    const condition = nameRanks(namePatterns(search.keyword), search.withMisspellings).ranks[rank];
    if (!condition) return [];
    const order =
      rank === MISSPELLING_RANK
        ? [desc(sql`word_similarity(${search.keyword}, ${users.searchName})`), asc(users.searchName), asc(users.id)]
        : [asc(users.searchName), asc(users.id)];
    // The page's ids first, from the search indexes alone (an index-only scan); then only their rows.
    const pageIds = this.db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`${users.onboardingCompleted}`, ne(users.id, callerId), visibleTo(callerId, users.id), condition))
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return this.withSimilarityThreshold(search, (db) =>
      db
        .select(userCardColumns(callerId))
        .from(users)
        .where(inArray(users.id, pageIds))
        .orderBy(...order),
    );
  }

  /**
   * The first rank, the one most pages come from, as a prepared statement per page size: a range of the b-tree read
   * in order, stopped after the page.
   */
  private namesStartingWith(from: string, to: string, callerId: string, limit: number, offset: number) {
    return prepared(this.db, `member_search_starts_with_${limit}`, (db, name) => {
      const caller = placeholderFor('callerId');
      const pageIds = db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            sql`${users.onboardingCompleted}`,
            sql`${users.searchName} >= ${sql.placeholder('from')}`,
            sql`${users.searchName} < ${sql.placeholder('to')}`,
            ne(users.id, caller),
            visibleTo(caller, users.id),
          ),
        )
        .orderBy(asc(users.searchName), asc(users.id))
        .limit(inlineNumber(limit))
        .offset(sql.placeholder('offset'));
      return db
        .select(userCardColumns(caller))
        .from(users)
        .where(inArray(users.id, pageIds))
        .orderBy(asc(users.searchName), asc(users.id))
        .prepare(name);
    }).execute({ from, to, callerId, offset });
  }

  /** `<%` reads its threshold from a setting; `set_config(…, true)` keeps it to one transaction. */
  private async withSimilarityThreshold<T>(search: NameSearch, query: (db: DbOrTx) => Promise<T>): Promise<T> {
    if (!search.withMisspellings) return query(this.db);
    return this.db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${String(MISSPELLING_SIMILARITY)}, true)`,
      );
      return query(tx);
    });
  }

  /**
   * Onboarded members, and those among them who offer and who seek help: the sums of `member_counts`, which triggers
   * on `users` keep. Past `MEMBER_COUNT_ROWS_TO_FOLD` rows the read folds them into one.
   */
  async countMembers() {
    const [row] = await this.db
      .select({
        totalUsers: sql<number>`coalesce(sum(${memberCounts.members}), 0)::int`,
        canHelpOutCount: sql<number>`coalesce(sum(${memberCounts.helpers}), 0)::int`,
        canSeekHelpCount: sql<number>`coalesce(sum(${memberCounts.seekers}), 0)::int`,
        rows: sql<number>`count(*)::int`,
      })
      .from(memberCounts);
    const { rows, ...counts } = row!;
    if (rows > MEMBER_COUNT_ROWS_TO_FOLD) await this.foldMemberCounts();
    return counts;
  }

  /**
   * Replaces the rows of `member_counts` by one row of their sums. Two folds at once still add up: each row is deleted
   * by one of them only (the other skips the rows it finds deleted), and each adds back the sum of what it deleted.
   */
  private async foldMemberCounts() {
    await this.db.execute(sql`with folded as (
        delete from ${memberCounts} returning ${memberCounts.members}, ${memberCounts.helpers}, ${memberCounts.seekers})
      insert into ${memberCounts} (members, helpers, seekers)
      select sum(members), sum(helpers), sum(seekers) from folded having count(*) > 0`);
  }
}
