import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matrimonialProfiles, partnerPreferences } from '../../db/schema/index.ts';
import { createTestContext, json, onboard, signUp, type TestContext } from '../../test/app.ts';
import { caches, isResultOf } from '../caches.ts';
import { api, type Candidate, candidate, sendInterest, UNKNOWN_ID } from './test-support.ts';

let ctx: TestContext;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  ctx = await createTestContext();
  call = api(ctx);
});
afterAll(() => ctx.close());

const thisYear = new Date().getUTCFullYear();
const born = (age: number) => `${thisYear - age - 1}-12-31`; // Turned `age` at the end of last year.
const names = (response: Awaited<ReturnType<typeof call.get>>) =>
  (json(response).data.profiles as { fullName: string }[]).map((profile) => profile.fullName);

describe('the matrimonial gate', () => {
  it('answers every matrimonial call without a marriage profile with 403 MATRIMONIAL_PROFILE_REQUIRED', async () => {
    const member = await candidate(ctx, { withProfile: false });
    const other = await candidate(ctx, { gender: 'MALE' });
    const calls = [
      call.get('/matrimonial/profiles/recommended', member),
      call.get('/matrimonial/profiles/search', member),
      call.get(`/matrimonial/profile/${other.id}`, member),
      call.get('/matrimonial/preferences', member),
      call.put('/matrimonial/preferences', {}, member),
      call.post('/matrimonial/interests/send', { receiverId: other.id }, member),
      call.get('/matrimonial/interests/received', member),
      call.get('/matrimonial/interests/sent', member),
      call.put(`/matrimonial/interests/${UNKNOWN_ID}/respond`, { status: 'ACCEPTED' }, member),
      call.delete(`/matrimonial/interests/${UNKNOWN_ID}`, member),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(json(response)).toMatchObject({
        success: false,
        code: 'MATRIMONIAL_PROFILE_REQUIRED',
        message:
          'Your matrimonial profile is not completed. Please complete your Matrimonial profile section to proceed.',
      });
    }
  });

  it('lets every member block, unblock, list blocks and report without a marriage profile', async () => {
    const member = await candidate(ctx, { withProfile: false });
    const other = await candidate(ctx, { withProfile: false, gender: 'MALE' });
    expect((await call.post('/matrimonial/blocks', { blockedId: other.id }, member)).statusCode).toBe(201);
    expect((await call.get('/matrimonial/blocks', member)).statusCode).toBe(200);
    expect((await call.delete(`/matrimonial/blocks/${other.id}`, member)).statusCode).toBe(200);
    const report = await call.post('/matrimonial/reports', { reportedId: other.id, reason: 'FAKE_PROFILE' }, member);
    expect(report.statusCode).toBe(201);
  });

  it('needs a logged-in member', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/matrimonial/profiles/recommended' });
    expect(response.statusCode).toBe(401);
  });
});

describe('partner preferences', () => {
  const valid = {
    ageRange: { min: 26, max: 32 },
    heightRange: { min: 165, max: 183 },
    maritalStatus: ['NEVER_MARRIED', 'NEVER_MARRIED'],
    educationDegrees: ['MBBS', 'B.Tech'],
    occupations: ['Doctor', 'Software Engineer'],
    states: ['Bihar', 'Karnataka'],
    cities: ['Patna', 'Bengaluru'],
    motherTongues: ['Hindi', 'Maithili'],
    diet: ['VEGETARIAN'],
    manglik: ['NO', 'DONT_KNOW'],
  };

  it('are empty until saved', async () => {
    const member = await candidate(ctx);
    expect(json(await call.get('/matrimonial/preferences', member)).data).toEqual({
      ageRange: null,
      heightRange: null,
      maritalStatus: [],
      educationDegrees: [],
      occupations: [],
      states: [],
      cities: [],
      motherTongues: [],
      diet: [],
      manglik: [],
      horoscopeMatters: false,
    });
  });

  it('refuse bad input (400) and change nothing', async () => {
    const member = await candidate(ctx, { preferences: valid });
    const stored = async () =>
      (await ctx.database.db.select().from(partnerPreferences).where(eq(partnerPreferences.userId, member.id)))[0];
    const before = await stored();
    const cases: [Record<string, unknown>, string][] = [
      [{ ageRange: { min: 35, max: 30 } }, 'ageRange.max'],
      [{ ageRange: { min: 16, max: 30 } }, 'ageRange.min'],
      [{ ageRange: { min: 20 } }, 'ageRange.max'],
      [{ ageRange: '25-30' }, 'ageRange'],
      [{ heightRange: { min: 183, max: 165 } }, 'heightRange.max'],
      [{ heightRange: { min: 150, max: 171 } }, 'heightRange.max'],
      [{ heightRange: { min: 100, max: 165 } }, 'heightRange.min'],
      [{ maritalStatus: ['MARRIED'] }, 'maritalStatus.0'],
      [{ educationDegrees: ['Hogwarts'] }, 'educationDegrees.0'],
      [{ occupations: ['Wizard'] }, 'occupations.0'],
      [{ states: ['Atlantis'] }, 'states.0'],
      [{ cities: ['Bengaluru'], states: ['Bihar'] }, 'cities.0'],
      [{ cities: ['Gotham'], states: [] }, 'cities.0'],
      [{ motherTongues: ['Klingon'] }, 'motherTongues.0'],
      [{ diet: ['CARNIVORE'] }, 'diet.0'],
      [{ manglik: ['MAYBE'] }, 'manglik.0'],
      [{ diet: 'VEGETARIAN' }, 'diet'],
    ];
    for (const [override, path] of cases) {
      const response = await call.put('/matrimonial/preferences', { ...valid, ...override }, member);
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      expect(
        json(response).errors.map((error: { path: string }) => error.path),
        JSON.stringify(override),
      ).toContain(path);
    }
    expect(await stored()).toEqual(before);
  });

  it('are saved whole, each value once; missing ones mean no preference', async () => {
    const member = await candidate(ctx, { preferences: { ...valid, horoscopeMatters: true } });
    const saved = { ...valid, maritalStatus: ['NEVER_MARRIED'], horoscopeMatters: true };
    expect(json(await call.get('/matrimonial/preferences', member)).data).toEqual(saved);
    const replaced = await call.put('/matrimonial/preferences', { ageRange: { min: 25, max: 25 } }, member);
    // horoscopeMatters, a setting rather than a criterion, is kept when left out.
    expect(json(replaced).data).toMatchObject({
      ageRange: { min: 25, max: 25 },
      heightRange: null,
      states: [],
      diet: [],
      horoscopeMatters: true,
    });
    const bad = await call.put('/matrimonial/preferences', { horoscopeMatters: 'yes' }, member);
    expect(bad.statusCode).toBe(400);
  });
});

describe('recommendations', () => {
  let seeker: Candidate;
  let best: Candidate;
  let good: Candidate;
  let poor: Candidate;
  let hidden: Candidate;
  let incomplete: Candidate;
  let blocked: Candidate;
  let blocker: Candidate;
  let woman: Candidate;

  beforeAll(async () => {
    // She wants a vegetarian doctor aged 28 to 34 in Bihar; each man wants something of her.
    seeker = await candidate(ctx, {
      fullName: 'Seeker Asha',
      dateOfBirth: born(29),
      details: { diet: 'VEGETARIAN', maritalStatus: 'NEVER_MARRIED', motherTongue: 'Hindi' },
      preferences: {
        ageRange: { min: 28, max: 34 },
        states: ['Bihar'],
        diet: ['VEGETARIAN'],
        occupations: ['Doctor'],
      },
    });
    best = await candidate(ctx, {
      fullName: 'Best Match',
      gender: 'MALE',
      dateOfBirth: born(31),
      community: { profession: 'Doctor', educationDegree: 'MBBS' },
      details: { diet: 'VEGETARIAN', height: 175 },
      preferences: { ageRange: { min: 25, max: 30 }, diet: ['VEGETARIAN'] },
    });
    good = await candidate(ctx, {
      fullName: 'Good Match',
      gender: 'MALE',
      dateOfBirth: born(33),
      community: { profession: 'Teacher' },
      details: { diet: 'VEGETARIAN' },
      preferences: { ageRange: { min: 30, max: 35 }, motherTongues: ['Hindi'] },
    });
    poor = await candidate(ctx, {
      fullName: 'Poor Match',
      gender: 'MALE',
      dateOfBirth: born(45),
      location: { state: 'Karnataka', city: 'Bengaluru' },
      details: { diet: 'NON_VEGETARIAN', maritalStatus: 'DIVORCED' },
      preferences: { ageRange: { min: 35, max: 45 }, states: ['Karnataka'] },
    });
    hidden = await candidate(ctx, { fullName: 'Hidden Man', gender: 'MALE', details: { isHidden: true } });
    incomplete = await candidate(ctx, { fullName: 'Incomplete Man', gender: 'MALE', details: { religion: null } });
    await candidate(ctx, { fullName: 'No Profile Man', gender: 'MALE', withProfile: false });
    blocked = await candidate(ctx, { fullName: 'Blocked By Seeker', gender: 'MALE' });
    blocker = await candidate(ctx, { fullName: 'Blocker Of Seeker', gender: 'MALE' });
    woman = await candidate(ctx, { fullName: 'Another Woman' });
    await call.post('/matrimonial/blocks', { blockedId: blocked.id }, seeker);
    await call.post('/matrimonial/blocks', { blockedId: seeker.id }, blocker);
  });

  it('show the gender I seek only, never me, members blocked either way, without a profile or hidden', async () => {
    const response = await call.get('/matrimonial/profiles/recommended?limit=50', seeker);
    expect(response.statusCode).toBe(200);
    const shown = names(response);
    for (const name of ['Best Match', 'Good Match', 'Poor Match']) expect(shown).toContain(name);
    for (const name of [
      'Seeker Asha',
      'Another Woman',
      hidden.fullName,
      incomplete.fullName,
      'No Profile Man',
      'Blocked By Seeker',
      'Blocker Of Seeker',
    ]) {
      expect(shown).not.toContain(name);
    }
    const women = names(await call.get('/matrimonial/profiles/recommended?limit=50', best));
    expect(women).toContain('Seeker Asha');
    expect(women).toContain('Another Woman');
    expect(women.every((name) => !name.endsWith('Match'))).toBe(true);
    expect(woman.id).toBeTruthy();
  });

  it('rank by how well they meet my preferences and I meet theirs, with "meets n of m" and the reasons', async () => {
    const { data } = json(await call.get('/matrimonial/profiles/recommended?limit=50', seeker));
    const order = (data.profiles as { fullName: string }[]).map((profile) => profile.fullName);
    expect(order.indexOf('Best Match')).toBeLessThan(order.indexOf('Good Match'));
    expect(order.indexOf('Good Match')).toBeLessThan(order.indexOf('Poor Match'));
    const top = data.profiles.find((profile: { id: string }) => profile.id === best.id);
    expect(top).toMatchObject({
      fullName: 'Best Match',
      gender: 'MALE',
      age: 31,
      height: 175,
      profession: 'Doctor',
      educationDegree: 'MBBS',
      currentLocation: { state: 'Bihar', city: 'Patna' },
      matchScore: 100,
      match: {
        score: 100,
        met: ['AGE', 'OCCUPATION', 'STATE', 'DIET'],
        unmet: [],
        theirsMet: 2,
        theirsTotal: 2,
        theirs: { met: ['AGE', 'DIET'], unmet: [] },
      },
      interest: null,
    });
    const goodCard = data.profiles.find((profile: { id: string }) => profile.id === good.id);
    // Mine: age, state and diet of 4 (not a doctor); theirs: age (29 is not 30..35) no, mother tongue yes.
    expect(goodCard.match).toEqual({
      score: 67,
      met: ['AGE', 'STATE', 'DIET'],
      unmet: ['OCCUPATION'],
      theirsMet: 1,
      theirsTotal: 2,
      theirs: { met: ['MOTHER_TONGUE'], unmet: ['AGE'] },
    });
    const poorCard = data.profiles.find((profile: { id: string }) => profile.id === poor.id);
    expect(poorCard.match).toMatchObject({ met: [], unmet: ['AGE', 'OCCUPATION', 'STATE', 'DIET'], score: 0 });
  });

  it('judge by my new preferences at once after I change them', async () => {
    const viewer = await candidate(ctx, {
      fullName: 'Changing Mind',
      dateOfBirth: born(29),
      preferences: { occupations: ['Doctor'] },
    });
    const bestCard = async () =>
      json(await call.get('/matrimonial/profiles/recommended?limit=50', viewer)).data.profiles.find(
        (profile: { id: string }) => profile.id === best.id,
      );
    expect((await bestCard()).match.met).toContain('OCCUPATION');
    const saved = await call.put('/matrimonial/preferences', { occupations: ['Teacher'] }, viewer);
    expect(saved.statusCode).toBe(200);
    expect((await bestCard()).match.unmet).toContain('OCCUPATION');
  });

  it('page 5 at a time by default, with the total', async () => {
    const viewer = await candidate(ctx, { gender: 'MALE', fullName: 'Pager Man' });
    const all = json(await call.get('/matrimonial/profiles/recommended?limit=50', viewer)).data;
    expect(all.total).toBeGreaterThanOrEqual(2);
    const first = json(await call.get('/matrimonial/profiles/recommended', viewer)).data;
    expect(first.profiles.length).toBe(Math.min(5, all.total));
    expect(first).toMatchObject({ total: all.total, page: 1, totalPages: Math.ceil(all.total / 5) });
    const pastTheEnd = json(await call.get('/matrimonial/profiles/recommended?page=99', viewer)).data;
    expect(pastTheEnd).toMatchObject({ profiles: [], total: all.total, page: 99 });
    for (const bad of ['limit=0', 'limit=51', 'page=0', 'page=abc']) {
      expect((await call.get(`/matrimonial/profiles/recommended?${bad}`, viewer)).statusCode, bad).toBe(400);
    }
  });

  it('drop a member at once when a block comes after the result was worked out', async () => {
    const viewer = await candidate(ctx, { fullName: 'Snapshot Woman' });
    const man = await candidate(ctx, { gender: 'MALE', fullName: 'Soon Blocked' });
    caches.results.deleteWhere(isResultOf(viewer.id));
    expect(names(await call.get('/matrimonial/profiles/recommended?limit=50', viewer))).toContain('Soon Blocked');
    await call.post('/matrimonial/blocks', { blockedId: viewer.id }, man);
    const after = json(await call.get('/matrimonial/profiles/recommended?limit=50', viewer)).data;
    expect(after.profiles.map((profile: { fullName: string }) => profile.fullName)).not.toContain('Soon Blocked');
  });
});

describe('search', () => {
  let searcher: Candidate;
  beforeAll(async () => {
    searcher = await candidate(ctx, { fullName: 'Searching Woman', dateOfBirth: born(27) });
    await candidate(ctx, {
      fullName: 'Search Ravi Doctor',
      gender: 'MALE',
      dateOfBirth: born(30),
      community: { profession: 'Doctor', educationDegree: 'MBBS' },
      details: {
        height: 178,
        diet: 'VEGETARIAN',
        manglik: 'NO',
        familyType: 'JOINT',
        motherTongue: 'Maithili',
        gotra: 'Bharadwaj',
      },
    });
    await candidate(ctx, {
      fullName: 'Search Karan Engineer',
      gender: 'MALE',
      dateOfBirth: born(35),
      location: { state: 'Karnataka', city: 'Bengaluru' },
      community: { profession: 'Software Engineer', educationDegree: 'B.Tech' },
      details: { height: 170, diet: 'NON_VEGETARIAN', manglik: 'YES', maritalStatus: 'DIVORCED' },
    });
    await candidate(ctx, { fullName: 'Search Other Woman', dateOfBirth: born(28) });
  });

  const search = async (query: string) => {
    caches.results.deleteWhere(isResultOf(searcher.id));
    const response = await call.get(`/matrimonial/profiles/search?${query}`, searcher);
    expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
    return json(response).data as { total: number; profiles: { fullName: string }[]; page: number; totalPages: number };
  };
  const found = async (query: string) => (await search(query)).profiles.map((profile) => profile.fullName);

  it('applies each filter; empty ones are dropped; without gender it looks for the gender I seek', async () => {
    const everyone = await found('limit=50&keyword=&state=&ageMin=');
    expect(everyone).toEqual(expect.arrayContaining(['Search Ravi Doctor', 'Search Karan Engineer']));
    expect(everyone).not.toContain('Search Other Woman');
    expect(everyone).not.toContain('Searching Woman');
    const cases: [string, string[], string[]][] = [
      ['ageMin=29&ageMax=31', ['Search Ravi Doctor'], ['Search Karan Engineer']],
      ['heightMin=175&heightMax=180', ['Search Ravi Doctor'], ['Search Karan Engineer']],
      ['maritalStatus=DIVORCED', ['Search Karan Engineer'], ['Search Ravi Doctor']],
      ['maritalStatus=DIVORCED&maritalStatus=NEVER_MARRIED', ['Search Karan Engineer', 'Search Ravi Doctor'], []],
      ['state=Karnataka', ['Search Karan Engineer'], ['Search Ravi Doctor']],
      ['state=Bihar&city=Patna', ['Search Ravi Doctor'], ['Search Karan Engineer']],
      ['educationDegree=MBBS', ['Search Ravi Doctor'], ['Search Karan Engineer']],
      ['profession=Software%20Engineer', ['Search Karan Engineer'], ['Search Ravi Doctor']],
      ['motherTongue=Maithili', ['Search Ravi Doctor'], ['Search Karan Engineer']],
      ['diet=VEGETARIAN', ['Search Ravi Doctor'], ['Search Karan Engineer']],
      ['familyType=JOINT', ['Search Ravi Doctor'], ['Search Karan Engineer']],
      ['manglik=YES', ['Search Karan Engineer'], ['Search Ravi Doctor']],
      ['keyword=ravi', ['Search Ravi Doctor'], ['Search Karan Engineer']],
      ['keyword=bharad', ['Search Ravi Doctor'], ['Search Karan Engineer']],
      ['keyword=software', ['Search Karan Engineer'], ['Search Ravi Doctor']],
      ['keyword=100%25', [], ['Search Ravi Doctor', 'Search Karan Engineer']],
      ['gender=FEMALE', ['Search Other Woman'], ['Search Ravi Doctor', 'Searching Woman']],
    ];
    for (const [query, included, excluded] of cases) {
      const result = await found(`${query}&limit=50`);
      for (const name of included) expect(result, query).toContain(name);
      for (const name of excluded) expect(result, query).not.toContain(name);
    }
  });

  it('answers { total, profiles, page, totalPages }, 10 a page by default', async () => {
    const result = await search('keyword=search');
    expect(result).toMatchObject({ total: 2, page: 1, totalPages: 1 });
    expect(result.profiles).toHaveLength(2);
    for (let index = 0; index < 10; index++) {
      await candidate(ctx, { gender: 'MALE', fullName: `Paged Man ${index}` });
    }
    const first = await search('keyword=paged');
    expect(first).toMatchObject({ total: 10, page: 1, totalPages: 1 });
    expect(first.profiles).toHaveLength(10);
    const small = await search('keyword=paged&limit=4&page=3');
    expect(small).toMatchObject({ total: 10, page: 3, totalPages: 3 });
    expect(small.profiles).toHaveLength(2);
    // Newest first.
    expect(first.profiles[0]!.fullName).toBe('Paged Man 9');
  });

  it('refuses bad filters with 400', async () => {
    for (const query of [
      'ageMin=35&ageMax=25',
      'heightMin=180&heightMax=160',
      'ageMin=abc',
      'ageMin=12',
      'heightMin=300',
      'gender=male',
      'maritalStatus=MARRIED',
      'diet=CARNIVORE',
      'manglik=MAYBE',
      'familyType=EXTENDED',
      'state=Atlantis',
      'state=Bihar&city=Bengaluru',
      'educationDegree=Hogwarts',
      'profession=Wizard',
      'motherTongue=Klingon',
      'keyword=a',
      'limit=0',
      'limit=51',
    ]) {
      const response = await call.get(`/matrimonial/profiles/search?${query}`, searcher);
      expect(response.statusCode, query).toBe(400);
      expect(json(response).code, query).toBe('VALIDATION_ERROR');
    }
  });
});

describe('GET /matrimonial/profile/{id}', () => {
  it('shows the whole profile with sections, partner preferences and the match', async () => {
    const viewer = await candidate(ctx, { preferences: { diet: ['VEGETARIAN'] } });
    const man = await candidate(ctx, {
      fullName: 'Full Profile Man',
      gender: 'MALE',
      community: { profession: 'Doctor', educationDegree: 'MBBS', currentJobRole: 'Surgeon' },
      details: { gotra: 'Kashyap' },
      preferences: { states: ['Bihar'] },
    });
    const response = await call.get(`/matrimonial/profile/${man.id}`, viewer);
    expect(response.statusCode).toBe(200);
    const profile = json(response).data;
    expect(profile).toMatchObject({
      id: man.id,
      fullName: 'Full Profile Man',
      gender: 'MALE',
      currentJobRole: 'Surgeon',
      religion: 'Hindu',
      gotra: 'Kashyap',
      manglik: 'NO',
      fatherOccupation: 'Teacher',
      siblings: [{ relation: 'ELDER_BROTHER', name: 'Amit', maritalStatus: 'MARRIED', occupation: 'Engineer' }],
      profileCreatedBy: 'PARENT',
      partnerPreferences: { states: ['Bihar'] },
      match: { met: ['DIET'], unmet: [], theirsMet: 1, theirsTotal: 1, score: 100 },
      isMine: false,
    });
    expect(profile).not.toHaveProperty('phoneNumber');
    expect(profile).not.toHaveProperty('isHidden');
    expect(json(await call.get(`/matrimonial/profile/${viewer.id}`, viewer)).data.isMine).toBe(true);
  });

  it('is 404 for an unknown id, a member without a complete profile, a hidden one, or blocked either way', async () => {
    const viewer = await candidate(ctx);
    const hidden = await candidate(ctx, { gender: 'MALE', details: { isHidden: true } });
    const incomplete = await candidate(ctx, { gender: 'MALE', details: { familyType: null } });
    const none = await signUp(ctx);
    await onboard(ctx, none);
    const blockedByMe = await candidate(ctx, { gender: 'MALE' });
    const blockingMe = await candidate(ctx, { gender: 'MALE' });
    await call.post('/matrimonial/blocks', { blockedId: blockedByMe.id }, viewer);
    await call.post('/matrimonial/blocks', { blockedId: viewer.id }, blockingMe);
    for (const id of [UNKNOWN_ID, hidden.id, incomplete.id, none.id, blockedByMe.id, blockingMe.id]) {
      const response = await call.get(`/matrimonial/profile/${id}`, viewer);
      expect(response.statusCode).toBe(404);
      expect(json(response).message).toBe('Profile not found');
    }
    expect((await call.get('/matrimonial/profile/not-a-uuid', viewer)).statusCode).toBe(400);
    // The owner still sees their own hidden profile.
    expect((await call.get(`/matrimonial/profile/${hidden.id}`, hidden)).statusCode).toBe(200);
  });

  it('shows photos as their owner allows: everyone, connected members only, or nobody (an initial instead)', async () => {
    const viewer = await candidate(ctx, { fullName: 'Photo Viewer' });
    const photos = ['/media/a.webp', '/media/b.webp'];
    const withPhotos = async (photoVisibility: string) => {
      const man = await candidate(ctx, { gender: 'MALE', details: { photoVisibility } });
      await ctx.database.db
        .update(matrimonialProfiles)
        .set({ images: photos })
        .where(eq(matrimonialProfiles.userId, man.id));
      return man;
    };
    const everyone = await withPhotos('ALL');
    const connected = await withPhotos('ACCEPTED_INTERESTS');
    const nobody = await withPhotos('NOBODY');
    const view = async (id: string) => json(await call.get(`/matrimonial/profile/${id}`, viewer)).data;

    expect(await view(everyone.id)).toMatchObject({ image: '/media/a.webp', images: photos, photosLocked: false });
    expect(await view(connected.id)).toMatchObject({ image: null, images: [], photosLocked: true });
    expect(await view(nobody.id)).toMatchObject({ image: null, images: [], photosLocked: true });

    const interest = await sendInterest(ctx, viewer, connected);
    expect(await view(connected.id)).toMatchObject({ image: null, photosLocked: true });
    await call.put(`/matrimonial/interests/${interest.id}/respond`, { status: 'ACCEPTED' }, connected);
    expect(await view(connected.id)).toMatchObject({ image: '/media/a.webp', images: photos, photosLocked: false });
    expect((await view(connected.id)).interest).toMatchObject({ id: interest.id, status: 'ACCEPTED', sentByMe: true });

    const nobodyInterest = await sendInterest(ctx, viewer, nobody);
    await call.put(`/matrimonial/interests/${nobodyInterest.id}/respond`, { status: 'ACCEPTED' }, nobody);
    expect(await view(nobody.id)).toMatchObject({ image: null, images: [], photosLocked: true });

    // The same rule on cards.
    caches.results.deleteWhere(isResultOf(viewer.id));
    const cards = json(await call.get('/matrimonial/profiles/recommended?limit=50', viewer)).data.profiles as {
      id: string;
      image: string | null;
    }[];
    expect(cards.find((card) => card.id === everyone.id)?.image).toBe('/media/a.webp');
    expect(cards.find((card) => card.id === connected.id)?.image).toBe('/media/a.webp');
    expect(cards.find((card) => card.id === nobody.id)?.image).toBeNull();
    // And to the owner, always.
    expect((await view(viewer.id)).isMine).toBe(true);
    expect(json(await call.get(`/matrimonial/profile/${nobody.id}`, nobody)).data.images).toEqual(photos);
  });
});
