import type { MatchCriterion, MatchSummary } from '@samaj/shared/matrimonial';
import { and, gt, gte, inArray, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { matrimonialProfiles, partnerPreferences, users } from '../../db/schema/index.ts';

/** What partner preferences are judged against: a member's own traits. */
export interface MemberTraits {
  age: number | null;
  heightCm: number | null;
  maritalStatus: string | null;
  educationDegree: string | null;
  profession: string | null;
  state: string | null;
  city: string | null;
  motherTongue: string | null;
  diet: string | null;
  manglik: string | null;
}

/** Partner preferences as stored: a null bound or an empty list means "no preference". */
export interface PreferenceSet {
  ageMin: number | null;
  ageMax: number | null;
  heightMin: number | null;
  heightMax: number | null;
  maritalStatus: string[];
  educationDegrees: string[];
  occupations: string[];
  states: string[];
  cities: string[];
  motherTongues: string[];
  diet: string[];
  manglik: string[];
}

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
export function ageBetween(
  min: number | null | undefined,
  max: number | null | undefined,
  today: Date,
): SQL | undefined {
  const conditions: SQL[] = [];
  if (min !== null && min !== undefined) conditions.push(lte(users.dateOfBirth, yearsBefore(today, min)));
  if (max !== null && max !== undefined) conditions.push(gt(users.dateOfBirth, yearsBefore(today, max + 1)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function heightBetween(min: number | null | undefined, max: number | null | undefined): SQL | undefined {
  const conditions: SQL[] = [];
  if (min !== null && min !== undefined) conditions.push(gte(matrimonialProfiles.heightCm, min));
  if (max !== null && max !== undefined) conditions.push(lte(matrimonialProfiles.heightCm, max));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The criteria my preferences set, each as a condition on a candidate's columns (users, matrimonial_profiles). */
export function myCriteria(
  preferences: PreferenceSet | null,
  today: Date,
): { criterion: MatchCriterion; condition: SQL }[] {
  if (!preferences) return [];
  const criteria: { criterion: MatchCriterion; condition: SQL | undefined }[] = [
    { criterion: 'AGE', condition: ageBetween(preferences.ageMin, preferences.ageMax, today) },
    { criterion: 'HEIGHT', condition: heightBetween(preferences.heightMin, preferences.heightMax) },
    { criterion: 'MARITAL_STATUS', condition: listed(matrimonialProfiles.maritalStatus, preferences.maritalStatus) },
    { criterion: 'EDUCATION', condition: listed(users.educationDegree, preferences.educationDegrees) },
    { criterion: 'OCCUPATION', condition: listed(users.profession, preferences.occupations) },
    { criterion: 'STATE', condition: listed(users.state, preferences.states) },
    { criterion: 'CITY', condition: listed(users.city, preferences.cities) },
    { criterion: 'MOTHER_TONGUE', condition: listed(matrimonialProfiles.motherTongue, preferences.motherTongues) },
    { criterion: 'DIET', condition: listed(matrimonialProfiles.diet, preferences.diet) },
    { criterion: 'MANGLIK', condition: listed(matrimonialProfiles.manglik, preferences.manglik) },
  ];
  return criteria.filter((entry): entry is { criterion: MatchCriterion; condition: SQL } => !!entry.condition);
}

function listed(column: AnyPgColumn, values: readonly string[]): SQL | undefined {
  return values.length > 0 ? inArray(column, [...values]) : undefined;
}

/**
 * The criteria of a candidate's preferences (partner_preferences, left joined: absent means none set), each as
 * `set` and `met` conditions judged against my traits. A range is stored whole or not at all; `met` is null
 * (not met) when the criterion is not set.
 */
function theirCriteria(me: MemberTraits): { set: SQL; met: SQL }[] {
  const p = partnerPreferences;
  const inList = (column: AnyPgColumn, value: string | null) => ({
    set: sql`cardinality(${column}) > 0`,
    met: value === null ? sql`false` : sql`${value}::text = any(${column})`,
  });
  const inRange = (min: AnyPgColumn, max: AnyPgColumn, value: number | null) => ({
    set: sql`${min} is not null`,
    met: value === null ? sql`false` : sql`${value}::int between ${min} and ${max}`,
  });
  return [
    inRange(p.ageMin, p.ageMax, me.age),
    inRange(p.heightMin, p.heightMax, me.heightCm),
    inList(p.maritalStatus, me.maritalStatus),
    inList(p.educationDegrees, me.educationDegree),
    inList(p.occupations, me.profession),
    inList(p.states, me.state),
    inList(p.cities, me.city),
    inList(p.motherTongues, me.motherTongue),
    inList(p.diet, me.diet),
    inList(p.manglik, me.manglik),
  ];
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

export function matchColumns(me: MemberTraits, preferences: PreferenceSet | null, today: Date): MatchColumns {
  const mine = myCriteria(preferences, today);
  const theirs = theirCriteria(me);
  return {
    mineMet: sql<number>`(${sum(mine.map(({ condition }) => counted(condition)))})`,
    theirsTotal: sql<number>`(${sum(theirs.map(({ set }) => counted(set)))})`,
    theirsMet: sql<number>`(${sum(theirs.map(({ met }) => counted(met)))})`,
    mineTotal: mine.length,
  };
}

/** A candidate as the cards read them: the traits preferences are judged on, with the birth date for the age. */
export interface CandidateTraits extends Omit<MemberTraits, 'age'> {
  dateOfBirth: string | null;
}

/** The score in whole percent, rounded half up, as `scoreOf` computes it in SQL. */
export function scoreFrom(mineMet: number, mineTotal: number, theirsMet: number, theirsTotal: number): number {
  const total = mineTotal + theirsTotal;
  return total === 0 ? 0 : Math.floor(((mineMet + theirsMet) * 200 + total) / (total * 2));
}

/**
 * The match between me and one candidate, judged here for the few cards of a page with the same rules the SQL of
 * `myCriteria`/`theirCriteria` applies when ranking thousands: each criterion counts only when set; a missing value
 * never meets one.
 */
export function judgeMatch(
  me: MemberTraits,
  myPreferences: PreferenceSet | null,
  candidate: CandidateTraits,
  theirPreferences: PreferenceSet | null,
  today: Date,
): MatchSummary {
  const inList = (values: readonly string[], value: string | null) => value !== null && values.includes(value);
  const inRange = (min: number | null, max: number | null, value: number | null) =>
    value !== null && (min === null || value >= min) && (max === null || value <= max);
  const met: MatchCriterion[] = [];
  const unmet: MatchCriterion[] = [];
  if (myPreferences) {
    const p = myPreferences;
    const born = candidate.dateOfBirth;
    const judged: [MatchCriterion, boolean, boolean][] = [
      [
        'AGE',
        p.ageMin !== null || p.ageMax !== null,
        born !== null &&
          (p.ageMin === null || born <= yearsBefore(today, p.ageMin)) &&
          (p.ageMax === null || born > yearsBefore(today, p.ageMax + 1)),
      ],
      ['HEIGHT', p.heightMin !== null || p.heightMax !== null, inRange(p.heightMin, p.heightMax, candidate.heightCm)],
      ['MARITAL_STATUS', p.maritalStatus.length > 0, inList(p.maritalStatus, candidate.maritalStatus)],
      ['EDUCATION', p.educationDegrees.length > 0, inList(p.educationDegrees, candidate.educationDegree)],
      ['OCCUPATION', p.occupations.length > 0, inList(p.occupations, candidate.profession)],
      ['STATE', p.states.length > 0, inList(p.states, candidate.state)],
      ['CITY', p.cities.length > 0, inList(p.cities, candidate.city)],
      ['MOTHER_TONGUE', p.motherTongues.length > 0, inList(p.motherTongues, candidate.motherTongue)],
      ['DIET', p.diet.length > 0, inList(p.diet, candidate.diet)],
      ['MANGLIK', p.manglik.length > 0, inList(p.manglik, candidate.manglik)],
    ];
    for (const [criterion, set, isMet] of judged) {
      if (set) (isMet ? met : unmet).push(criterion);
    }
  }
  let theirsTotal = 0;
  let theirsMet = 0;
  if (theirPreferences) {
    const p = theirPreferences;
    const judged: [boolean, boolean][] = [
      [p.ageMin !== null, p.ageMin !== null && p.ageMax !== null && inRange(p.ageMin, p.ageMax, me.age)],
      [
        p.heightMin !== null,
        p.heightMin !== null && p.heightMax !== null && inRange(p.heightMin, p.heightMax, me.heightCm),
      ],
      [p.maritalStatus.length > 0, inList(p.maritalStatus, me.maritalStatus)],
      [p.educationDegrees.length > 0, inList(p.educationDegrees, me.educationDegree)],
      [p.occupations.length > 0, inList(p.occupations, me.profession)],
      [p.states.length > 0, inList(p.states, me.state)],
      [p.cities.length > 0, inList(p.cities, me.city)],
      [p.motherTongues.length > 0, inList(p.motherTongues, me.motherTongue)],
      [p.diet.length > 0, inList(p.diet, me.diet)],
      [p.manglik.length > 0, inList(p.manglik, me.manglik)],
    ];
    for (const [set, isMet] of judged) {
      if (set) theirsTotal += 1;
      if (isMet) theirsMet += 1;
    }
  }
  return {
    score: scoreFrom(met.length, met.length + unmet.length, theirsMet, theirsTotal),
    met,
    unmet,
    theirsMet,
    theirsTotal,
  };
}
