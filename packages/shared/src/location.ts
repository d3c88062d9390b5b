import { z } from 'zod';
import { LOCATIONS } from './reference/locations.ts';

export const STATES: readonly string[] = Object.keys(LOCATIONS);

/** Own keys only: `constructor` or `__proto__` must never pass for a state or a city. */
function citiesMap(state: string) {
  return Object.hasOwn(LOCATIONS, state) ? LOCATIONS[state] : undefined;
}

export function isState(state: string): boolean {
  return citiesMap(state) !== undefined;
}

export function isCityOf(state: string, city: string): boolean {
  const cities = citiesMap(state);
  return cities !== undefined && Object.hasOwn(cities, city);
}

export function citiesOf(state: string): readonly string[] {
  const cities = citiesMap(state);
  return cities ? Object.keys(cities) : [];
}

export function localitiesOf(state: string, city: string): readonly string[] {
  return isCityOf(state, city) ? (citiesMap(state)?.[city] ?? []) : [];
}

/** A member's place: a state, one of its cities, and optionally one of that city's localities. */
export const locationInput = z
  .object({
    state: z.string({ message: 'State is required' }).min(1, 'State is required'),
    city: z.string({ message: 'City is required' }).min(1, 'City is required'),
    locality: z.string().max(100).nullish(),
  })
  .superRefine((value, ctx) => {
    if (!isState(value.state)) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: 'Choose a state from the list' });
      return;
    }
    if (!isCityOf(value.state, value.city)) {
      ctx.addIssue({ code: 'custom', path: ['city'], message: `Choose a city of ${value.state}` });
      return;
    }
    if (value.locality && !localitiesOf(value.state, value.city).includes(value.locality)) {
      ctx.addIssue({ code: 'custom', path: ['locality'], message: `Choose a locality of ${value.city}` });
    }
  })
  .transform(({ state, city, locality }) => ({ state, city, locality: locality || null }));

export type Location = z.output<typeof locationInput>;
