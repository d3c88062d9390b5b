import type { Location } from '@samaj/shared/location';
import type { HindiReferenceList } from '@samaj/shared/reference/hindi';

/** A reference value as the reader sees it (useReferenceLabels' `label`): Hindi for a Hindi reader. */
export type ReferenceLabel = (list: HindiReferenceList, value: string) => string;

const asIs: ReferenceLabel = (_list, value) => value;

/** "Kankarbagh, Patna, Bihar": the most precise part first, in the reader's language. */
export function placeOf(location: Location | null | undefined, label: ReferenceLabel = asIs): string | null {
  if (!location) return null;
  const parts = [
    location.locality ? label('localities', location.locality) : null,
    location.city ? label('cities', location.city) : null,
    location.state ? label('states', location.state) : null,
  ];
  return parts.filter(Boolean).join(', ') || null;
}
