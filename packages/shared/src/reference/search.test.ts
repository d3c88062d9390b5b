import { describe, expect, it } from 'vitest';
import { STATES, citiesOf } from '../location.ts';
import { hindiLabel, loadHindiLabels } from './hindi.ts';
import { foldForSearch, searchReferenceOptions } from './search.ts';

const hindi = await loadHindiLabels();
const cityInHindi = (city: string) => hindiLabel(hindi, 'cities', city);
const stateInHindi = (state: string) => hindiLabel(hindi, 'states', state);

describe('searchReferenceOptions', () => {
  it('finds a city by its Hindi name (पटना finds Patna)', () => {
    expect(searchReferenceOptions(citiesOf('Bihar'), 'पटना', cityInHindi)).toEqual(['Patna']);
    expect(searchReferenceOptions(citiesOf('Bihar'), 'दरभंगा', cityInHindi)).toEqual(['Darbhanga']);
    expect(searchReferenceOptions(STATES, 'उत्तर', stateInHindi)).toEqual(['Uttar Pradesh', 'Uttarakhand']);
  });

  it('finds a name typed without nukta or with chandrabindu for anusvara', () => {
    expect(searchReferenceOptions(citiesOf('Bihar'), 'मुजफ्फरपुर', cityInHindi)).toEqual(['Muzaffarpur']);
    expect(searchReferenceOptions(citiesOf('Jharkhand'), 'राँची', cityInHindi)).toEqual(['Ranchi']);
  });

  it('still finds English, whatever the case, names starting with the query first', () => {
    expect(searchReferenceOptions(citiesOf('Bihar'), 'PAT', cityInHindi)).toEqual(['Patna']);
    expect(searchReferenceOptions(citiesOf('Bihar'), 'pur', cityInHindi)).toEqual([
      'Purnia',
      ...citiesOf('Bihar').filter((city) => city !== 'Purnia' && city.includes('pur')),
    ]);
    expect(searchReferenceOptions(['Nawada', 'Arwal', 'Aurangabad'], 'a')).toEqual(['Arwal', 'Aurangabad', 'Nawada']);
    expect(searchReferenceOptions(['Patna', 'Gaya'], 'पटना')).toEqual([]);
  });

  it('returns the whole list for an empty or blank query', () => {
    const cities = citiesOf('Bihar');
    expect(searchReferenceOptions(cities, '  ', cityInHindi)).toBe(cities);
  });
});

describe('foldForSearch', () => {
  it('folds case, nukta and chandrabindu, and trims', () => {
    expect(foldForSearch(' Muzaffarpur ')).toBe('muzaffarpur');
    expect(foldForSearch('मुज़फ़्फ़रपुर')).toBe(foldForSearch('मुजफ्फरपुर'));
    expect(foldForSearch('हँसी')).toBe(foldForSearch('हंसी'));
  });
});
