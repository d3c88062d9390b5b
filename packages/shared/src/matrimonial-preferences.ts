import { z } from 'zod';
import { isCityOf, STATES } from './location.ts';
import {
  DIETS,
  HEIGHT_MAX,
  HEIGHT_MIN,
  MANGLIK_VALUES,
  MARITAL_STATUSES,
  PARTNER_AGE_MAX,
  PARTNER_AGE_MIN,
} from './matrimonial-criteria.ts';
import { choiceList, HEIGHT_VALUES, quoted, referenceList, withoutRepeats } from './matrimonial-values.ts';
import { EDUCATION_DEGREES } from './reference/education.ts';
import { LANGUAGES } from './reference/languages.ts';
import { OCCUPATIONS } from './reference/occupations.ts';

/** Partner preferences: PUT and GET /matrimonial/preferences. */

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
export function citiesBelongToStates(value: { states: string[]; cities: string[] }, ctx: z.RefinementCtx) {
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
    /** Whether the family wants to see horoscopes before going ahead (shown on my profile); kept when missing. */
    horoscopeMatters: z.boolean({ message: 'horoscopeMatters must be true or false' }).optional(),
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
  horoscopeMatters: z.boolean(),
});
export type PartnerPreferences = z.infer<typeof partnerPreferences>;
