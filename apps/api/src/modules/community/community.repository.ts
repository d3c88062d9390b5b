import type { CommunityType } from '@samaj/shared/community';
import { and, desc, eq, inArray, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { countRows, pageWithTotal, windowTotal } from '../../db/paging.ts';
import { idParams, idPlaceholders, placeholderFor, prepared, type Bound } from '../../db/prepared.ts';
import { checkoutList, notInterested, users } from '../../db/schema/index.ts';
import { visibleTo } from '../safety/index.ts';
import { userCardColumns } from '../users/index.ts';

/** A place a member may live in: a whole state, a city of it, or a locality of that city. */
export interface Place {
  state: string;
  city: string | null;
  locality: string | null;
}

export interface CommunitySearch {
  viewerId: string;
  type: CommunityType;
  /** Lower case; null lists everyone who offers (helpers) or seeks (seekers) anything. */
  keywords: string[] | null;
  /** Null: anywhere. */
  places: Place[] | null;
  profession: string | null;
  excludeUserIds: string[];
  limit: number;
  offset: number;
}

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

function livesIn(places: Place[]): SQL | undefined {
  const wholeStates = places.filter((place) => place.city === null).map((place) => place.state);
  const narrower = places
    .filter((place) => place.city !== null)
    .map((place) =>
      and(
        eq(users.state, place.state),
        eq(users.city, place.city!),
        place.locality === null ? undefined : eq(users.locality, place.locality),
      ),
    );
  return or(wholeStates.length > 0 ? inArray(users.state, wholeStates) : undefined, ...narrower);
}

const notMarkedNotInterested = (viewerId: Bound) =>
  sql`not exists (select 1 from ${notInterested} where ${notInterested.userId} = ${viewerId} and ${notInterested.targetUserId} = ${users.id})`;

/** The filters and the order of a helpers or seekers list. */
function listQuery(search: CommunitySearch) {
  const list = search.type === 'helpers' ? users.canHelpOut : users.canSeekHelp;
  const lowerList = search.type === 'helpers' ? users.canHelpOutLower : users.canSeekHelpLower;
  const keywords = search.keywords && search.keywords.length > 0 ? search.keywords : null;
  const where = and(
    eq(users.onboardingCompleted, true),
    ne(users.id, search.viewerId),
    keywords ? sql`${lowerList} && lower_text_array(${textArray(keywords)})` : sql`cardinality(${list}) > 0`,
    search.places && search.places.length > 0 ? livesIn(search.places) : undefined,
    search.profession === null ? undefined : eq(users.profession, search.profession),
    search.excludeUserIds.length > 0 ? notInArray(users.id, search.excludeUserIds) : undefined,
    notMarkedNotInterested(search.viewerId),
    visibleTo(search.viewerId, users.id),
  );
  const matchCount =
    keywords &&
    sql.join(
      keywords.map((keyword) => sql`(lower(${keyword}) = any(${lowerList}))::int`),
      sql` + `,
    );
  return { where, order: [...(matchCount ? [desc(matchCount)] : []), desc(users.createdAt), desc(users.id)] };
}

export class CommunityRepository {
  private readonly db: DbOrTx;
  constructor(db: DbOrTx) {
    this.db = db;
  }

  /** A member others may act on: onboarded, and visible to the viewer. */
  async isVisibleMember(viewerId: string, memberId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, memberId), eq(users.onboardingCompleted, true), visibleTo(viewerId, users.id)))
      .limit(1);
    return row !== undefined;
  }

  /**
   * One page of helpers or seekers and the number of all matches, in one statement. Keywords use the GIN index on the
   * lower-cased list (`&&`); members matching more of them come first, then the newest.
   */
  async search(search: CommunitySearch) {
    const { where, order } = listQuery(search);
    const rows = await this.db
      .select({ ...userCardColumns(search.viewerId), total: windowTotal() })
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(search.limit)
      .offset(search.offset);
    return pageWithTotal(rows, search.offset, () => countRows(this.db, users, where));
  }

  /** The ids of the first `limit` matches in list order, and the number of all matches (for a result snapshot). */
  async rankedIds(search: CommunitySearch): Promise<{ ids: string[]; total: number }> {
    const { where, order } = listQuery(search);
    const rows = await this.db
      .select({ id: users.id, total: windowTotal() })
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(search.limit);
    return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
  }

  /**
   * The cards of these members, read live: a member who has since blocked or been blocked by the viewer, or been
   * marked not interested, is left out. Prepared, as most pages of a list come this way.
   */
  async cards(viewerId: string, ids: string[]) {
    if (ids.length === 0) return [];
    return prepared(this.db, `community_cards_${ids.length}`, (db, name) => {
      const viewer = placeholderFor('viewerId');
      return db
        .select(userCardColumns(viewer))
        .from(users)
        .where(
          and(
            inArray(users.id, idPlaceholders(ids.length)),
            eq(users.onboardingCompleted, true),
            notMarkedNotInterested(viewer),
            visibleTo(viewer, users.id),
          ),
        )
        .prepare(name);
    }).execute({ viewerId, ...idParams(ids) });
  }

  /** Adds once per member and type; a second add returns the first item. */
  async addToCheckoutList(userId: string, targetUserId: string, checkOutType: CommunityType) {
    const columns = {
      id: checkoutList.id,
      checkOutType: checkoutList.checkOutType,
      targetUserId: checkoutList.targetUserId,
    };
    const [created] = await this.db
      .insert(checkoutList)
      .values({ userId, targetUserId, checkOutType })
      .onConflictDoNothing()
      .returning(columns);
    if (created) return { item: created, created: true };
    const [existing] = await this.db
      .select(columns)
      .from(checkoutList)
      .where(
        and(
          eq(checkoutList.userId, userId),
          eq(checkoutList.targetUserId, targetUserId),
          eq(checkoutList.checkOutType, checkOutType),
        ),
      );
    return { item: existing!, created: false };
  }

  /** Removes the member from the list, as the given type only or as both; returns how many items went. */
  async removeFromCheckoutList(userId: string, targetUserId: string, checkOutType: CommunityType | undefined) {
    const removed = await this.db
      .delete(checkoutList)
      .where(
        and(
          eq(checkoutList.userId, userId),
          eq(checkoutList.targetUserId, targetUserId),
          checkOutType ? eq(checkoutList.checkOutType, checkOutType) : undefined,
        ),
      )
      .returning({ id: checkoutList.id });
    return removed.length;
  }

  /** The shortlist, newest first, without members no longer visible to the member (a block since, either way). */
  async checkoutList(userId: string) {
    return this.db
      .select({ ...userCardColumns(userId), checkOutType: checkoutList.checkOutType })
      .from(checkoutList)
      .innerJoin(users, eq(users.id, checkoutList.targetUserId))
      .where(and(eq(checkoutList.userId, userId), eq(users.onboardingCompleted, true), visibleTo(userId, users.id)))
      .orderBy(desc(checkoutList.createdAt), desc(checkoutList.id));
  }

  /** Adds once; a second add returns the first item. */
  async addNotInterested(userId: string, targetUserId: string) {
    const columns = { id: notInterested.id, targetUserId: notInterested.targetUserId };
    const [created] = await this.db
      .insert(notInterested)
      .values({ userId, targetUserId })
      .onConflictDoNothing()
      .returning(columns);
    if (created) return { item: created, created: true };
    const [existing] = await this.db
      .select(columns)
      .from(notInterested)
      .where(and(eq(notInterested.userId, userId), eq(notInterested.targetUserId, targetUserId)));
    return { item: existing!, created: false };
  }

  async removeNotInterested(userId: string, targetUserId: string) {
    const removed = await this.db
      .delete(notInterested)
      .where(and(eq(notInterested.userId, userId), eq(notInterested.targetUserId, targetUserId)))
      .returning({ id: notInterested.id });
    return removed.length;
  }

  async notInterestedIds(userId: string): Promise<string[]> {
    const rows = await this.db
      .select({ targetUserId: notInterested.targetUserId })
      .from(notInterested)
      .where(eq(notInterested.userId, userId))
      .orderBy(desc(notInterested.createdAt), desc(notInterested.id));
    return rows.map((row) => row.targetUserId);
  }

  /** The members marked not interested, newest first, without those no longer visible to the member. */
  async notInterestedUsers(userId: string) {
    return this.db
      .select(userCardColumns(userId))
      .from(notInterested)
      .innerJoin(users, eq(users.id, notInterested.targetUserId))
      .where(and(eq(notInterested.userId, userId), eq(users.onboardingCompleted, true), visibleTo(userId, users.id)))
      .orderBy(desc(notInterested.createdAt), desc(notInterested.id));
  }
}
