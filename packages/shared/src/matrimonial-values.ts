import { z } from 'zod';
import type { genders } from './auth.ts';
import { OCCUPATIONS } from './reference/occupations.ts';
import { HEIGHT_OPTIONS } from './reference/heights.ts';

/** The matrimonial area's values: enums and their labels, reference lists, limits, and their validators. */

export const HABIT_FREQUENCIES = ['NEVER', 'OCCASIONALLY', 'REGULARLY'] as const;
export const BODY_TYPES = ['SLIM', 'AVERAGE', 'ATHLETIC', 'HEAVY'] as const;
export const FAMILY_TYPES = ['NUCLEAR', 'JOINT'] as const;
export const PROFILE_CREATORS = ['SELF', 'PARENT', 'SIBLING', 'RELATIVE', 'FRIEND'] as const;
export const PHOTO_VISIBILITIES = ['ALL', 'ACCEPTED_INTERESTS', 'NOBODY'] as const;
export const INTEREST_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED'] as const;
export const INTEREST_RESPONSES = ['ACCEPTED', 'DECLINED'] as const;
/** "Request photos" (REVOKED: the owner took back a grant) and what the owner may do with one. */
export const PHOTO_REQUEST_STATUSES = ['REQUESTED', 'GRANTED', 'DECLINED', 'REVOKED'] as const;
export const PHOTO_REQUEST_ACTIONS = ['GRANT', 'DECLINE', 'REVOKE'] as const;
/** After a decline or a revocation, the same member may ask again only after this many days. */
export const PHOTO_REQUEST_RETRY_DAYS = 30;
export const SIBLING_RELATIONS = ['ELDER_BROTHER', 'YOUNGER_BROTHER', 'ELDER_SISTER', 'YOUNGER_SISTER'] as const;
export const SIBLING_MARITAL_STATUSES = ['MARRIED', 'UNMARRIED'] as const;

type Gender = (typeof genders)[number];

export type HabitFrequency = (typeof HABIT_FREQUENCIES)[number];
export type BodyType = (typeof BODY_TYPES)[number];
export type FamilyType = (typeof FAMILY_TYPES)[number];
export type ProfileCreator = (typeof PROFILE_CREATORS)[number];
export type PhotoVisibility = (typeof PHOTO_VISIBILITIES)[number];
export type InterestStatus = (typeof INTEREST_STATUSES)[number];
export type PhotoRequestStatus = (typeof PHOTO_REQUEST_STATUSES)[number];
export type PhotoRequestAction = (typeof PHOTO_REQUEST_ACTIONS)[number];
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
  NOBODY: 'Only members whose photo request I grant',
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

export const HEIGHT_VALUES: ReadonlySet<number> = new Set(HEIGHT_OPTIONS.map((option) => option.value));

export const withoutRepeats = <T>(values: T[]) => [...new Set(values)];
export const quoted = (value: string) => `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
export const listOf = (values: readonly string[]) => values.join(', ');

/** One of the enum's values, or nothing (null or missing). */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z
    .enum(values, { message: `${label} must be one of ${listOf(values)}` })
    .nullish()
    .transform((value) => value ?? null);
}

export function referenceValue(values: readonly string[], listName: string) {
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
export function optionalReferenceValue(values: readonly string[], listName: string) {
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
export function referenceList(values: readonly string[], listName: string, max: number) {
  return z
    .array(referenceValue(values, listName), { message: `Must be a list of ${listName}` })
    .max(max, `At most ${max} ${listName}`)
    .transform(withoutRepeats);
}

export function choiceList<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z
    .array(z.enum(values, { message: `${label} must be one of ${listOf(values)}` }), {
      message: `${label} must be a list`,
    })
    .max(values.length * 2, `Too many ${label.toLowerCase()} values`)
    .transform(withoutRepeats);
}
