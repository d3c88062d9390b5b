import { describe, expect, it } from 'vitest';
import { bearer, json, signUp, type TestMember } from '../../test/app.ts';
import { connected, pause, useListeningApp } from '../chat/test-support.ts';
import { deleteAccount } from './test-support.ts';

const app = useListeningApp();
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Another session of the same member, from a device with this user agent. */
async function logIn(member: TestMember, userAgent: string): Promise<TestMember> {
  const response = await app.ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { phoneNumber: member.phoneNumber, password: member.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { accessToken, refreshToken } = json(response).data;
  return { ...member, accessToken, refreshToken };
}

const listSessions = (session: { accessToken: string }) =>
  app.ctx.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: bearer(session) });
const endSession = (session: { accessToken: string }, id: string) =>
  app.ctx.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${id}`, headers: bearer(session) });
const refreshWorks = async (session: TestMember) =>
  (await app.ctx.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { token: session.refreshToken } })).statusCode === 200;

describe('GET /auth/sessions', () => {
  it('lists my open sessions with their device, address and times, this one marked, ended ones left out', async () => {
    const first = await signUp(app.ctx);
    const phone = await logIn(first, ANDROID_CHROME);
    const iphone = await logIn(first, IPHONE_SAFARI);
    await app.ctx.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { token: first.refreshToken } });

    const response = await listSessions(phone);
    expect(response.statusCode, response.body).toBe(200);
    const sessions = json(response).data as { id: string; device: string; ip: string | null; createdAt: string; lastUsedAt: string; current: boolean }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.map((session) => session.device).sort()).toEqual(['Chrome on Android', 'Safari on iPhone']);
    expect(sessions.filter((session) => session.current).map((session) => session.device)).toEqual(['Chrome on Android']);
    for (const session of sessions) {
      expect(session.ip).toBe('127.0.0.1');
      expect(new Date(session.createdAt).toISOString()).toBe(session.createdAt);
      expect(Date.now() - Date.parse(session.lastUsedAt)).toBeLessThan(60_000);
    }
    // The same list from the other device marks that one.
    const fromIphone = json(await listSessions(iphone)).data as { device: string; current: boolean }[];
    expect(fromIphone.find((session) => session.current)?.device).toBe('Safari on iPhone');
  });

  it('shows nobody else’s sessions, and needs a token', async () => {
    const [member, other] = [await signUp(app.ctx), await signUp(app.ctx)];
    await logIn(other, ANDROID_CHROME);
    expect(json(await listSessions(member)).data).toHaveLength(1);
    const anonymous = await app.ctx.app.inject({ method: 'GET', url: '/api/auth/sessions' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('DELETE /auth/sessions/{id}', () => {
  it('ends that session: its refresh token, its access token and its open sockets stop; mine go on', async () => {
    const laptop = await signUp(app.ctx);
    const phone = await logIn(laptop, ANDROID_CHROME);
    const phoneSocket = await connected(app.connect(phone.accessToken));
    const laptopSocket = await connected(app.connect(laptop.accessToken));
    const closed = new Promise<string>((resolve) => phoneSocket.once('disconnect', resolve));
    const phoneSession = (json(await listSessions(laptop)).data as { id: string; current: boolean }[]).find((session) => !session.current)!;

    const ended = await endSession(laptop, phoneSession.id);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(json(ended).data).toBeNull();
    expect(await closed).toBe('io server disconnect');
    expect(await refreshWorks(phone)).toBe(false);
    expect((await listSessions(phone)).statusCode).toBe(401);
    await pause(100);
    expect(laptopSocket.connected).toBe(true);
    expect(await refreshWorks(laptop)).toBe(true);
    expect((json(await listSessions(laptop)).data as unknown[]).length).toBe(1);
    // Ended already: nothing to end.
    expect((await endSession(laptop, phoneSession.id)).statusCode).toBe(404);
  });

  it('answers 404 for another member’s session and leaves it open; 400 for a malformed id; 401 without a token', async () => {
    const member = await signUp(app.ctx);
    const other = await signUp(app.ctx);
    const otherSession = (json(await listSessions(other)).data as { id: string }[])[0]!;

    const refused = await endSession(member, otherSession.id);
    expect(refused.statusCode).toBe(404);
    expect(json(refused).code).toBe('NOT_FOUND');
    expect((await listSessions(other)).statusCode).toBe(200);

    const malformed = await endSession(member, 'not-an-id');
    expect(malformed.statusCode).toBe(400);
    const anonymous = await app.ctx.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${otherSession.id}` });
    expect(anonymous.statusCode).toBe(401);
    expect(await refreshWorks(other)).toBe(true);
  });
});

describe('DELETE /account', () => {
  it('closes the member’s sockets on every device at once; another member’s stay open', async () => {
    const laptop = await signUp(app.ctx);
    const phone = await logIn(laptop, ANDROID_CHROME);
    const other = await signUp(app.ctx);
    const sockets = [await connected(app.connect(laptop.accessToken)), await connected(app.connect(phone.accessToken))];
    const otherSocket = await connected(app.connect(other.accessToken));
    const closed = sockets.map((socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve)));

    const deleted = await deleteAccount(app.ctx, laptop);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
    // A new socket with a token of the deleted account is refused.
    const again = app.connect(phone.accessToken, { reconnection: false });
    await expect(connected(again)).rejects.toThrow();
    await pause(100);
    expect(otherSocket.connected).toBe(true);
  });
});
