import type { Location } from '@samaj/shared/location';

/** "Kankarbagh, Patna, Bihar": the most precise part first. */
export function placeOf(location: Location | null | undefined): string | null {
  if (!location) return null;
  return [location.locality, location.city, location.state].filter(Boolean).join(', ') || null;
}
