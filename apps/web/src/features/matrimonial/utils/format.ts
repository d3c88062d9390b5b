import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  DIET_LABELS,
  MANGLIK_LABELS,
  MARITAL_STATUS_LABELS,
  type MatchCriterion,
  type MatrimonialProfileCard,
  type PartnerPreferences,
} from '@samaj/shared/matrimonial';
import type { HindiReferenceList } from '@samaj/shared/reference/hindi';
import { formatRelative } from '@/lib/i18n/format';
import type { MatrimonialLabels } from './use-matrimonial-labels';

/** "29 yrs · 5'6" · Never married" (in Hindi "29 वर्ष · 5 फ़ुट 6 इंच · अविवाहित"). */
export function factsOf(
  profile: Pick<MatrimonialProfileCard, 'age' | 'height' | 'maritalStatus'>,
  i18n: I18n,
  labels: MatrimonialLabels,
): string {
  const { age } = profile;
  return [
    age !== null ? i18n._(msg`${age} yrs`) : null,
    labels.shortHeight(profile.height),
    profile.maritalStatus
      ? labels.label('maritalStatuses', profile.maritalStatus, MARITAL_STATUS_LABELS[profile.maritalStatus])
      : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** "MBBS · Doctor". */
export function careerOf(
  profile: Pick<MatrimonialProfileCard, 'educationDegree' | 'profession'>,
  { label }: MatrimonialLabels,
): string | null {
  const { educationDegree, profession } = profile;
  return (
    [educationDegree && label('degrees', educationDegree), profession && label('occupations', profession)]
      .filter(Boolean)
      .join(' · ') || null
  );
}

/** A criterion of my preferences in words, with what I asked for: "Age 26–32", "State: Bihar or Jharkhand". */
export function criterionText(
  criterion: MatchCriterion,
  preferences: PartnerPreferences | undefined,
  i18n: I18n,
  labels: MatrimonialLabels,
): string {
  const label = labels.criterion(criterion);
  if (!preferences) return label;
  const or = i18n._(msg({ message: 'or', comment: 'Joins the values a member asked for: "Bihar or Jharkhand".' }));
  const list = (values: readonly string[], reference: HindiReferenceList, english?: Record<string, string>) =>
    values.map((value) => labels.label(reference, value, english?.[value] ?? value)).join(` ${or} `);
  switch (criterion) {
    case 'AGE': {
      if (!preferences.ageRange) return label;
      const { min, max } = preferences.ageRange;
      return i18n._(msg`Age ${min}–${max}`);
    }
    case 'HEIGHT': {
      if (!preferences.heightRange) return label;
      const min = labels.shortHeight(preferences.heightRange.min) ?? '';
      const max = labels.shortHeight(preferences.heightRange.max) ?? '';
      return i18n._(msg`Height ${min}–${max}`);
    }
    case 'MARITAL_STATUS':
      return `${label}: ${list(preferences.maritalStatus, 'maritalStatuses', MARITAL_STATUS_LABELS)}`;
    case 'EDUCATION':
      return `${label}: ${list(preferences.educationDegrees, 'degrees')}`;
    case 'OCCUPATION':
      return `${label}: ${list(preferences.occupations, 'occupations')}`;
    case 'STATE': {
      const places = list(preferences.states, 'states');
      return i18n._(msg`Lives in ${places}`);
    }
    case 'CITY': {
      const places = list(preferences.cities, 'cities');
      return i18n._(msg`Lives in ${places}`);
    }
    case 'MOTHER_TONGUE':
      return `${label}: ${list(preferences.motherTongues, 'languages')}`;
    case 'DIET':
      return `${label}: ${list(preferences.diet, 'diets', DIET_LABELS)}`;
    case 'MANGLIK':
      return `${label}: ${list(preferences.manglik, 'manglik', MANGLIK_LABELS)}`;
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
export function horoscopeOf(
  profile: Pick<MatrimonialProfileCard, 'rashi' | 'nakshatra'>,
  i18n: I18n,
  labels: MatrimonialLabels,
): string | null {
  const rashi = profile.rashi ? labels.rashi(profile.rashi).split(' (')[0] : null;
  const nakshatra = profile.nakshatra ? labels.nakshatra(profile.nakshatra) : null;
  return (
    [rashi ? i18n._(msg`Rashi ${rashi}`) : null, nakshatra ? i18n._(msg`Nakshatra ${nakshatra}`) : null]
      .filter(Boolean)
      .join(' · ') || null
  );
}

/** A profile's partner preferences as rows of the profile page: what each criterion asks for, or null. */
export function preferenceRows(
  preferences: PartnerPreferences,
  i18n: I18n,
  labels: MatrimonialLabels,
): [string, string | null][] {
  const { ageRange, heightRange } = preferences;
  const youngest = ageRange?.min ?? '';
  const oldest = ageRange?.max ?? '';
  const shortest = (heightRange && labels.shortHeight(heightRange.min)) ?? '';
  const tallest = (heightRange && labels.shortHeight(heightRange.max)) ?? '';
  const list = (values: readonly string[], reference: HindiReferenceList, english?: Record<string, string>) =>
    values.length ? values.map((value) => labels.label(reference, value, english?.[value] ?? value)).join(', ') : null;
  return [
    [i18n._(msg`Age`), ageRange ? i18n._(msg`${youngest} to ${oldest} years`) : null],
    [i18n._(msg`Height`), heightRange ? i18n._(msg`${shortest} to ${tallest}`) : null],
    [i18n._(msg`Marital status`), list(preferences.maritalStatus, 'maritalStatuses', MARITAL_STATUS_LABELS)],
    [i18n._(msg`Education`), list(preferences.educationDegrees, 'degrees')],
    [i18n._(msg`Profession`), list(preferences.occupations, 'occupations')],
    [i18n._(msg`States`), list(preferences.states, 'states')],
    [i18n._(msg`Cities`), list(preferences.cities, 'cities')],
    [i18n._(msg`Mother tongue`), list(preferences.motherTongues, 'languages')],
    [i18n._(msg`Diet`), list(preferences.diet, 'diets', DIET_LABELS)],
    [i18n._(msg`Manglik`), list(preferences.manglik, 'manglik', MANGLIK_LABELS)],
    [i18n._(msg`Horoscope`), preferences.horoscopeMatters ? i18n._(msg`Matters to the family`) : null],
  ];
}
