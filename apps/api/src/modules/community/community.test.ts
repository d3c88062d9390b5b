import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blocks, checkoutList, notInterested, users } from '../../db/schema/index.ts';
import { bearer, createTestContext, json, onboard, signUp, type TestContext, type TestMember } from '../../test/app.ts';

let ctx: TestContext;
let caller: TestMember;
const ids: Record<string, string> = {};
const nameOf: Record<string, string> = {};

interface MemberSpec {
  location: { state: string; city: string; locality?: string };
  canHelpOut?: string[];
  canSeekHelp?: string[];
  profession?: string;
}

/** This file's community, oldest first (so the newest-first order is known). */
const community: Record<string, MemberSpec> = {
  'Meera Doctor': {
    location: { state: 'Bihar', city: 'Patna', locality: 'Boring Road' },
    canHelpOut: ['Medical advice', 'Second medical opinion', 'Blood donation'],
    profession: 'Doctor',
  },
  'Raj Advocate': {
    location: { state: 'Bihar', city: 'Gaya' },
    canHelpOut: ['Land dispute', 'LEGAL ADVICE'],
    profession: 'Lawyer / Advocate',
  },
  'Kavya Mentor': {
    location: { state: 'Karnataka', city: 'Bengaluru', locality: 'Koramangala' },
    canHelpOut: ['Career guidance', 'Resume review', 'medical ADVICE'],
    profession: 'Software Engineer',
  },
  'Sunil Seeker': {
    location: { state: 'Maharashtra', city: 'Pune' },
    canSeekHelp: ['Resume review', 'Job referral'],
  },
  'Priya Both': {
    location: { state: 'Delhi', city: 'Delhi' },
    canHelpOut: ['Land dispute'],
    canSeekHelp: ['RESUME REVIEW'],
    profession: 'Doctor',
  },
  'Nobody Quiet': { location: { state: 'Bihar', city: 'Patna' } },
  'Blocked Byme': {
    location: { state: 'Bihar', city: 'Patna' },
    canHelpOut: ['Medical advice'],
    canSeekHelp: ['Resume review'],
  },
  'Blocks Me': {
    location: { state: 'Bihar', city: 'Patna' },
    canHelpOut: ['Medical advice'],
    canSeekHelp: ['Resume review'],
  },
  'Hidden Notinterested': {
    location: { state: 'Bihar', city: 'Patna' },
    canHelpOut: ['Medical advice'],
    canSeekHelp: ['Resume review'],
  },
};

const headers = () => bearer(caller);

beforeAll(async () => {
  ctx = await createTestContext();
  caller = await signUp(ctx);
  await onboard(ctx, caller, {
    fullName: 'Caller Asha',
    canHelpOut: ['Resume review'],
    canSeekHelp: ['Land dispute', 'Medical Advice'],
  });
  nameOf[caller.id] = 'Caller Asha';
  for (const [fullName, spec] of Object.entries(community)) {
    const member = await signUp(ctx);
    await onboard(ctx, member, {
      fullName,
      location: spec.location,
      canHelpOut: spec.canHelpOut ?? [],
      canSeekHelp: spec.canSeekHelp ?? [],
    });
    if (spec.profession) {
      const saved = await ctx.app.inject({
        method: 'PUT',
        url: '/api/user/community-details',
        headers: bearer(member),
        payload: {
          profession: spec.profession,
          canHelpOut: spec.canHelpOut ?? [],
          canSeekHelp: spec.canSeekHelp ?? [],
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    ids[fullName] = member.id;
    nameOf[member.id] = fullName;
  }
  // Someone who never finished onboarding, with help lists written behind the API's back: still never listed.
  const unfinished = await signUp(ctx);
  await ctx.app.db
    .update(users)
    .set({ fullName: 'Unfinished Onboarding', canHelpOut: ['Medical advice'], canSeekHelp: ['Resume review'] })
    .where(eq(users.id, unfinished.id));
  ids['Unfinished Onboarding'] = unfinished.id;

  await ctx.app.db.insert(blocks).values([
    { blockerId: caller.id, blockedId: ids['Blocked Byme']! },
    { blockerId: ids['Blocks Me']!, blockedId: caller.id },
  ]);
  await ctx.app.db.insert(notInterested).values({ userId: caller.id, targetUserId: ids['Hidden Notinterested']! });
});
afterAll(() => ctx.close());

const get = (url: string, who: TestMember = caller) =>
  ctx.app.inject({ method: 'GET', url: `/api/community${url}`, headers: bearer(who) });

/** The names listed by GET /community/{type}?{query}, in order. */
async function names(type: 'helpers' | 'seekers', query: Record<string, string> = {}, who: TestMember = caller) {
  const response = await get(`/${type}?${new URLSearchParams(query)}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return (json(response).data.users as { id: string }[]).map((user) => nameOf[user.id] ?? user.id);
}

const places = (filter: object) => ({ locationFilter: JSON.stringify(filter) });

describe('GET /community/{type}', () => {
  it('lists helpers by keyword whatever its case, as user cards', async () => {
    expect(await names('helpers', { keywords: 'MEDICAL advice' })).toEqual(['Kavya Mentor', 'Meera Doctor']);
    const response = json(await get('/helpers?keywords=blood%20DONATION'));
    expect(response.data).toEqual({
      users: [
        {
          id: ids['Meera Doctor'],
          fullName: 'Meera Doctor',
          image: null,
          isVerified: false,
          bioData: null,
          currentLocation: { state: 'Bihar', city: 'Patna', locality: 'Boring Road' },
          canHelpOut: ['Medical advice', 'Second medical opinion', 'Blood donation'],
          canSeekHelp: [],
          educationDegree: null,
          currentJobRole: null,
          profession: 'Doctor',
        },
      ],
      pagination: { total: 1, page: 1, limit: 6, totalPages: 1 },
    });
  });

  it('matches any of several keywords, members matching more of them first, then the newest', async () => {
    expect(await names('helpers', { keywords: 'land dispute,legal advice' })).toEqual(['Raj Advocate', 'Priya Both']);
    expect(
      await names('helpers', { keywords: 'Medical advice, Resume review ,career guidance,,Land dispute' }),
    ).toEqual(['Kavya Mentor', 'Priya Both', 'Raj Advocate', 'Meera Doctor']);
    expect(await names('helpers', { keywords: 'Second medical opinion,medical advice,blood donation' })).toEqual([
      'Meera Doctor',
      'Kavya Mentor',
    ]);
    expect(await names('helpers', { keywords: 'medical' })).toEqual([]);
  });

  it('lists seekers by what they seek', async () => {
    expect(await names('seekers', { keywords: 'resume review' })).toEqual(['Priya Both', 'Sunil Seeker']);
    expect(await names('seekers', { keywords: 'job referral' })).toEqual(['Sunil Seeker']);
    expect(await names('seekers', { keywords: 'medical advice' })).toEqual([]);
  });

  it('filters by any of the chosen places, a city narrowing its state and a locality its city', async () => {
    expect(await names('helpers', places({ states: ['Bihar'] }))).toEqual(['Raj Advocate', 'Meera Doctor']);
    expect(await names('helpers', places({ states: ['Bihar'], cities: ['Patna'] }))).toEqual(['Meera Doctor']);
    expect(await names('helpers', places({ states: ['Bihar', 'Karnataka'], cities: ['Gaya'] }))).toEqual([
      'Kavya Mentor',
      'Raj Advocate',
    ]);
    expect(await names('helpers', places({ cities: ['Bengaluru', 'Delhi'] }))).toEqual(['Priya Both', 'Kavya Mentor']);
    expect(
      await names('helpers', places({ states: ['Bihar'], cities: ['Patna'], locations: ['Boring Road'] })),
    ).toEqual(['Meera Doctor']);
    expect(await names('helpers', places({ states: ['Bihar'], cities: ['Patna'], locations: ['Kankarbagh'] }))).toEqual(
      [],
    );
    expect(await names('helpers', places({ locations: ['Koramangala'] }))).toEqual(['Kavya Mentor']);
    expect(await names('seekers', places({ states: ['Maharashtra', 'Delhi'] }))).toEqual([
      'Priya Both',
      'Sunil Seeker',
    ]);
  });

  it('filters by profession', async () => {
    expect(await names('helpers', { profession: 'Doctor' })).toEqual(['Priya Both', 'Meera Doctor']);
    expect(await names('helpers', { profession: 'Lawyer / Advocate' })).toEqual(['Raj Advocate']);
    expect(await names('seekers', { profession: 'Lawyer / Advocate' })).toEqual([]);
  });

  it('combines keywords, places and profession', async () => {
    const doctorsInBihar = { profession: 'Doctor', ...places({ states: ['Bihar'] }) };
    expect(await names('helpers', doctorsInBihar)).toEqual(['Meera Doctor']);
    expect(await names('helpers', { ...doctorsInBihar, keywords: 'Land dispute,medical advice' })).toEqual([
      'Meera Doctor',
    ]);
    expect(await names('helpers', { ...doctorsInBihar, keywords: 'Land dispute' })).toEqual([]);
    expect(
      await names('helpers', {
        keywords: 'land dispute,medical advice',
        ...places({ states: ['Delhi', 'Karnataka'] }),
      }),
    ).toEqual(['Priya Both', 'Kavya Mentor']);
  });

  it("shows the caller's suggestions without filters: helpers for what they seek, seekers for what they offer", async () => {
    // The caller seeks "Land dispute" and "Medical Advice", and offers "Resume review".
    expect(await names('helpers')).toEqual(['Priya Both', 'Kavya Mentor', 'Raj Advocate', 'Meera Doctor']);
    expect(await names('seekers')).toEqual(['Priya Both', 'Sunil Seeker']);
    expect(await names('helpers', { keywords: ' , ', locationFilter: '{}', profession: '' })).toEqual([
      'Priya Both',
      'Kavya Mentor',
      'Raj Advocate',
      'Meera Doctor',
    ]);
  });

  it('falls back to everyone who offers or seeks anything, newest first, for a caller without keywords', async () => {
    const quiet = await signUp(ctx);
    await onboard(ctx, quiet, { fullName: 'Quiet Newcomer', canHelpOut: [], canSeekHelp: [] });
    const hiddenFromCaller = ['Hidden Notinterested', 'Blocks Me', 'Blocked Byme'];
    expect(await names('helpers', { limit: '10' }, quiet)).toEqual([
      ...hiddenFromCaller,
      'Priya Both',
      'Kavya Mentor',
      'Raj Advocate',
      'Meera Doctor',
      'Caller Asha',
    ]);
    expect(await names('seekers', { limit: '10' }, quiet)).toEqual([
      ...hiddenFromCaller,
      'Priya Both',
      'Sunil Seeker',
      'Caller Asha',
    ]);
    // Members who offer nothing are never helpers, whatever the filter.
    expect(await names('helpers', places({ states: ['Bihar'] }), quiet)).toEqual([
      ...hiddenFromCaller,
      'Raj Advocate',
      'Meera Doctor',
      'Caller Asha',
    ]);
  });

  it('never lists the caller, members blocked either way, not-interested members or unfinished onboardings', async () => {
    const hidden = ['Caller Asha', 'Blocked Byme', 'Blocks Me', 'Hidden Notinterested', 'Unfinished Onboarding'];
    const lists = [
      await names('helpers', { keywords: 'medical advice,resume review' }),
      await names('seekers', { keywords: 'resume review' }),
      await names('helpers', places({ states: ['Bihar'] })),
      await names('seekers', places({ states: ['Bihar'] })),
    ];
    for (const list of lists) for (const name of hidden) expect(list).not.toContain(name);

    // The same members are there for someone who did not block them nor hide them.
    const other = await signUp(ctx);
    await onboard(ctx, other, { fullName: 'Other Viewer', canHelpOut: [], canSeekHelp: [] });
    expect(await names('helpers', { keywords: 'medical advice' }, other)).toEqual([
      'Hidden Notinterested',
      'Blocks Me',
      'Blocked Byme',
      'Kavya Mentor',
      'Meera Doctor',
    ]);
  });

  it('drops the ids in excludeUsers', async () => {
    const excludeUsers = JSON.stringify([ids['Kavya Mentor'], ids['Raj Advocate']]);
    expect(await names('helpers', { excludeUsers })).toEqual(['Priya Both', 'Meera Doctor']);
    expect(await names('helpers', { excludeUsers: '[]', keywords: 'medical advice' })).toEqual([
      'Kavya Mentor',
      'Meera Doctor',
    ]);
  });

  it('pages with page and limit, with the total of all matches', async () => {
    const first = json(await get('/helpers?limit=3')).data;
    const second = json(await get('/helpers?limit=3&page=2')).data;
    const beyond = json(await get('/helpers?limit=3&page=9')).data;
    expect(first.pagination).toEqual({ total: 4, page: 1, limit: 3, totalPages: 2 });
    expect(second.pagination).toEqual({ total: 4, page: 2, limit: 3, totalPages: 2 });
    expect(beyond).toEqual({ users: [], pagination: { total: 4, page: 9, limit: 3, totalPages: 2 } });
    const all = [...first.users, ...second.users].map((user: { id: string }) => nameOf[user.id]);
    expect(all).toEqual(['Priya Both', 'Kavya Mentor', 'Raj Advocate', 'Meera Doctor']);
  });

  it('refuses bad input with a message, never a 500', async () => {
    const cases: [string, string][] = [
      ['/strangers', 'type: Type must be helpers or seekers'],
      ['/helpers?limit=0', 'limit: limit must be at least 1'],
      ['/helpers?limit=10000', 'limit: limit must be at most 50'],
      ['/helpers?page=0', 'page: page starts at 1'],
      ['/helpers?locationFilter=%7Bstates%3A', 'locationFilter: locationFilter must be JSON, like'],
      ['/helpers?locationFilter=%5B%5D', 'locationFilter: locationFilter must be an object'],
      ['/helpers?locationFilter=null', 'locationFilter: locationFilter must be an object'],
      ['/helpers?locationFilter=%7B%22states%22%3A%22Bihar%22%7D', 'locationFilter.states: states must be a list'],
      ['/helpers?locationFilter=%7B%22states%22%3A%5B%22Atlantis%22%5D%7D', 'locationFilter.states: "Atlantis" is not'],
      ['/helpers?locationFilter=%7B%22cities%22%3A%5B1%5D%7D', 'locationFilter.cities.0: cities must be names'],
      ['/helpers?excludeUsers=%5Bnot-json', 'excludeUsers: excludeUsers must be JSON, like'],
      ['/helpers?excludeUsers=%7B%7D', 'excludeUsers: excludeUsers must be a list of member ids'],
      ['/helpers?excludeUsers=%5B%2242%22%5D', 'excludeUsers.0: Must be a valid id'],
      ['/helpers?profession=Astronaut', 'profession: Choose a profession from the list of occupations'],
      [`/helpers?keywords=${'x'.repeat(61)}`, 'keywords.0: A keyword is at most 60 characters'],
      [`/helpers?keywords=${Array.from({ length: 21 }, (_, index) => `k${index}`).join(',')}`, 'keywords: At most 20'],
    ];
    for (const [url, message] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(json(response), url).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(json(response).message, url).toContain(message);
    }
    const tooMany = JSON.stringify(Array.from({ length: 101 }, () => ids['Meera Doctor']));
    const response = await get(`/helpers?excludeUsers=${encodeURIComponent(tooMany)}`);
    expect(json(response)).toMatchObject({ message: 'excludeUsers: At most 100 ids in excludeUsers' });
  });

  it('needs a logged-in member', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/community/helpers' });
    expect(response.statusCode).toBe(401);
  });

  it('is described in the OpenAPI document', async () => {
    const spec = json(await ctx.app.inject('/api/docs/json'));
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/community/{type}',
        '/api/community/checkout-list',
        '/api/community/checkout-list/{targetUserId}',
        '/api/community/not-interested',
        '/api/community/not-interested-users',
        '/api/community/remove-not-interested/{targetUserId}',
      ]),
    );
    const parameters = spec.paths['/api/community/{type}'].get.parameters.map(
      (parameter: { name: string }) => parameter.name,
    );
    expect(parameters).toEqual(
      expect.arrayContaining(['type', 'keywords', 'page', 'limit', 'locationFilter', 'profession', 'excludeUsers']),
    );
  });
});

describe('the checkout list (shortlist)', () => {
  const post = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/community/checkout-list', headers: headers(), payload });
  const remove = (id: string, query = '') =>
    ctx.app.inject({ method: 'DELETE', url: `/api/community/checkout-list/${id}${query}`, headers: headers() });
  const shortlist = async () => {
    const response = await get('/checkout-list');
    expect(response.statusCode).toBe(200);
    return (json(response).data.users as { id: string; checkOutType: string }[]).map(
      (user) => `${nameOf[user.id]}:${user.checkOutType}`,
    );
  };

  beforeEach(async () => {
    await ctx.app.db.delete(checkoutList).where(eq(checkoutList.userId, caller.id));
  });

  it('adds a member once per type: a second add answers 200 with the same item', async () => {
    const first = await post({ targetUserId: ids['Meera Doctor'], checkOutType: 'helpers' });
    expect(first.statusCode).toBe(201);
    const item = json(first).data;
    expect(item).toEqual({ id: expect.any(String), checkOutType: 'helpers', targetUserId: ids['Meera Doctor'] });

    const again = await post({ targetUserId: ids['Meera Doctor'], checkOutType: 'helpers' });
    expect(again.statusCode).toBe(200);
    expect(json(again)).toMatchObject({ message: 'Already on your shortlist', data: item });

    const asSeeker = await post({ targetUserId: ids['Meera Doctor'], checkOutType: 'seekers' });
    expect(asSeeker.statusCode).toBe(201);
    await post({ targetUserId: ids['Sunil Seeker'], checkOutType: 'seekers' });
    expect(await shortlist()).toEqual(['Sunil Seeker:seekers', 'Meera Doctor:seekers', 'Meera Doctor:helpers']);

    const response = json(await get('/checkout-list'));
    expect(response.data.users[0]).toMatchObject({
      id: ids['Sunil Seeker'],
      fullName: 'Sunil Seeker',
      currentLocation: { state: 'Maharashtra', city: 'Pune', locality: null },
      canSeekHelp: ['Resume review', 'Job referral'],
      checkOutType: 'seekers',
    });
  });

  it('removes by type and member, or the member under both types', async () => {
    await post({ targetUserId: ids['Meera Doctor'], checkOutType: 'helpers' });
    await post({ targetUserId: ids['Meera Doctor'], checkOutType: 'seekers' });
    await post({ targetUserId: ids['Raj Advocate'], checkOutType: 'helpers' });

    expect((await remove(ids['Meera Doctor']!, '?checkOutType=seekers')).statusCode).toBe(200);
    expect(await shortlist()).toEqual(['Raj Advocate:helpers', 'Meera Doctor:helpers']);
    const missing = await remove(ids['Meera Doctor']!, '?checkOutType=seekers');
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('This member is not on your shortlist as seekers');

    await post({ targetUserId: ids['Meera Doctor'], checkOutType: 'seekers' });
    expect((await remove(ids['Meera Doctor']!)).statusCode).toBe(200);
    expect(await shortlist()).toEqual(['Raj Advocate:helpers']);
  });

  it('hides members blocked either way since they were added', async () => {
    await ctx.app.db
      .insert(checkoutList)
      .values({ userId: caller.id, targetUserId: ids['Blocks Me']!, checkOutType: 'helpers' });
    await post({ targetUserId: ids['Raj Advocate'], checkOutType: 'helpers' });
    expect(await shortlist()).toEqual(['Raj Advocate:helpers']);
  });

  it('refuses bad input with a message and changes nothing', async () => {
    await post({ targetUserId: ids['Raj Advocate'], checkOutType: 'helpers' });
    const cases: [object, number, string][] = [
      [{ targetUserId: caller.id, checkOutType: 'helpers' }, 400, 'You cannot add yourself'],
      [{ targetUserId: '0190a000-0000-7000-8000-000000000000', checkOutType: 'helpers' }, 404, 'Member not found'],
      [{ targetUserId: ids['Unfinished Onboarding'], checkOutType: 'helpers' }, 404, 'Member not found'],
      [{ targetUserId: ids['Blocked Byme'], checkOutType: 'helpers' }, 404, 'Member not found'],
      [{ targetUserId: ids['Blocks Me'], checkOutType: 'seekers' }, 404, 'Member not found'],
      [{ targetUserId: 'not-a-uuid', checkOutType: 'helpers' }, 400, 'targetUserId: Must be a valid id'],
      [
        { targetUserId: ids['Meera Doctor'], checkOutType: 'friends' },
        400,
        'checkOutType: Type must be helpers or seekers',
      ],
      [{ targetUserId: ids['Meera Doctor'] }, 400, 'checkOutType: Type must be helpers or seekers'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(json(response).message).toBe(message);
    }
    expect((await remove('not-a-uuid')).statusCode).toBe(400);
    expect(json(await remove(ids['Raj Advocate']!, '?checkOutType=all')).message).toBe(
      'checkOutType: Type must be helpers or seekers',
    );
    expect(await shortlist()).toEqual(['Raj Advocate:helpers']);
  });
});

describe('not interested', () => {
  const post = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/community/not-interested', headers: headers(), payload });
  const undo = (id: string) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/community/remove-not-interested/${id}`, headers: headers() });
  const hiddenIds = async () => json(await get('/not-interested')).data.notInterestedUserIds as string[];

  it('hides a member from both lists once, lists them, and undoes', async () => {
    const first = await post({ targetUserId: ids['Kavya Mentor'] });
    expect(first.statusCode).toBe(201);
    expect(json(first).data).toEqual({ id: expect.any(String), targetUserId: ids['Kavya Mentor'] });
    const again = await post({ targetUserId: ids['Kavya Mentor'] });
    expect(again.statusCode).toBe(200);
    expect(json(again).data).toEqual(json(first).data);

    expect(await hiddenIds()).toEqual([ids['Kavya Mentor'], ids['Hidden Notinterested']]);
    const hiddenUsers = json(await get('/not-interested-users')).data.users as { id: string; fullName: string }[];
    expect(hiddenUsers.map((user) => user.fullName)).toEqual(['Kavya Mentor', 'Hidden Notinterested']);
    expect(await names('helpers', { keywords: 'medical advice' })).toEqual(['Meera Doctor']);

    expect((await undo(ids['Kavya Mentor']!)).statusCode).toBe(200);
    expect(await hiddenIds()).toEqual([ids['Hidden Notinterested']]);
    expect(await names('helpers', { keywords: 'medical advice' })).toEqual(['Kavya Mentor', 'Meera Doctor']);
    const missing = await undo(ids['Kavya Mentor']!);
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('This member is not on your not-interested list');
  });

  it('refuses bad input with a message and changes nothing', async () => {
    const cases: [object, number, string][] = [
      [{ targetUserId: caller.id }, 400, 'You cannot add yourself'],
      [{ targetUserId: '0190a000-0000-7000-8000-000000000000' }, 404, 'Member not found'],
      [{ targetUserId: ids['Blocks Me'] }, 404, 'Member not found'],
      [{ targetUserId: 42 }, 400, 'targetUserId: Must be a valid id'],
      [{}, 400, 'targetUserId: Must be a valid id'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(json(response).message).toBe(message);
    }
    expect((await undo('nope')).statusCode).toBe(400);
    expect(await hiddenIds()).toEqual([ids['Hidden Notinterested']]);
  });
});
