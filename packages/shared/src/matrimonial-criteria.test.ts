import { describe, expect, it } from 'vitest';
import {
  CRITERIA,
  criteriaOfPreferences,
  criteriaOfSearch,
  EMPTY_CRITERIA,
  isSet,
  MATCH_CRITERIA,
  preferencesOfCriteria,
  searchOfCriteria,
} from './matrimonial-criteria.ts';

describe('the criteria table', () => {
  it('names each criterion, preference key and trait once', () => {
    const once = (values: string[]) => expect(new Set(values).size).toBe(values.length);
    once(CRITERIA.map((entry) => entry.criterion));
    once(CRITERIA.map((entry) => entry.preference));
    once(CRITERIA.map((entry) => entry.trait));
    expect(MATCH_CRITERIA).toEqual(CRITERIA.map((entry) => entry.criterion));
  });

  it('reads a search query as criteria, and writes it back without what is open', () => {
    const query = { ageMin: 25, heightMax: 170, state: ['Bihar'], diet: ['VEGETARIAN' as const] };
    const criteria = criteriaOfSearch(query);
    expect(criteria).toEqual({
      ...EMPTY_CRITERIA,
      ageRange: { min: 25, max: null },
      heightRange: { min: null, max: 170 },
      states: ['Bihar'],
      diet: ['VEGETARIAN'],
    });
    expect(searchOfCriteria(criteria)).toEqual(query);
    expect(searchOfCriteria(EMPTY_CRITERIA)).toEqual({});
    expect(CRITERIA.filter((entry) => isSet(entry, criteria)).map((entry) => entry.criterion)).toEqual([
      'AGE',
      'HEIGHT',
      'STATE',
      'DIET',
    ]);
  });

  it('keeps partner preferences ranges whole: an open bound becomes the lowest or highest possible', () => {
    const criteria = { ...EMPTY_CRITERIA, ageRange: { min: 25, max: null }, manglik: ['NO' as const] };
    const preferences = preferencesOfCriteria(criteria);
    expect(preferences).toMatchObject({ ageRange: { min: 25, max: 80 }, heightRange: null, manglik: ['NO'] });
    expect(criteriaOfPreferences(preferences)).toEqual({ ...criteria, ageRange: { min: 25, max: 80 } });
  });
});
