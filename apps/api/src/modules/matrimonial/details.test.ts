import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matrimonialProfiles, users } from '../../db/schema/index.ts';
import { bearer, createTestContext, json, onboard, signUp, type TestContext, type TestMember } from '../../test/app.ts';
import { storedPathOf } from '../media/index.ts';
import { createPost } from '../posts/test-support.ts';
import { api, candidate, completeDetails } from './test-support.ts';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'samaj-matrimonial-media-'));
let ctx: TestContext;
let call: ReturnType<typeof api>;
let member: TestMember;
beforeAll(async () => {
  ctx = await createTestContext({ MEDIA_DIR: mediaDir });
  call = api(ctx);
  member = await signUp(ctx);
  await onboard(ctx, member, { gender: 'FEMALE', dateOfBirth: '1996-01-15' });
});
afterAll(async () => {
  await ctx.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

const thisYear = new Date().getUTCFullYear();
const profileRow = async (who: TestMember = member) =>
  (await ctx.database.db.select().from(matrimonialProfiles).where(eq(matrimonialProfiles.userId, who.id)))[0];
const flag = async (who: TestMember = member) =>
  (await ctx.database.db.select({ flag: users.isMatrimonialProfile }).from(users).where(eq(users.id, who.id)))[0]!.flag;
const saveDetails = (payload: unknown, who: TestMember = member) => call.put('/user/matrimonial-details', payload, who);

describe('PUT /user/matrimonial-details', () => {
  it('refuses bad input field by field (400) and changes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ height: 170.5 }, 'height'],
      [{ height: 171 }, 'height'],
      [{ height: 300 }, 'height'],
      [{ height: '163' }, 'height'],
      [{ weight: 10 }, 'weight'],
      [{ weight: 250 }, 'weight'],
      [{ maritalStatus: 'MARRIED' }, 'maritalStatus'],
      [{ maritalStatus: 'never_married' }, 'maritalStatus'],
      [{ motherTongue: 'Klingon' }, 'motherTongue'],
      [{ religion: 'Jedi' }, 'religion'],
      [{ caste: 'x'.repeat(61) }, 'caste'],
      [{ gotra: 42 }, 'gotra'],
      [{ manglik: 'MAYBE' }, 'manglik'],
      [{ diet: 'CARNIVORE' }, 'diet'],
      [{ smokingHabits: 'ALWAYS' }, 'smokingHabits'],
      [{ drinkingHabits: 'DAILY' }, 'drinkingHabits'],
      [{ bodyType: 'ROUND' }, 'bodyType'],
      [{ familyType: 'EXTENDED' }, 'familyType'],
      [{ fatherOccupation: 'Astronaut of Mars' }, 'fatherOccupation'],
      [{ siblings: [{ relation: 'COUSIN' }] }, 'siblings.0.relation'],
      [{ siblings: [{ relation: 'ELDER_SISTER', maritalStatus: 'SINGLE' }] }, 'siblings.0.maritalStatus'],
      [{ siblings: Array.from({ length: 13 }, () => ({ relation: 'ELDER_SISTER' })) }, 'siblings'],
      [{ siblings: 'two brothers' }, 'siblings'],
      [{ familyIncome: 'lots' }, 'familyIncome'],
      [{ aboutFamily: 'x'.repeat(1001) }, 'aboutFamily'],
      [{ expectations: 'x'.repeat(1001) }, 'expectations'],
      [{ profileCreatedBy: 'NEIGHBOUR' }, 'profileCreatedBy'],
      [{ photoVisibility: 'FRIENDS' }, 'photoVisibility'],
      [{ isHidden: 'yes' }, 'isHidden'],
    ];
    for (const [override, field] of cases) {
      const response = await saveDetails({ ...completeDetails, ...override });
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      const body = json(response);
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(
        body.errors.map((error: { path: string }) => error.path),
        JSON.stringify(override),
      ).toContain(field);
    }
    expect(await profileRow()).toBeUndefined();
    expect(await flag()).toBe(false);
  });

  it('keeps the profile incomplete until every required field is there', async () => {
    const { height: _height, religion: _religion, ...partial } = completeDetails;
    const response = await saveDetails(partial);
    expect(response.statusCode).toBe(200);
    const { matrimonialDetails, user } = json(response).data;
    expect(matrimonialDetails).toMatchObject({ height: null, religion: null, motherTongue: 'Hindi' });
    expect(user.isMatrimonialProfile).toBe(false);
    expect(await flag()).toBe(false);
    const gated = await call.get('/matrimonial/profiles/recommended', member);
    expect(gated.statusCode).toBe(403);
    expect(json(gated).code).toBe('MATRIMONIAL_PROFILE_REQUIRED');
  });

  it('completes the profile: every field saved, trimmed, isMatrimonialProfile true; GET /user/me shows it', async () => {
    const horoscope = {
      birthTime: '06:45',
      birthPlace: { state: 'Bihar', city: 'Gaya' },
      rashi: 'MESH',
      nakshatra: 'ROHINI',
    };
    const response = await saveDetails({
      ...completeDetails,
      ...horoscope,
      caste: '  Kayastha  ',
      motherGotra: 'vats',
      unknownField: 'ignored',
    });
    expect(response.statusCode).toBe(200);
    const { confirmation: _confirmation, ...saved } = completeDetails;
    const expected = {
      ...saved,
      ...horoscope,
      motherGotra: 'Vatsa',
      excludeSameGotra: true,
      excludeMotherGotra: false,
      browsePrivately: false,
      caste: 'Kayastha',
      siblings: [{ relation: 'ELDER_BROTHER', name: 'Amit', maritalStatus: 'MARRIED', occupation: 'Engineer' }],
      photoVisibility: 'ALL',
      images: [],
      isHidden: false,
      familyContactName: null,
      familyContactPhone: null,
    };
    expect(json(response).data.matrimonialDetails).toEqual(expected);
    expect(json(response).data.user).toMatchObject({ id: member.id, isMatrimonialProfile: true });
    const me = json(await call.get('/user/me', member)).data;
    expect(me.matrimonialDetails).toEqual(expected);
    expect(me.user.isMatrimonialProfile).toBe(true);
    expect((await call.get('/matrimonial/profiles/recommended', member)).statusCode).toBe(200);
  });

  it('replaces the section: a missing optional field is cleared; photo visibility and hiding are kept when missing', async () => {
    await saveDetails({ ...completeDetails, photoVisibility: 'NOBODY', isHidden: true });
    const { gotra: _gotra, ...withoutGotra } = completeDetails;
    const response = await saveDetails(withoutGotra);
    expect(json(response).data.matrimonialDetails).toMatchObject({
      gotra: null,
      photoVisibility: 'NOBODY',
      isHidden: true,
    });
    const shown = await saveDetails({ ...completeDetails, photoVisibility: 'ACCEPTED_INTERESTS', isHidden: false });
    expect(json(shown).data.matrimonialDetails).toMatchObject({
      photoVisibility: 'ACCEPTED_INTERESTS',
      isHidden: false,
    });
  });

  it('turns isMatrimonialProfile off again when a required field is cleared', async () => {
    const response = await saveDetails({ ...completeDetails, diet: null });
    expect(json(response).data.user.isMatrimonialProfile).toBe(false);
    expect((await call.get('/matrimonial/preferences', member)).statusCode).toBe(403);
    expect(json(await saveDetails(completeDetails)).data.user.isMatrimonialProfile).toBe(true);
  });

  it('refuses a man under 21 and a woman under 18 (422), and changes nothing', async () => {
    const youngMan = await signUp(ctx);
    await onboard(ctx, youngMan, { gender: 'MALE', dateOfBirth: `${thisYear - 20}-01-01` });
    const refused = await saveDetails(completeDetails, youngMan);
    expect(refused.statusCode).toBe(422);
    expect(json(refused)).toMatchObject({
      code: 'UNPROCESSABLE',
      message:
        'A man must be at least 21 years old for a marriage profile. Check the date of birth in Personal details',
      errors: [{ path: 'dateOfBirth' }],
    });
    expect(await profileRow(youngMan)).toBeUndefined();
    expect(await flag(youngMan)).toBe(false);

    // Onboarding takes adults only, so a woman under 18 can only come from an older row; set it directly.
    const youngWoman = await signUp(ctx);
    await onboard(ctx, youngWoman, { gender: 'FEMALE', dateOfBirth: `${thisYear - 19}-01-01` });
    await ctx.database.db
      .update(users)
      .set({ dateOfBirth: `${thisYear - 17}-01-01` })
      .where(eq(users.id, youngWoman.id));
    const woman = await saveDetails(completeDetails, youngWoman);
    expect(woman.statusCode).toBe(422);
    expect(json(woman).message).toContain('A woman must be at least 18');
    expect(await profileRow(youngWoman)).toBeUndefined();

    const man21 = await signUp(ctx);
    await onboard(ctx, man21, { gender: 'MALE', dateOfBirth: `${thisYear - 22}-01-01` });
    expect(json(await saveDetails(completeDetails, man21)).data.user.isMatrimonialProfile).toBe(true);
    const woman18 = await signUp(ctx);
    await onboard(ctx, woman18, { gender: 'FEMALE', dateOfBirth: `${thisYear - 19}-01-01` });
    expect(json(await saveDetails(completeDetails, woman18)).data.user.isMatrimonialProfile).toBe(true);
  });

  it('cannot complete without the birth date and gender of the personal details', async () => {
    const fresh = await signUp(ctx);
    const response = await saveDetails(completeDetails, fresh);
    expect(response.statusCode).toBe(200);
    expect(json(response).data.user.isMatrimonialProfile).toBe(false);
  });

  it('needs a logged-in member', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/matrimonial-details',
      payload: completeDetails,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('birth date and gender of a member with a marriage profile', () => {
  const personal = (overrides: Record<string, unknown>) => ({
    fullName: 'Rahul Verma',
    gender: 'MALE',
    dateOfBirth: `${thisYear - 25}-01-01`,
    languages: ['Hindi'],
    isPhoneNumberPublic: false,
    currentLocation: { state: 'Bihar', city: 'Patna' },
    ...overrides,
  });
  const putPersonal = (payload: unknown, who: TestMember) => call.put('/user/personal-details', payload, who);
  const personalDetails = async (who: TestMember) => json(await call.get('/user/me', who)).data.personalDetails;

  it('refuses a birth date or gender under the marriage profile’s minimum age (422), and changes nothing', async () => {
    const man = await candidate(ctx, { gender: 'MALE', dateOfBirth: `${thisYear - 25}-01-01` });
    const before = await personalDetails(man);
    const younger = await putPersonal(personal({ fullName: 'Renamed', dateOfBirth: `${thisYear - 19}-06-01` }), man);
    expect(younger.statusCode).toBe(422);
    expect(json(younger)).toMatchObject({
      code: 'UNPROCESSABLE',
      message:
        'A man must be at least 21 years old for a marriage profile, and you have one. Check the date of birth and gender',
      errors: [{ path: 'dateOfBirth' }],
    });
    expect(await personalDetails(man)).toEqual(before);
    expect(await flag(man)).toBe(true);

    const onboardAgain = await call.put(
      '/user/onboard',
      {
        ...personal({}),
        dateOfBirth: `${thisYear - 19}-06-01`,
        location: { state: 'Bihar', city: 'Patna' },
        canHelpOut: [],
        canSeekHelp: [],
      },
      man,
    );
    expect(onboardAgain.statusCode, 'onboarding again is the same change').toBe(422);
    expect(await personalDetails(man)).toEqual(before);

    const woman = await candidate(ctx, { gender: 'FEMALE', dateOfBirth: `${thisYear - 19}-01-01` });
    const nowMale = await putPersonal(personal({ gender: 'MALE', dateOfBirth: `${thisYear - 19}-01-01` }), woman);
    expect(nowMale.statusCode).toBe(422);
    expect(json(nowMale).message).toContain('A man must be at least 21');
    expect((await personalDetails(woman)).gender).toBe('FEMALE');
    expect(await flag(woman)).toBe(true);

    const older = await putPersonal(personal({ dateOfBirth: `${thisYear - 30}-01-01` }), man);
    expect(older.statusCode, older.body).toBe(200);
    expect(await flag(man)).toBe(true);
  });

  it('takes any adult birth date from a member without a complete marriage profile, which stays incomplete', async () => {
    const youngMan = await candidate(ctx, { gender: 'MALE', details: { diet: null } });
    expect(await flag(youngMan)).toBe(false);
    const response = await putPersonal(personal({ dateOfBirth: `${thisYear - 19}-06-01` }), youngMan);
    expect(response.statusCode, response.body).toBe(200);
    expect(await flag(youngMan)).toBe(false);
    expect((await saveDetails(completeDetails, youngMan)).statusCode, 'completing it now is refused').toBe(422);
  });

  it('works isMatrimonialProfile out again: details saved before the birth date and gender count once they are given', async () => {
    const early = await signUp(ctx);
    expect(json(await saveDetails(completeDetails, early)).data.user.isMatrimonialProfile).toBe(false);
    expect((await putPersonal(personal({}), early)).statusCode).toBe(200);
    expect(await flag(early)).toBe(true);
    expect((await call.get('/matrimonial/preferences', early)).statusCode).toBe(200);

    const onboardedLater = await signUp(ctx);
    expect(json(await saveDetails(completeDetails, onboardedLater)).data.user.isMatrimonialProfile).toBe(false);
    const welcomed = await onboard(ctx, onboardedLater, { gender: 'FEMALE', dateOfBirth: `${thisYear - 24}-02-02` });
    expect(welcomed.user.isMatrimonialProfile).toBe(true);
  });
});

interface Upload {
  field?: string;
  bytes: Buffer;
  filename?: string;
}

async function putImages(uploads: Upload[], fields: Record<string, string> = {}, who: TestMember = member) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const { field = 'matrimonialImages', bytes, filename = 'photo.jpg' } of uploads) {
    form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), filename);
  }
  const encoded = new Response(form);
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/user/matrimonial-images',
    headers: { ...bearer(who), 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

const photo = (shade: number) =>
  sharp({ create: { width: 200, height: 260, channels: 3, background: { r: shade, g: 100, b: 60 } } })
    .jpeg()
    .toBuffer();
/** Stored files, as `<name>` (public) and `private/<name>`. */
const mediaFiles = () =>
  readdirSync(mediaDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.webp'))
    .sort();
/** The paths behind the signed links the API answers with. */
const pathsOf = (links: string[]) => links.map(storedPathOf);
const fileOf = (link: string) => storedPathOf(link).replace('/media/', '');

describe('PUT /user/matrimonial-images', () => {
  it('adds photos (re-encoded as WebP, private) after the ones kept, and returns their signed links', async () => {
    const first = await putImages([{ bytes: await photo(10) }, { bytes: await photo(20) }]);
    expect(first.statusCode).toBe(200);
    const two = json(first).data as string[];
    expect(two).toHaveLength(2);
    for (const image of two)
      expect(image).toMatch(/^\/media\/private\/[0-9a-f]{64}\.webp\?expires=\d+&signature=[\w-]+$/);
    const more = pathsOf(json(await putImages([{ bytes: await photo(30) }])).data as string[]);
    expect(more).toEqual([...pathsOf(two), more[2]]);
    expect((await profileRow())!.images).toEqual(more);
    expect(pathsOf(json(await call.get('/user/me', member)).data.matrimonialDetails.images)).toEqual(more);
  });

  it('reorders and removes through "images" (the photos to keep); a removed file nobody uses is deleted', async () => {
    const current = (await profileRow())!.images;
    const reordered = json(await putImages([], { images: JSON.stringify([current[2], current[0]]) })).data;
    expect(pathsOf(reordered)).toEqual([current[2], current[0]]);
    expect(mediaFiles()).not.toContain(fileOf(current[1]!));
    expect(mediaFiles()).toContain(fileOf(current[0]!));
  });

  it('takes back the signed links it gave as the photos to keep', async () => {
    const links = json(await call.get('/user/me', member)).data.matrimonialDetails.images as string[];
    const kept = json(await putImages([], { images: JSON.stringify([links[1], links[0]]) })).data as string[];
    expect(pathsOf(kept)).toEqual(pathsOf([links[1]!, links[0]!]));
    expect((await profileRow())!.images).toEqual(pathsOf(kept));
  });

  it('refuses bad uploads with a 4xx and changes nothing', async () => {
    const before = (await profileRow())!.images;
    const filesBefore = mediaFiles();
    const jpeg = await photo(40);
    const cases: [string, () => ReturnType<typeof putImages>, number][] = [
      ['more than 6 photos in all', () => putImages([1, 2, 3, 4, 5].map(() => ({ bytes: jpeg }))), 400],
      ['7 files at once', () => putImages([1, 2, 3, 4, 5, 6, 7].map(() => ({ bytes: jpeg }))), 413],
      ['text named .jpg', () => putImages([{ bytes: Buffer.from('not a photo at all') }]), 415],
      ['an empty file', () => putImages([{ bytes: Buffer.alloc(0) }]), 400],
      ['nothing to do', () => putImages([{ field: 'photo', bytes: jpeg }]), 400],
      ['images not JSON', () => putImages([], { images: 'first,second' }), 400],
      ['images not mine', () => putImages([], { images: JSON.stringify(['/media/someone-else.webp']) }), 400],
      [
        'not multipart',
        () => call.put('/user/matrimonial-images', { matrimonialImages: ['data:image/png;base64,AAAA'] }, member),
        415,
      ],
    ];
    for (const [name, send, status] of cases) {
      const response = await send();
      expect(response.statusCode, name).toBe(status);
      expect(json(response).success, name).toBe(false);
    }
    expect((await profileRow())!.images).toEqual(before);
    expect(mediaFiles()).toEqual(filesBefore);
  });

  it('keeps a file still used as a profile photo when it is removed from the marriage photos', async () => {
    const other = await candidate(ctx, { gender: 'MALE' });
    const bytes = await photo(90);
    const [image] = json(await putImages([{ bytes }], {}, other)).data as string[];
    await ctx.database.db
      .update(users)
      .set({ image: storedPathOf(image!) })
      .where(eq(users.id, other.id));
    expect(json(await putImages([], { images: '[]' }, other)).data).toEqual([]);
    expect(mediaFiles()).toContain(fileOf(image!));
  });

  it('keeps the private marriage photo and the public post photo of the same picture apart', async () => {
    const other = await candidate(ctx, { gender: 'MALE' });
    const bytes = await photo(120);
    const [image] = json(await putImages([{ bytes }], {}, other)).data as string[];
    const post = await createPost(ctx, other, { content: 'At the Chhath ghat' }, [{ bytes }]);
    expect(post.image).toBe(storedPathOf(image!).replace('/private', ''));

    expect(json(await putImages([], { images: '[]' }, other)).data).toEqual([]);
    expect((await ctx.app.inject(image!)).statusCode, 'no longer a marriage photo').toBe(404);
    expect((await ctx.app.inject(post.image!)).statusCode, 'the post still shows it').toBe(200);
  });
});
