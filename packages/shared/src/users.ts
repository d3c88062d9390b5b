import { z } from 'zod';
import { gender } from './auth.ts';
import { ageFromBirthDate } from './age.ts';
import { HELP_KEYWORD_MAX_LENGTH, HELP_KEYWORDS_MAX, MIN_MEMBER_AGE } from './constants.ts';
import { languageInput } from './i18n/language.ts';
import { locationInput } from './location.ts';
import { atMost, lineText, personName } from './text.ts';

export const fullNameInput = personName('Full name', 2, 80);

/** A calendar date `YYYY-MM-DD` of someone at least `MIN_MEMBER_AGE` and at most 120 years old. */
export const dateOfBirthInput = z
  .string({ message: 'Date of birth is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date of birth must be a date (YYYY-MM-DD)')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'Date of birth is not a real date')
  .refine(
    (value) => (ageFromBirthDate(value) ?? -1) >= MIN_MEMBER_AGE,
    `You must be at least ${MIN_MEMBER_AGE} years old`,
  )
  .refine((value) => (ageFromBirthDate(value) ?? 999) <= 120, 'Date of birth is too far in the past');

/** Free-text help keywords: 1..60 characters each, at most 20, case kept, duplicates (any case) dropped. */
export const helpKeywordsInput = z
  .array(
    lineText('A keyword must be text')
      .trim()
      .min(1, 'A keyword cannot be empty')
      .refine(atMost(HELP_KEYWORD_MAX_LENGTH), `A keyword is at most ${HELP_KEYWORD_MAX_LENGTH} characters`),
    { message: 'Must be a list of keywords' },
  )
  .max(HELP_KEYWORDS_MAX, `At most ${HELP_KEYWORDS_MAX} keywords`)
  .transform((keywords) => {
    const seen = new Set<string>();
    return keywords.filter((keyword) => {
      const key = keyword.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

export const emailInput = z.email({ message: 'Enter a valid email address' }).max(254);

export const onboardBody = z.object({
  fullName: fullNameInput,
  dateOfBirth: dateOfBirthInput,
  gender,
  location: locationInput,
  canHelpOut: helpKeywordsInput.default([]),
  canSeekHelp: helpKeywordsInput.default([]),
  email: emailInput.nullish().or(z.literal('').transform(() => null)),
});
export type OnboardBody = z.input<typeof onboardBody>;
export type OnboardInput = z.output<typeof onboardBody>;

export const memberLocation = z.object({ state: z.string(), city: z.string(), locality: z.string().nullable() });

export const AVATAR_VISIBILITIES = ['EVERYONE', 'ACCEPTED'] as const;
export type AvatarVisibility = (typeof AVATAR_VISIBILITIES)[number];

/** The member's settings as `GET /user/me` and `PUT /user/preferences` answer them. */
export const userPreferences = z.object({
  /** The interface, the API's messages and the notifications (pushes) of the member: 'en' or 'hi'. */
  language: languageInput,
  /** "Show when I'm online": off, the member appears offline to everyone and sees no one online. */
  showOnline: z.boolean({ message: 'showOnline must be true or false' }),
  /**
   * "Show my profile photo to": EVERYONE, or ACCEPTED (only members with an accepted interest with me, or whom I
   * granted a photo request; others see my initial).
   */
  avatarVisibility: z.enum(AVATAR_VISIBILITIES, { message: 'avatarVisibility must be EVERYONE or ACCEPTED' }),
});
export type UserPreferences = z.infer<typeof userPreferences>;

/** `PUT /user/preferences`: the settings to change, at least one; those left out keep their value. */
export const userPreferencesBody = userPreferences
  .partial()
  .refine(
    (body) => body.language !== undefined || body.showOnline !== undefined || body.avatarVisibility !== undefined,
    'Send language, showOnline or avatarVisibility',
  );
export type UserPreferencesBody = z.infer<typeof userPreferencesBody>;
