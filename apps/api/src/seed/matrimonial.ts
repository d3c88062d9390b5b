import { ageFromBirthDate } from '@samaj/shared/age';
import {
  BODY_TYPES,
  FAMILY_INCOMES,
  MATRIMONIAL_MIN_AGE,
  type MatrimonialDetails,
  type PartnerPreferences,
  type Sibling,
} from '@samaj/shared/matrimonial';
import { HEIGHT_OPTIONS } from '@samaj/shared/reference/heights';
import { NAKSHATRAS, RASHIS } from '@samaj/shared/reference/horoscope';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { matrimonialProfiles, partnerPreferences, users } from '../db/schema/index.ts';
import { type Random, randomSource } from './random.ts';

/** A member the generator writes a marriage profile for. */
export interface MarriageCandidate {
  id: string;
  gender: 'MALE' | 'FEMALE' | 'OTHER' | null;
  dateOfBirth: string | null;
  state: string | null;
  city: string | null;
}

export type ProfileValues = typeof matrimonialProfiles.$inferInsert;
export type PreferenceValues = typeof partnerPreferences.$inferInsert;


/** FNV-1a of a string, as 0..1: picks the same members whenever the generator runs. */
export function unitHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 4_294_967_296;
}

const HEIGHTS = HEIGHT_OPTIONS.map((option) => option.value);
const nearestHeight = (cm: number) =>
  HEIGHTS.reduce((nearest, value) => (Math.abs(value - cm) < Math.abs(nearest - cm) ? value : nearest));

// prettier-ignore
const MOTHER_TONGUES: ReadonlyArray<readonly [string, number]> = [
  ['Hindi', 50], ['Bhojpuri', 14], ['Maithili', 14], ['Magahi', 10], ['Angika', 3], ['Bengali', 2], ['English', 2],
  ['Urdu', 1], ['Marathi', 1],
];
// prettier-ignore
const SUB_CASTES = ['Srivastava', 'Ambastha', 'Karn', 'Mathur', 'Saxena', 'Nigam', 'Bhatnagar', 'Asthana', 'Gaur', 'Kulshreshtha', 'Suryadhwaj', 'Valmik'];
// prettier-ignore
const GOTRAS = ['Kashyap', 'Bharadwaj', 'Vatsa', 'Shandilya', 'Gautam', 'Vashishtha', 'Parashar', 'Kaushik', 'Garg', 'Atri', 'Sankrit', 'Kaundinya'];
// prettier-ignore
const FATHER_OCCUPATIONS = ['Government Employee', 'Business Owner', 'Teacher', 'Retired', 'Farmer', 'Doctor', 'Lawyer / Advocate', 'Bank Officer', 'Shop Owner', 'Railway Employee', 'Passed away'];
// prettier-ignore
const MOTHER_OCCUPATIONS = ['Homemaker', 'Homemaker', 'Homemaker', 'Teacher', 'Government Employee', 'Doctor', 'Nurse', 'Retired', 'Business Owner'];
// prettier-ignore
const SIBLING_OCCUPATIONS = ['Software Engineer', 'Doctor', 'Teacher', 'Student', 'Bank Officer', 'Chartered Accountant', 'Government Employee', 'Homemaker', 'Business Owner'];
// prettier-ignore
const ABOUT_FAMILY = [
  'We are a close-knit, simple family that values education and togetherness.',
  'A traditional yet open-minded family; festivals are big occasions at our home.',
  'Our family has lived in the same neighbourhood for three generations and is well known in the community.',
  'We are a small, educated family. Both parents are keen to meet the family of a suitable match.',
  'A joint family with grandparents, uncles and cousins under one roof; everyone is warm and welcoming.',
  'We believe in simple living, honesty and respect for elders.',
];
// prettier-ignore
const EXPECTATIONS = [
  'Looking for an educated, kind and family-oriented partner who respects both families.',
  'Someone with good values, a sense of humour and a steady career.',
  'A caring partner from a cultured family; the profession is not a constraint.',
  'We are looking for a well-settled match with a positive outlook on life.',
  'Understanding, honest and ready to grow together: that matters more than anything else.',
  'Preferably from Bihar or Jharkhand, open to families settled elsewhere.',
];

/**
 * A marriage profile and partner preferences for a member, drawn from `seed`: heights by gender (snapped to the
 * 49 options), mostly never married, mother tongues and diets as in the community, and preferences around the
 * member's own age, height and place. Photos are `images` (a handful of stored files reused), if any.
 */
export function generateMarriageProfile(
  seed: number,
  member: MarriageCandidate,
  images: readonly string[] = [],
  today = new Date(),
): { profile: ProfileValues; preferences: PreferenceValues } {
  const random: Random = randomSource(seed);
  const male = member.gender === 'MALE';
  const age = ageFromBirthDate(member.dateOfBirth, today) ?? 28;
  const height = nearestHeight(random.normal(male ? 171 : 158, male ? 7 : 6));
  const maritalStatus =
    age > 40
      ? random.weighted([
          ['NEVER_MARRIED', 3],
          ['DIVORCED', 4],
          ['WIDOWED', 4],
          ['AWAITING_DIVORCE', 1],
        ] as const)
      : random.weighted([
          ['NEVER_MARRIED', 92],
          ['DIVORCED', 4],
          ['WIDOWED', 1],
          ['AWAITING_DIVORCE', 3],
        ] as const);
  const siblings: Sibling[] = Array.from(
    {
      length: random.weighted([
        [0, 2],
        [1, 5],
        [2, 4],
        [3, 1],
      ] as const),
    },
    () => ({
      relation: random.pick(['ELDER_BROTHER', 'YOUNGER_BROTHER', 'ELDER_SISTER', 'YOUNGER_SISTER'] as const),
      name: null,
      maritalStatus: random.pick(['MARRIED', 'UNMARRIED'] as const),
      occupation: random.chance(0.7) ? random.pick(SIBLING_OCCUPATIONS) : null,
    }),
  );
  const photoCount =
    images.length > 0
      ? random.weighted([
          [0, 3],
          [1, 4],
          [2, 2],
          [3, 1],
        ] as const)
      : 0;
  const photos = [...new Set(Array.from({ length: photoCount }, () => random.pick(images)))];
  const bodyType: MatrimonialDetails['bodyType'] = random.pick(BODY_TYPES);

  const profile: ProfileValues = {
    userId: member.id,
    heightCm: height,
    weightKg: Math.round((height - 100) * (male ? 0.95 : 0.85) + random.int(-6, 8)),
    maritalStatus,
    motherTongue: random.weighted(MOTHER_TONGUES),
    religion: random.weighted([
      ['Hindu', 97],
      ['Jain', 1],
      ['Buddhist', 1],
      ['Other', 1],
    ] as const),
    caste: 'Kayastha',
    subCaste: random.chance(0.8) ? random.pick(SUB_CASTES) : null,
    gotra: random.chance(0.75) ? random.pick(GOTRAS) : null,
    manglik: random.weighted([
      ['NO', 58],
      ['YES', 15],
      ['ANSHIK', 10],
      ['DONT_KNOW', 17],
    ] as const),
    diet: random.weighted([
      ['VEGETARIAN', 45],
      ['NON_VEGETARIAN', 40],
      ['EGGETARIAN', 12],
      ['VEGAN', 3],
    ] as const),
    smokingHabits: random.weighted([
      ['NEVER', 86],
      ['OCCASIONALLY', 11],
      ['REGULARLY', 3],
    ] as const),
    drinkingHabits: random.weighted([
      ['NEVER', 68],
      ['OCCASIONALLY', 29],
      ['REGULARLY', 3],
    ] as const),
    bodyType,
    familyType: random.chance(0.66) ? 'NUCLEAR' : 'JOINT',
    fatherOccupation: random.pick(FATHER_OCCUPATIONS),
    motherOccupation: random.pick(MOTHER_OCCUPATIONS),
    siblings,
    familyIncome: random.pick(FAMILY_INCOMES),
    familyBasedOut: member.city && member.state ? `${member.city}, ${member.state}` : null,
    aboutFamily: random.pick(ABOUT_FAMILY),
    expectations: random.pick(EXPECTATIONS),
    // Shared only after an accepted interest; seeded families give none (the member's own number is enough).
    familyContactName: null,
    familyContactPhone: null,
    profileCreatedBy: random.weighted([
      ['SELF', 45],
      ['PARENT', 40],
      ['SIBLING', 8],
      ['RELATIVE', 5],
      ['FRIEND', 2],
    ] as const),
    photoVisibility: random.weighted([
      ['ALL', 60],
      ['ACCEPTED_INTERESTS', 30],
      ['NOBODY', 10],
    ] as const),
    images: photos,
    isHidden: random.chance(0.02),
  };
  // Horoscope details and the mother's gotra, drawn last so that the values above stay as they were.
  profile.motherGotra = random.chance(0.5) ? random.pick(GOTRAS.filter((gotra) => gotra !== profile.gotra)) : null;
  profile.excludeMotherGotra = profile.motherGotra !== null && random.chance(0.3);
  // As the columns' defaults: most families keep the same-gotra rule; nobody browses privately; birth time is asked later.
  profile.excludeSameGotra = true;
  profile.browsePrivately = false;
  profile.birthTime = null;
  const knowsHoroscope = random.chance(0.6);
  profile.rashi = knowsHoroscope ? random.pick(RASHIS) : null;
  profile.nakshatra = knowsHoroscope ? random.pick(NAKSHATRAS) : null;

  // Women mostly look for someone a little older and taller; men the other way round.
  const partnerMinimum = MATRIMONIAL_MIN_AGE[male ? 'FEMALE' : 'MALE'];
  const ageMin = Math.max(partnerMinimum, male ? age - random.int(4, 8) : age - random.int(0, 2));
  const ageMax = Math.max(ageMin + 2, male ? age + random.int(0, 2) : age + random.int(4, 8));
  const heightMin = male ? nearestHeight(height - random.int(20, 30)) : nearestHeight(height + random.int(0, 5));
  const heightMax = male ? nearestHeight(height + random.int(0, 3)) : nearestHeight(height + random.int(20, 30));
  const preferences: PreferenceValues = {
    userId: member.id,
    ageMin,
    ageMax,
    heightMin: random.chance(0.7) ? Math.min(heightMin, heightMax) : null,
    heightMax: random.chance(0.7) ? Math.max(heightMin, heightMax) : null,
    maritalStatus: maritalStatus === 'NEVER_MARRIED' ? ['NEVER_MARRIED'] : ['NEVER_MARRIED', 'DIVORCED', 'WIDOWED'],
    educationDegrees: [],
    occupations: [],
    states: member.state && random.chance(0.5) ? [member.state] : [],
    cities: [],
    motherTongues: random.chance(0.3) ? [profile.motherTongue!] : [],
    diet: profile.diet === 'VEGETARIAN' && random.chance(0.6) ? ['VEGETARIAN', 'VEGAN'] : [],
    manglik: profile.manglik === 'YES' ? ['YES', 'ANSHIK'] : random.chance(0.4) ? ['NO', 'DONT_KNOW'] : [],
  };
  // A range is stored whole or not at all.
  if (preferences.heightMin === null || preferences.heightMax === null) {
    preferences.heightMin = null;
    preferences.heightMax = null;
  }
  return { profile, preferences };
}

/** The preferences of generated profiles are valid as PUT /matrimonial/preferences would store them. */
export function preferencesAsContract(values: PreferenceValues): PartnerPreferences {
  return {
    ageRange: values.ageMin != null && values.ageMax != null ? { min: values.ageMin, max: values.ageMax } : null,
    heightRange:
      values.heightMin != null && values.heightMax != null ? { min: values.heightMin, max: values.heightMax } : null,
    maritalStatus: (values.maritalStatus ?? []) as PartnerPreferences['maritalStatus'],
    educationDegrees: values.educationDegrees ?? [],
    occupations: values.occupations ?? [],
    states: values.states ?? [],
    cities: values.cities ?? [],
    motherTongues: values.motherTongues ?? [],
    diet: (values.diet ?? []) as PartnerPreferences['diet'],
    manglik: (values.manglik ?? []) as PartnerPreferences['manglik'],
    horoscopeMatters: values.horoscopeMatters ?? false,
  };
}

const isOfAge = (member: MarriageCandidate, today: Date) => {
  if (member.gender !== 'MALE' && member.gender !== 'FEMALE') return false;
  const age = ageFromBirthDate(member.dateOfBirth, today);
  return age !== null && age >= MATRIMONIAL_MIN_AGE[member.gender];
};

/** Writes generated profiles and preferences for `members` and marks them as having a marriage profile. */
export async function insertMarriageProfiles(
  db: DbOrTx,
  members: readonly MarriageCandidate[],
  options: { images?: readonly string[]; today?: Date; seed?: (member: MarriageCandidate) => number } = {},
): Promise<number> {
  const today = options.today ?? new Date();
  const seedOf =
    options.seed ?? ((member: MarriageCandidate) => Math.floor(unitHash(`profile:${member.id}`) * 2 ** 32));
  const eligible = members.filter((member) => isOfAge(member, today));
  for (let start = 0; start < eligible.length; start += PROFILES_PER_STATEMENT) {
    const batch = eligible.slice(start, start + PROFILES_PER_STATEMENT);
    const generated = batch.map((member) => generateMarriageProfile(seedOf(member), member, options.images, today));
    await db
      .insert(matrimonialProfiles)
      .values(generated.map(({ profile }) => profile))
      .onConflictDoNothing();
    await db
      .insert(partnerPreferences)
      .values(generated.map(({ preferences }) => preferences))
      .onConflictDoNothing();
    await db
      .update(users)
      .set({ isMatrimonialProfile: true })
      .where(
        inArray(
          users.id,
          batch.map((member) => member.id),
        ),
      );
  }
  return eligible.length;
}

/** About 30 columns a row: 1,000 rows stay well under PostgreSQL's 65,535 parameters a statement. */
const PROFILES_PER_STATEMENT = 1_000;
const SCAN_BATCH = 5_000;

/**
 * The bench's marriage profiles: every member whose id hashes below `share` (the same members on every run) and
 * who is a man or a woman of marriageable age gets a generated profile and preferences, unless they have one.
 * Returns how many were added.
 */
export async function seedMarriageProfiles(
  db: DbOrTx,
  options: { share?: number; onProgress?: (added: number) => void } = {},
): Promise<number> {
  const share = options.share ?? 0.5;
  let added = 0;
  let after: string | null = null;
  for (;;) {
    const page: MarriageCandidate[] = await db
      .select({
        id: users.id,
        gender: users.gender,
        dateOfBirth: users.dateOfBirth,
        state: users.state,
        city: users.city,
      })
      .from(users)
      .where(
        and(
          eq(users.onboardingCompleted, true),
          eq(users.isMatrimonialProfile, false),
          after ? gt(users.id, after) : undefined,
          sql`not exists (select 1 from ${matrimonialProfiles} where ${matrimonialProfiles.userId} = ${users.id})`,
        ),
      )
      .orderBy(asc(users.id))
      .limit(SCAN_BATCH);
    if (page.length === 0) break;
    after = page[page.length - 1]!.id;
    added += await insertMarriageProfiles(
      db,
      page.filter((member) => unitHash(member.id) < share),
    );
    options.onProgress?.(added);
  }
  return added;
}

export async function countMarriageProfiles(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.isMatrimonialProfile, true));
  return row?.count ?? 0;
}
