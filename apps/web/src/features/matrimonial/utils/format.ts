import {
  DIET_LABELS,
  MANGLIK_LABELS,
  MARITAL_STATUS_LABELS,
  MATCH_CRITERION_LABELS,
  type MatchCriterion,
  type MatrimonialProfileCard,
  type PartnerPreferences,
} from '@samaj/shared/matrimonial';
import { heightLabel } from '@samaj/shared/reference/heights';
import { NAKSHATRA_LABELS, RASHI_LABELS } from '@samaj/shared/reference/horoscope';

/** `5'6"` for 168 cm: the feet and inches families use (the label's centimetres are left for the details). */
export function shortHeight(cm: number | null | undefined): string | null {
  if (!cm) return null;
  return heightLabel(cm).split(' ')[0] ?? null;
}

/** "29 yrs · 5'6" · Never married". */
export function factsOf(profile: Pick<MatrimonialProfileCard, 'age' | 'height' | 'maritalStatus'>): string {
  return [
    profile.age !== null ? `${profile.age} yrs` : null,
    shortHeight(profile.height),
    profile.maritalStatus ? MARITAL_STATUS_LABELS[profile.maritalStatus] : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** "Patna, Bihar". */
export function placeOf(profile: Pick<MatrimonialProfileCard, 'currentLocation'>): string | null {
  const location = profile.currentLocation;
  return location ? [location.city, location.state].filter(Boolean).join(', ') : null;
}

/** "MBBS · Doctor". */
export function careerOf(profile: Pick<MatrimonialProfileCard, 'educationDegree' | 'profession'>): string | null {
  return [profile.educationDegree, profile.profession].filter(Boolean).join(' · ') || null;
}

/** A criterion of my preferences in words, with what I asked for: "Age 26–32", "State: Bihar or Jharkhand". */
export function criterionText(criterion: MatchCriterion, preferences: PartnerPreferences | undefined): string {
  const label = MATCH_CRITERION_LABELS[criterion];
  if (!preferences) return label;
  const list = (values: readonly string[], labels?: Record<string, string>) =>
    values.map((value) => labels?.[value] ?? value).join(' or ');
  switch (criterion) {
    case 'AGE':
      return preferences.ageRange ? `Age ${preferences.ageRange.min}–${preferences.ageRange.max}` : label;
    case 'HEIGHT':
      return preferences.heightRange
        ? `Height ${shortHeight(preferences.heightRange.min)}–${shortHeight(preferences.heightRange.max)}`
        : label;
    case 'MARITAL_STATUS':
      return `${label}: ${list(preferences.maritalStatus, MARITAL_STATUS_LABELS)}`;
    case 'EDUCATION':
      return `${label}: ${list(preferences.educationDegrees)}`;
    case 'OCCUPATION':
      return `${label}: ${list(preferences.occupations)}`;
    case 'STATE':
      return `Lives in ${list(preferences.states)}`;
    case 'CITY':
      return `Lives in ${list(preferences.cities)}`;
    case 'MOTHER_TONGUE':
      return `${label}: ${list(preferences.motherTongues)}`;
    case 'DIET':
      return `${label}: ${list(preferences.diet, DIET_LABELS)}`;
    case 'MANGLIK':
      return `${label}: ${list(preferences.manglik, MANGLIK_LABELS)}`;
  }
}

/** How many preference criteria are set: nothing to match on until there is one. */
export function preferenceCount(preferences: PartnerPreferences | undefined): number {
  if (!preferences) return 0;
  return (
    (preferences.ageRange ? 1 : 0) +
    (preferences.heightRange ? 1 : 0) +
    [
      preferences.maritalStatus,
      preferences.educationDegrees,
      preferences.occupations,
      preferences.states,
      preferences.cities,
      preferences.motherTongues,
      preferences.diet,
      preferences.manglik,
    ].filter((values) => values.length > 0).length
  );
}

/** "she", "he" or "they" (and "her", "his", "their"), for sentences about a profile. */
export function pronounOf(gender: MatrimonialProfileCard['gender']): {
  subject: string;
  object: string;
  possessive: string;
} {
  if (gender === 'FEMALE') return { subject: 'she', object: 'her', possessive: 'her' };
  if (gender === 'MALE') return { subject: 'he', object: 'him', possessive: 'his' };
  return { subject: 'they', object: 'them', possessive: 'their' };
}

const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "2 days ago", "yesterday", "just now". */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

/** "Rashi Mesh · Nakshatra Rohini", or null when neither is given. */
export function horoscopeOf(profile: Pick<MatrimonialProfileCard, 'rashi' | 'nakshatra'>): string | null {
  return (
    [
      profile.rashi ? `Rashi ${RASHI_LABELS[profile.rashi].split(' (')[0]}` : null,
      profile.nakshatra ? `Nakshatra ${NAKSHATRA_LABELS[profile.nakshatra]}` : null,
    ]
      .filter(Boolean)
      .join(' · ') || null
  );
}
