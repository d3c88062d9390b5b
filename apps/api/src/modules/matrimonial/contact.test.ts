import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestContext, json, type TestContext } from '../../test/app.ts';
import { block } from '../posts/test-support.ts';
import { api, type Candidate, candidate, completeDetails, sendInterest, UNKNOWN_ID } from './test-support.ts';

let ctx: TestContext;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  ctx = await createTestContext();
  call = api(ctx);
});
afterAll(() => ctx.close());

const family = { familyContactName: 'Sunita Devi (mother)', familyContactPhone: '098765 12345' };
const contactOf = (viewer: Candidate, owner: Candidate) =>
  call.get(`/matrimonial/profiles/${owner.id}/contact`, viewer);
const accept = async (receiver: Candidate, interestId: string) =>
  expect(
    (await call.put(`/matrimonial/interests/${interestId}/respond`, { status: 'ACCEPTED' }, receiver)).statusCode,
  ).toBe(200);
const viewsOf = async (owner: Candidate) => {
  const response = await call.get('/matrimonial/contact-views', owner);
  expect(response.statusCode, response.body).toBe(200);
  return json(response).data as {
    rows: { viewer: { id: string; fullName: string }; viewedAt: string; byManager: unknown }[];
    total: number;
  };
};

describe('family contact in the marriage profile', () => {
  it('is saved with the number in E.164 and shown to the owner', async () => {
    const her = await candidate(ctx, { details: family });
    const me = json(await call.get('/user/me', her)).data;
    expect(me.matrimonialDetails).toMatchObject({
      familyContactName: 'Sunita Devi (mother)',
      familyContactPhone: '+919876512345',
    });
  });

  it('refuses a number that is not one, and a name without a number, saving nothing', async () => {
    const her = await candidate(ctx, { details: family });
    for (const [details, path] of [
      [{ familyContactName: 'Papa', familyContactPhone: 'call me' }, 'familyContactPhone'],
      [{ familyContactName: 'Papa', familyContactPhone: '12345' }, 'familyContactPhone'],
      [{ familyContactName: 'Papa', familyContactPhone: null }, 'familyContactPhone'],
    ] as const) {
      const response = await call.put('/user/matrimonial-details', { ...completeDetails, ...details }, her);
      expect(response.statusCode, response.body).toBe(400);
      expect(json(response).errors.map((error: { path: string }) => error.path)).toContain(path);
    }
    const me = json(await call.get('/user/me', her)).data;
    expect(me.matrimonialDetails.familyContactPhone).toBe('+919876512345');
  });
});

describe('contact details after an accepted interest', () => {
  it('are nowhere before acceptance: not on the profile, 403 on the contact call (pending or declined too)', async () => {
    const her = await candidate(ctx, { details: family });
    const him = await candidate(ctx, { gender: 'MALE' });
    // Her community profile shows her phone to members: the marriage profile still must not.
    await ctx.database.db.update(users).set({ isPhoneNumberPublic: true }).where(eq(users.id, her.id));
    const profile = await call.get(`/matrimonial/profile/${her.id}`, him);
    expect(profile.statusCode).toBe(200);
    expect(profile.body).not.toContain(her.phoneNumber);
    expect(profile.body).not.toContain('9876512345');
    expect(profile.body).not.toContain('Sunita');

    const before = await contactOf(him, her);
    expect(before.statusCode).toBe(403);
    expect(json(before).message).toMatch(/accepted/);
    const interest = await sendInterest(ctx, him, her);
    expect((await contactOf(him, her)).statusCode).toBe(403);
    expect((await contactOf(her, him)).statusCode).toBe(403);
    await call.put(`/matrimonial/interests/${interest.id}/respond`, { status: 'DECLINED' }, her);
    expect((await contactOf(him, her)).statusCode).toBe(403);
    expect((await viewsOf(her)).total).toBe(0);
  });

  it('are shared both ways once accepted, and every read is recorded for the owner, newest first', async () => {
    const her = await candidate(ctx, { fullName: 'Asha Contact', details: family });
    const him = await candidate(ctx, { fullName: 'Rahul Contact', gender: 'MALE' });
    const interest = await sendInterest(ctx, him, her);
    await accept(her, interest.id);

    const first = await contactOf(him, her);
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first).data).toEqual({
      userId: her.id,
      fullName: 'Asha Contact',
      phoneNumber: her.phoneNumber,
      familyContact: { name: 'Sunita Devi (mother)', phoneNumber: '+919876512345' },
    });
    expect((await contactOf(him, her)).statusCode).toBe(200);
    const back = await contactOf(her, him);
    expect(json(back).data).toMatchObject({ phoneNumber: him.phoneNumber, familyContact: null });

    const views = await viewsOf(her);
    expect(views.total).toBe(2);
    expect(views.rows.map((row) => row.viewer.fullName)).toEqual(['Rahul Contact', 'Rahul Contact']);
    expect(views.rows[0]!.byManager).toBeNull();
    expect(Date.parse(views.rows[0]!.viewedAt)).toBeGreaterThanOrEqual(Date.parse(views.rows[1]!.viewedAt));
    expect((await viewsOf(him)).rows.map((row) => row.viewer.fullName)).toEqual(['Asha Contact']);
  });

  it('answers a stranger 403, myself 400, an unknown or blocked member 404, and no token 401', async () => {
    const her = await candidate(ctx, { details: family });
    const him = await candidate(ctx, { gender: 'MALE' });
    const stranger = await candidate(ctx, { gender: 'MALE' });
    await accept(her, (await sendInterest(ctx, him, her)).id);

    expect((await contactOf(stranger, her)).statusCode).toBe(403);
    expect((await contactOf(her, her)).statusCode).toBe(400);
    expect((await call.get(`/matrimonial/profiles/${UNKNOWN_ID}/contact`, him)).statusCode).toBe(404);
    expect((await call.get('/matrimonial/profiles/not-an-id/contact', him)).statusCode).toBe(400);
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/matrimonial/profiles/${her.id}/contact` });
    expect(anonymous.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/matrimonial/contact-views' })).statusCode).toBe(401);

    await block(ctx, her, him);
    expect((await contactOf(him, her)).statusCode).toBe(404);
    expect((await viewsOf(her)).total).toBe(0);
  });

  it('needs a marriage profile of the viewer (403 MATRIMONIAL_PROFILE_REQUIRED)', async () => {
    const her = await candidate(ctx, { details: family });
    const plain = await candidate(ctx, { withProfile: false, gender: 'MALE' });
    const response = await contactOf(plain, her);
    expect(response.statusCode).toBe(403);
    expect(json(response).code).toBe('MATRIMONIAL_PROFILE_REQUIRED');
  });
});
