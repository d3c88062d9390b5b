import {
  CRITERIA,
  type Criteria,
  type CriterionEntry,
  inRange,
  isRangeCriterion,
  isSet,
  type MatchCriterion,
  type MemberTraits,
  type Range,
} from '@samaj/shared/matrimonial-criteria';
import type { MatchSummary } from '@samaj/shared/matrimonial';
import { and, gt, gte, inArray, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { matrimonialProfiles, partnerPreferences, users } from '../../db/schema/index.ts';

/*
 * The match, criterion by criterion (the table of @samaj/shared/matrimonial-criteria): as SQL to rank and filter
 * thousands of candidates, and in code to judge the few cards of a page, by the same rules: a criterion counts only
 * when it is set, and a missing value never meets one.
 */

/** Where a candidate's traits are (users, matrimonial_profiles); the age is worked out from `users.date_of_birth`. */
export const TRAIT_COLUMNS = {
  height: matrimonialProfiles.heightCm,
  maritalStatus: matrimonialProfiles.maritalStatus,
  educationDegree: users.educationDegree,
  profession: users.profession,
  state: users.state,
  city: users.city,
  motherTongue: matrimonialProfiles.motherTongue,
  diet: matrimonialProfiles.diet,
  manglik: matrimonialProfiles.manglik,
} satisfies Record<Exclude<keyof MemberTraits, 'age'>, AnyPgColumn>;

/** Where partner preferences are stored (partner_preferences): a range in two columns, a list in one. */
export const PREFERENCE_COLUMNS = {
  ageRange: { min: partnerPreferences.ageMin, max: partnerPreferences.ageMax },
  heightRange: { min: partnerPreferences.heightMin, max: partnerPreferences.heightMax },
  maritalStatus: partnerPreferences.maritalStatus,
  educationDegrees: partnerPreferences.educationDegrees,
  occupations: partnerPreferences.occupations,
  states: partnerPreferences.states,
  cities: partnerPreferences.cities,
  motherTongues: partnerPreferences.motherTongues,
  diet: partnerPreferences.diet,
  manglik: partnerPreferences.manglik,
} satisfies { [K in keyof Criteria]: Criteria[K] extends Range ? { min: AnyPgColumn; max: AnyPgColumn } : AnyPgColumn };

/** `YYYY-MM-DD` of the day `years` before `today` (29 February becomes the 28th in other years). */
export function yearsBefore(today: Date, years: number): string {
  const year = today.getUTCFullYear() - years;
  const month = today.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(today.getUTCDate(), lastDay);
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A condition on `users.date_of_birth` for an age range, written as birth-date bounds so that it compares dates
 * (and could use an index): aged at least `min` ⇔ born on or before `min` years ago; at most `max` ⇔ born after
 * `max + 1` years ago.
 */
function ageBetween({ min, max }: Range, today: Date): SQL | undefined {
  return and(
    min === null ? undefined : lte(users.dateOfBirth, yearsBefore(today, min)),
    max === null ? undefined : gt(users.dateOfBirth, yearsBefore(today, max + 1)),
  );
}

/** The age `ageBetween` judges by: the most whole years such that the birth date is on or before that many ago. */
export function ageOn(dateOfBirth: string | null, today: Date): number | null {
  if (dateOfBirth === null) return null;
  const age = today.getUTCFullYear() - Number(dateOfBirth.slice(0, 4));
  return dateOfBirth.slice(0, 10) <= yearsBefore(today, age) ? age : age - 1;
}

/** The condition a candidate's row must meet for one criterion of `criteria` (the criterion is set). */
function conditionOf(entry: CriterionEntry, criteria: Criteria, today: Date): SQL | undefined {
  if (!isRangeCriterion(entry)) return inArray(TRAIT_COLUMNS[entry.trait], [...criteria[entry.preference]]);
  const range = criteria[entry.preference];
  if (entry.trait === 'age') return ageBetween(range, today);
  return and(
    range.min === null ? undefined : gte(TRAIT_COLUMNS[entry.trait], range.min),
    range.max === null ? undefined : lte(TRAIT_COLUMNS[entry.trait], range.max),
  );
}

/** The criteria set in `criteria` (my preferences, or a search's filters), each as a condition on a candidate's row. */
export function criteriaConditions(
  criteria: Criteria | null,
  today: Date,
): { criterion: MatchCriterion; condition: SQL }[] {
  if (!criteria) return [];
  return CRITERIA.flatMap((entry) => {
    const condition = isSet(entry, criteria) ? conditionOf(entry, criteria, today) : undefined;
    return condition ? [{ criterion: entry.criterion, condition }] : [];
  });
}

/**
 * The criteria of a candidate's preferences (partner_preferences, left joined: absent means none set), each as
 * `set` and `met` conditions judged against my traits. A range is stored whole or not at all; `met` is false when my
 * value is missing.
 */
function theirCriteria(me: MemberTraits): { set: SQL; met: SQL }[] {
  return CRITERIA.map((entry) => {
    if (isRangeCriterion(entry)) {
      const { min, max } = PREFERENCE_COLUMNS[entry.preference];
      const value = me[entry.trait];
      return {
        set: sql`${min} is not null`,
        met: value === null ? sql`false` : sql`${value}::int between ${min} and ${max}`,
      };
    }
    const column = PREFERENCE_COLUMNS[entry.preference];
    const value = me[entry.trait];
    return {
      set: sql`cardinality(${column}) > 0`,
      met: value === null ? sql`false` : sql`${value}::text = any(${column})`,
    };
  });
}

/** A condition as 0 or 1 (null, e.g. a missing value or preference, counts as 0). */
const counted = (condition: SQL) => sql`coalesce(${condition}, false)::int`;
const sum = (terms: SQL[]) => (terms.length > 0 ? sql.join(terms, sql` + `) : sql`0`);

/** SQL expressions that rank the candidate rows of a query: the counts the score is made of. */
export interface MatchColumns {
  /** How many of my criteria the candidate meets. */
  mineMet: SQL<number>;
  theirsMet: SQL<number>;
  theirsTotal: SQL<number>;
  /** How many of my criteria are set (the same for every candidate). */
  mineTotal: number;
}

/**
 * The score out of the four counts: the share of both members' set criteria that are met (0 when neither set
 * any). Given as SQL over columns (or expressions) holding the counts, so that a query can compute them once.
 */
export function scoreOf(
  mineTotal: number,
  counts: { mineMet: SQLWrapper; theirsMet: SQLWrapper; theirsTotal: SQLWrapper },
): SQL<number> {
  const total = sql`(${sql.raw(String(mineTotal))} + ${counts.theirsTotal})`;
  // 100 × met ÷ total, rounded half up, in integer arithmetic (numeric division is slow over thousands of rows).
  return sql<number>`(case when ${total} = 0 then 0
    else ((${counts.mineMet} + ${counts.theirsMet}) * 200 + ${total}) / (${total} * 2) end)`;
}

export function matchColumns(me: MemberTraits, preferences: Criteria | null, today: Date): MatchColumns {
  const mine = criteriaConditions(preferences, today);
  const theirs = theirCriteria(me);
  return {
    mineMet: sql<number>`(${sum(mine.map(({ condition }) => counted(condition)))})`,
    theirsTotal: sql<number>`(${sum(theirs.map(({ set }) => counted(set)))})`,
    theirsMet: sql<number>`(${sum(theirs.map(({ met }) => counted(met)))})`,
    mineTotal: mine.length,
  };
}

/** A candidate as the cards read them: the traits preferences are judged on, with the birth date for the age. */
export type CandidateTraits = Omit<MemberTraits, 'age'> & { dateOfBirth: string | null };

/** The score in whole percent, rounded half up, as `scoreOf` computes it in SQL. */
export function scoreFrom(mineMet: number, mineTotal: number, theirsMet: number, theirsTotal: number): number {
  const total = mineTotal + theirsTotal;
  return total === 0 ? 0 : Math.floor(((mineMet + theirsMet) * 200 + total) / (total * 2));
}

/** Whether a member with these traits meets one criterion of `criteria`. */
function meets(entry: CriterionEntry, criteria: Criteria, traits: MemberTraits): boolean {
  if (isRangeCriterion(entry)) return inRange(criteria[entry.preference], traits[entry.trait]);
  const value = traits[entry.trait];
  return value !== null && (criteria[entry.preference] as readonly string[]).includes(value);
}

/** The criteria of `criteria` that are set, split into those the traits meet and those they do not. */
function judge(criteria: Criteria | null, traits: MemberTraits) {
  const met: MatchCriterion[] = [];
  const unmet: MatchCriterion[] = [];
  for (const entry of CRITERIA) {
    if (criteria && isSet(entry, criteria)) (meets(entry, criteria, traits) ? met : unmet).push(entry.criterion);
  }
  return { met, unmet };
}

/** The match between me and one candidate, judged for the few cards of a page by the rules the SQL applies. */
export function judgeMatch(
  me: MemberTraits,
  myPreferences: Criteria | null,
  candidate: CandidateTraits,
  theirPreferences: Criteria | null,
  today: Date,
): MatchSummary {
  const { dateOfBirth, ...traits } = candidate;
  const { met, unmet } = judge(myPreferences, { ...traits, age: ageOn(dateOfBirth, today) });
  const theirs = judge(theirPreferences, me);
  const theirsTotal = theirs.met.length + theirs.unmet.length;
  return {
    score: scoreFrom(met.length, met.length + unmet.length, theirs.met.length, theirsTotal),
    met,
    unmet,
    theirsMet: theirs.met.length,
    theirsTotal,
    theirs,
  };
}
