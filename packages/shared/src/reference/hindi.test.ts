import { GOTRAS } from './gotras.ts';
import { describe, expect, it } from 'vitest';
import { genders, ROLES } from '../auth.ts';
import { GRIEVANCE_STATUSES } from '../grievances.ts';
import { MEMBER_STATUSES, MODERATION_ACTIONS, REPORT_OUTCOMES, REPORT_TARGET_TYPES } from '../moderation.ts';
import { REPORT_REASONS } from '../safety.ts';
import { STATES, citiesOf, localitiesOf } from '../location.ts';
import { DIETS, MANGLIK_VALUES, MARITAL_STATUSES, MATCH_CRITERIA } from '../matrimonial-criteria.ts';
import {
  BODY_TYPES,
  FAMILY_INCOMES,
  FAMILY_TYPES,
  HABIT_FREQUENCIES,
  INTEREST_STATUSES,
  PARENT_OCCUPATIONS,
  PHOTO_VISIBILITIES,
  PROFILE_CREATORS,
  RELIGIONS,
  SIBLING_MARITAL_STATUSES,
  SIBLING_RELATIONS,
} from '../matrimonial-values.ts';
import {
  EDUCATION_DEGREES,
  EDUCATION_LEVELS,
  HEIGHT_OPTIONS,
  HELP_KEYWORD_SUGGESTIONS,
  INDUSTRIES,
  INDUSTRY_NAMES,
  LANGUAGES,
  OCCUPATIONS,
  SKILLS,
} from './index.ts';
import { NAKSHATRAS, RASHIS } from './horoscope.ts';
import {
  HINDI_REFERENCE_LISTS,
  type HindiLabels,
  type HindiReferenceList,
  KEPT_IN_ENGLISH,
  hindiLabel,
  loadHindiLabels,
  referenceLabel,
} from './hindi.ts';

const allCities = STATES.flatMap((state) => citiesOf(state));
const allLocalities = STATES.flatMap((state) => citiesOf(state).flatMap((city) => localitiesOf(state, city)));

/** Every value each list can hold: what the API stores and the web shows. */
const VALUES: Record<HindiReferenceList, readonly (string | number)[]> = {
  states: STATES,
  cities: allCities,
  localities: allLocalities,
  languages: LANGUAGES,
  heights: HEIGHT_OPTIONS.map((option) => option.value),
  educationLevels: Object.keys(EDUCATION_LEVELS),
  degrees: EDUCATION_DEGREES,
  occupations: [...OCCUPATIONS, ...PARENT_OCCUPATIONS],
  industries: INDUSTRY_NAMES,
  subIndustries: Object.values(INDUSTRIES).flat(),
  skills: SKILLS,
  helpKeywords: HELP_KEYWORD_SUGGESTIONS,
  genders,
  maritalStatuses: MARITAL_STATUSES,
  manglik: MANGLIK_VALUES,
  diets: DIETS,
  familyTypes: FAMILY_TYPES,
  profileCreators: PROFILE_CREATORS,
  siblingRelations: SIBLING_RELATIONS,
  siblingMaritalStatuses: SIBLING_MARITAL_STATUSES,
  habits: HABIT_FREQUENCIES,
  bodyTypes: BODY_TYPES,
  photoVisibilities: PHOTO_VISIBILITIES,
  interestStatuses: INTEREST_STATUSES,
  religions: RELIGIONS,
  familyIncomes: FAMILY_INCOMES,
  matchCriteria: MATCH_CRITERIA,
  rashis: RASHIS,
  nakshatras: NAKSHATRAS,
  gotras: GOTRAS,
  reportReasons: REPORT_REASONS,
  reportOutcomes: REPORT_OUTCOMES,
  grievanceStatuses: GRIEVANCE_STATUSES,
  roles: ROLES,
  memberStatuses: MEMBER_STATUSES,
  reportTargets: REPORT_TARGET_TYPES,
  moderationActions: MODERATION_ACTIONS,
};

/** Only degree abbreviations may stay in English, and only abbreviation-shaped ones ("B.Tech", "BA LLB", "B.V.Sc. & A.H."). */
const MAY_KEEP_ENGLISH: ReadonlySet<HindiReferenceList> = new Set(['degrees']);
const ABBREVIATION = /^[A-Z][A-Za-z.]*( (&|[A-Z][A-Za-z.]*))*$/;
/** Latin abbreviations a Hindi label may add beside the English value's own ("सूचना प्रौद्योगिकी (IT)"). */
const ADDED_ABBREVIATIONS = new Set(['IT', 'PSU']);
/** Abbreviations: two capitals or more ("MBA", "BS-MS", "PhD", "IFoA"), or dotted ("B.Sc.", "Pharm.D"). */
const LATIN_ABBREVIATION = /^([A-Z]|[A-Z][A-Za-z-]*[A-Z][A-Za-z-]*|[A-Za-z]+\.[A-Za-z.]*)$/;
/** Product names with one capital, which Hindi readers too know in Latin letters. */
const BRAND_NAMES = new Set(['Python', 'Excel', 'Tally', 'Amazon', 'Flipkart']);
const DEVANAGARI = /[\u0900-\u097F]/;

const hindi = await loadHindiLabels();
const entriesOf = (list: HindiReferenceList) => Object.entries(hindi[list]);

describe('Hindi reference labels', () => {
  it('cover every list of the registry', () => {
    expect(Object.keys(hindi).sort()).toEqual([...HINDI_REFERENCE_LISTS].sort());
  });

  it.each(HINDI_REFERENCE_LISTS)('%s: every value has a Hindi label or is kept in English on purpose', (list) => {
    const missing = VALUES[list].map(String).filter((value) => !Object.hasOwn(hindi[list], value));
    expect(missing).toEqual([]);
  });

  it.each(HINDI_REFERENCE_LISTS)('%s: no label for a value the list does not have', (list) => {
    const values = new Set(VALUES[list].map(String));
    expect(Object.keys(hindi[list]).filter((value) => !values.has(value))).toEqual([]);
  });

  it.each(HINDI_REFERENCE_LISTS)('%s: labels are clean Hindi, not the English value again', (list) => {
    const bad = entriesOf(list).filter(([english, label]) => {
      if (label === KEPT_IN_ENGLISH) return false;
      return label !== label.trim() || /\s{2}/.test(label) || !DEVANAGARI.test(label) || label === english;
    });
    expect(bad).toEqual([]);
  });

  it.each(HINDI_REFERENCE_LISTS)(
    "%s: Latin words in a label are the English value's abbreviations or brands",
    (list) => {
      const fromEnglish = (english: string, word: string) =>
        (LATIN_ABBREVIATION.test(word) || BRAND_NAMES.has(word)) && english.includes(word.replace(/\.$/, ''));
      const foreign = entriesOf(list).flatMap(([english, label]) =>
        (label?.match(/[A-Za-z][A-Za-z.-]*/g) ?? [])
          .filter((word) => !fromEnglish(english, word) && !ADDED_ABBREVIATIONS.has(word))
          .map((word) => `${english} → ${word}`),
      );
      expect(foreign).toEqual([]);
    },
  );

  it.each(HINDI_REFERENCE_LISTS)('%s: English is kept only for degree abbreviations', (list) => {
    const kept = entriesOf(list)
      .filter(([, label]) => label === KEPT_IN_ENGLISH)
      .map(([english]) => english);
    if (MAY_KEEP_ENGLISH.has(list)) expect(kept.filter((english) => !ABBREVIATION.test(english))).toEqual([]);
    else expect(kept).toEqual([]);
  });

  it('keeps the common abbreviations in English and writes words in Hindi', () => {
    expect(hindi.degrees['B.Tech']).toBe(KEPT_IN_ENGLISH);
    expect(hindi.degrees['MBA']).toBe(KEPT_IN_ENGLISH);
    expect(hindi.degrees['10th Pass']).toBe('दसवीं पास');
    expect(hindi.degrees['B.Sc. Agriculture']).toBe('B.Sc. कृषि');
  });

  it.each(HINDI_REFERENCE_LISTS.filter((list) => !['cities', 'localities'].includes(list)))(
    '%s: two values never read the same in Hindi',
    (list) => {
      const labels = entriesOf(list).flatMap(([, label]) => (label === KEPT_IN_ENGLISH ? [] : [label]));
      expect(labels.filter((label, index) => labels.indexOf(label) !== index)).toEqual([]);
    },
  );

  it('tells the cities of a state, and the localities of a city, apart in Hindi', () => {
    const clashes: string[] = [];
    const check = (where: string, names: readonly string[], list: 'cities' | 'localities') => {
      const labels = names.map((name) => hindi[list][name]);
      labels.forEach((label, index) => {
        if (labels.indexOf(label) !== index) clashes.push(`${where}: ${names[index]} → ${label}`);
      });
    };
    for (const state of STATES) {
      check(state, citiesOf(state), 'cities');
      for (const city of citiesOf(state)) check(`${state}/${city}`, localitiesOf(state, city), 'localities');
    }
    expect(clashes).toEqual([]);
  });

  it('writes a place the same way whether it is a state, a city or a locality', () => {
    const tables = [hindi.states, hindi.cities, hindi.localities];
    const differing = [...new Set([...STATES, ...allCities, ...allLocalities])].filter((name) => {
      const labels = new Set(tables.filter((table) => Object.hasOwn(table, name)).map((table) => table[name]));
      return labels.size > 1;
    });
    expect(differing).toEqual([]);
  });

  it('spells the places of Bihar and its neighbours as a Hindi newspaper does', () => {
    expect(hindi.states['Bihar']).toBe('बिहार');
    expect(hindi.states['Uttar Pradesh']).toBe('उत्तर प्रदेश');
    expect(hindi.cities['Patna']).toBe('पटना');
    expect(hindi.cities['Muzaffarpur']).toBe('मुज़फ़्फ़रपुर');
    expect(hindi.cities['Darbhanga']).toBe('दरभंगा');
    expect(hindi.localities['Boring Road']).toBe('बोरिंग रोड');
  });

  it('gives heights in फ़ुट and इंच with the centimetres, matching the English label', () => {
    for (const { value, label } of HEIGHT_OPTIONS) {
      const [, feet, inches] = /^(\d)'(\d+)"/.exec(label) ?? [];
      const expected = inches === '0' ? `${feet} फ़ुट (${value} सेमी)` : `${feet} फ़ुट ${inches} इंच (${value} सेमी)`;
      expect(hindi.heights[String(value)]).toBe(expected);
    }
    expect(hindi.heights['163']).toBe('5 फ़ुट 4 इंच (163 सेमी)');
  });
});

describe('referenceLabel', () => {
  const labels: HindiLabels = hindi;

  it('shows the Hindi label to a Hindi reader and the English value or label to an English one', () => {
    expect(referenceLabel('cities', 'Patna', 'hi', labels)).toBe('पटना');
    expect(referenceLabel('cities', 'Patna', 'en', labels)).toBe('Patna');
    expect(referenceLabel('diets', 'VEGETARIAN', 'hi', labels, 'Vegetarian')).toBe('शाकाहारी');
    expect(referenceLabel('diets', 'VEGETARIAN', 'en', labels, 'Vegetarian')).toBe('Vegetarian');
    expect(referenceLabel('heights', 168, 'hi', labels)).toBe('5 फ़ुट 6 इंच (168 सेमी)');
  });

  it('falls back to English for kept, unknown or inherited values, and before the labels have loaded', () => {
    expect(referenceLabel('degrees', 'B.Tech', 'hi', labels)).toBe('B.Tech');
    expect(referenceLabel('cities', 'Atlantis', 'hi', labels)).toBe('Atlantis');
    expect(referenceLabel('cities', 'constructor', 'hi', labels)).toBe('constructor');
    expect(hindiLabel(labels, 'states', '__proto__')).toBeUndefined();
    expect(referenceLabel('cities', 'Patna', 'hi', undefined)).toBe('Patna');
  });

  it('loads the tables once', async () => {
    expect(await loadHindiLabels()).toBe(hindi);
  });
});
