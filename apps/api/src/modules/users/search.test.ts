import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCounts, users } from '../../db/schema/index.ts';
import { bearer, createTestContext, json, onboard, signUp, type TestContext, type TestMember } from '../../test/app.ts';

let ctx: TestContext;
let caller: TestMember;
const ids: Record<string, string> = {};

/** Members of this file's community: name, and whether they offer and seek help. */
const community: [name: string, helps: boolean, seeks: boolean][] = [
  ['Rahul Kumar', true, true],
  ['Rahul Verma', true, false],
  ['Kumar Rahul', false, true],
  ['Anuj Rahulkar', false, false],
  ['Sneha Sahu', true, false],
  ['Priya Sinha', true, true],
  ['Ravi Raj', false, false],
  ['Meera 50%_Off', false, false],
];

beforeAll(async () => {
  ctx = await createTestContext();
  caller = await signUp(ctx);
  await onboard(ctx, caller, { fullName: 'Rahul Caller' });
  for (const [fullName, helps, seeks] of community) {
    const member = await signUp(ctx);
    await onboard(ctx, member, {
      fullName,
      canHelpOut: helps ? ['Resume review'] : [],
      canSeekHelp: seeks ? ['Land dispute'] : [],
    });
    ids[fullName] = member.id;
  }
  await signUp(ctx);
});
afterAll(() => ctx.close());

const search = (query: string, who: TestMember = caller) =>
  ctx.app.inject({ method: 'GET', url: `/api/user/filter?${query}`, headers: bearer(who) });
const names = async (query: string) => {
  const response = await search(query);
  expect(response.statusCode, query).toBe(200);
  return (json(response).data.rows as { fullName: string }[]).map((row) => row.fullName);
};

describe('GET /user/filter', () => {
  it('refuses short keywords and bad paging with a message', async () => {
    const cases: [string, string][] = [
      ['keyword=r', 'keyword: Type at least 2 characters'],
      ['keyword=%20r%20', 'keyword: Type at least 2 characters'],
      ['', 'keyword: Type at least 2 characters'],
      [`keyword=${'a'.repeat(81)}`, 'keyword: Type at most 80 characters'],
      ['keyword=rahul&limit=0', 'limit: limit must be at least 1'],
      ['keyword=rahul&limit=51', 'limit: limit must be at most 50'],
      ['keyword=rahul&limit=ten', 'limit: limit must be a number'],
      ['keyword=rahul&pageParam=0', 'pageParam: page starts at 1'],
    ];
    for (const [query, message] of cases) {
      const response = await search(query);
      expect(response.statusCode, query).toBe(400);
      expect(json(response)).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
    }
  });

  it('finds any part of a name, whatever the case, as user cards', async () => {
    expect(await names('keyword=ahu')).toEqual(
      expect.arrayContaining(['Rahul Kumar', 'Rahul Verma', 'Kumar Rahul', 'Anuj Rahulkar', 'Sneha Sahu']),
    );
    expect(await names('keyword=SINHA')).toEqual(['Priya Sinha']);
    const response = json(await search('keyword=priya'));
    expect(response.data).toEqual({
      rows: [
        {
          id: ids['Priya Sinha'],
          fullName: 'Priya Sinha',
          image: null,
          isVerified: false,
          bioData: null,
          currentLocation: { state: 'Bihar', city: 'Patna', locality: 'Boring Road' },
          canHelpOut: ['Resume review'],
          canSeekHelp: ['Land dispute'],
          educationDegree: null,
          currentJobRole: null,
          profession: null,
        },
      ],
      total: 1,
    });
  });

  it('finds near misspellings', async () => {
    expect(await names('keyword=rahol')).toEqual(expect.arrayContaining(['Rahul Kumar', 'Rahul Verma', 'Kumar Rahul']));
    expect(await names('keyword=kumr')).toEqual(expect.arrayContaining(['Rahul Kumar', 'Kumar Rahul']));
    expect(await names('keyword=sinah')).toEqual(['Priya Sinha']);
    expect(await names('keyword=xyzzy')).toEqual([]);
  });

  it('ranks the names that start with the keyword first, then a word that does, then any part, then misspellings', async () => {
    expect(await names('keyword=rahul')).toEqual(['Rahul Kumar', 'Rahul Verma', 'Kumar Rahul', 'Anuj Rahulkar']);
    expect(await names('keyword=kumar')).toEqual(['Kumar Rahul', 'Rahul Kumar']);
  });

  it('matches any part of a name from two letters on: the name, then a later word, then any other part', async () => {
    const response = json(await search('keyword=ra')).data;
    expect(response.rows.map((row: { fullName: string }) => row.fullName)).toEqual([
      'Rahul Kumar',
      'Rahul Verma',
      'Ravi Raj',
      'Anuj Rahulkar',
      'Kumar Rahul',
      'Meera 50%_Off',
    ]);
    expect(response.total).toBe(6);
    expect(await names('keyword=ra&limit=2&pageParam=2')).toEqual(['Ravi Raj', 'Anuj Rahulkar']);
  });

  it('ranks a later word that is the keyword before one that only starts with it', async () => {
    expect(await names('keyword=raj')).toEqual(['Ravi Raj']);
    expect(await names('keyword=sahu')).toEqual(['Sneha Sahu']);
    expect(await names('keyword=kar')).toEqual(['Anuj Rahulkar']);
  });

  it('finds names written with letters beyond ASCII, whatever their case', async () => {
    const member = await signUp(ctx);
    await onboard(ctx, member, { fullName: 'Zoë Ávila' });
    expect(await names('keyword=zo')).toEqual(['Zoë Ávila']);
    expect(await names('keyword=ZOË')).toEqual(['Zoë Ávila']);
    expect(await names('keyword=ávila')).toEqual(['Zoë Ávila']);
    expect(await names('keyword=vil')).toEqual(['Zoë Ávila']);
  });

  it('leaves out members blocked either way, from the rows and from the total', async () => {
    const block = (blocker: TestMember, blockedId: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/matrimonial/blocks',
        headers: bearer(blocker),
        payload: { blockedId },
      });
    const unblock = (blocker: TestMember, blockedId: string) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/matrimonial/blocks/${blockedId}`, headers: bearer(blocker) });
    const blocker = await signUp(ctx);
    await onboard(ctx, blocker, { fullName: 'Rachna Blocker' });
    expect((await block(caller, ids['Ravi Raj']!)).statusCode).toBe(201);
    expect((await block(blocker, caller.id)).statusCode).toBe(201);

    const response = json(await search('keyword=ra')).data;
    expect(response.rows.map((row: { fullName: string }) => row.fullName)).toEqual([
      'Rahul Kumar',
      'Rahul Verma',
      'Anuj Rahulkar',
      'Kumar Rahul',
      'Meera 50%_Off',
    ]);
    expect(response.total).toBe(5);

    expect((await unblock(caller, ids['Ravi Raj']!)).statusCode).toBe(200);
    expect(await names('keyword=ravi')).toEqual(['Ravi Raj']);
    expect((await unblock(blocker, caller.id)).statusCode).toBe(200);
    expect(await names('keyword=rachna')).toEqual(['Rachna Blocker']);
  });

  it('never lists the caller or members who have not finished onboarding', async () => {
    expect(await names('keyword=caller')).toEqual([]);
    const other = await signUp(ctx);
    await onboard(ctx, other, { fullName: 'Kiran Das' });
    const fromOther = json(await search('keyword=rahul', other)).data.rows.map(
      (row: { fullName: string }) => row.fullName,
    );
    expect(fromOther).toContain('Rahul Caller');
  });

  it('takes % and _ literally', async () => {
    expect(await names('keyword=%25_')).toEqual(['Meera 50%_Off']);
    expect(await names('keyword=a_')).toEqual([]);
  });

  it('pages with pageParam and limit, with the total of all matches', async () => {
    const first = json(await search('keyword=rahul&limit=2')).data;
    const second = json(await search('keyword=rahul&limit=2&pageParam=2')).data;
    const beyond = json(await search('keyword=rahul&limit=2&pageParam=9')).data;
    expect(first.total).toBe(4);
    expect(second.total).toBe(4);
    expect([...first.rows, ...second.rows].map((row: { fullName: string }) => row.fullName)).toEqual([
      'Rahul Kumar',
      'Rahul Verma',
      'Kumar Rahul',
      'Anuj Rahulkar',
    ]);
    expect(beyond).toEqual({ rows: [], total: 4 });
  });
});

describe('GET /user/users-count', () => {
  const count = async () =>
    json(await ctx.app.inject({ method: 'GET', url: '/api/user/users-count', headers: bearer(caller) })).data;

  it('counts onboarded members, those who offer help and those who seek it', async () => {
    const before = await count();
    expect(before.totalUsers).toBeGreaterThanOrEqual(1 + community.length);
    const helper = await signUp(ctx);
    await onboard(ctx, helper, { fullName: 'Helper Only', canHelpOut: ['Tax filing'], canSeekHelp: [] });
    const seeker = await signUp(ctx);
    await onboard(ctx, seeker, { fullName: 'Seeker Only', canHelpOut: [], canSeekHelp: ['Tax filing'] });
    const quiet = await signUp(ctx);
    await onboard(ctx, quiet, { fullName: 'Neither', canHelpOut: [], canSeekHelp: [] });
    await signUp(ctx);

    expect(await count()).toEqual({
      totalUsers: before.totalUsers + 3,
      canHelpOutCount: before.canHelpOutCount + 1,
      canSeekHelpCount: before.canSeekHelpCount + 1,
    });
  });

  /** The counts as a count of `users` itself: what the kept counts must always equal. */
  const countedFromUsers = async () => {
    const [row] = await ctx.database.db
      .select({
        totalUsers: sql<number>`count(*)::int`,
        canHelpOutCount: sql<number>`(count(*) filter (where cardinality(${users.canHelpOut}) > 0))::int`,
        canSeekHelpCount: sql<number>`(count(*) filter (where cardinality(${users.canSeekHelp}) > 0))::int`,
      })
      .from(users)
      .where(eq(users.onboardingCompleted, true));
    return row;
  };

  it('follow every change to members, one or many at a time, and always equal a count of the members', async () => {
    const [first, second] = [await signUp(ctx), await signUp(ctx)];
    await onboard(ctx, first, { fullName: 'Both Ways', canHelpOut: ['Tax filing'], canSeekHelp: ['Rent'] });
    await onboard(ctx, second, { fullName: 'Helps Only', canHelpOut: ['Tax filing'], canSeekHelp: [] });
    expect(await count()).toEqual(await countedFromUsers());
    const both = inArray(users.id, [first.id, second.id]);
    await ctx.database.db.update(users).set({ canHelpOut: [] }).where(both);
    expect(await count()).toEqual(await countedFromUsers());
    await ctx.database.db
      .update(users)
      .set({ canSeekHelp: ['Rent'], canHelpOut: ['Tax filing'] })
      .where(both);
    expect(await count()).toEqual(await countedFromUsers());
    await ctx.database.db.update(users).set({ fullName: 'Renamed' }).where(both);
    await ctx.database.db.delete(users).where(eq(users.id, first.id));
    expect(await count()).toEqual(await countedFromUsers());
  });

  it('fold their rows of changes into one once there are many, and still add up', async () => {
    const expected = await countedFromUsers();
    const changes = Array.from({ length: 40 }, () => [
      { members: 1, helpers: 1, seekers: 0 },
      { members: -1, helpers: -1, seekers: 0 },
    ]).flat();
    await ctx.database.db.insert(memberCounts).values(changes);
    expect(await count()).toEqual(expected);
    expect(await ctx.database.db.$count(memberCounts)).toBe(1);
    expect(await count()).toEqual(expected);
  });
});
