import { MATCH_CRITERION_LABELS, type MatchCriterion } from '@samaj/shared/matrimonial';
import type { Location } from '@samaj/shared/location';
import { HEIGHT_OPTIONS, heightLabel } from '@samaj/shared/reference/heights';
import type { HindiReferenceList } from '@samaj/shared/reference/hindi';
import { NAKSHATRA_LABELS, RASHI_LABELS, type Nakshatra, type Rashi } from '@samaj/shared/reference/horoscope';
import { needReferenceLabels, useReferenceLabels } from '@/lib/i18n/use-reference-labels';

needReferenceLabels();

/** The reference list each list criterion picks from (age and height are ranges). */
export const CRITERION_LISTS = {
  MARITAL_STATUS: 'maritalStatuses',
  EDUCATION: 'degrees',
  OCCUPATION: 'occupations',
  STATE: 'states',
  CITY: 'cities',
  MOTHER_TONGUE: 'languages',
  DIET: 'diets',
  MANGLIK: 'manglik',
} as const satisfies Partial<Record<MatchCriterion, HindiReferenceList>>;

/** The height option a stored height shows as (the one heightLabel picks). */
const nearestHeight = (cm: number) =>
  HEIGHT_OPTIONS.reduce((nearest, option) =>
    Math.abs(option.value - cm) < Math.abs(nearest.value - cm) ? option : nearest,
  ).value;

/**
 * The marriage profile's values as the reader sees them: Hindi labels for a Hindi reader (heights in फ़ुट and इंच,
 * places, degrees, professions, choices, rashis), English otherwise. The values themselves never change.
 */
export function useMatrimonialLabels() {
  const { label, optionLabel } = useReferenceLabels();
  const height = (cm: number) => label('heights', nearestHeight(cm), heightLabel(cm));
  return {
    label,
    optionLabel,
    /** An enum's chip labels: `labels('diets', DIET_LABELS)`. */
    labels: (list: HindiReferenceList, english: Readonly<Record<string, string>>): Record<string, string> =>
      Object.fromEntries(Object.entries(english).map(([value, text]) => [value, label(list, value, text)])),
    /** A select's options with their labels: `selectOptions('religions', RELIGIONS)`. */
    selectOptions: <V extends string | number>(
      list: HindiReferenceList,
      options: readonly (V | { value: V; label: string })[],
    ): { value: V; label: string }[] =>
      options.map((option) =>
        typeof option === 'object'
          ? { value: option.value, label: label(list, option.value, option.label) }
          : { value: option, label: label(list, option) },
      ),
    /** "5'6" (168 cm)" or "5 फ़ुट 6 इंच (168 सेमी)". */
    height,
    /** `5'6"` or "5 फ़ुट 6 इंच": the feet and inches families use. */
    shortHeight: (cm: number | null | undefined) => (cm ? (height(cm).split(' (')[0] ?? null) : null),
    /** "Patna, Bihar". */
    place: (location: Pick<Location, 'state' | 'city'> | null | undefined) =>
      location
        ? [location.city && label('cities', location.city), location.state && label('states', location.state)]
            .filter(Boolean)
            .join(', ') || null
        : null,
    criterion: (criterion: MatchCriterion) => label('matchCriteria', criterion, MATCH_CRITERION_LABELS[criterion]),
    rashi: (rashi: Rashi) => label('rashis', rashi, RASHI_LABELS[rashi]),
    nakshatra: (nakshatra: Nakshatra) => label('nakshatras', nakshatra, NAKSHATRA_LABELS[nakshatra]),
  };
}

export type MatrimonialLabels = ReturnType<typeof useMatrimonialLabels>;
