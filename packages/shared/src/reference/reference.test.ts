import { describe, expect, it } from 'vitest';
import {
  EDUCATION_DEGREES,
  EDUCATION_LEVELS,
  HEIGHT_MAX_CM,
  HEIGHT_MIN_CM,
  HEIGHT_OPTIONS,
  HELP_KEYWORD_SUGGESTIONS,
  INDUSTRIES,
  INDUSTRY_NAMES,
  LANGUAGES,
  LOCATIONS,
  OCCUPATIONS,
  SKILLS,
  heightLabel,
  subIndustriesOf,
} from './index.ts';

const duplicates = (list: readonly string[], key: (s: string) => string = (s) => s): string[] => {
  const seen = new Set<string>();
  return list.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return true;
    seen.add(k);
    return false;
  });
};
const sorted = (list: readonly string[]): string[] => [...list].sort((a, b) => a.localeCompare(b, 'en'));
const isClean = (s: string): boolean => s.length > 0 && s === s.trim() && !/\s{2}/.test(s);

const CITIES_WITH_LOCALITIES: readonly (readonly [string, string])[] = [
  ['Bihar', 'Patna'],
  ['Bihar', 'Arrah'],
  ['Bihar', 'Bhagalpur'],
  ['Bihar', 'Gaya'],
  ['Bihar', 'Muzaffarpur'],
  ['Delhi', 'Delhi'],
  ['Karnataka', 'Bengaluru'],
  ['Maharashtra', 'Mumbai'],
  ['Maharashtra', 'Pune'],
];

const BIHAR_DISTRICT_HQS = [
  'Araria', 'Arrah', 'Arwal', 'Aurangabad', 'Banka', 'Begusarai', 'Bettiah', 'Bhabua', 'Bhagalpur', 'Bihar Sharif',
  'Buxar', 'Chhapra', 'Darbhanga', 'Gaya', 'Gopalganj', 'Hajipur', 'Jamui', 'Jehanabad', 'Katihar', 'Khagaria',
  'Kishanganj', 'Lakhisarai', 'Madhepura', 'Madhubani', 'Motihari', 'Munger', 'Muzaffarpur', 'Nawada', 'Patna',
  'Purnia', 'Saharsa', 'Samastipur', 'Sasaram', 'Sheikhpura', 'Sheohar', 'Sitamarhi', 'Siwan', 'Supaul',
]; // prettier-ignore

describe('LOCATIONS', () => {
  const states = Object.keys(LOCATIONS);

  it('has the 28 states and 8 union territories, in alphabetical order', () => {
    expect(states).toHaveLength(36);
    expect(duplicates(states)).toEqual([]);
    expect(states).toEqual(sorted(states));
    for (const name of [
      'Bihar',
      'Uttar Pradesh',
      'Karnataka',
      'Maharashtra',
      'Delhi',
      'Jammu and Kashmir',
      'Ladakh',
      'Puducherry',
      'Dadra and Nagar Haveli and Daman and Diu',
      'Andaman and Nicobar Islands',
      'Lakshadweep',
      'Chandigarh',
    ]) {
      expect(states).toContain(name);
    }
  });

  it('gives every state at least one city, without duplicates, in alphabetical order', () => {
    for (const state of states) {
      const cities = Object.keys(LOCATIONS[state]!);
      expect(cities.length, state).toBeGreaterThanOrEqual(1);
      expect(
        duplicates(cities, (c) => c.toLowerCase()),
        state,
      ).toEqual([]);
      expect(cities, state).toEqual(sorted(cities));
      for (const city of cities) expect(isClean(city), `${state}/${city}`).toBe(true);
    }
  });

  it('gives Bihar all 38 district headquarters', () => {
    const bihar = Object.keys(LOCATIONS.Bihar!);
    expect(BIHAR_DISTRICT_HQS).toHaveLength(38);
    expect(bihar.length).toBeGreaterThanOrEqual(38);
    for (const hq of BIHAR_DISTRICT_HQS) expect(bihar).toContain(hq);
  });

  it('uses the current city names', () => {
    expect(LOCATIONS.Karnataka).toHaveProperty('Bengaluru');
    expect(LOCATIONS.Maharashtra).toHaveProperty('Mumbai');
    expect(LOCATIONS.Haryana).toHaveProperty('Gurugram');
    expect(LOCATIONS['Uttar Pradesh']).toHaveProperty('Prayagraj');
  });

  it('has localities only for the named large cities, 15 to 40 each, unique and sorted', () => {
    const withLocalities = states.flatMap((state) =>
      Object.entries(LOCATIONS[state]!)
        .filter(([, localities]) => localities.length > 0)
        .map(([city]) => `${state}/${city}`),
    );
    expect(sorted(withLocalities)).toEqual(sorted(CITIES_WITH_LOCALITIES.map(([s, c]) => `${s}/${c}`)));
    for (const [state, city] of CITIES_WITH_LOCALITIES) {
      const localities = LOCATIONS[state]?.[city] ?? [];
      expect(localities.length, city).toBeGreaterThanOrEqual(15);
      expect(localities.length, city).toBeLessThanOrEqual(40);
      expect(
        duplicates(localities, (l) => l.toLowerCase()),
        city,
      ).toEqual([]);
      expect(localities, city).toEqual(sorted(localities));
      for (const locality of localities) expect(isClean(locality), `${city}/${locality}`).toBe(true);
    }
  });

  it("includes Delhi's neighbouring towns among Delhi's localities", () => {
    expect(Object.keys(LOCATIONS.Delhi!)).toContain('Delhi');
    for (const town of ['Noida', 'Greater Noida', 'Gurugram', 'Ghaziabad', 'Faridabad']) {
      expect(LOCATIONS.Delhi!.Delhi).toContain(town);
    }
  });
});

describe('EDUCATION_DEGREES', () => {
  it('has about 190 unique degrees ending with Other', () => {
    expect(EDUCATION_DEGREES.length).toBeGreaterThanOrEqual(170);
    expect(EDUCATION_DEGREES.length).toBeLessThanOrEqual(210);
    expect(EDUCATION_DEGREES.at(-1)).toBe('Other');
    expect(duplicates(EDUCATION_DEGREES, (d) => d.toLowerCase())).toEqual([]);
    for (const degree of EDUCATION_DEGREES) expect(isClean(degree), degree).toBe(true);
  });

  it('lists the levels in order and includes the common degrees', () => {
    expect(Object.keys(EDUCATION_LEVELS)).toEqual([
      'School',
      'Diploma',
      'Undergraduate',
      'Postgraduate',
      'Doctoral',
      'Professional',
    ]);
    expect(EDUCATION_DEGREES).toEqual([...Object.values(EDUCATION_LEVELS).flat(), 'Other']);
    for (const degree of ['10th Pass', '12th Pass', 'B.A.', 'B.Sc.', 'B.Com.', 'B.Tech', 'B.E.', 'MBBS', 'BDS']) {
      expect(EDUCATION_DEGREES).toContain(degree);
    }
    for (const degree of ['B.Pharm', 'LLB', 'B.Ed', 'BBA', 'BCA', 'M.A.', 'M.Sc.', 'M.Com.', 'M.Tech', 'MBA', 'MCA']) {
      expect(EDUCATION_DEGREES).toContain(degree);
    }
    for (const degree of ['MD', 'LLM', 'M.Ed', 'Ph.D.']) expect(EDUCATION_DEGREES).toContain(degree);
  });
});

describe('OCCUPATIONS', () => {
  it('has about 130 unique occupations ending with Other', () => {
    expect(OCCUPATIONS.length).toBeGreaterThanOrEqual(115);
    expect(OCCUPATIONS.length).toBeLessThanOrEqual(145);
    expect(OCCUPATIONS.at(-1)).toBe('Other');
    expect(duplicates(OCCUPATIONS, (o) => o.toLowerCase())).toEqual([]);
    for (const occupation of OCCUPATIONS) expect(isClean(occupation), occupation).toBe(true);
  });

  it('spans professions, trades, government, farming, business and IT', () => {
    for (const occupation of ['Doctor', 'Teacher', 'Electrician', 'Plumber', 'Carpenter', 'Tailor', 'IAS Officer']) {
      expect(OCCUPATIONS).toContain(occupation);
    }
    for (const occupation of ['Police Officer', 'Bank Officer', 'Railway Employee', 'Army', 'Farmer', 'Dairy Farmer']) {
      expect(OCCUPATIONS).toContain(occupation);
    }
    for (const occupation of ['Shop Owner', 'Trader', 'Software Engineer', 'Data Scientist']) {
      expect(OCCUPATIONS).toContain(occupation);
    }
  });
});

describe('SKILLS', () => {
  it("is exactly the product's list, in order, ending with Other", () => {
    expect(SKILLS).toEqual([
      'Programming',
      'Web Development',
      'Mobile Development',
      'Data Analysis',
      'Machine Learning',
      'Cloud Computing',
      'Digital Marketing',
      'Graphic Design',
      'Project Management',
      'Leadership',
      'Communication',
      'Problem Solving',
      'Team Management',
      'Time Management',
      'Critical Thinking',
      'Creativity',
      'Adaptability',
      'Other',
    ]);
    expect(duplicates(SKILLS)).toEqual([]);
  });
});

describe('LANGUAGES', () => {
  it('has the 22 scheduled languages, the widely spoken ones and English, without duplicates', () => {
    expect(duplicates(LANGUAGES, (l) => l.toLowerCase())).toEqual([]);
    const scheduled = [
      'Assamese', 'Bengali', 'Bodo', 'Dogri', 'Gujarati', 'Hindi', 'Kannada', 'Kashmiri', 'Konkani', 'Maithili',
      'Malayalam', 'Manipuri', 'Marathi', 'Nepali', 'Odia', 'Punjabi', 'Sanskrit', 'Santali', 'Sindhi', 'Tamil',
      'Telugu', 'Urdu',
    ]; // prettier-ignore
    expect(scheduled).toHaveLength(22);
    for (const language of scheduled) expect(LANGUAGES).toContain(language);
    for (const language of ['English', 'Bhojpuri', 'Magahi', 'Angika', 'Bajjika', 'Rajasthani', 'Haryanvi', 'Tulu']) {
      expect(LANGUAGES).toContain(language);
    }
    for (const language of ['Khasi', 'Garo', 'Mizo']) expect(LANGUAGES).toContain(language);
  });
});

describe('INDUSTRIES', () => {
  it('derives INDUSTRY_NAMES from the lookup and covers the main sectors', () => {
    expect(INDUSTRY_NAMES).toEqual(Object.keys(INDUSTRIES));
    expect(duplicates(INDUSTRY_NAMES, (i) => i.toLowerCase())).toEqual([]);
    expect(INDUSTRIES['Agriculture, Forestry and Fishing']).toEqual(
      expect.arrayContaining(['Crop and animal farming', 'Forestry and logging', 'Fishing and aquaculture']),
    );
    for (const industry of [
      'Mining and Quarrying',
      'Construction',
      'Banking, Finance and Insurance',
      'Information Technology',
      'Healthcare and Social Work',
      'Education',
      'Media and Entertainment',
      'Transport and Logistics',
      'Hotels, Restaurants and Tourism',
      'Wholesale and Retail Trade',
      'Energy and Power',
      'Telecommunications',
      'Government and Public Administration',
    ]) {
      expect(INDUSTRY_NAMES).toContain(industry);
    }
    expect(INDUSTRY_NAMES.filter((name) => (INDUSTRIES[name] ?? []).length === 0)).toEqual(['Other']);
  });

  it('never repeats a sub-industry, within or across industries', () => {
    const all = Object.values(INDUSTRIES).flat();
    expect(duplicates(all, (s) => s.toLowerCase())).toEqual([]);
    for (const sub of all) expect(isClean(sub), sub).toBe(true);
  });

  it('lists the sub-industries of the chosen industries', () => {
    expect(subIndustriesOf([])).toEqual([]);
    expect(subIndustriesOf(['Construction'])).toEqual(INDUSTRIES.Construction);
    expect(subIndustriesOf(['Education', 'Real Estate'])).toEqual([
      ...INDUSTRIES.Education!,
      ...INDUSTRIES['Real Estate']!,
    ]);
    expect(subIndustriesOf(['Education', 'Education'])).toEqual(INDUSTRIES.Education);
    expect(subIndustriesOf(['Nope', 'toString', '__proto__', 'Other'])).toEqual([]);
  });
});

describe('HEIGHT_OPTIONS', () => {
  it('has 49 options, one per inch from 4 ft 0 in to 8 ft 0 in, in centimetres', () => {
    expect(HEIGHT_OPTIONS).toHaveLength(49);
    HEIGHT_OPTIONS.forEach((option, i) => {
      const inches = 48 + i;
      expect(option.value).toBe(Math.round(inches * 2.54));
      expect(option.label).toBe(`${Math.floor(inches / 12)}'${inches % 12}" (${option.value} cm)`);
      if (i > 0) expect(option.value).toBeGreaterThan(HEIGHT_OPTIONS[i - 1]!.value);
    });
    expect(HEIGHT_OPTIONS[0]).toEqual({ value: 122, label: `4'0" (122 cm)` });
    expect(HEIGHT_OPTIONS.at(-1)).toEqual({ value: 244, label: `8'0" (244 cm)` });
    expect(HEIGHT_MIN_CM).toBe(HEIGHT_OPTIONS[0]!.value);
    expect(HEIGHT_MAX_CM).toBe(HEIGHT_OPTIONS.at(-1)!.value);
  });

  it("labels a height with the nearest option's label", () => {
    expect(heightLabel(168)).toBe(`5'6" (168 cm)`);
    expect(heightLabel(170)).toBe(`5'7" (170 cm)`);
    expect(heightLabel(171)).toBe(`5'7" (170 cm)`);
    expect(heightLabel(100)).toBe(`4'0" (122 cm)`);
    expect(heightLabel(300)).toBe(`8'0" (244 cm)`);
  });
});

describe('HELP_KEYWORD_SUGGESTIONS', () => {
  it('has 250 to 400 clean suggestions of at most 60 characters, unique ignoring case', () => {
    expect(HELP_KEYWORD_SUGGESTIONS.length).toBeGreaterThanOrEqual(250);
    expect(HELP_KEYWORD_SUGGESTIONS.length).toBeLessThanOrEqual(400);
    expect(duplicates(HELP_KEYWORD_SUGGESTIONS, (k) => k.toLowerCase())).toEqual([]);
    for (const keyword of HELP_KEYWORD_SUGGESTIONS) {
      expect(isClean(keyword), keyword).toBe(true);
      expect(keyword.length, keyword).toBeLessThanOrEqual(60);
      expect(keyword[0], keyword).toBe(keyword[0]!.toUpperCase());
    }
    for (const keyword of ['Medical advice', 'Blood donation', 'Legal advice', 'Land dispute', 'Job referral']) {
      expect(HELP_KEYWORD_SUGGESTIONS).toContain(keyword);
    }
  });
});
