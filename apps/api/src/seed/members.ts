import { HELP_KEYWORD_SUGGESTIONS } from '@samaj/shared/reference/help-keywords';
import { LOCATIONS } from '@samaj/shared/reference/locations';
import firstNames from './first-names.json' with { type: 'json' };
import { FIELDS, type Field } from './member-fields.ts';
import { type Random, randomSource } from './random.ts';

/** A member as the seed inserts it: onboarded, with a location and some help keywords. */
export interface GeneratedMember {
  phoneNumber: string;
  fullName: string;
  email: string | null;
  dateOfBirth: string;
  gender: 'MALE' | 'FEMALE' | 'OTHER';
  state: string;
  city: string;
  locality: string | null;
  canHelpOut: string[];
  canSeekHelp: string[];
  /** A value of the occupations list (the community filter uses it); null when the member has not said. */
  profession: string | null;
  educationDegree: string | null;
}

/** Common first names in the community, 150 for each gender (reference data). */
const { MALE: MALE_FIRST_NAMES, FEMALE: FEMALE_FIRST_NAMES } = firstNames;

/** Surnames with rough relative frequencies in the community. */
// prettier-ignore
const SURNAMES: ReadonlyArray<readonly [string, number]> = [
  ['Sinha', 10], ['Prasad', 9], ['Kumar', 9], ['Singh', 8], ['Srivastava', 8], ['Verma', 5], ['Sahay', 5],
  ['Choudhary', 4], ['Jha', 5], ['Mishra', 5], ['Pandey', 4], ['Thakur', 3], ['Yadav', 4], ['Gupta', 4],
  ['Rai', 3], ['Sharan', 3], ['Ambastha', 3], ['Karn', 3], ['Lal', 2], ['Das', 2], ['Saxena', 2], ['Nigam', 1],
  ['Mathur', 1], ['Asthana', 1], ['Bhatnagar', 1], ['Khare', 1], ['Tiwari', 2], ['Roy', 2], ['Mandal', 1],
  ['Keshri', 1], ['Ojha', 1], ['Pathak', 1],
];

/** Where members live: Bihar first, then where people from Bihar move for work. */
// prettier-ignore
const STATE_WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['Bihar', 45], ['Delhi', 12], ['Karnataka', 7], ['Maharashtra', 7], ['Jharkhand', 7], ['Uttar Pradesh', 6],
  ['West Bengal', 4], ['Telangana', 2], ['Haryana', 2], ['Tamil Nadu', 1], ['Gujarat', 1], ['Odisha', 1],
  ['Madhya Pradesh', 1],
];
/** The share of members who live anywhere in India, every state alike. */
const ANY_STATE_SHARE = 0.03;

/** Within a state, the share of members in its big cities; the rest spread evenly over all its cities. */
const CITY_SHARES: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  Bihar: {
    Patna: 0.35,
    Gaya: 0.06,
    Muzaffarpur: 0.06,
    Bhagalpur: 0.05,
    Arrah: 0.04,
    Darbhanga: 0.04,
    Begusarai: 0.03,
    Purnia: 0.03,
    Chhapra: 0.02,
    Hajipur: 0.02,
    Siwan: 0.02,
    Samastipur: 0.02,
  },
  Karnataka: { Bengaluru: 0.9 },
  Maharashtra: { Mumbai: 0.4, Pune: 0.35, 'Navi Mumbai': 0.06, Thane: 0.05, Nagpur: 0.04 },
  Jharkhand: { Ranchi: 0.35, Jamshedpur: 0.2, Dhanbad: 0.15, Bokaro: 0.1, Deoghar: 0.05, Hazaribagh: 0.05 },
  'Uttar Pradesh': {
    Lucknow: 0.22,
    Noida: 0.2,
    Varanasi: 0.12,
    Ghaziabad: 0.1,
    Kanpur: 0.07,
    Prayagraj: 0.07,
    Gorakhpur: 0.06,
  },
  'West Bengal': { Kolkata: 0.7, Howrah: 0.08, Durgapur: 0.05, Asansol: 0.05, Siliguri: 0.05 },
  Telangana: { Hyderabad: 0.9 },
  Haryana: { Gurugram: 0.6, Faridabad: 0.2 },
  'Tamil Nadu': { Chennai: 0.85 },
  Gujarat: { Ahmedabad: 0.5, Vadodara: 0.15, Surat: 0.15 },
  Odisha: { Bhubaneswar: 0.6 },
  'Madhya Pradesh': { Bhopal: 0.4, Indore: 0.4 },
};

/** The share of members who have not given their profession (onboarding does not ask for it). */
const NO_PROFESSION_SHARE = 0.15;
/** The share of offered help drawn from the member's field; the rest comes from any suggestion. */
const OFFERS_FROM_FIELD_SHARE = 0.8;

const EMAIL_DOMAIN = 'example.com';
const BIRTH_YEAR_MIN = 1950;
const BIRTH_YEAR_MAX = 2004;
const SEED = 0x5a3a_2026;

/**
 * Generated Indian mobiles cover 60000 00000 to 97999 99999 (the `98` block stays free for hand-made accounts such
 * as the demo login). `index * multiplier mod size` is a bijection because the multiplier is coprime with the size
 * (2^9 · 5^8 · 19), so every index below the size gets its own number and consecutive indices look unrelated.
 */
const PHONE_BASE = 6_000_000_000n;
const PHONE_SPACE = 3_800_000_000n;
const PHONE_MULTIPLIER = 2_654_435_761n;
const PHONE_OFFSET = 1_234_567_891n;

/** Distinct items drawn from a list, skipping those already taken elsewhere. */
function pickDistinct(random: Random, items: readonly string[], count: number, taken: ReadonlySet<string>): string[] {
  const chosen = new Set<string>();
  for (let attempt = 0; chosen.size < count && attempt < count * 10; attempt += 1) {
    const item = random.pick(items);
    if (!taken.has(item)) chosen.add(item);
  }
  return [...chosen];
}

const ALL_STATES = Object.keys(LOCATIONS);
/** Only the weighted states and cities that the reference list really has (it may be edited). */
const stateWeights = STATE_WEIGHTS.filter(([state]) => LOCATIONS[state]);
const cityShares = Object.fromEntries(
  Object.entries(CITY_SHARES).map(([state, shares]) => [
    state,
    Object.entries(shares).filter(([city]) => LOCATIONS[state]?.[city]),
  ]),
) as Record<string, Array<[string, number]>>;

function pickLocation(random: Random): Pick<GeneratedMember, 'state' | 'city' | 'locality'> {
  const state = random.next() < ANY_STATE_SHARE ? random.pick(ALL_STATES) : random.weighted(stateWeights);
  const cities = LOCATIONS[state]!;
  const shares = cityShares[state] ?? [];
  const bigCityShare = shares.reduce((sum, [, share]) => sum + share, 0);
  const draw = random.next();
  const city = draw < bigCityShare ? random.weighted(shares) : random.pick(Object.keys(cities));
  const localities = cities[city] ?? [];
  return { state, city, locality: localities.length > 0 ? random.pick(localities) : null };
}

function pickField(random: Random): Field {
  return random.weighted(FIELDS.map((field) => [field, field.weight] as const));
}

/** Help offered: mostly what the member's field knows about, sometimes anything else. */
function pickOffers(random: Random, field: Field, count: number): string[] {
  const chosen = new Set<string>();
  for (let attempt = 0; chosen.size < count && attempt < count * 10; attempt += 1) {
    chosen.add(random.pick(random.next() < OFFERS_FROM_FIELD_SHARE ? field.offers : HELP_KEYWORD_SUGGESTIONS));
  }
  return [...chosen];
}

/** Birth years lean towards members of working and marrying age; every member is an adult. */
function pickDateOfBirth(random: Random): string {
  const skewed = Math.sqrt(random.next());
  const year = BIRTH_YEAR_MIN + Math.floor(skewed * (BIRTH_YEAR_MAX - BIRTH_YEAR_MIN + 1));
  const month = 1 + Math.floor(random.next() * 12);
  const day = 1 + Math.floor(random.next() * 28);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The phone number of the member at `index`: a valid Indian mobile in E.164, unique per index. */
export function generatedPhoneNumber(index: number): string {
  if (!Number.isSafeInteger(index) || index < 0 || BigInt(index) >= PHONE_SPACE) {
    throw new RangeError(`Member index out of range: ${index}`);
  }
  const national = PHONE_BASE + ((BigInt(index) * PHONE_MULTIPLIER + PHONE_OFFSET) % PHONE_SPACE);
  return `+91${national}`;
}

/** The member at `index`: the same index always gives the same member, whatever was generated before. */
export function generateMember(index: number): GeneratedMember {
  const random = randomSource(SEED ^ Math.imul(index + 1, 0x9e37_79b1));
  const genderDraw = random.next();
  const gender = genderDraw < 0.495 ? 'MALE' : genderDraw < 0.995 ? 'FEMALE' : 'OTHER';
  const nameGender = gender === 'OTHER' ? (random.next() < 0.5 ? 'MALE' : 'FEMALE') : gender;
  const firstName = random.pick(nameGender === 'MALE' ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES);
  let surname = random.weighted(SURNAMES);
  let middleName: string | null = null;
  const nameStyle = random.next();
  if (nameGender === 'FEMALE' && nameStyle < 0.08) surname = 'Kumari';
  else if (nameGender === 'MALE' && nameStyle < 0.15 && surname !== 'Kumar') middleName = 'Kumar';
  const fullName = [firstName, middleName, surname].filter(Boolean).join(' ');

  const email =
    random.next() < 0.4 ? `${firstName}.${surname}${index}@${EMAIL_DOMAIN}`.toLowerCase().replaceAll(' ', '') : null;
  const location = pickLocation(random);
  const dateOfBirth = pickDateOfBirth(random);
  const field = pickField(random);
  const hasProfession = random.next() >= NO_PROFESSION_SHARE;
  const profession = hasProfession ? random.weighted(field.professions) : null;
  const educationDegree = random.next() < 0.85 ? random.pick(field.degrees) : null;
  const canHelpOut = pickOffers(random, field, Math.floor(random.next() * 6));
  const canSeekHelp = pickDistinct(
    random,
    HELP_KEYWORD_SUGGESTIONS,
    Math.floor(random.next() * 5),
    new Set(canHelpOut),
  );

  return {
    phoneNumber: generatedPhoneNumber(index),
    fullName,
    email,
    dateOfBirth,
    gender,
    ...location,
    canHelpOut,
    canSeekHelp,
    profession,
    educationDegree,
  };
}

/** For tests: every profession, degree and offered keyword a field can give. */
export const FIELD_VALUES = {
  professions: FIELDS.flatMap((field) => field.professions.map(([profession]) => profession)),
  degrees: FIELDS.flatMap((field) => field.degrees),
  offers: FIELDS.flatMap((field) => field.offers),
};

export function generateMembers(startIndex: number, count: number): GeneratedMember[] {
  return Array.from({ length: count }, (_, offset) => generateMember(startIndex + offset));
}
