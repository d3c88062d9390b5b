import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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
import { formatRelative } from '@/lib/i18n/format';
import type { HindiReferenceList } from '@samaj/shared/reference/hindi';

/** `5'6"` for 168 cm: the feet and inches families use (the label's centimetres are left for the details). */
export function shortHeight(cm: number | null | undefined): string | null {
  if (!cm) return null;
  return heightLabel(cm).split(' ')[0] ?? null;
}

/** A reference value as the reader sees it (useReferenceLabels().label). */
type EnumLabel = (list: HindiReferenceList, value: string, english: string) => string;

/** "29 yrs · 5'6" · Never married". */
export function factsOf(
  profile: Pick<MatrimonialProfileCard, 'age' | 'height' | 'maritalStatus'>,
  i18n: I18n,
  label: EnumLabel = (_list, _value, english) => english,
): string {
  const { age } = profile;
  return [
    age !== null ? i18n._(msg`${age} yrs`) : null,
    shortHeight(profile.height),
    profile.maritalStatus
      ? label('maritalStatuses', profile.maritalStatus, MARITAL_STATUS_LABELS[profile.maritalStatus])
      : null,
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
export function criterionText(
  criterion: MatchCriterion,
  preferences: PartnerPreferences | undefined,
  i18n: I18n,
): string {
  const label = MATCH_CRITERION_LABELS[criterion];
  if (!preferences) return label;
  const or = i18n._(msg({ message: 'or', comment: 'Joins the values a member asked for: "Bihar or Jharkhand".' }));
  const list = (values: readonly string[], labels?: Record<string, string>) =>
    values.map((value) => labels?.[value] ?? value).join(` ${or} `);
  switch (criterion) {
    case 'AGE': {
      if (!preferences.ageRange) return label;
      const { min, max } = preferences.ageRange;
      return i18n._(msg`Age ${min}–${max}`);
    }
    case 'HEIGHT': {
      if (!preferences.heightRange) return label;
      const min = shortHeight(preferences.heightRange.min) ?? '';
      const max = shortHeight(preferences.heightRange.max) ?? '';
      return i18n._(msg`Height ${min}–${max}`);
    }
    case 'MARITAL_STATUS':
      return `${label}: ${list(preferences.maritalStatus, MARITAL_STATUS_LABELS)}`;
    case 'EDUCATION':
      return `${label}: ${list(preferences.educationDegrees)}`;
    case 'OCCUPATION':
      return `${label}: ${list(preferences.occupations)}`;
    case 'STATE': {
      const places = list(preferences.states);
      return i18n._(msg`Lives in ${places}`);
    }
    case 'CITY': {
      const places = list(preferences.cities);
      return i18n._(msg`Lives in ${places}`);
    }
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

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "2 days ago", "yesterday", "just now" (in the reader's language: "2 दिन पहले"). */
export function timeAgo(iso: string, i18n: I18n, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return formatRelative(Math.round(seconds / size), unit);
  }
  return i18n._(msg`just now`);
}

/** "Rashi Mesh · Nakshatra Rohini", or null when neither is given. */
export function horoscopeOf(profile: Pick<MatrimonialProfileCard, 'rashi' | 'nakshatra'>, i18n: I18n): string | null {
  const rashi = profile.rashi ? RASHI_LABELS[profile.rashi].split(' (')[0] : null;
  const nakshatra = profile.nakshatra ? NAKSHATRA_LABELS[profile.nakshatra] : null;
  return (
    [rashi ? i18n._(msg`Rashi ${rashi}`) : null, nakshatra ? i18n._(msg`Nakshatra ${nakshatra}`) : null]
      .filter(Boolean)
      .join(' · ') || null
  );
}
