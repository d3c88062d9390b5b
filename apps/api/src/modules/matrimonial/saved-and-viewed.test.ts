import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestContext, json, type TestContext } from '../../test/app.ts';
import { api, type Candidate, candidate, completeDetails, UNKNOWN_ID } from './test-support.ts';

let ctx: TestContext;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  ctx = await createTestContext();
  call = api(ctx);
});
afterAll(() => ctx.close());

interface Views {
  profiles: { id: string; fullName: string }[];
  visits: { profileId: string; days: number; lastViewedAt: string }[];
  total: number;
  browsingPrivately: boolean;
}
const viewsOf = async (member: Candidate) => {
  const response = await call.get('/matrimonial/profile-views', member);
  expect(response.statusCode, response.body).toBe(200);
  return json(response).data as Views;
};
const viewerNames = async (member: Candidate) => (await viewsOf(member)).profiles.map((card) => card.fullName);
const open = async (viewer: Candidate, profile: Candidate) =>
  expect((await call.get(`/matrimonial/profile/${profile.id}`, viewer)).statusCode).toBe(200);

describe('who viewed me', () => {
  it('records one visit per viewer a day, latest first, never my own', async () => {
    const her = await candidate(ctx, { fullName: 'Viewed Woman' });
    const first = await candidate(ctx, { fullName: 'First Viewer', gender: 'MALE' });
    const second = await candidate(ctx, { fullName: 'Second Viewer', gender: 'MALE' });
    await open(first, her);
    await open(first, her);
    await open(second, her);
    await open(her, her);
    const views = await viewsOf(her);
    expect(views).toMatchObject({ total: 2, browsingPrivately: false });
    expect(views.profiles.map((card) => card.fullName)).toEqual(['Second Viewer', 'First Viewer']);
    expect(views.visits.map((visit) => [visit.profileId, visit.days])).toEqual([
      [second.id, 1],
      [first.id, 1],
    ]);
    expect(Date.parse(views.visits[0]!.lastViewedAt)).toBeGreaterThan(Date.now() - 60_000);
    await open(first, her);
    expect(await viewerNames(her)).toEqual(['First Viewer', 'Second Viewer']);
    expect(await viewerNames(first)).toEqual([]);
  });

  it('never lists a blocked member (either way), a hidden profile or a suspended member', async () => {
    const her = await candidate(ctx, { fullName: 'Careful Woman' });
    const blocked = await candidate(ctx, { fullName: 'Blocked Viewer', gender: 'MALE' });
    const blocker = await candidate(ctx, { fullName: 'Blocking Viewer', gender: 'MALE' });
    const hidden = await candidate(ctx, { fullName: 'Hidden Viewer', gender: 'MALE' });
    const suspended = await candidate(ctx, { fullName: 'Suspended Viewer', gender: 'MALE' });
    for (const viewer of [blocked, blocker, hidden, suspended]) await open(viewer, her);
    expect((await viewsOf(her)).total).toBe(4);

    expect((await call.post('/matrimonial/blocks', { blockedId: blocked.id }, her)).statusCode).toBe(201);
    expect((await call.post('/matrimonial/blocks', { blockedId: her.id }, blocker)).statusCode).toBe(201);
    await call.put('/user/matrimonial-details', { ...completeDetails, isHidden: true }, hidden);
    await ctx.database.db
      .update(users)
      .set({ status: 'SUSPENDED', suspendedUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, suspended.id));
    expect(await viewsOf(her)).toMatchObject({ profiles: [], visits: [], total: 0 });

    expect((await call.delete(`/matrimonial/blocks/${blocked.id}`, her)).statusCode).toBe(200);
    expect(await viewerNames(her)).toEqual(['Blocked Viewer']);
  });

  it('while I browse privately: my visits are not recorded and I do not see who viewed me', async () => {
    const her = await candidate(ctx, { fullName: 'Private Woman', details: { browsePrivately: true } });
    const him = await candidate(ctx, { fullName: 'Open Man', gender: 'MALE' });
    await open(him, her);
    await open(her, him);
    expect(await viewsOf(her)).toEqual({
      profiles: [],
      visits: [],
      total: 0,
      page: 1,
      totalPages: 0,
      browsingPrivately: true,
    });
    expect(await viewerNames(him)).toEqual([]);

    await call.put('/user/matrimonial-details', { ...completeDetails, browsePrivately: false }, her);
    expect(await viewerNames(her)).toEqual(['Open Man']);
  });

  it('needs a marriage profile (403) and a token (401)', async () => {
    const member = await candidate(ctx, { withProfile: false });
    const response = await call.get('/matrimonial/profile-views', member);
    expect(response.statusCode).toBe(403);
    expect(json(response).code).toBe('MATRIMONIAL_PROFILE_REQUIRED');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/matrimonial/profile-views' })).statusCode).toBe(401);
    expect((await call.get('/matrimonial/profile-views?limit=0', await candidate(ctx))).statusCode).toBe(400);
  });
});

describe('the shortlist', () => {
  it('saves a profile once, lists it last saved first, marks it on cards, and removes it', async () => {
    const her = await candidate(ctx, { fullName: 'Saving Woman' });
    const first = await candidate(ctx, { fullName: 'Saved First Man', gender: 'MALE' });
    const second = await candidate(ctx, { fullName: 'Saved Second Man', gender: 'MALE' });
    const save = (target: Candidate) => call.post('/matrimonial/shortlist', { targetId: target.id }, her);
    expect((await save(first)).statusCode).toBe(201);
    expect(json(await save(first))).toMatchObject({ data: { targetId: first.id, saved: true } });
    expect((await save(first)).statusCode).toBe(200);
    expect((await save(second)).statusCode).toBe(201);

    const list = json(await call.get('/matrimonial/shortlist', her)).data;
    expect(list.total).toBe(2);
    expect(list.profiles.map((profile: { fullName: string }) => profile.fullName)).toEqual([
      'Saved Second Man',
      'Saved First Man',
    ]);
    expect(list.profiles[0]).toMatchObject({ shortlisted: true, interest: null });
    expect(json(await call.get(`/matrimonial/profile/${first.id}`, her)).data.shortlisted).toBe(true);
    expect(json(await call.get(`/matrimonial/profile/${her.id}`, first)).data.shortlisted).toBe(false);

    expect((await call.delete(`/matrimonial/shortlist/${first.id}`, her)).statusCode).toBe(200);
    expect((await call.delete(`/matrimonial/shortlist/${first.id}`, her)).statusCode).toBe(200);
    expect(json(await call.get('/matrimonial/shortlist', her)).data.total).toBe(1);
    expect(json(await call.get('/matrimonial/shortlist', first)).data).toMatchObject({ profiles: [], total: 0 });
  });

  it('refuses myself (400), a bad id (400), a missing or blocked profile (404); a later block hides a saved one', async () => {
    const her = await candidate(ctx, { fullName: 'Strict Woman' });
    const him = await candidate(ctx, { fullName: 'Blocked Later Man', gender: 'MALE' });
    const save = (targetId: string) => call.post('/matrimonial/shortlist', { targetId }, her);
    expect((await save(her.id)).statusCode).toBe(400);
    expect((await save('not-an-id')).statusCode).toBe(400);
    expect((await save(UNKNOWN_ID)).statusCode).toBe(404);
    expect((await save(him.id)).statusCode).toBe(201);
    await call.post('/matrimonial/blocks', { blockedId: her.id }, him);
    expect(json(await call.get('/matrimonial/shortlist', her)).data).toMatchObject({ profiles: [], total: 0 });
    expect((await save(him.id)).statusCode).toBe(404);
    const noProfile = await candidate(ctx, { withProfile: false });
    expect((await call.get('/matrimonial/shortlist', noProfile)).statusCode).toBe(403);
  });
});
