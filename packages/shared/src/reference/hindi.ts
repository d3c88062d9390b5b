/**
 * Reference data in Hindi. The values never change (the API stores and validates the English values); only what a
 * Hindi reader sees does. The Hindi tables live in ./hi/ and are loaded with dynamic imports, so an English reader
 * downloads none of them: call `loadHindiLabels()` once the language is Hindi, then `referenceLabel(...)` per value.
 */
import type { HindiTable } from './hi/table.ts';

export type { HindiTable } from './hi/table.ts';
export { KEPT_IN_ENGLISH } from './hi/table.ts';

export const HINDI_REFERENCE_LISTS = [
  'states',
  'cities',
  'localities',
  'languages',
  'heights',
  'educationLevels',
  'degrees',
  'occupations',
  'industries',
  'subIndustries',
  'skills',
  'helpKeywords',
  'genders',
  'maritalStatuses',
  'manglik',
  'diets',
  'familyTypes',
  'profileCreators',
  'siblingRelations',
  'siblingMaritalStatuses',
  'habits',
  'bodyTypes',
  'photoVisibilities',
  'interestStatuses',
  'religions',
  'familyIncomes',
  'matchCriteria',
  'rashis',
  'nakshatras',
  'gotras',
  'reportReasons',
  'reportOutcomes',
  'grievanceStatuses',
  'roles',
  'memberStatuses',
  'reportTargets',
  'moderationActions',
] as const;

export type HindiReferenceList = (typeof HINDI_REFERENCE_LISTS)[number];
export type HindiLabels = Readonly<Record<HindiReferenceList, HindiTable>>;

async function importHindiLabels(): Promise<HindiLabels> {
  const [
    locations,
    languages,
    heights,
    education,
    occupations,
    industries,
    skills,
    helpKeywords,
    matrimonial,
    safety,
    horoscope,
    gotras,
  ] = await Promise.all([
    import('./hi/locations.ts'),
    import('./hi/languages.ts'),
    import('./hi/heights.ts'),
    import('./hi/education.ts'),
    import('./hi/occupations.ts'),
    import('./hi/industries.ts'),
    import('./hi/skills.ts'),
    import('./hi/help-keywords.ts'),
    import('./hi/matrimonial.ts'),
    import('./hi/safety.ts'),
    import('./hi/horoscope.ts'),
    import('./hi/gotras.ts'),
  ]);
  return {
    states: locations.STATE_NAMES_HI,
    cities: locations.CITY_NAMES_HI,
    localities: locations.LOCALITY_NAMES_HI,
    languages: languages.LANGUAGE_NAMES_HI,
    heights: heights.HEIGHTS_HI,
    educationLevels: education.EDUCATION_LEVELS_HI,
    degrees: education.EDUCATION_DEGREES_HI,
    occupations: occupations.OCCUPATIONS_HI,
    industries: industries.INDUSTRIES_HI,
    subIndustries: industries.SUB_INDUSTRIES_HI,
    skills: skills.SKILLS_HI,
    helpKeywords: helpKeywords.HELP_KEYWORDS_HI,
    genders: matrimonial.GENDERS_HI,
    maritalStatuses: matrimonial.MARITAL_STATUSES_HI,
    manglik: matrimonial.MANGLIK_HI,
    diets: matrimonial.DIETS_HI,
    familyTypes: matrimonial.FAMILY_TYPES_HI,
    profileCreators: matrimonial.PROFILE_CREATORS_HI,
    siblingRelations: matrimonial.SIBLING_RELATIONS_HI,
    siblingMaritalStatuses: matrimonial.SIBLING_MARITAL_STATUSES_HI,
    habits: matrimonial.HABITS_HI,
    bodyTypes: matrimonial.BODY_TYPES_HI,
    photoVisibilities: matrimonial.PHOTO_VISIBILITIES_HI,
    interestStatuses: matrimonial.INTEREST_STATUSES_HI,
    religions: matrimonial.RELIGIONS_HI,
    familyIncomes: matrimonial.FAMILY_INCOMES_HI,
    matchCriteria: matrimonial.MATCH_CRITERIA_HI,
    rashis: horoscope.RASHIS_HI,
    nakshatras: horoscope.NAKSHATRAS_HI,
    gotras: gotras.GOTRAS_HI,
    reportReasons: safety.REPORT_REASONS_HI,
    reportOutcomes: safety.REPORT_OUTCOMES_HI,
    grievanceStatuses: safety.GRIEVANCE_STATUSES_HI,
    roles: safety.ROLES_HI,
    memberStatuses: safety.MEMBER_STATUSES_HI,
    reportTargets: safety.REPORT_TARGETS_HI,
    moderationActions: safety.MODERATION_ACTIONS_HI,
  };
}

let loading: Promise<HindiLabels> | undefined;

/** Every Hindi table, loaded once (a failed load is tried again on the next call). */
export function loadHindiLabels(): Promise<HindiLabels> {
  loading ??= importHindiLabels().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The Hindi label of a value, or undefined when it has none (kept in English, unknown, or the labels not loaded). */
export function hindiLabel(hindi: HindiLabels | undefined, list: HindiReferenceList, value: string | number) {
  const table = hindi?.[list];
  const key = String(value);
  // Own keys only: 'constructor' must not find Object.prototype's.
  return table && Object.hasOwn(table, key) ? (table[key] ?? undefined) : undefined;
}

/**
 * What a reader of `language` sees for a reference value: in Hindi its Hindi label when it has one, otherwise (and
 * in English) `english`, which defaults to the value itself; enums pass their English label, e.g. DIET_LABELS[diet].
 */
export function referenceLabel(
  list: HindiReferenceList,
  value: string | number,
  language: 'en' | 'hi',
  hindi: HindiLabels | undefined,
  english: string = String(value),
): string {
  return (language === 'hi' ? hindiLabel(hindi, list, value) : undefined) ?? english;
}
