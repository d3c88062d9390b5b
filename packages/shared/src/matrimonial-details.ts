import { z } from 'zod';
import { DIETS, HEIGHT_MAX, HEIGHT_MIN, MANGLIK_VALUES, MARITAL_STATUSES } from './matrimonial-criteria.ts';
import {
  BODY_TYPES,
  FAMILY_INCOMES,
  FAMILY_TYPES,
  HABIT_FREQUENCIES,
  HEIGHT_VALUES,
  listOf,
  MATRIMONIAL_REQUIRED_FIELDS,
  MATRIMONIAL_TEXT_MAX_LENGTH,
  type MatrimonialRequiredField,
  optionalChoice,
  optionalReferenceValue,
  PARENT_OCCUPATIONS,
  PHOTO_VISIBILITIES,
  PROFILE_CREATORS,
  RELIGIONS,
  SIBLING_MARITAL_STATUSES,
  SIBLING_RELATIONS,
  SIBLINGS_MAX,
  WEIGHT_MAX_KG,
  WEIGHT_MIN_KG,
} from './matrimonial-values.ts';
import { isCityOf, isState } from './location.ts';
import { canonicalGotra } from './reference/gotras.ts';
import { NAKSHATRAS, RASHIS } from './reference/horoscope.ts';
import { LANGUAGES } from './reference/languages.ts';
import { optionalText } from './text.ts';
import { PHONE_NUMBER_PATTERN } from './auth.ts';

/** The marriage profile: what a member writes (PUT /user/matrimonial-details) and reads back. */

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
/** A gotra picked from the list (another spelling becomes the list's) or typed after choosing "Other". */
const gotraInput = (label: string) =>
  optionalText(label, 60)
    .refine((value) => value?.toLowerCase() !== 'other', `Type the ${label.toLowerCase()} after choosing "Other"`)
    .transform((value) => (value === null ? null : canonicalGotra(value)));

/** 24-hour `HH:MM`, as a time input gives it. */
export const birthTimeInput = z
  .string({ message: 'Birth time must be text like 06:45' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Birth time must be a 24-hour time like 06:45')
  .nullish()
  .transform((value) => value ?? null);

/** A city of the location lookup. */
export const birthPlaceInput = z
  .object(
    {
      state: z.string({ message: 'Birth place: state is required' }),
      city: z.string({ message: 'Birth place: city is required' }),
    },
    { message: 'Birth place must be { state, city }' },
  )
  .superRefine((value, ctx) => {
    if (!isState(value.state))
      ctx.addIssue({ code: 'custom', path: ['state'], message: 'Choose a state from the list' });
    else if (!isCityOf(value.state, value.city))
      ctx.addIssue({ code: 'custom', path: ['city'], message: `Choose a city of ${value.state}` });
  })
  .nullish()
  .transform((value) => (value ? { state: value.state, city: value.city } : null));

/** An optional phone number, checked as a login number is (the API keeps it in E.164); blank means none. */
export const optionalPhoneInput = z
  .string({ message: 'Enter a valid phone number' })
  .trim()
  .max(24, 'Phone number is too long')
  .refine((value) => value === '' || PHONE_NUMBER_PATTERN.test(value), 'Enter a valid phone number')
  .nullish()
  .transform((value) => (value ? value : null));

/** Settings that keep their stored value when a client leaves them out (one that does not know them changes nothing). */
const keptSetting = (label: string) => z.boolean({ message: `${label} must be true or false` }).optional();

export type SiblingInput = z.input<typeof siblingInput>;
export type Sibling = z.output<typeof siblingInput>;

/**
 * PUT /user/matrimonial-details: the whole section; a missing optional field is cleared. `photoVisibility` and
 * `isHidden` keep their value when missing (a client that does not know them must never expose photos), and so do
 * the settings `excludeSameGotra`, `excludeMotherGotra` and `browsePrivately`.
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
  gotra: gotraInput('Gotra'),
  motherGotra: gotraInput("Mother's gotra"),
  /** Not suggested: profiles of my own gotra (stored: true until changed). */
  excludeSameGotra: keptSetting('excludeSameGotra'),
  /** Not suggested: profiles whose gotra is my mother's gotra (stored: false until changed). */
  excludeMotherGotra: keptSetting('excludeMotherGotra'),
  manglik: optionalChoice(MANGLIK_VALUES, 'Manglik'),
  birthTime: birthTimeInput,
  birthPlace: birthPlaceInput,
  rashi: optionalChoice(RASHIS, 'Rashi'),
  nakshatra: optionalChoice(NAKSHATRAS, 'Nakshatra'),
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
  /** Shown, with the member's own phone, only to members with an accepted interest (GET /matrimonial/profiles/{id}/contact). */
  familyContactName: optionalText('Family contact name', 80),
  familyContactPhone: optionalPhoneInput,
  photoVisibility: z
    .enum(PHOTO_VISIBILITIES, { message: `Photo visibility must be one of ${listOf(PHOTO_VISIBILITIES)}` })
    .optional(),
  isHidden: z.boolean({ message: 'isHidden must be true or false' }).optional(),
  /** My visits to profiles are not recorded, and I do not see who visited mine. */
  browsePrivately: keptSetting('browsePrivately'),
  /**
   * Required, with `profileCreatedBy` (who it is for), while the stored profile has no `profileCreatedBy` (its first
   * save, or one made before this was asked): the member confirms that the profile is for marriage and that its
   * details are true. Ignored afterwards.
   */
  confirmation: z
    .object(
      {
        forMarriage: z.literal(true, { message: 'Confirm that this profile is for marriage' }),
        detailsTrue: z.literal(true, { message: 'Confirm that the details are true' }),
      },
      { message: 'confirmation must be { forMarriage: true, detailsTrue: true }' },
    )
    .optional(),
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
  motherGotra: z.string().nullable(),
  excludeSameGotra: z.boolean(),
  excludeMotherGotra: z.boolean(),
  manglik: z.enum(MANGLIK_VALUES).nullable(),
  birthTime: z.string().nullable(),
  birthPlace: z.object({ state: z.string(), city: z.string() }).nullable(),
  rashi: z.enum(RASHIS).nullable(),
  nakshatra: z.enum(NAKSHATRAS).nullable(),
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
  familyContactName: z.string().nullable(),
  familyContactPhone: z.string().nullable(),
  photoVisibility: z.enum(PHOTO_VISIBILITIES),
  images: z.array(z.string()),
  isHidden: z.boolean(),
  browsePrivately: z.boolean(),
});
export type MatrimonialDetails = z.infer<typeof matrimonialDetails>;

/** The required fields still empty (the birth date and gender are checked from the personal details). */
export function missingMatrimonialFields(
  details: Pick<MatrimonialDetails, MatrimonialRequiredField> | null,
): MatrimonialRequiredField[] {
  return MATRIMONIAL_REQUIRED_FIELDS.filter((field) => details?.[field] === null || details?.[field] === undefined);
}
