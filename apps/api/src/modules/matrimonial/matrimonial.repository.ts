import type { genders } from '@samaj/shared/auth';
import type { Criteria } from '@samaj/shared/matrimonial-criteria';
import { type FamilyType, soughtGender } from '@samaj/shared/matrimonial';
import type { Rashi } from '@samaj/shared/reference';
import { and, desc, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pageWithTotal, windowTotal } from '../../db/paging.ts';
import { idParams, idPlaceholders, placeholderFor, prepared, type Bound } from '../../db/prepared.ts';
import { interests, matrimonialProfiles, partnerPreferences, users } from '../../db/schema/index.ts';
import { acceptedInterestBetween, avatarSeenBy, photosVisibleTo } from '../safety/index.ts';
import { GOTRA_RULE_COLUMNS, gotraAllows, gotraExclusion, type GotraRules, gotraRulesOf } from './gotra-rules.ts';
import { criteriaConditions, type MatchColumns, scoreOf, TRAIT_COLUMNS } from './matching.ts';
import { listedProfile } from './listing.ts';
import { myPhotoRequest } from './photo-requests.repository.ts';
import { shortlistedBy } from './saved-and-viewed.repository.ts';
import { preferenceColumns, storedCriteria, storedValues, withCriteria } from './stored-preferences.ts';

export type MatrimonialProfileRow = typeof matrimonialProfiles.$inferSelect;
export type MatrimonialProfileValues = Omit<
  typeof matrimonialProfiles.$inferInsert,
  'userId' | 'createdAt' | 'updatedAt'
>;
const NO_GOTRA = { gotra: null, motherGotra: null, excludeSameGotra: null, excludeMotherGotra: null };

/** What every matrimonial call needs to know about the member making it, read in one query. */
const viewerColumns = {
  id: users.id,
  gender: users.gender,
  dateOfBirth: users.dateOfBirth,
  onboardingCompleted: users.onboardingCompleted,
  isMatrimonialProfile: users.isMatrimonialProfile,
  browsePrivately: matrimonialProfiles.browsePrivately,
  traits: TRAIT_COLUMNS,
  gotraRules: GOTRA_RULE_COLUMNS,
  preferences: preferenceColumns,
};

/** The columns of a profile card; `image` and `images` are filtered by the mapper with `photoColumns`. */
const cardColumns = {
  id: users.id,
  fullName: users.fullName,
  gender: users.gender,
  dateOfBirth: users.dateOfBirth,
  image: users.image,
  isVerified: users.isVerified,
  state: users.state,
  city: users.city,
  locality: users.locality,
  educationDegree: users.educationDegree,
  profession: users.profession,
  heightCm: matrimonialProfiles.heightCm,
  maritalStatus: matrimonialProfiles.maritalStatus,
  motherTongue: matrimonialProfiles.motherTongue,
  rashi: matrimonialProfiles.rashi,
  nakshatra: matrimonialProfiles.nakshatra,
  images: matrimonialProfiles.images,
};

/** Both members of a pair, whoever sent: `interests` rows between `a` and `b`. */
function between(a: Bound, b: SQL | Bound) {
  return sql`((${interests.senderId} = ${a} and ${interests.receiverId} = ${b}) or (${interests.senderId} = ${b} and ${interests.receiverId} = ${a}))`;
}

/** An accepted interest between the viewer and the member in the row. */
const connectedWith = (viewerId: Bound) => acceptedInterestBetween(viewerId, users.id);

/**
 * What the viewer may see of the photos of the member in the row (`photosVisibleTo`, `avatarSeenBy`: the one rule),
 * and the viewer's own "Request photos" to them; the mapper makes `image`, `images` and `photosLocked` of it.
 */
function photoColumns(viewerId: Bound) {
  return {
    photosVisible: photosVisibleTo(viewerId, users.id, matrimonialProfiles.photoVisibility),
    avatar: avatarSeenBy(viewerId),
    photoRequest: myPhotoRequest(viewerId),
  };
}

/** The newest interest between the viewer and the member in the row, as JSON (null when none). */
function latestInterest(viewerId: Bound) {
  return sql<{ id: string; status: string; senderId: string; updatedAt: string } | null>`(
    select json_build_object('id', ${interests.id}, 'status', ${interests.status}, 'senderId', ${interests.senderId}, 'updatedAt', ${interests.updatedAt})
    from ${interests} where ${between(viewerId, sql`${users.id}`)}
    order by ${interests.createdAt} desc limit 1)`;
}

/** `%`, `_` and `\\` typed by a member are literal characters, not LIKE wildcards. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

type Gender = (typeof genders)[number];

/** What a search looks for, besides the criteria: whom (null: anyone), a family type, rashis, a keyword. */
export interface SearchFilters {
  gender: Gender | null;
  criteria: Criteria;
  familyType: FamilyType[];
  rashi: Rashi[];
  keyword: string | null;
}

/** The columns a search keyword is looked for in. */
const KEYWORD_COLUMNS = [
  users.fullName,
  users.profession,
  users.educationDegree,
  users.currentJobRole,
  users.city,
  matrimonialProfiles.caste,
  matrimonialProfiles.subCaste,
  matrimonialProfiles.gotra,
];

/**
 * A matrimonial list: recommendations (the gender the viewer seeks, best match first) or a search (profiles meeting
 * every filter, newest first). Both list only profiles listed for the viewer.
 */
export type ProfileList =
  | { kind: 'recommended'; viewerId: string; gotraRules: GotraRules; seek: Gender | null }
  | ({ kind: 'search'; viewerId: string; gotraRules: GotraRules } & SearchFilters);

function listCondition(list: ProfileList, today: Date): SQL {
  const gender = list.kind === 'recommended' ? list.seek : list.gender;
  const own = and(
    listedProfile(list.viewerId),
    gotraAllows(list.gotraRules),
    gender ? eq(users.gender, gender) : undefined,
  )!;
  if (list.kind === 'recommended') return own;
  const keyword = list.keyword && `%${escapeLike(list.keyword.toLowerCase().replace(/\s+/g, ' '))}%`;
  return and(
    own,
    ...criteriaConditions(list.criteria, today).map(({ condition }) => condition),
    list.familyType.length > 0 ? inArray(matrimonialProfiles.familyType, list.familyType) : undefined,
    list.rashi.length > 0 ? inArray(matrimonialProfiles.rashi, list.rashi) : undefined,
    keyword ? or(...KEYWORD_COLUMNS.map((column) => sql`lower(${column}) like ${keyword}`)) : undefined,
  )!;
}

export interface RankedIdsOptions {
  list: ProfileList;
  match: MatchColumns;
  today: Date;
  limit: number;
  offset: number;
}

export class MatrimonialRepository {
  private readonly db: DbOrTx;
  constructor(db: DbOrTx) {
    this.db = db;
  }

  async viewer(userId: string) {
    const [row] = await prepared(this.db, 'matrimonial_viewer', (db, name) =>
      db
        .select(viewerColumns)
        .from(users)
        .leftJoin(matrimonialProfiles, eq(matrimonialProfiles.userId, users.id))
        .leftJoin(partnerPreferences, eq(partnerPreferences.userId, users.id))
        .where(eq(users.id, sql.placeholder('userId')))
        .limit(1)
        .prepare(name),
    ).execute({ userId });
    return row && { ...withCriteria(row), gotraRules: gotraRulesOf(row.gotraRules ?? NO_GOTRA) };
  }

  /**
   * The member's row, locked until the transaction ends: whoever changes their birth date, gender or marriage profile
   * waits, so `isMatrimonialProfile` is always worked out from what the other saved.
   */
  async lockMember(userId: string) {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId)).for('no key update');
    return row;
  }

  async findProfile(userId: string): Promise<MatrimonialProfileRow | undefined> {
    const [row] = await prepared(this.db, 'matrimonial_profile_by_user', (db, name) =>
      db
        .select()
        .from(matrimonialProfiles)
        .where(eq(matrimonialProfiles.userId, sql.placeholder('userId')))
        .limit(1)
        .prepare(name),
    ).execute({ userId });
    return row;
  }

  /** The member's row and their marriage profile's (null without one), in one statement: what `/user/me` shows. */
  async findMemberWithProfile(userId: string) {
    const [row] = await prepared(this.db, 'member_with_marriage_profile', (db, name) =>
      db
        .select({ member: users, profile: matrimonialProfiles })
        .from(users)
        .leftJoin(matrimonialProfiles, eq(matrimonialProfiles.userId, users.id))
        .where(eq(users.id, sql.placeholder('userId')))
        .limit(1)
        .prepare(name),
    ).execute({ userId });
    return row;
  }

  async upsertProfile(userId: string, values: MatrimonialProfileValues): Promise<MatrimonialProfileRow> {
    const [row] = await this.db
      .insert(matrimonialProfiles)
      .values({ ...values, userId })
      .onConflictDoUpdate({ target: matrimonialProfiles.userId, set: { ...values, updatedAt: new Date() } })
      .returning();
    return row!;
  }

  /** The member's photos, locked until the transaction ends (the row is created when missing). */
  async lockImages(userId: string): Promise<string[]> {
    await this.db
      .insert(matrimonialProfiles)
      .values({ userId })
      .onConflictDoNothing({ target: matrimonialProfiles.userId });
    const [row] = await this.db
      .select({ images: matrimonialProfiles.images })
      .from(matrimonialProfiles)
      .where(eq(matrimonialProfiles.userId, userId))
      .for('update');
    return row?.images ?? [];
  }

  async setImages(userId: string, images: string[]): Promise<void> {
    await this.db
      .update(matrimonialProfiles)
      .set({ images, updatedAt: new Date() })
      .where(eq(matrimonialProfiles.userId, userId));
  }

  /** Saves the member's partner preferences whole and returns them as stored. */
  async upsertPreferences(userId: string, criteria: Criteria, horoscopeMatters: boolean | undefined) {
    const values = { ...storedValues(criteria), ...(horoscopeMatters === undefined ? {} : { horoscopeMatters }) };
    const [row] = await this.db
      .insert(partnerPreferences)
      .values({ ...values, userId })
      .onConflictDoUpdate({ target: partnerPreferences.userId, set: { ...values, updatedAt: new Date() } })
      .returning();
    return { criteria: storedCriteria(row!)!, horoscopeMatters: row!.horoscopeMatters };
  }

  /**
   * The ids of the list's profiles in order, and how many there are, in one query. The candidates are
   * read in a subquery that PostgreSQL does not flatten (it has a window function: the count), so that each
   * candidate's match counts are computed once, before the sort.
   */
  async rankedIds({ list, match, today, limit, offset }: RankedIdsOptions): Promise<{ ids: string[]; total: number }> {
    const ranking = list.kind === 'recommended';
    const where = listCondition(list, today);
    const candidates = this.db
      .select({
        id: users.id,
        sortedAt: sql<Date>`${matrimonialProfiles.createdAt}`.as('sorted_at'),
        mineMet: (ranking ? match.mineMet : sql<number>`0`).as('mine_met'),
        theirsMet: (ranking ? match.theirsMet : sql<number>`0`).as('theirs_met'),
        theirsTotal: (ranking ? match.theirsTotal : sql<number>`0`).as('theirs_total'),
        total: windowTotal().as('total'),
      })
      .from(users)
      .innerJoin(matrimonialProfiles, eq(matrimonialProfiles.userId, users.id))
      .leftJoin(partnerPreferences, eq(partnerPreferences.userId, users.id))
      .where(where)
      .as('candidates');
    const score = scoreOf(match.mineTotal, candidates);
    const rows = await this.db
      .select({ id: candidates.id, total: candidates.total })
      .from(candidates)
      .orderBy(
        ...(ranking ? [desc(score), desc(candidates.mineMet)] : []),
        desc(candidates.sortedAt),
        desc(candidates.id),
      )
      .limit(limit)
      .offset(offset);
    const page = await pageWithTotal(rows, offset, async () => {
      const [counted] = await this.db
        .select({ total: sql<number>`count(*)::int` })
        .from(users)
        .innerJoin(matrimonialProfiles, eq(matrimonialProfiles.userId, users.id))
        .where(where);
      return counted?.total ?? 0;
    });
    return { ids: page.rows.map((row) => row.id), total: page.total };
  }

  /**
   * How many profiles the member would be recommended that joined after `since` and meet every criterion their
   * preferences set (all of them when none is set): the daily "New matches for you".
   */
  async countNewMatches(viewer: ViewerRow, since: Date, today: Date): Promise<number> {
    const list: ProfileList = {
      kind: 'recommended',
      viewerId: viewer.id,
      gotraRules: viewer.gotraRules,
      seek: soughtGender(viewer.gender),
    };
    const [row] = await this.db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .innerJoin(matrimonialProfiles, eq(matrimonialProfiles.userId, users.id))
      .where(
        and(
          listCondition(list, today),
          gt(matrimonialProfiles.createdAt, since),
          ...criteriaConditions(viewer.preferences, today).map(({ condition }) => condition),
        ),
      );
    return row?.total ?? 0;
  }

  /**
   * Claims up to `limit` members with a marriage profile whose daily look for new matches is due (never done, or a
   * day ago): marks them looked at `now` and returns each with the time of their previous look. Claimed rows are
   * skipped by another process claiming at the same time.
   */
  async claimDueForNewMatches(now: Date, limit: number): Promise<{ userId: string; since: Date | null }[]> {
    const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
    const result = (await this.db.execute(sql`
      with due as (
        select ${matrimonialProfiles.userId} as user_id, ${matrimonialProfiles.newMatchesCheckedAt} as since
        from ${matrimonialProfiles}
        join ${users} on ${users.id} = ${matrimonialProfiles.userId}
        where ${users.isMatrimonialProfile}
          and (${matrimonialProfiles.newMatchesCheckedAt} is null
            or ${matrimonialProfiles.newMatchesCheckedAt} <= ${dayAgo.toISOString()}::timestamptz)
        order by ${matrimonialProfiles.userId}
        limit ${limit}
        for update of ${matrimonialProfiles} skip locked
      )
      update ${matrimonialProfiles} set new_matches_checked_at = ${now.toISOString()}::timestamptz
      from due where ${matrimonialProfiles.userId} = due.user_id
      returning due.user_id, due.since`)) as { rows: { user_id: string; since: string | Date | null }[] };
    return result.rows.map((row) => ({ userId: row.user_id, since: row.since === null ? null : new Date(row.since) }));
  }

  /**
   * The cards of these profiles (in no particular order), read live: a profile hidden, completed no more or
   * blocked either way since the ids were found is left out. Photo visibility, the match and the latest interest
   * are computed for these rows only.
   */
  async cards(viewerId: string, ids: string[]) {
    if (ids.length === 0) return [];
    // Prepared, one statement per number of ids: planning it took four times as long as running it.
    const rows = await prepared(this.db, `matrimonial_cards_${ids.length}`, (db, name) => {
      const viewer = placeholderFor('viewerId');
      return db
        .select({
          ...cardColumns,
          traits: TRAIT_COLUMNS,
          preferences: preferenceColumns,
          ...photoColumns(viewer),
          shortlisted: shortlistedBy(viewer),
          interest: latestInterest(viewer),
        })
        .from(users)
        .innerJoin(matrimonialProfiles, eq(matrimonialProfiles.userId, users.id))
        .leftJoin(partnerPreferences, eq(partnerPreferences.userId, users.id))
        .where(and(inArray(users.id, idPlaceholders(ids.length)), listedProfile(viewer)))
        .prepare(name);
    }).execute({ viewerId, ...idParams(ids) });
    return rows.map(withCriteria);
  }

  /**
   * A whole profile for GET /matrimonial/profile/{id}: listed, or the viewer's own; with the gotra rule that leaves
   * it out of the viewer's lists, if one does.
   */
  async profileFor(viewer: { id: string; gotraRules: GotraRules }, userId: string) {
    const viewerId = viewer.id;
    const [row] = await this.db
      .select({
        ...cardColumns,
        traits: TRAIT_COLUMNS,
        user: {
          bioData: users.bioData,
          languages: users.languages,
          specializedDegree: users.specializedDegree,
          university: users.university,
          currentJobRole: users.currentJobRole,
        },
        profile: matrimonialProfiles,
        preferences: preferenceColumns,
        ...photoColumns(viewerId),
        connected: connectedWith(viewerId),
        shortlisted: shortlistedBy(viewerId),
        notSuggested: userId === viewerId ? sql<null>`null` : gotraExclusion(viewer.gotraRules),
        interest: latestInterest(viewerId),
      })
      .from(users)
      .innerJoin(matrimonialProfiles, eq(matrimonialProfiles.userId, users.id))
      .leftJoin(partnerPreferences, eq(partnerPreferences.userId, users.id))
      .where(and(eq(users.id, userId), userId === viewerId ? undefined : listedProfile(viewerId)))
      .limit(1);
    return row && withCriteria(row);
  }

  /**
   * Whether the member's profile is listed for the viewer (`listedProfile`), and the gotra rule that leaves it out
   * of the viewer's lists if one does: who may receive their interest. Undefined when not listed.
   */
  async listingFor(viewer: { id: string; gotraRules: GotraRules }, userId: string) {
    const [row] = await this.db
      .select({ notSuggested: gotraExclusion(viewer.gotraRules) })
      .from(users)
      .innerJoin(matrimonialProfiles, eq(matrimonialProfiles.userId, users.id))
      .where(and(eq(users.id, userId), listedProfile(viewer.id)))
      .limit(1);
    return row;
  }
}

export type ProfileCardRow = Awaited<ReturnType<MatrimonialRepository['cards']>>[number];
export type FullProfileRow = NonNullable<Awaited<ReturnType<MatrimonialRepository['profileFor']>>>;
export type ViewerRow = NonNullable<Awaited<ReturnType<MatrimonialRepository['viewer']>>>;
