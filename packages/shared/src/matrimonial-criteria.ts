import { STATES } from './location.ts';
import type { MatrimonialSearchFilters, PartnerPreferences } from './matrimonial.ts';
import { EDUCATION_DEGREES } from './reference/education.ts';
import { HEIGHT_OPTIONS } from './reference/heights.ts';
import { LANGUAGES } from './reference/languages.ts';
import { OCCUPATIONS } from './reference/occupations.ts';

/*
 * What a member looks for in a partner, criterion by criterion: one table drives the partner preferences, the search
 * filters, the match (its SQL and its "meets 7 of 9" reasons), the API's rows and the web's criteria fields.
 */

export const MARITAL_STATUSES = ['NEVER_MARRIED', 'DIVORCED', 'WIDOWED', 'AWAITING_DIVORCE'] as const;
export const MANGLIK_VALUES = ['YES', 'NO', 'ANSHIK', 'DONT_KNOW'] as const;
export const DIETS = ['VEGETARIAN', 'EGGETARIAN', 'NON_VEGETARIAN', 'VEGAN'] as const;

export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export type Manglik = (typeof MANGLIK_VALUES)[number];
export type Diet = (typeof DIETS)[number];

export const MARITAL_STATUS_LABELS: Record<MaritalStatus, string> = {
  NEVER_MARRIED: 'Never married',
  DIVORCED: 'Divorced',
  WIDOWED: 'Widowed',
  AWAITING_DIVORCE: 'Awaiting divorce',
};
export const MANGLIK_LABELS: Record<Manglik, string> = {
  YES: 'Manglik',
  NO: 'Non-manglik',
  ANSHIK: 'Anshik (partly) manglik',
  DONT_KNOW: "Don't know",
};
export const DIET_LABELS: Record<Diet, string> = {
  VEGETARIAN: 'Vegetarian',
  EGGETARIAN: 'Eggetarian',
  NON_VEGETARIAN: 'Non-vegetarian',
  VEGAN: 'Vegan',
};

export const PARTNER_AGE_MIN = 18;
export const PARTNER_AGE_MAX = 80;
export const HEIGHT_MIN = HEIGHT_OPTIONS[0]!.value;
export const HEIGHT_MAX = HEIGHT_OPTIONS[HEIGHT_OPTIONS.length - 1]!.value;

/** A range of ages or heights; a null bound is open. Partner preferences set both bounds or neither. */
export interface Range {
  min: number | null;
  max: number | null;
}

/**
 * The criteria, in the order members read them.
 * - `preference`: its key in partner preferences (and in `Criteria`);
 * - `trait`: the member's own value it is judged on (`MemberTraits`), also its query parameter in
 *   GET /matrimonial/profiles/search (`state`; `ageMin` and `ageMax` for a range: `searchRange`);
 * - `kind`: a `range` of numbers, a `choice` of a few values (chips), or a `reference` list (picked with a search);
 *   `options` are its values (the cities depend on the states chosen), `labels` what members read of a choice.
 */
export const CRITERIA = [
  {
    criterion: 'AGE',
    label: 'Age',
    kind: 'range',
    preference: 'ageRange',
    trait: 'age',
    bounds: { min: PARTNER_AGE_MIN, max: PARTNER_AGE_MAX },
  },
  {
    criterion: 'HEIGHT',
    label: 'Height',
    kind: 'range',
    preference: 'heightRange',
    trait: 'height',
    bounds: { min: HEIGHT_MIN, max: HEIGHT_MAX },
  },
  {
    criterion: 'MARITAL_STATUS',
    label: 'Marital status',
    kind: 'choice',
    preference: 'maritalStatus',
    trait: 'maritalStatus',
    options: MARITAL_STATUSES,
    labels: MARITAL_STATUS_LABELS,
  },
  {
    criterion: 'EDUCATION',
    label: 'Education',
    kind: 'reference',
    preference: 'educationDegrees',
    trait: 'educationDegree',
    options: EDUCATION_DEGREES,
  },
  {
    criterion: 'OCCUPATION',
    label: 'Profession',
    kind: 'reference',
    preference: 'occupations',
    trait: 'profession',
    options: OCCUPATIONS,
  },
  {
    criterion: 'STATE',
    label: 'State',
    kind: 'reference',
    preference: 'states',
    trait: 'state',
    options: STATES,
  },
  { criterion: 'CITY', label: 'City', kind: 'reference', preference: 'cities', trait: 'city' },
  {
    criterion: 'MOTHER_TONGUE',
    label: 'Mother tongue',
    kind: 'reference',
    preference: 'motherTongues',
    trait: 'motherTongue',
    options: LANGUAGES,
  },
  {
    criterion: 'DIET',
    label: 'Diet',
    kind: 'choice',
    preference: 'diet',
    trait: 'diet',
    options: DIETS,
    labels: DIET_LABELS,
  },
  {
    criterion: 'MANGLIK',
    label: 'Manglik',
    kind: 'choice',
    preference: 'manglik',
    trait: 'manglik',
    options: MANGLIK_VALUES,
    labels: MANGLIK_LABELS,
  },
] as const;

export type CriterionEntry = (typeof CRITERIA)[number];
export type RangeCriterion = Extract<CriterionEntry, { kind: 'range' }>;
export type ListCriterion = Exclude<CriterionEntry, RangeCriterion>;

/** What a match is judged on: each is counted only when the preferences set it. */
export const MATCH_CRITERIA = CRITERIA.map((entry) => entry.criterion);
export type MatchCriterion = CriterionEntry['criterion'];
export const MATCH_CRITERION_LABELS = Object.fromEntries(
  CRITERIA.map((entry) => [entry.criterion, entry.label]),
) as Record<MatchCriterion, string>;

export type RangeKey = RangeCriterion['preference'];
export type ListKey = ListCriterion['preference'];
/** The values of a list criterion: a choice's options, or any text of a reference list. */
type ListValue<E> = E extends { kind: 'choice'; options: readonly (infer V)[] } ? V : string;
/** What a member looks for, criterion by criterion (partner preferences, and the search filters they share). */
export type Criteria = { [E in RangeCriterion as E['preference']]: Range } & {
  [E in ListCriterion as E['preference']]: ListValue<E>[];
};

/** The member's own values the criteria are judged on. */
export type MemberTraits = {
  [K in CriterionEntry['trait']]: K extends 'age' | 'height' ? number | null : string | null;
};

export const isRangeCriterion = (entry: CriterionEntry): entry is RangeCriterion => entry.kind === 'range';

/** A range criterion's two query parameters in GET /matrimonial/profiles/search (`ageMin`, `ageMax`). */
export const searchRange = <T extends RangeCriterion['trait']>(trait: T) => ({
  min: `${trait}Min` as const,
  max: `${trait}Max` as const,
});

export const EMPTY_RANGE: Range = { min: null, max: null };

/** Criteria built criterion by criterion: a range or a list for each. */
export function criteriaFrom(valueOf: {
  range: (entry: RangeCriterion) => Range;
  list: (entry: ListCriterion) => readonly string[];
}): Criteria {
  return Object.fromEntries(
    CRITERIA.map((entry) => [
      entry.preference,
      isRangeCriterion(entry) ? valueOf.range(entry) : [...valueOf.list(entry)],
    ]),
  ) as Criteria;
}

export const EMPTY_CRITERIA: Criteria = criteriaFrom({ range: () => EMPTY_RANGE, list: () => [] });

/** Partner preferences without what is not a criterion (`horoscopeMatters`). */
export type PreferenceCriteria = Omit<PartnerPreferences, 'horoscopeMatters'>;

/** Partner preferences as criteria (a range not set has open bounds). */
export function criteriaOfPreferences(preferences: PreferenceCriteria): Criteria {
  return criteriaFrom({
    range: (entry) => preferences[entry.preference] ?? EMPTY_RANGE,
    list: (entry) => preferences[entry.preference],
  });
}

/**
 * Criteria as partner preferences, which keep a range whole or not at all: a bound left open becomes the lowest or
 * highest possible.
 */
export function preferencesOfCriteria(criteria: Criteria): PreferenceCriteria {
  const whole = (preference: RangeKey) => {
    const { min, max } = criteria[preference];
    const bounds = CRITERIA.filter(isRangeCriterion).find((entry) => entry.preference === preference)!.bounds;
    return min === null && max === null ? null : { min: min ?? bounds.min, max: max ?? bounds.max };
  };
  return { ...criteria, ageRange: whole('ageRange'), heightRange: whole('heightRange') };
}

/** The criteria of a search's query (`ageMin`, `state`...): what is not given is open. */
export function criteriaOfSearch(query: MatrimonialSearchFilters): Criteria {
  return criteriaFrom({
    range: ({ trait }) => ({ min: query[searchRange(trait).min] ?? null, max: query[searchRange(trait).max] ?? null }),
    list: ({ trait }) => query[trait] ?? [],
  });
}

/** The query of a search for these criteria, without what is open or empty. */
export function searchOfCriteria(criteria: Criteria): MatrimonialSearchFilters {
  const filters: MatrimonialSearchFilters = {};
  for (const entry of CRITERIA) {
    if (isRangeCriterion(entry)) {
      const { min, max } = criteria[entry.preference];
      const params = searchRange(entry.trait);
      if (min !== null) Object.assign(filters, { [params.min]: min });
      if (max !== null) Object.assign(filters, { [params.max]: max });
    } else if (criteria[entry.preference].length > 0) {
      Object.assign(filters, { [entry.trait]: criteria[entry.preference] });
    }
  }
  return filters;
}

/** Whether the criterion is set: a range with a bound, a list with a value. */
export function isSet(entry: CriterionEntry, criteria: Criteria): boolean {
  if (isRangeCriterion(entry)) {
    const range = criteria[entry.preference];
    return range.min !== null || range.max !== null;
  }
  return criteria[entry.preference].length > 0;
}

/** Whether a value lies in a range (open bounds hold anything); a missing value is never in one. */
export const inRange = (range: Range, value: number | null) =>
  value !== null && (range.min === null || value >= range.min) && (range.max === null || value <= range.max);
