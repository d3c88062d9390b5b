import { z } from 'zod';
import { gender } from './auth.ts';
import { PAGE_SIZE, SEARCH_MIN_CHARS } from './constants.ts';
import { citiesOf, isState, STATES } from './location.ts';
import {
  DIETS,
  HEIGHT_MAX,
  HEIGHT_MIN,
  MANGLIK_VALUES,
  MARITAL_STATUSES,
  MATCH_CRITERIA,
  PARTNER_AGE_MAX,
  PARTNER_AGE_MIN,
} from './matrimonial-criteria.ts';
import { matrimonialDetails } from './matrimonial-details.ts';
import { citiesBelongToStates, partnerPreferences } from './matrimonial-preferences.ts';
import {
  FAMILY_TYPES,
  INTEREST_STATUSES,
  listOf,
  MATRIMONIAL_SEARCH_KEYWORD_MAX_LENGTH,
  PHOTO_REQUEST_STATUSES,
  referenceValue,
  withoutRepeats,
} from './matrimonial-values.ts';
import { pageLimit, pageNumber, pageQuery } from './pagination.ts';
import { EDUCATION_DEGREES } from './reference/education.ts';
import { LANGUAGES } from './reference/languages.ts';
import { NAKSHATRAS, RASHIS } from './reference/horoscope.ts';
import { OCCUPATIONS } from './reference/occupations.ts';
import { atLeast, atMost, lineText } from './text.ts';
import { memberLocation } from './users.ts';

/** Other members' marriage profiles: cards, whole profiles, recommendations and search. */

/** Why a gotra rule leaves a profile out (`notSuggested`). */
export const GOTRA_EXCLUSIONS = ['SAME_GOTRA', 'MOTHERS_GOTRA'] as const;
export type GotraExclusion = (typeof GOTRA_EXCLUSIONS)[number];
export const GOTRA_EXCLUSION_LABELS: Record<GotraExclusion, string> = {
  SAME_GOTRA: 'Same gotra: not suggested',
  MOTHERS_GOTRA: "Mother's gotra: not suggested",
};

export const matchSummary = z.object({
  /** 0..100: the share of both members' set criteria that are met, mine and theirs together. */
  score: z.number().int().min(0).max(100),
  /** Criteria of my preferences this profile meets, and those it does not (in MATCH_CRITERIA order). */
  met: z.array(z.enum(MATCH_CRITERIA)),
  unmet: z.array(z.enum(MATCH_CRITERIA)),
  /** How many criteria of their preferences I meet, out of those they set. */
  theirsMet: z.number().int(),
  theirsTotal: z.number().int(),
  /** Which criteria of theirs I meet and which I do not: the criteria only, never the values they chose. */
  theirs: z.object({ met: z.array(z.enum(MATCH_CRITERIA)), unmet: z.array(z.enum(MATCH_CRITERIA)) }),
});
export type MatchSummary = z.infer<typeof matchSummary>;

/** The latest interest between the viewer and a profile, from the viewer's side. */
export const interestState = z.object({
  id: z.string(),
  status: z.enum(INTEREST_STATUSES),
  sentByMe: z.boolean(),
  updatedAt: z.string(),
});
export type InterestState = z.infer<typeof interestState>;

/** My request to see a profile's photos ("Request photos"), from my side; null on a card when I never asked. */
export const photoRequestState = z.object({
  id: z.string(),
  status: z.enum(PHOTO_REQUEST_STATUSES),
  /** Whether "Request photos" may be sent now: not while one waits or is granted; after a decline, once the wait is over. */
  canRequest: z.boolean(),
});
export type PhotoRequestState = z.infer<typeof photoRequestState>;

/** The public matrimonial card. `image` is null when the owner's photo visibility hides it. */
export const matrimonialProfileCard = z.object({
  id: z.string(),
  fullName: z.string(),
  isVerified: z.boolean(),
  gender: gender.nullable(),
  age: z.number().int().nullable(),
  image: z.string().nullable(),
  /** The member has photos the viewer may not see (yet). */
  photosLocked: z.boolean(),
  /** My "Request photos" to this member, if I ever sent one. */
  photoRequest: photoRequestState.nullable(),
  height: z.number().int().nullable(),
  maritalStatus: z.enum(MARITAL_STATUSES).nullable(),
  educationDegree: z.string().nullable(),
  profession: z.string().nullable(),
  currentLocation: memberLocation.nullable(),
  motherTongue: z.string().nullable(),
  rashi: z.enum(RASHIS).nullable(),
  nakshatra: z.enum(NAKSHATRAS).nullable(),
  matchScore: z.number().int().min(0).max(100),
  match: matchSummary,
  interest: interestState.nullable(),
  /** I saved this profile to my shortlist. */
  shortlisted: z.boolean(),
});
export type MatrimonialProfileCard = z.infer<typeof matrimonialProfileCard>;

/** GET /matrimonial/profile/{id}: everything the owner shares, photos as their visibility allows. */
export const matrimonialProfile = matrimonialProfileCard.extend({
  images: z.array(z.string()),
  bioData: z.string().nullable(),
  languages: z.array(z.string()),
  specializedDegree: z.string().nullable(),
  university: z.string().nullable(),
  currentJobRole: z.string().nullable(),
  // The owner's marriage profile fields, as they see them (the card above has height, status and mother tongue);
  // the birth time and place only to a member whose interest they accepted (null otherwise).
  ...matrimonialDetails.pick({
    weight: true,
    religion: true,
    caste: true,
    subCaste: true,
    gotra: true,
    motherGotra: true,
    manglik: true,
    birthTime: true,
    birthPlace: true,
    diet: true,
    smokingHabits: true,
    drinkingHabits: true,
    bodyType: true,
    familyType: true,
    fatherOccupation: true,
    motherOccupation: true,
    siblings: true,
    familyIncome: true,
    familyBasedOut: true,
    aboutFamily: true,
    expectations: true,
    profileCreatedBy: true,
  }).shape,
  partnerPreferences: partnerPreferences,
  /** The viewer's own profile (a preview): no actions. */
  isMine: z.boolean(),
  /**
   * Why recommendations and search leave this profile out for me, when a gotra rule (mine or theirs) does: the same
   * gotra, or one side's gotra is the other's mother's gotra. Null when it is suggested.
   */
  notSuggested: z.enum(GOTRA_EXCLUSIONS).nullable(),
});
export type MatrimonialProfile = z.infer<typeof matrimonialProfile>;

export const recommendedQuery = pageQuery(PAGE_SIZE.recommendedProfiles);
export type RecommendedQuery = z.output<typeof recommendedQuery>;

export const recommendedResult = z.object({
  total: z.number().int(),
  profiles: z.array(matrimonialProfileCard),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type RecommendedResult = z.infer<typeof recommendedResult>;

/** Query values that are missing, null or '' are dropped; a repeated key gives a list. */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const toList = (value: unknown) => {
  if (value === undefined || value === null || value === '') return undefined;
  const list = (Array.isArray(value) ? value : [value]).filter((item) => item !== '' && item !== null);
  return list.length > 0 ? list : undefined;
};
const queryNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`)
      .optional(),
  );
export const queryChoices = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.preprocess(
    toList,
    z
      .array(z.enum(values, { message: `${label} must be one of ${listOf(values)}` }))
      .max(values.length)
      .transform(withoutRepeats)
      .optional(),
  );
const queryReferenceValues = (values: readonly string[], listName: string) =>
  z.preprocess(toList, z.array(referenceValue(values, listName)).max(50).transform(withoutRepeats).optional());

/** GET /matrimonial/profiles/search. Without `gender` it looks for the gender the member seeks. */
export const matrimonialSearchQuery = z
  .object({
    gender: z.preprocess(blankToUndefined, gender.optional()),
    ageMin: queryNumber('ageMin', PARTNER_AGE_MIN, PARTNER_AGE_MAX),
    ageMax: queryNumber('ageMax', PARTNER_AGE_MIN, PARTNER_AGE_MAX),
    heightMin: queryNumber('heightMin', HEIGHT_MIN, HEIGHT_MAX),
    heightMax: queryNumber('heightMax', HEIGHT_MIN, HEIGHT_MAX),
    maritalStatus: queryChoices(MARITAL_STATUSES, 'maritalStatus'),
    state: queryReferenceValues(STATES, 'states'),
    city: z.preprocess(toList, z.array(z.string().max(200)).max(50).transform(withoutRepeats).optional()),
    educationDegree: queryReferenceValues(EDUCATION_DEGREES, 'education degrees'),
    profession: queryReferenceValues(OCCUPATIONS, 'occupations'),
    motherTongue: queryReferenceValues(LANGUAGES, 'languages'),
    diet: queryChoices(DIETS, 'diet'),
    familyType: queryChoices(FAMILY_TYPES, 'familyType'),
    manglik: queryChoices(MANGLIK_VALUES, 'manglik'),
    rashi: queryChoices(RASHIS, 'rashi'),
    keyword: z.preprocess(
      blankToUndefined,
      lineText()
        .trim()
        .refine(atLeast(SEARCH_MIN_CHARS), `Type at least ${SEARCH_MIN_CHARS} characters`)
        .refine(atMost(MATRIMONIAL_SEARCH_KEYWORD_MAX_LENGTH), `Type at most ${MATRIMONIAL_SEARCH_KEYWORD_MAX_LENGTH} characters`)
        .optional(),
    ),
    page: pageNumber.default(1),
    limit: pageLimit(PAGE_SIZE.matrimonialSearch),
  })
  .superRefine((query, ctx) => {
    if (query.ageMin !== undefined && query.ageMax !== undefined && query.ageMin > query.ageMax) {
      ctx.addIssue({ code: 'custom', path: ['ageMax'], message: 'ageMax must not be less than ageMin' });
    }
    if (query.heightMin !== undefined && query.heightMax !== undefined && query.heightMin > query.heightMax) {
      ctx.addIssue({ code: 'custom', path: ['heightMax'], message: 'heightMax must not be less than heightMin' });
    }
    citiesBelongToStates({ states: query.state ?? [], cities: query.city ?? [] }, ctx);
  });
export type MatrimonialSearchQuery = z.output<typeof matrimonialSearchQuery>;
/** What the web app sends: every filter optional, lists as arrays. */
export type MatrimonialSearchFilters = Partial<Omit<MatrimonialSearchQuery, 'page' | 'limit'>>;

export const matrimonialSearchResult = recommendedResult;
export type MatrimonialSearchResult = RecommendedResult;

/** The cities of the given states, for the filters' cascade (all states' cities when none is chosen). */
export function citiesOfStates(states: readonly string[]): string[] {
  const chosen = states.length > 0 ? states.filter(isState) : STATES;
  return [...new Set(chosen.flatMap((state) => citiesOf(state)))];
}
