import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestContext,
  json,
  signUp,
  uniquePhone,
  type TestContext,
  type TestMember,
} from '../../test/app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const me = async (member: TestMember) =>
  json(await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(member) })).data;
const putPreferences = (member: TestMember, payload: unknown) =>
  ctx.app.inject({ method: 'PUT', url: '/api/user/preferences', headers: bearer(member), payload: payload as object });

describe("the member's language", () => {
  it('is English by default, and Hindi when the guest signed up asking for Hindi', async () => {
    const english = await signUp(ctx);
    expect((await me(english)).user.language).toBe('en');
    expect((await me(english)).preferences).toEqual({ language: 'en', showOnline: true, avatarVisibility: 'EVERYONE' });

    const hindi = await signUp(ctx, uniquePhone(), undefined, { 'accept-language': 'hi-IN,hi;q=0.9,en-US;q=0.8' });
    expect((await me(hindi)).user.language).toBe('hi');
    const preferringEnglish = await signUp(ctx, uniquePhone(), undefined, { 'accept-language': 'en-IN,hi;q=0.5' });
    expect((await me(preferringEnglish)).user.language).toBe('en');
  });

  it('signup and login answer the language with the user', async () => {
    const phoneNumber = uniquePhone();
    const member = await signUp(ctx, phoneNumber, undefined, { 'accept-language': 'hi' });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phoneNumber, password: member.password },
    });
    expect(json(login).data.user.language).toBe('hi');
  });

  it('is saved by PUT /user/preferences, each setting on its own', async () => {
    const member = await signUp(ctx);
    const saved = await putPreferences(member, { language: 'hi' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).data).toEqual({ language: 'hi', showOnline: true, avatarVisibility: 'EVERYONE' });
    expect((await me(member)).user.language).toBe('hi');

    const onlineOff = await putPreferences(member, { showOnline: false });
    expect(json(onlineOff).data).toEqual({ language: 'hi', showOnline: false, avatarVisibility: 'EVERYONE' });

    const both = await putPreferences(member, { language: 'en', showOnline: true });
    expect(json(both).data).toEqual({ language: 'en', showOnline: true, avatarVisibility: 'EVERYONE' });
    expect((await me(member)).preferences).toEqual({ language: 'en', showOnline: true, avatarVisibility: 'EVERYONE' });
  });

  it('refuses an unknown language, an empty body and a request without a token', async () => {
    const member = await signUp(ctx);
    for (const language of ['fr', 'HI', 'hindi', '', 1, null]) {
      const response = await putPreferences(member, { language });
      expect(response.statusCode, String(language)).toBe(400);
      expect(json(response).code).toBe('VALIDATION_ERROR');
      expect(json(response).errors[0]).toEqual({ path: 'language', message: "language must be 'en' or 'hi'" });
    }
    const empty = await putPreferences(member, {});
    expect(empty.statusCode).toBe(400);
    expect(json(empty).message).toBe('Send language, showOnline or avatarVisibility');

    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/preferences',
      payload: { language: 'hi' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await me(member)).preferences).toEqual({ language: 'en', showOnline: true, avatarVisibility: 'EVERYONE' });
  });
});
