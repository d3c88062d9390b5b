import { ageFromBirthDate } from '@samaj/shared/age';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { v7 as uuidv7 } from 'uuid';
import { interests, matrimonialProfiles, partnerPreferences, users } from '../db/schema/index.ts';
import type { MediaStore } from '../modules/media/index.ts';
import type { DemoContext } from './demo.ts';
import { seedDemoFamily } from './demo-matrimonial-family.ts';
import { generateMarriageProfile, type MarriageCandidate } from './matrimonial.ts';
import { generateMembers } from './members.ts';
import { randomSource } from './random.ts';

/** Generated members 29 onwards (the demo's own are 0 to 28): the community's marriage candidates. */
export const FIRST_CANDIDATE_INDEX = 29;
export const DEMO_CANDIDATES = 370;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Soft portrait placeholders (no real faces): a silhouette on a warm gradient, four for each gender. */
// prettier-ignore
const PORTRAITS = [
  { from: '#f9d5c5', to: '#c2410c', cloth: '#7f1d1d', hair: '#1c1917', long: true },
  { from: '#fde68a', to: '#b45309', cloth: '#9d174d', hair: '#292524', long: true },
  { from: '#e9d5ff', to: '#7e22ce', cloth: '#1e3a8a', hair: '#0c0a09', long: true },
  { from: '#bbf7d0', to: '#15803d', cloth: '#854d0e', hair: '#1c1917', long: true },
  { from: '#bfdbfe', to: '#1d4ed8', cloth: '#f8fafc', hair: '#1c1917', long: false },
  { from: '#fecaca', to: '#b91c1c', cloth: '#1e293b', hair: '#0c0a09', long: false },
  { from: '#fef3c7', to: '#a16207', cloth: '#14532d', hair: '#292524', long: false },
  { from: '#cffafe', to: '#0e7490', cloth: '#312e81', hair: '#1c1917', long: false },
] as const;

function portraitSvg({ from, to, cloth, hair, long }: (typeof PORTRAITS)[number]): Buffer {
  const hairShape = long
    ? '<path d="M300 150c-95 0-150 70-150 170v190c40 20 70 20 90 0V330h120v180c20 20 50 20 90 0V320c0-100-55-170-150-170z"/>'
    : '<path d="M300 160c-85 0-128 58-128 128 0 18 3 30 8 40 10-55 50-80 120-80s110 25 120 80c5-10 8-22 8-40 0-70-43-128-128-128z"/>';
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="600" height="800" fill="url(#g)"/>
  <g fill="${hair}">${hairShape}</g>
  <rect x="262" y="400" width="76" height="170" rx="30" fill="#c99572"/>
  <path d="M90 800c10-170 100-260 210-260s200 90 210 260z" fill="${cloth}"/>
  <path d="M262 545c10 22 66 22 76 0" fill="#c99572"/>
  <ellipse cx="300" cy="320" rx="105" ry="125" fill="#d6a27c"/>
</svg>`);
}

async function storePortraits(media: Pick<MediaStore, 'saveImage'>) {
  const stored: { female: string[]; male: string[] } = { female: [], male: [] };
  for (const portrait of PORTRAITS) {
    const png = await sharp(portraitSvg(portrait)).png().toBuffer();
    (portrait.long ? stored.female : stored.male).push(await media.saveImage(png, 'private'));
  }
  return stored;
}

/**
 * The demo's matrimonial section: a few hundred more members (generated, like `npm run seed`), marriage profiles
 * with preferences for most adults of marrying age (a handful of portrait placeholders as photos, when a media
 * store is given), a complete profile for the demo login, interests to answer and to follow, photo requests and
 * family co-managers (demo-matrimonial-family.ts).
 */
export async function seedDemoMatrimonial({ db, log, passwordHash, demoUser, members, media }: DemoContext) {
  const random = randomSource(0x6d_2026);
  const today = new Date();
  const portraits = media ? await storePortraits(media) : { female: [], male: [] };

  const added = await db
    .insert(users)
    .values(
      generateMembers(FIRST_CANDIDATE_INDEX, DEMO_CANDIDATES).map((member) => ({
        ...member,
        passwordHash,
        onboardingCompleted: true,
      })),
    )
    .returning({ id: users.id });
  const everyone: MarriageCandidate[] = await db
    .select({
      id: users.id,
      gender: users.gender,
      dateOfBirth: users.dateOfBirth,
      state: users.state,
      city: users.city,
    })
    .from(users)
    .where(inArray(users.id, [...members.map((member) => member.id), ...added.map((row) => row.id)]));

  const profiles: (typeof matrimonialProfiles.$inferInsert)[] = [];
  const preferences: (typeof partnerPreferences.$inferInsert)[] = [];
  const withProfile: MarriageCandidate[] = [];
  for (const member of everyone) {
    if (member.gender !== 'MALE' && member.gender !== 'FEMALE') continue;
    const age = ageFromBirthDate(member.dateOfBirth, today) ?? 0;
    const minimum = member.gender === 'MALE' ? 21 : 18;
    const isDemoUser = member.id === demoUser.id;
    if (!isDemoUser && (age < minimum || age > 60 || (age > 45 && !random.chance(0.3)))) continue;
    const photos = member.gender === 'FEMALE' ? portraits.female : portraits.male;
    const generated = generateMarriageProfile(Math.floor(random.next() * 2 ** 32), member, photos, today);
    if (isDemoUser) {
      // The demo login: complete, visible, with photos and preferences that find matches.
      Object.assign(generated.profile, {
        maritalStatus: 'NEVER_MARRIED',
        // Families she accepted see her photos; others ask (Interests → Photos has requests to answer).
        photoVisibility: 'ACCEPTED_INTERESTS',
        isHidden: false,
        images: photos.slice(0, 2),
        profileCreatedBy: 'SELF',
      });
      Object.assign(generated.preferences, { states: [], motherTongues: [], diet: [], manglik: [] });
    }
    profiles.push(generated.profile);
    preferences.push(generated.preferences);
    withProfile.push(member);
  }
  for (let start = 0; start < profiles.length; start += 500) {
    await db.insert(matrimonialProfiles).values(profiles.slice(start, start + 500));
    await db.insert(partnerPreferences).values(preferences.slice(start, start + 500));
  }
  await db
    .update(users)
    .set({ isMatrimonialProfile: true })
    .where(
      inArray(
        users.id,
        withProfile.map((member) => member.id),
      ),
    );

  // Interests: some for the demo login to answer, one accepted, two she is waiting on; more among the others.
  const listed = new Set(profiles.filter((profile) => !profile.isHidden).map((profile) => profile.userId));
  const men = withProfile.filter((member) => member.gender === 'MALE' && listed.has(member.id));
  const women = withProfile.filter((member) => member.gender === 'FEMALE' && listed.has(member.id));
  const rows: (typeof interests.$inferInsert)[] = [];
  const pairs = new Set<string>();
  const add = (senderId: string, receiverId: string, status: 'PENDING' | 'ACCEPTED' | 'DECLINED', daysAgo: number) => {
    const pair = [senderId, receiverId].sort().join('|');
    if (senderId === receiverId || pairs.has(pair)) return;
    pairs.add(pair);
    const createdAt = new Date(today.getTime() - daysAgo * DAY_MS);
    const updatedAt = status === 'PENDING' ? createdAt : new Date(createdAt.getTime() + DAY_MS / 2);
    rows.push({
      id: uuidv7({ msecs: createdAt.getTime() }),
      senderId,
      receiverId,
      status,
      message: random.pick(INTEREST_MESSAGES),
      createdAt,
      updatedAt,
    });
  };
  if (listed.has(demoUser.id)) {
    men.slice(0, 4).forEach((man, index) => add(man.id, demoUser.id, 'PENDING', index + 1));
    if (men[4]) add(men[4].id, demoUser.id, 'ACCEPTED', 9);
    men.slice(5, 7).forEach((man, index) => add(demoUser.id, man.id, 'PENDING', index + 2));
  }
  for (let index = 0; index < 160 && men.length > 0 && women.length > 0; index++) {
    const [sender, receiver] = random.chance(0.6)
      ? [random.pick(men), random.pick(women)]
      : [random.pick(women), random.pick(men)];
    const status = random.weighted([
      ['PENDING', 5],
      ['ACCEPTED', 3],
      ['DECLINED', 2],
    ] as const);
    add(sender.id, receiver.id, status, random.int(1, 60));
  }
  rows.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  if (rows.length > 0) await db.insert(interests).values(rows);
  const family = await seedDemoFamily(
    { db, demoUser, members },
    { men, everyone, profiles, interestPairs: pairs, today },
  );
  log.info(
    `Demo matrimonial: ${profiles.length} marriage profiles, ${rows.length} interests, ` +
      `${family.photoRequests} photo requests, ${family.coManagers} family co-managers`,
  );
}

// prettier-ignore
const INTEREST_MESSAGES = [
  'Namaste! We liked your profile and would be happy to talk with your family.',
  'Our families share the same roots in Patna. Would you like to connect?',
  'Hello, I read your profile and feel we have similar values. Looking forward to hearing from you.',
  'Namaste ji, my parents and I would like to take this forward if you agree.',
  'Your profile resonated with us. Please accept if you are interested.',
] as const;
