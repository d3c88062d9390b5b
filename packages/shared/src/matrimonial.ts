import { z } from 'zod';
import { gender, type genders } from './auth.ts';
import { PAGE_SIZE, SEARCH_MIN_CHARS } from './constants.ts';
import { uuidParam } from './envelope.ts';
import { citiesOf, isCityOf, isState, STATES } from './location.ts';
import { pageLimit, pageNumber, pageQuery } from './pagination.ts';
import { EDUCATION_DEGREES } from './reference/education.ts';
import { HEIGHT_OPTIONS } from './reference/heights.ts';
import { LANGUAGES } from './reference/languages.ts';
import { OCCUPATIONS } from './reference/occupations.ts';
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
import { lineText, optionalText } from './text.ts';
import { memberLocation } from './users.ts';

// The criteria a member looks for in a partner, and their values, have their own module; re-exported here.
export {
  DIET_LABELS,
  DIETS,
  MANGLIK_LABELS,
  MANGLIK_VALUES,
  MARITAL_STATUS_LABELS,
  MARITAL_STATUSES,
  MATCH_CRITERIA,
  MATCH_CRITERION_LABELS,
  PARTNER_AGE_MAX,
  PARTNER_AGE_MIN,
  type Diet,
  type Manglik,
  type MaritalStatus,
  type MatchCriterion,
} from './matrimonial-criteria.ts';

/*
 * The matrimonial contract (API.md Matrimonial): the marriage profile, partner preferences, recommendations,
 * search and interests (blocks and reports: ./safety.ts). Enum values are the API's; the labels are what members read.
 */

export const HABIT_FREQUENCIES = ['NEVER', 'OCCASIONALLY', 'REGULARLY'] as const;
export const BODY_TYPES = ['SLIM', 'AVERAGE', 'ATHLETIC', 'HEAVY'] as const;
export const FAMILY_TYPES = ['NUCLEAR', 'JOINT'] as const;
export const PROFILE_CREATORS = ['SELF', 'PARENT', 'SIBLING', 'RELATIVE', 'FRIEND'] as const;
export const PHOTO_VISIBILITIES = ['ALL', 'ACCEPTED_INTERESTS', 'NOBODY'] as const;
export const INTEREST_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED'] as const;
export const INTEREST_RESPONSES = ['ACCEPTED', 'DECLINED'] as const;
export const SIBLING_RELATIONS = ['ELDER_BROTHER', 'YOUNGER_BROTHER', 'ELDER_SISTER', 'YOUNGER_SISTER'] as const;
export const SIBLING_MARITAL_STATUSES = ['MARRIED', 'UNMARRIED'] as const;

type Gender = (typeof genders)[number];

export type HabitFrequency = (typeof HABIT_FREQUENCIES)[number];
export type BodyType = (typeof BODY_TYPES)[number];
export type FamilyType = (typeof FAMILY_TYPES)[number];
export type ProfileCreator = (typeof PROFILE_CREATORS)[number];
export type PhotoVisibility = (typeof PHOTO_VISIBILITIES)[number];
export type InterestStatus = (typeof INTEREST_STATUSES)[number];
export type SiblingRelation = (typeof SIBLING_RELATIONS)[number];

export const HABIT_LABELS: Record<HabitFrequency, string> = {
  NEVER: 'Never',
  OCCASIONALLY: 'Occasionally',
  REGULARLY: 'Regularly',
};
export const BODY_TYPE_LABELS: Record<BodyType, string> = {
  SLIM: 'Slim',
  AVERAGE: 'Average',
  ATHLETIC: 'Athletic',
  HEAVY: 'Heavy',
};
export const FAMILY_TYPE_LABELS: Record<FamilyType, string> = { NUCLEAR: 'Nuclear family', JOINT: 'Joint family' };
export const PROFILE_CREATOR_LABELS: Record<ProfileCreator, string> = {
  SELF: 'Self',
  PARENT: 'Parent',
  SIBLING: 'Brother or sister',
  RELATIVE: 'Relative',
  FRIEND: 'Friend',
};
export const PHOTO_VISIBILITY_LABELS: Record<PhotoVisibility, string> = {
  ALL: 'Every member with a marriage profile',
  ACCEPTED_INTERESTS: 'Only members I have connected with (an accepted interest)',
  NOBODY: 'Nobody: show my initial instead',
};
export const INTEREST_STATUS_LABELS: Record<InterestStatus, string> = {
  PENDING: 'Pending',
  ACCEPTED: 'Accepted',
  DECLINED: 'Declined',
};
export const SIBLING_RELATION_LABELS: Record<SiblingRelation, string> = {
  ELDER_BROTHER: 'Elder brother',
  YOUNGER_BROTHER: 'Younger brother',
  ELDER_SISTER: 'Elder sister',
  YOUNGER_SISTER: 'Younger sister',
};

export const RELIGIONS: readonly string[] = [
  'Hindu',
  'Jain',
  'Buddhist',
  'Sikh',
  'Christian',
  'Muslim',
  'Parsi',
  'Jewish',
  'No religion',
  'Other',
];

/** Yearly family income, in ranges (lakh = 100,000 rupees). */
export const FAMILY_INCOMES: readonly string[] = [
  'Below ₹3 lakh',
  '₹3–5 lakh',
  '₹5–10 lakh',
  '₹10–20 lakh',
  '₹20–50 lakh',
  '₹50 lakh–1 crore',
  'Above ₹1 crore',
  'Prefer not to say',
];

/** A parent's occupation: the occupations list, and "Passed away" before its final "Other". */
export const PARENT_OCCUPATIONS: readonly string[] = [
  ...OCCUPATIONS.filter((occupation) => occupation !== 'Other'),
  'Passed away',
  'Other',
];

/** Indian law's minimum marriage age: 21 for men, 18 for women (21 for anyone else, the stricter one). */
export const MATRIMONIAL_MIN_AGE: Record<Gender, number> = { MALE: 21, FEMALE: 18, OTHER: 21 };
export const MATRIMONIAL_PHOTOS_MAX = 6;
/** After the receiver declines, the same sender may try again only this many days later. */
export const INTEREST_RETRY_DAYS = 90;
export const WEIGHT_MIN_KG = 30;
export const WEIGHT_MAX_KG = 200;
export const SIBLINGS_MAX = 12;
export const INTEREST_MESSAGE_MAX_LENGTH = 500;
export const MATRIMONIAL_TEXT_MAX_LENGTH = 1000;
export const MATRIMONIAL_SEARCH_KEYWORD_MAX_LENGTH = 80;

/** What a marriage profile needs before `isMatrimonialProfile` is true (besides the birth date and gender). */
export const MATRIMONIAL_REQUIRED_FIELDS = [
  'height',
  'maritalStatus',
  'motherTongue',
  'religion',
  'diet',
  'familyType',
  'profileCreatedBy',
] as const;
export type MatrimonialRequiredField = (typeof MATRIMONIAL_REQUIRED_FIELDS)[number];

/** The gender a member looks for unless they ask for another: the other one; anyone for OTHER. */
export function soughtGender(own: Gender | null | undefined): Gender | null {
  if (own === 'MALE') return 'FEMALE';
  if (own === 'FEMALE') return 'MALE';
  return null;
}

const HEIGHT_VALUES: ReadonlySet<number> = new Set(HEIGHT_OPTIONS.map((option) => option.value));

const withoutRepeats = <T>(values: T[]) => [...new Set(values)];
const quoted = (value: string) => `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
const listOf = (values: readonly string[]) => values.join(', ');

/** One of the enum's values, or nothing (null or missing). */
function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z
    .enum(values, { message: `${label} must be one of ${listOf(values)}` })
    .nullish()
    .transform((value) => value ?? null);
}

function referenceValue(values: readonly string[], listName: string) {
  const allowed = new Set(values);
  return z
    .string({ message: `Choose from the list of ${listName}` })
    .max(200, `Choose from the list of ${listName}`)
    .superRefine((value, ctx) => {
      if (!allowed.has(value))
        ctx.addIssue({ code: 'custom', message: `${quoted(value)} is not in the list of ${listName}` });
    });
}

/** One value of a reference list, or nothing (null, missing or ''). */
function optionalReferenceValue(values: readonly string[], listName: string) {
  const allowed = new Set(values);
  return z
    .string({ message: `Choose from the list of ${listName}` })
    .max(200, `Choose from the list of ${listName}`)
    .nullish()
    .transform((value) => value || null)
    .superRefine((value, ctx) => {
      if (value !== null && !allowed.has(value)) {
        ctx.addIssue({ code: 'custom', message: `${quoted(value)} is not in the list of ${listName}` });
      }
    });
}

/** Values of a reference list, each once. */
function referenceList(values: readonly string[], listName: string, max: number) {
  return z
    .array(referenceValue(values, listName), { message: `Must be a list of ${listName}` })
    .max(max, `At most ${max} ${listName}`)
    .transform(withoutRepeats);
}

function choiceList<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z
    .array(z.enum(values, { message: `${label} must be one of ${listOf(values)}` }), {
      message: `${label} must be a list`,
    })
    .max(values.length * 2, `Too many ${label.toLowerCase()} values`)
    .transform(withoutRepeats);
}

export const heightInput = z
  .number({ message: 'Height must be a number of centimetres' })
  .int('Height must be a whole number of centimetres')
  .refine((value) => HEIGHT_VALUES.has(value), `Choose a height from the list (${HEIGHT_MIN} to ${HEIGHT_MAX} cm)`);

export const siblingInput = z.object({
  relation: z.enum(SIBLING_RELATIONS, { message: `Relation must be one of ${listOf(SIBLING_RELATIONS)}` }),
  name: optionalText('Name', 80),
  maritalStatus: optionalChoice(SIBLING_MARITAL_STATUSES, 'Marital status'),
  occupation: optionalText('Occupation', 100),
});
export type SiblingInput = z.input<typeof siblingInput>;
export type Sibling = z.output<typeof siblingInput>;

/**
 * PUT /user/matrimonial-details: the whole section; a missing optional field is cleared. `photoVisibility` and
 * `isHidden` keep their value when missing (a client that does not know them must never expose photos).
 * Photos are sent to PUT /user/matrimonial-images.
 */
export const matrimonialDetailsBody = z.object({
  height: heightInput.nullish().transform((value) => value ?? null),
  weight: z
    .number({ message: 'Weight must be a number of kilograms' })
    .int('Weight must be a whole number of kilograms')
    .min(WEIGHT_MIN_KG, `Weight must be at least ${WEIGHT_MIN_KG} kg`)
    .max(WEIGHT_MAX_KG, `Weight must be at most ${WEIGHT_MAX_KG} kg`)
    .nullish()
    .transform((value) => value ?? null),
  maritalStatus: optionalChoice(MARITAL_STATUSES, 'Marital status'),
  motherTongue: optionalReferenceValue(LANGUAGES, 'languages'),
  religion: optionalReferenceValue(RELIGIONS, 'religions'),
  caste: optionalText('Caste', 60),
  subCaste: optionalText('Sub-caste', 60),
  gotra: optionalText('Gotra', 60),
  manglik: optionalChoice(MANGLIK_VALUES, 'Manglik'),
  diet: optionalChoice(DIETS, 'Diet'),
  smokingHabits: optionalChoice(HABIT_FREQUENCIES, 'Smoking'),
  drinkingHabits: optionalChoice(HABIT_FREQUENCIES, 'Drinking'),
  bodyType: optionalChoice(BODY_TYPES, 'Body type'),
  familyType: optionalChoice(FAMILY_TYPES, 'Family type'),
  fatherOccupation: optionalReferenceValue(PARENT_OCCUPATIONS, 'occupations'),
  motherOccupation: optionalReferenceValue(PARENT_OCCUPATIONS, 'occupations'),
  siblings: z
    .array(siblingInput, { message: 'Siblings must be a list' })
    .max(SIBLINGS_MAX, `At most ${SIBLINGS_MAX} siblings`)
    .default([]),
  familyIncome: optionalReferenceValue(FAMILY_INCOMES, 'family income ranges'),
  familyBasedOut: optionalText('Family based out of', 100),
  aboutFamily: optionalText('About the family', MATRIMONIAL_TEXT_MAX_LENGTH, { lines: true }),
  expectations: optionalText('Expectations', MATRIMONIAL_TEXT_MAX_LENGTH, { lines: true }),
  profileCreatedBy: optionalChoice(PROFILE_CREATORS, 'Profile created by'),
  photoVisibility: z
    .enum(PHOTO_VISIBILITIES, { message: `Photo visibility must be one of ${listOf(PHOTO_VISIBILITIES)}` })
    .optional(),
  isHidden: z.boolean({ message: 'isHidden must be true or false' }).optional(),
});
export type MatrimonialDetailsBody = z.input<typeof matrimonialDetailsBody>;
export type MatrimonialDetailsInput = z.output<typeof matrimonialDetailsBody>;

/** A marriage profile as its owner sees it (GET /user/me, PUT /user/matrimonial-details). */
export const matrimonialDetails = z.object({
  height: z.number().int().nullable(),
  weight: z.number().int().nullable(),
  maritalStatus: z.enum(MARITAL_STATUSES).nullable(),
  motherTongue: z.string().nullable(),
  religion: z.string().nullable(),
  caste: z.string().nullable(),
  subCaste: z.string().nullable(),
  gotra: z.string().nullable(),
  manglik: z.enum(MANGLIK_VALUES).nullable(),
  diet: z.enum(DIETS).nullable(),
  smokingHabits: z.enum(HABIT_FREQUENCIES).nullable(),
  drinkingHabits: z.enum(HABIT_FREQUENCIES).nullable(),
  bodyType: z.enum(BODY_TYPES).nullable(),
  familyType: z.enum(FAMILY_TYPES).nullable(),
  fatherOccupation: z.string().nullable(),
  motherOccupation: z.string().nullable(),
  siblings: z.array(
    z.object({
      relation: z.enum(SIBLING_RELATIONS),
      name: z.string().nullable(),
      maritalStatus: z.enum(SIBLING_MARITAL_STATUSES).nullable(),
      occupation: z.string().nullable(),
    }),
  ),
  familyIncome: z.string().nullable(),
  familyBasedOut: z.string().nullable(),
  aboutFamily: z.string().nullable(),
  expectations: z.string().nullable(),
  profileCreatedBy: z.enum(PROFILE_CREATORS).nullable(),
  photoVisibility: z.enum(PHOTO_VISIBILITIES),
  images: z.array(z.string()),
  isHidden: z.boolean(),
});
export type MatrimonialDetails = z.infer<typeof matrimonialDetails>;

/** The required fields still empty (the birth date and gender are checked from the personal details). */
export function missingMatrimonialFields(
  details: Pick<MatrimonialDetails, MatrimonialRequiredField> | null,
): MatrimonialRequiredField[] {
  return MATRIMONIAL_REQUIRED_FIELDS.filter((field) => details?.[field] === null || details?.[field] === undefined);
}

/** A range of ages or heights; `min` may equal `max`. */
function rangeInput(label: string, unit: string, min: number, max: number, check?: (value: number) => boolean) {
  const bound = (name: string) => {
    const base = z
      .number({ message: `${label} ${name} must be a number` })
      .int(`${label} ${name} must be a whole number`)
      .min(min, `${label} ${name} must be at least ${min}${unit}`)
      .max(max, `${label} ${name} must be at most ${max}${unit}`);
    return check ? base.refine(check, `Choose a ${label.toLowerCase()} from the list`) : base;
  };
  return z
    .object({ min: bound('minimum'), max: bound('maximum') }, { message: `${label} range must be { min, max }` })
    .refine((range) => range.min <= range.max, {
      message: `${label} range: the minimum must not be more than the maximum`,
      path: ['max'],
    })
    .nullish()
    .transform((range) => range ?? null);
}

/** Cities must belong to the chosen states (any state when none is chosen). */
function citiesBelongToStates(value: { states: string[]; cities: string[] }, ctx: z.RefinementCtx) {
  value.cities.forEach((city, index) => {
    const known =
      value.states.length > 0
        ? value.states.some((state) => isCityOf(state, city))
        : STATES.some((state) => isCityOf(state, city));
    if (!known) {
      ctx.addIssue({
        code: 'custom',
        path: ['cities', index],
        message:
          value.states.length > 0
            ? `${quoted(city)} is not a city of the chosen states`
            : `${quoted(city)} is not in the list of cities`,
      });
    }
  });
}

/** PUT /matrimonial/preferences: the whole set; a missing range means "any", a missing list "no preference". */
export const partnerPreferencesBody = z
  .object({
    ageRange: rangeInput('Age', '', PARTNER_AGE_MIN, PARTNER_AGE_MAX),
    heightRange: rangeInput('Height', ' cm', HEIGHT_MIN, HEIGHT_MAX, (value) => HEIGHT_VALUES.has(value)),
    maritalStatus: choiceList(MARITAL_STATUSES, 'Marital status').default([]),
    educationDegrees: referenceList(EDUCATION_DEGREES, 'education degrees', 50).default([]),
    occupations: referenceList(OCCUPATIONS, 'occupations', 50).default([]),
    states: referenceList(STATES, 'states', STATES.length).default([]),
    cities: z
      .array(z.string({ message: 'Choose from the list of cities' }).max(200), { message: 'Must be a list of cities' })
      .max(50, 'At most 50 cities')
      .transform(withoutRepeats)
      .default([]),
    motherTongues: referenceList(LANGUAGES, 'languages', 20).default([]),
    diet: choiceList(DIETS, 'Diet').default([]),
    manglik: choiceList(MANGLIK_VALUES, 'Manglik').default([]),
  })
  .superRefine(citiesBelongToStates);
export type PartnerPreferencesBody = z.input<typeof partnerPreferencesBody>;
export type PartnerPreferencesInput = z.output<typeof partnerPreferencesBody>;

const rangeOutput = z.object({ min: z.number().int(), max: z.number().int() }).nullable();
export const partnerPreferences = z.object({
  ageRange: rangeOutput,
  heightRange: rangeOutput,
  maritalStatus: z.array(z.enum(MARITAL_STATUSES)),
  educationDegrees: z.array(z.string()),
  occupations: z.array(z.string()),
  states: z.array(z.string()),
  cities: z.array(z.string()),
  motherTongues: z.array(z.string()),
  diet: z.array(z.enum(DIETS)),
  manglik: z.array(z.enum(MANGLIK_VALUES)),
});
export type PartnerPreferences = z.infer<typeof partnerPreferences>;

export const matchSummary = z.object({
  /** 0..100: the share of both members' set criteria that are met, mine and theirs together. */
  score: z.number().int().min(0).max(100),
  /** Criteria of my preferences this profile meets, and those it does not (in MATCH_CRITERIA order). */
  met: z.array(z.enum(MATCH_CRITERIA)),
  unmet: z.array(z.enum(MATCH_CRITERIA)),
  /** How many criteria of their preferences I meet, out of those they set. */
  theirsMet: z.number().int(),
  theirsTotal: z.number().int(),
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

/** API.md `Profile`: the public matrimonial card. `image` is null when the owner's photo visibility hides it. */
export const matrimonialProfileCard = z.object({
  id: z.string(),
  fullName: z.string(),
  isVerified: z.boolean(),
  gender: gender.nullable(),
  age: z.number().int().nullable(),
  image: z.string().nullable(),
  /** The member has photos the viewer may not see (yet). */
  photosLocked: z.boolean(),
  height: z.number().int().nullable(),
  maritalStatus: z.enum(MARITAL_STATUSES).nullable(),
  educationDegree: z.string().nullable(),
  profession: z.string().nullable(),
  currentLocation: memberLocation.nullable(),
  motherTongue: z.string().nullable(),
  matchScore: z.number().int().min(0).max(100),
  match: matchSummary,
  interest: interestState.nullable(),
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
  // The owner's marriage profile fields, as they see them (the card above has height, status and mother tongue).
  ...matrimonialDetails.pick({
    weight: true,
    religion: true,
    caste: true,
    subCaste: true,
    gotra: true,
    manglik: true,
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

/** Query values that are missing, null or '' are dropped (SPEC §5); a repeated key gives a list. */
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
const queryChoices = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
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
    keyword: z.preprocess(
      blankToUndefined,
      lineText()
        .trim()
        .min(SEARCH_MIN_CHARS, `Type at least ${SEARCH_MIN_CHARS} characters`)
        .max(MATRIMONIAL_SEARCH_KEYWORD_MAX_LENGTH, `Type at most ${MATRIMONIAL_SEARCH_KEYWORD_MAX_LENGTH} characters`)
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

/** API.md `Author`. */
export const author = z.object({
  id: z.string(),
  fullName: z.string(),
  image: z.string().nullable(),
  isVerified: z.boolean(),
});
export type Author = z.infer<typeof author>;

export const sendInterestBody = z.object({
  receiverId: uuidParam,
  message: optionalText('Message', INTEREST_MESSAGE_MAX_LENGTH, { lines: true }),
});
export type SendInterestBody = z.input<typeof sendInterestBody>;

export const respondInterestBody = z.object({
  status: z.enum(INTEREST_RESPONSES, { message: 'status must be ACCEPTED or DECLINED' }),
});
export type RespondInterestBody = z.infer<typeof respondInterestBody>;

export const interest = z.object({
  id: z.string(),
  senderId: z.string(),
  receiverId: z.string(),
  message: z.string().nullable(),
  status: z.enum(INTEREST_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  sender: author.optional(),
  receiver: author.optional(),
});
export type Interest = z.infer<typeof interest>;

/** GET /matrimonial/interests/received and /sent; `status` (repeatable) keeps only those statuses. */
export const interestsQuery = z.object({
  page: pageNumber.default(1),
  limit: pageLimit(PAGE_SIZE.interests),
  status: queryChoices(INTEREST_STATUSES, 'status'),
});
export type InterestsQuery = z.output<typeof interestsQuery>;

export const interestsList = z.object({ interests: z.array(interest), total: z.number().int() });
export type InterestsList = z.infer<typeof interestsList>;
