import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, DEFAULT_PASSWORD, json, signUp, type TestContext, type TestMember } from '../../test/app.ts';
import { onboardedMember } from '../posts/test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ ACCOUNT_DELETION_GRACE_DAYS: '14' });
});
afterAll(() => ctx.close());

const deleteAccount = (member: TestMember, password: unknown) =>
  ctx.app.inject({ method: 'DELETE', url: '/api/account', headers: bearer(member), payload: { password } });
const login = (member: TestMember, password = member.password) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { phoneNumber: member.phoneNumber, password } });
const restore = (member: TestMember, password = member.password) =>
  ctx.app.inject({ method: 'POST', url: '/api/account/restore', payload: { phoneNumber: member.phoneNumber, password } });
const profileSeenBy = (viewer: TestMember, member: TestMember) =>
  ctx.app.inject({ method: 'GET', url: `/api/user/profile/${member.id}`, headers: bearer(viewer) });
const refreshWorks = async (member: TestMember) =>
  (await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { token: member.refreshToken } })).statusCode === 200;

describe('DELETE /account', () => {
  it('with a wrong or missing password changes nothing', async () => {
    const member = await onboardedMember(ctx);
    const viewer = await onboardedMember(ctx);
    const wrong = await deleteAccount(member, 'not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).errors).toEqual([{ path: 'password', message: 'The password is wrong' }]);
    expect((await deleteAccount(member, '')).statusCode).toBe(400);
    expect((await deleteAccount(member, undefined)).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(member) })).statusCode).toBe(200);
    expect((await profileSeenBy(viewer, member)).statusCode).toBe(200);
    expect((await login(member)).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    const response = await ctx.app.inject({ method: 'DELETE', url: '/api/account', payload: { password: DEFAULT_PASSWORD } });
    expect(response.statusCode).toBe(401);
  });

  it('deactivates at once: sessions end, the member is invisible, login offers restore; restore brings it all back', async () => {
    const member = await onboardedMember(ctx, 'Leela Kumari');
    const viewer = await onboardedMember(ctx);
    const before = Date.now();
    const deleted = await deleteAccount(member, member.password);
    expect(deleted.statusCode, deleted.body).toBe(200);

    expect(await refreshWorks(member)).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(member) })).statusCode).toBe(401);
    expect((await profileSeenBy(viewer, member)).statusCode).toBe(404);

    const refused = await login(member);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).code).toBe('ACCOUNT_PENDING_DELETION');
    const eraseAt = Date.parse(json(refused).data.eraseAt);
    expect(eraseAt - before).toBeGreaterThanOrEqual(14 * 24 * 3600 * 1000 - 1000);
    expect(eraseAt - Date.now()).toBeLessThanOrEqual(14 * 24 * 3600 * 1000);
    // A wrong password neither logs in nor restores, and the account stays deleted.
    expect((await login(member, 'wrong-password')).statusCode).toBe(401);
    const wrongRestore = await restore(member, 'wrong-password');
    expect(wrongRestore.statusCode).toBe(401);
    expect(json(wrongRestore).code).toBe('INVALID_CREDENTIALS');
    expect((await login(member)).statusCode).toBe(403);

    const restored = await restore(member);
    expect(restored.statusCode, restored.body).toBe(200);
    const session = { ...member, ...json(restored).data };
    expect(json(restored).data.user.id).toBe(member.id);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(session) })).statusCode).toBe(200);
    expect((await profileSeenBy(viewer, member)).statusCode).toBe(200);
    expect((await login(member)).statusCode).toBe(200);
    // Restoring an account that is not being deleted is refused.
    expect((await restore(member)).statusCode).toBe(409);
  });

  it('restore of an unknown number answers like a wrong password', async () => {
    const stranger = { ...(await signUp(ctx)), phoneNumber: '+919000000001' };
    const response = await restore(stranger);
    expect(response.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/account/restore', payload: { phoneNumber: 'x' } })).statusCode).toBe(400);
  });
});
