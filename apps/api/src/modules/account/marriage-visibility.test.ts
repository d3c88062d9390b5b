import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, json, signUp, type TestContext } from '../../test/app.ts';
import { api, candidate } from '../matrimonial/test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const setVisible = (member: { accessToken: string }, body: unknown) =>
  ctx.app.inject({ method: 'PUT', url: '/api/matrimonial/profile/visibility', headers: bearer(member), payload: body as object });

describe('PUT /matrimonial/profile/visibility', () => {
  it('hides the profile from search, recommendations and its page; interests and chats stay; showing brings it back', async () => {
    const call = api(ctx);
    const seeker = await candidate(ctx, { gender: 'FEMALE', fullName: 'Seeker Rani' });
    const groom = await candidate(ctx, { gender: 'MALE', fullName: 'Groom Vikas' });
    const sent = await call.post('/matrimonial/interests/send', { receiverId: groom.id, message: 'Namaste' }, seeker);
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    const chatId = json(await call.post('/chats/messages', { receiverId: groom.id, content: 'Pranam' }, seeker)).data.chatId;
    await call.post('/chats/messages', { receiverId: seeker.id, content: 'Pranam ji' }, groom);
    const chatIdsOf = async (member: { accessToken: string }) =>
      (json(await call.get('/chats', member)).data as { chatId: string }[]).map((chat) => chat.chatId);
    const listedFor = async () => {
      const names = async (url: string) =>
        (json(await call.get(url, seeker)).data.profiles as { fullName: string }[]).map((profile) => profile.fullName);
      return {
        recommended: (await names('/matrimonial/profiles/recommended?limit=50')).includes('Groom Vikas'),
        search: (await names('/matrimonial/profiles/search?limit=50')).includes('Groom Vikas'),
        page: (await call.get(`/matrimonial/profile/${groom.id}`, seeker)).statusCode,
      };
    };
    expect(await listedFor()).toEqual({ recommended: true, search: true, page: 200 });

    const hidden = await setVisible(groom, { visible: false });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(json(hidden).data).toEqual({ visible: false });
    expect(await listedFor()).toEqual({ recommended: false, search: false, page: 404 });
    // The interest is still there for the groom, and the chat for both: it goes on.
    const received = await call.get('/matrimonial/interests/received', groom);
    expect(JSON.stringify(json(received).data)).toContain('Namaste');
    expect(await chatIdsOf(groom)).toContain(chatId);
    expect(await chatIdsOf(seeker)).toContain(chatId);
    expect((await call.post('/chats/messages', { receiverId: groom.id, content: 'Still there?' }, seeker)).statusCode).toBe(201);
    expect(json(await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(groom) })).data.matrimonialDetails.isHidden).toBe(true);

    expect(json(await setVisible(groom, { visible: true })).data).toEqual({ visible: true });
    expect(await listedFor()).toEqual({ recommended: true, search: true, page: 200 });
  });

  it('refuses a bad body with 400, a member without a marriage profile with 404, and no token with 401', async () => {
    const groom = await candidate(ctx, { gender: 'MALE' });
    for (const body of [{}, { visible: 'no' }, { visible: null }]) {
      const refused = await setVisible(groom, body);
      expect(refused.statusCode).toBe(400);
      expect(json(refused).code).toBe('VALIDATION_ERROR');
    }
    expect(json(await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(groom) })).data.matrimonialDetails.isHidden).toBe(false);
    const noProfile = await signUp(ctx);
    expect((await setVisible(noProfile, { visible: false })).statusCode).toBe(404);
    const anonymous = await ctx.app.inject({ method: 'PUT', url: '/api/matrimonial/profile/visibility', payload: { visible: false } });
    expect(anonymous.statusCode).toBe(401);
  });
});
