import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { bearer, createTestContext, json, onboard, signUp, type TestContext, type TestMember } from '../../test/app.ts';

let ctx: TestContext;
let member: TestMember;
beforeAll(async () => {
  ctx = await createTestContext();
  member = await signUp(ctx);
  await onboard(ctx, member);
});
afterAll(() => ctx.close());

const put = (url: string, payload: unknown, who: { accessToken: string } = member) =>
  ctx.app.inject({ method: 'PUT', url: `/api/user${url}`, headers: bearer(who), payload: payload as object });
const get = (url: string, who: { accessToken: string } = member) =>
  ctx.app.inject({ method: 'GET', url: `/api/user${url}`, headers: bearer(who) });
const storedRow = async (who: TestMember = member) =>
  (await ctx.database.db.select().from(users).where(eq(users.id, who.id)))[0]!;

const thisYear = new Date().getUTCFullYear();

const validPersonal = {
  fullName: 'Asha Kumari Sinha',
  email: 'asha@example.com',
  gender: 'FEMALE',
  dateOfBirth: '1994-03-14',
  languages: ['Hindi', 'Bhojpuri', 'English', 'Hindi'],
  bioData: '  Doctor in Patna, fond of Madhubani painting.  ',
  isPhoneNumberPublic: false,
  currentLocation: { state: 'Karnataka', city: 'Bengaluru', locality: 'Koramangala' },
};

const validCommunity = {
  educationDegree: 'MBBS',
  specializedDegree: 'Paediatrics',
  university: 'Patna Medical College',
  passingYear: 2018,
  profession: 'Doctor',
  currentJobRole: 'Resident paediatrician',
  industries: ['Healthcare and Social Work', 'Education'],
  subIndustries: ['Hospitals', 'Colleges and universities', 'Hospitals'],
  skills: ['Leadership', 'Communication', 'Leadership'],
  canHelpOut: ['Medical advice', 'medical advice', 'Career guidance'],
  canSeekHelp: ['Flat in Bengaluru'],
  achievements: ['  Gold medal, 2018 ', 'Gold medal, 2018'],
  hobbies: ['Painting', 'Cooking', 'painting'],
};

function expectRefused(response: Awaited<ReturnType<typeof put>>, path: string, label: string) {
  expect(response.statusCode, label).toBe(400);
  const body = json(response);
  expect(body.code, label).toBe('VALIDATION_ERROR');
  expect(
    body.errors.map((error: { path: string }) => error.path),
    label,
  ).toContain(path);
  expect(body.message, label).toContain(path);
}

/** A member's community details with nothing filled in: texts null, lists empty. */
const EMPTY_COMMUNITY_DETAILS = {
  educationDegree: null,
  specializedDegree: null,
  university: null,
  passingYear: null,
  profession: null,
  currentJobRole: null,
  industries: [],
  subIndustries: [],
  skills: [],
  canHelpOut: [],
  canSeekHelp: [],
  achievements: [],
  hobbies: [],
};

describe('GET /user/me', () => {
  it('returns the account and both sections with every field, empty ones as null or []', async () => {
    const fresh = await signUp(ctx);
    const response = await get('/me', fresh);
    expect(response.statusCode).toBe(200);
    expect(json(response).data).toEqual({
      user: {
        id: fresh.id,
        phoneNumber: fresh.phoneNumber,
        fullName: null,
        image: null,
        onBoardingCompleted: false,
        isMatrimonialProfile: false,
        profile: { onboardingCompleted: false },
        role: 'MEMBER',
        language: 'en',
      },
      personalDetails: {
        fullName: null,
        email: null,
        gender: null,
        dateOfBirth: null,
        languages: [],
        bioData: null,
        isPhoneNumberPublic: false,
        currentLocation: null,
      },
      communityDetails: EMPTY_COMMUNITY_DETAILS,
      matrimonialDetails: null,
      consent: null,
      preferences: { language: 'en', showOnline: true, avatarVisibility: 'EVERYONE' },
    });
  });
});

describe('PUT /user/personal-details', () => {
  it('refuses bad input field by field and changes nothing', async () => {
    const before = await storedRow();
    const cases: [Record<string, unknown>, string][] = [
      [{ fullName: '' }, 'fullName'],
      [{ fullName: 42 }, 'fullName'],
      [{ fullName: 'x'.repeat(81) }, 'fullName'],
      [{ email: 'asha-at-example' }, 'email'],
      [{ gender: 'female' }, 'gender'],
      [{ dateOfBirth: '1994-02-30' }, 'dateOfBirth'],
      [{ dateOfBirth: `${thisYear - 10}-01-01` }, 'dateOfBirth'],
      [{ languages: ['Hindi', 'Klingon'] }, 'languages.1'],
      [{ languages: 'Hindi' }, 'languages'],
      [{ bioData: 'x'.repeat(1001) }, 'bioData'],
      [{ bioData: 7 }, 'bioData'],
      [{ isPhoneNumberPublic: 'yes' }, 'isPhoneNumberPublic'],
      [{ isPhoneNumberPublic: undefined }, 'isPhoneNumberPublic'],
      [{ currentLocation: undefined }, 'currentLocation'],
      [{ currentLocation: { state: 'Atlantis', city: 'Patna' } }, 'currentLocation.state'],
      [{ currentLocation: { state: 'Bihar', city: 'Bengaluru' } }, 'currentLocation.city'],
      [{ currentLocation: { state: 'Bihar', city: 'Patna', locality: 'Koramangala' } }, 'currentLocation.locality'],
    ];
    for (const [override, path] of cases) {
      expectRefused(await put('/personal-details', { ...validPersonal, ...override }), path, JSON.stringify(override));
    }
    const unknownLanguage = json(await put('/personal-details', { ...validPersonal, languages: ['Klingon'] }));
    expect(unknownLanguage.message).toBe('languages.0: "Klingon" is not in the list of languages');
    expect(await storedRow()).toEqual(before);
  });

  it('saves the section: trimmed, languages once each, the location as the current location', async () => {
    const response = await put('/personal-details', { ...validPersonal, unknownField: 'ignored' });
    expect(response.statusCode).toBe(200);
    const personalDetails = {
      fullName: 'Asha Kumari Sinha',
      email: 'asha@example.com',
      gender: 'FEMALE',
      dateOfBirth: '1994-03-14',
      languages: ['Hindi', 'Bhojpuri', 'English'],
      bioData: 'Doctor in Patna, fond of Madhubani painting.',
      isPhoneNumberPublic: false,
      currentLocation: { state: 'Karnataka', city: 'Bengaluru', locality: 'Koramangala' },
    };
    expect(json(response).data).toEqual({ personalDetails });
    const me = json(await get('/me')).data;
    expect(me.personalDetails).toEqual(personalDetails);
    expect(me.user.fullName).toBe('Asha Kumari Sinha');
  });

  it('clears what is left out or blank', async () => {
    const response = await put('/personal-details', {
      ...validPersonal,
      email: '',
      bioData: '   ',
      languages: undefined,
    });
    expect(response.statusCode).toBe(200);
    expect(json(response).data.personalDetails).toMatchObject({ email: null, bioData: null, languages: [] });
    const { email: _email, bioData: _bioData, ...withoutOptional } = validPersonal;
    expect(json(await put('/personal-details', withoutOptional)).data.personalDetails).toMatchObject({
      email: null,
      bioData: null,
    });
    await put('/personal-details', validPersonal);
  });
});

describe('PUT /user/community-details', () => {
  it('refuses bad input field by field and changes nothing', async () => {
    const before = await storedRow();
    const cases: [Record<string, unknown>, string][] = [
      [{ educationDegree: 'Hogwarts Diploma' }, 'educationDegree'],
      [{ educationDegree: 12 }, 'educationDegree'],
      [{ specializedDegree: 'x'.repeat(101) }, 'specializedDegree'],
      [{ university: 'x'.repeat(151) }, 'university'],
      [{ passingYear: 1949 }, 'passingYear'],
      [{ passingYear: thisYear + 7 }, 'passingYear'],
      [{ passingYear: 2015.5 }, 'passingYear'],
      [{ passingYear: '2015' }, 'passingYear'],
      [{ profession: 'Wizard' }, 'profession'],
      [{ currentJobRole: 'x'.repeat(101) }, 'currentJobRole'],
      [{ industries: ['Space piracy'] }, 'industries.0'],
      [
        {
          industries: [
            'Education',
            'Construction',
            'Information Technology',
            'Other',
            'Mining and Quarrying',
            'Real Estate',
          ],
        },
        'industries',
      ],
      [{ industries: ['Education'], subIndustries: ['Hospitals'] }, 'subIndustries.0'],
      [{ subIndustries: ['Hospitals', 'Moon mining'] }, 'subIndustries.1'],
      [{ skills: ['Juggling'] }, 'skills.0'],
      [{ skills: 'Leadership' }, 'skills'],
      [{ canHelpOut: Array.from({ length: 21 }, (_, i) => `Help ${i}`) }, 'canHelpOut'],
      [{ canSeekHelp: ['x'.repeat(61)] }, 'canSeekHelp.0'],
      [{ achievements: Array.from({ length: 11 }, (_, i) => `Prize ${i}`) }, 'achievements'],
      [{ achievements: ['x'.repeat(201)] }, 'achievements.0'],
      [{ achievements: ['  '] }, 'achievements.0'],
      [{ hobbies: Array.from({ length: 16 }, (_, i) => `Hobby ${i}`) }, 'hobbies'],
      [{ hobbies: ['x'.repeat(61)] }, 'hobbies.0'],
    ];
    for (const [override, path] of cases) {
      expectRefused(
        await put('/community-details', { ...validCommunity, ...override }),
        path,
        JSON.stringify(override).slice(0, 80),
      );
    }
    const unknownProfession = json(await put('/community-details', { ...validCommunity, profession: 'Wizard' }));
    expect(unknownProfession.message).toBe('profession: "Wizard" is not in the list of occupations');
    const foreignSub = json(await put('/community-details', { ...validCommunity, industries: ['Education'] }));
    expect(foreignSub.message).toBe('subIndustries.0: "Hospitals" is not a sub-industry of the chosen industries');
    expect(await storedRow()).toEqual(before);
  });

  it('saves the section with each value once, and accepts a passing year up to six years ahead', async () => {
    const response = await put('/community-details', { ...validCommunity, passingYear: thisYear + 6 });
    expect(response.statusCode).toBe(200);
    const communityDetails = {
      ...validCommunity,
      passingYear: thisYear + 6,
      subIndustries: ['Hospitals', 'Colleges and universities'],
      skills: ['Leadership', 'Communication'],
      canHelpOut: ['Medical advice', 'Career guidance'],
      achievements: ['Gold medal, 2018'],
      hobbies: ['Painting', 'Cooking'],
    };
    expect(json(response).data).toEqual({ communityDetails });
    expect(json(await get('/me')).data.communityDetails).toEqual(communityDetails);
    expect(json(await get('/filters')).data).toEqual({
      canHelpOut: ['Medical advice', 'Career guidance'],
      canSeekHelp: ['Flat in Bengaluru'],
    });
  });

  it('clears optional fields that are left out, null or blank', async () => {
    const response = await put('/community-details', { educationDegree: '', profession: null, currentJobRole: '  ' });
    expect(response.statusCode).toBe(200);
    expect(json(response).data.communityDetails).toEqual(EMPTY_COMMUNITY_DETAILS);
    expect(json(await get('/filters')).data).toEqual({ canHelpOut: [], canSeekHelp: [] });
    await put('/community-details', validCommunity);
  });
});

describe('GET /user/profile/:id', () => {
  it('shows what the owner allows: the age but not the birth date, never the email, the phone only when public', async () => {
    const viewer = await signUp(ctx);
    await onboard(ctx, viewer, { fullName: 'Vikram Rao' });
    await put('/personal-details', { ...validPersonal, isPhoneNumberPublic: false });

    const hidden = json(await get(`/profile/${member.id}`, viewer)).data;
    expect(hidden).toMatchObject({
      id: member.id,
      fullName: 'Asha Kumari Sinha',
      image: null,
      gender: 'FEMALE',
      phoneNumber: null,
      bioData: 'Doctor in Patna, fond of Madhubani painting.',
      languages: ['Hindi', 'Bhojpuri', 'English'],
      currentLocation: { state: 'Karnataka', city: 'Bengaluru', locality: 'Koramangala' },
      educationDegree: 'MBBS',
      profession: 'Doctor',
      currentJobRole: 'Resident paediatrician',
      skills: ['Leadership', 'Communication'],
      canHelpOut: ['Medical advice', 'Career guidance'],
      hobbies: ['Painting', 'Cooking'],
    });
    expect(hidden.age).toBeGreaterThanOrEqual(30);
    expect(hidden).not.toHaveProperty('email');
    expect(hidden).not.toHaveProperty('dateOfBirth');
    expect(JSON.stringify(hidden)).not.toContain('asha@example.com');
    expect(JSON.stringify(hidden)).not.toContain('1994-03-14');

    await put('/personal-details', { ...validPersonal, isPhoneNumberPublic: true });
    expect(json(await get(`/profile/${member.id}`, viewer)).data.phoneNumber).toBe(member.phoneNumber);
    await put('/personal-details', validPersonal);
  });

  it('answers 404 for an unknown or not yet onboarded member and 400 for a malformed id', async () => {
    const newcomer = await signUp(ctx);
    for (const id of ['0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', newcomer.id]) {
      const response = await get(`/profile/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(json(response)).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Member not found' });
    }
    const malformed = await get('/profile/not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed).message).toContain('id');
  });
});

describe('authentication', () => {
  it('is needed for every users call', async () => {
    const calls = [
      ['GET', '/api/user/me'],
      ['PUT', '/api/user/personal-details'],
      ['PUT', '/api/user/community-details'],
      ['GET', `/api/user/profile/${member.id}`],
      ['GET', '/api/user/filter?keyword=asha'],
      ['GET', '/api/user/users-count'],
      ['GET', '/api/user/filters'],
    ] as const;
    for (const [method, url] of calls) {
      const response = await ctx.app.inject({ method, url, payload: method === 'PUT' ? {} : undefined });
      expect(response.statusCode, url).toBe(401);
    }
  });
});
