import { z } from 'zod';
import { gender } from './auth.ts';
import { PAGE_SIZE, SEARCH_MIN_CHARS } from './constants.ts';
import { locationInput } from './location.ts';
import { pageLimit, pageNumber } from './pagination.ts';
import { EDUCATION_DEGREES } from './reference/education.ts';
import { INDUSTRY_NAMES, subIndustriesOf } from './reference/industries.ts';
import { LANGUAGES } from './reference/languages.ts';
import { OCCUPATIONS } from './reference/occupations.ts';
import { SKILLS } from './reference/skills.ts';
import { atLeast, atMost, lineText, optionalText } from './text.ts';
import { dateOfBirthInput, emailInput, fullNameInput, helpKeywordsInput, memberLocation } from './users.ts';

export const BIO_DATA_MAX_LENGTH = 1000;
export const SPECIALIZED_DEGREE_MAX_LENGTH = 100;
export const UNIVERSITY_MAX_LENGTH = 150;
export const CURRENT_JOB_ROLE_MAX_LENGTH = 100;
export const PASSING_YEAR_MIN = 1950;
/** Students may give the year they expect to finish. */
export const PASSING_YEAR_AHEAD = 6;
export const INDUSTRIES_MAX = 5;
export const ACHIEVEMENTS_MAX = 10;
export const ACHIEVEMENT_MAX_LENGTH = 200;
export const HOBBIES_MAX = 15;
export const HOBBY_MAX_LENGTH = 60;
export const USER_SEARCH_MAX_LENGTH = 80;

const withoutRepeats = (values: string[]) => [...new Set(values)];

function withoutRepeatsIgnoringCase(values: string[]) {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Quotes what the member sent in an error message, cut short so a long value does not flood it. */
const quoted = (value: string) => `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;

function notInList(allowed: ReadonlySet<string>, listName: string) {
  return (value: string | null, ctx: z.RefinementCtx) => {
    if (value !== null && !allowed.has(value)) {
      ctx.addIssue({ code: 'custom', message: `${quoted(value)} is not in the list of ${listName}` });
    }
  };
}

function referenceValue(values: readonly string[], listName: string) {
  return z
    .string({ message: `Choose from the list of ${listName}` })
    .max(200, `Choose from the list of ${listName}`)
    .superRefine(notInList(new Set(values), listName));
}

/** One value of a reference list, or nothing (null, missing or ''). */
function optionalReferenceValue(values: readonly string[], listName: string) {
  return z
    .string({ message: `Choose from the list of ${listName}` })
    .max(200, `Choose from the list of ${listName}`)
    .nullish()
    .transform((value) => value || null)
    .superRefine(notInList(new Set(values), listName));
}

/** Values of a reference list, each once. */
function referenceList(values: readonly string[], listName: string, max: number) {
  return z
    .array(referenceValue(values, listName), { message: `Must be a list of ${listName}` })
    .max(max, `At most ${max} ${listName}`)
    .transform(withoutRepeats);
}

/** Short free-text entries, trimmed, each once whatever its case. */
function textList(listName: string, max: number, itemLabel: string, itemMax: number) {
  return z
    .array(
      lineText(`${itemLabel} must be text`)
        .trim()
        .min(1, `${itemLabel} cannot be empty`)
        .refine(atMost(itemMax), `${itemLabel} must be at most ${itemMax} characters`),
      { message: `Must be a list of ${listName}` },
    )
    .max(max, `At most ${max} ${listName}`)
    .transform(withoutRepeatsIgnoringCase);
}

const passingYearInput = z
  .number({ message: 'Passing year must be a year' })
  .int('Passing year must be a year')
  .min(PASSING_YEAR_MIN, `Passing year must be ${PASSING_YEAR_MIN} or later`)
  .refine(
    (year) => year <= new Date().getUTCFullYear() + PASSING_YEAR_AHEAD,
    `Passing year can be at most ${PASSING_YEAR_AHEAD} years from now`,
  )
  .nullish()
  .transform((year) => year ?? null);

/** PUT /user/personal-details: the whole section; a missing optional field is cleared. */
export const personalDetailsBody = z.object({
  fullName: fullNameInput,
  email: emailInput.nullish().or(z.literal('').transform(() => null)),
  gender,
  dateOfBirth: dateOfBirthInput,
  languages: referenceList(LANGUAGES, 'languages', LANGUAGES.length).default([]),
  bioData: optionalText('Bio data', BIO_DATA_MAX_LENGTH, { lines: true }),
  isPhoneNumberPublic: z.boolean({ message: 'isPhoneNumberPublic must be true or false' }),
  currentLocation: locationInput,
});
export type PersonalDetailsBody = z.input<typeof personalDetailsBody>;
export type PersonalDetailsInput = z.output<typeof personalDetailsBody>;

/** PUT /user/community-details: the whole section; a missing optional field is cleared, a missing list emptied. */
export const communityDetailsBody = z
  .object({
    educationDegree: optionalReferenceValue(EDUCATION_DEGREES, 'education degrees'),
    specializedDegree: optionalText('Specialized degree', SPECIALIZED_DEGREE_MAX_LENGTH),
    university: optionalText('University', UNIVERSITY_MAX_LENGTH),
    passingYear: passingYearInput,
    profession: optionalReferenceValue(OCCUPATIONS, 'occupations'),
    currentJobRole: optionalText('Current job role', CURRENT_JOB_ROLE_MAX_LENGTH),
    industries: referenceList(INDUSTRY_NAMES, 'industries', INDUSTRIES_MAX).default([]),
    subIndustries: z
      .array(z.string().max(200), { message: 'Must be a list of sub-industries' })
      .max(100, 'Too many sub-industries')
      .transform(withoutRepeats)
      .default([]),
    skills: referenceList(SKILLS, 'skills', SKILLS.length).default([]),
    canHelpOut: helpKeywordsInput.default([]),
    canSeekHelp: helpKeywordsInput.default([]),
    achievements: textList('achievements', ACHIEVEMENTS_MAX, 'An achievement', ACHIEVEMENT_MAX_LENGTH).default([]),
    hobbies: textList('hobbies', HOBBIES_MAX, 'A hobby', HOBBY_MAX_LENGTH).default([]),
  })
  .superRefine((value, ctx) => {
    const allowed = new Set(subIndustriesOf(value.industries));
    value.subIndustries.forEach((subIndustry, index) => {
      if (!allowed.has(subIndustry)) {
        ctx.addIssue({
          code: 'custom',
          path: ['subIndustries', index],
          message: `${quoted(subIndustry)} is not a sub-industry of the chosen industries`,
        });
      }
    });
  });
export type CommunityDetailsBody = z.input<typeof communityDetailsBody>;
export type CommunityDetailsInput = z.output<typeof communityDetailsBody>;

export const personalDetails = z.object({
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  gender: gender.nullable(),
  dateOfBirth: z.string().nullable(),
  languages: z.array(z.string()),
  bioData: z.string().nullable(),
  isPhoneNumberPublic: z.boolean(),
  currentLocation: memberLocation.nullable(),
});
export type PersonalDetails = z.infer<typeof personalDetails>;

export const communityDetails = z.object({
  educationDegree: z.string().nullable(),
  specializedDegree: z.string().nullable(),
  university: z.string().nullable(),
  passingYear: z.number().int().nullable(),
  profession: z.string().nullable(),
  currentJobRole: z.string().nullable(),
  industries: z.array(z.string()),
  subIndustries: z.array(z.string()),
  skills: z.array(z.string()),
  canHelpOut: z.array(z.string()),
  canSeekHelp: z.array(z.string()),
  achievements: z.array(z.string()),
  hobbies: z.array(z.string()),
});
export type CommunityDetails = z.infer<typeof communityDetails>;

/** A member in lists (search, community). */
export const userCard = z.object({
  id: z.string(),
  fullName: z.string(),
  image: z.string().nullable(),
  isVerified: z.boolean(),
  bioData: z.string().nullable(),
  currentLocation: memberLocation.nullable(),
  canHelpOut: z.array(z.string()),
  canSeekHelp: z.array(z.string()),
  educationDegree: z.string().nullable(),
  currentJobRole: z.string().nullable(),
  profession: z.string().nullable(),
});
export type UserCard = z.infer<typeof userCard>;

/** Another member's profile as they allow it: age instead of the birth date, never the email, the phone only if public. */
export const publicProfile = userCard.extend({
  gender: gender.nullable(),
  age: z.number().int().nullable(),
  phoneNumber: z.string().nullable(),
  languages: z.array(z.string()),
  specializedDegree: z.string().nullable(),
  university: z.string().nullable(),
  passingYear: z.number().int().nullable(),
  industries: z.array(z.string()),
  subIndustries: z.array(z.string()),
  skills: z.array(z.string()),
  achievements: z.array(z.string()),
  hobbies: z.array(z.string()),
});
export type PublicProfile = z.infer<typeof publicProfile>;

/** GET /user/filter: members by name. */
export const userSearchQuery = z.object({
  keyword: lineText(`Type at least ${SEARCH_MIN_CHARS} characters`)
    .trim()
    .refine(atLeast(SEARCH_MIN_CHARS), `Type at least ${SEARCH_MIN_CHARS} characters`)
    .refine(atMost(USER_SEARCH_MAX_LENGTH), `Type at most ${USER_SEARCH_MAX_LENGTH} characters`),
  pageParam: pageNumber.default(1),
  limit: pageLimit(PAGE_SIZE.userSearch),
});
export type UserSearchQuery = z.output<typeof userSearchQuery>;

export const userSearchResult = z.object({ rows: z.array(userCard), total: z.number().int() });
export type UserSearchResult = z.infer<typeof userSearchResult>;

export const usersCount = z.object({
  totalUsers: z.number().int(),
  canHelpOutCount: z.number().int(),
  canSeekHelpCount: z.number().int(),
});
export type UsersCount = z.infer<typeof usersCount>;

export const helpKeywords = z.object({ canHelpOut: z.array(z.string()), canSeekHelp: z.array(z.string()) });
export type HelpKeywords = z.infer<typeof helpKeywords>;

/**
 * What counts towards profile completion and how much (the weights add up to 100). `field` is the name the API
 * lists in `inCompleteFields`; `section` is the profile tab where the member fills it in.
 */
export const PROFILE_COMPLETION_FIELDS = [
  { field: 'image', label: 'Profile photo', weight: 15, section: 'personalDetails' },
  { field: 'fullName', label: 'Full name', weight: 5, section: 'personalDetails' },
  { field: 'dateOfBirth', label: 'Date of birth', weight: 5, section: 'personalDetails' },
  { field: 'gender', label: 'Gender', weight: 5, section: 'personalDetails' },
  { field: 'currentLocation', label: 'Current location', weight: 10, section: 'personalDetails' },
  { field: 'bioData', label: 'About you', weight: 10, section: 'personalDetails' },
  { field: 'languages', label: 'Languages', weight: 5, section: 'personalDetails' },
  { field: 'educationDegree', label: 'Education', weight: 10, section: 'communityDetails' },
  { field: 'profession', label: 'Profession', weight: 10, section: 'communityDetails' },
  { field: 'currentJobRole', label: 'Current job role', weight: 5, section: 'communityDetails' },
  { field: 'skills', label: 'Skills', weight: 5, section: 'communityDetails' },
  { field: 'canHelpOut', label: 'How you can help', weight: 5, section: 'communityDetails' },
  { field: 'canSeekHelp', label: 'Help you are looking for', weight: 5, section: 'communityDetails' },
  { field: 'industries', label: 'Industries', weight: 5, section: 'communityDetails' },
] as const satisfies readonly {
  field: string;
  label: string;
  weight: number;
  section: 'personalDetails' | 'communityDetails';
}[];

export type ProfileCompletionField = (typeof PROFILE_COMPLETION_FIELDS)[number]['field'];
export const profileCompletionFields = PROFILE_COMPLETION_FIELDS.map(({ field }) => field) as [
  ProfileCompletionField,
  ...ProfileCompletionField[],
];

export const profileCompletion = z.object({
  profileCompletion: z.number().int().min(0).max(100),
  inCompleteFields: z.array(z.enum(profileCompletionFields)),
});
export type ProfileCompletion = z.infer<typeof profileCompletion>;
