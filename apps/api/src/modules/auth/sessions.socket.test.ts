import { describe, expect, it } from 'vitest';
import { bearer, json, signUp, type TestMember } from '../../test/app.ts';
import { type ClientSocket, connected, pause, useListeningApp } from '../chat/test-support.ts';

const app = useListeningApp();

/** Another session of the same member (another device). */
async function logIn(member: TestMember): Promise<TestMember> {
  const response = await app.ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { phoneNumber: member.phoneNumber, password: member.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { accessToken, refreshToken } = json(response).data;
  return { ...member, accessToken, refreshToken };
}

async function tab(session: TestMember): Promise<ClientSocket> {
  const socket = app.connect(session.accessToken);
  return connected(socket);
}

/** Why the server closed the socket, or a rejection if it stays open. */
function disconnection(socket: ClientSocket, timeoutMs = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket is still connected')), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

const authCall = (url: string, session: TestMember, payload: Record<string, unknown> = {}) =>
  app.ctx.app.inject({ method: 'POST', url: `/api/auth${url}`, headers: bearer(session), payload });

/** What a new connection with the session's access token gets: refused once the session has ended. */
const reconnecting = (session: TestMember) =>
  connected(app.connect(session.accessToken)).then(
    () => 'connected',
    (error: Error & { data?: { code?: string } }) => error.data?.code,
  );

describe('ending sessions closes their open sockets', () => {
  it('logout-all disconnects every socket of the member, on every device, and nobody else’s', async () => {
    const laptop = await signUp(app.ctx);
    const phone = await logIn(laptop);
    const someoneElse = await signUp(app.ctx);
    const laptopTabs = [await tab(laptop), await tab(laptop)];
    const phoneTab = await tab(phone);
    const otherTab = await tab(someoneElse);
    const closed = Promise.all([...laptopTabs, phoneTab].map((socket) => disconnection(socket)));

    expect((await authCall('/logout-all', laptop)).statusCode).toBe(200);
    // The server said so (no automatic reconnection), rather than a dropped network.
    expect(await closed).toEqual(['io server disconnect', 'io server disconnect', 'io server disconnect']);
    await pause(200);
    expect(otherTab.connected).toBe(true);
    expect(await reconnecting(laptop)).toBe('TOKEN_EXPIRED');
    expect(await reconnecting(phone)).toBe('TOKEN_EXPIRED');
  });

  it('change-password disconnects the other sessions’ sockets and keeps this one’s', async () => {
    const here = await signUp(app.ctx);
    const elsewhere = await logIn(here);
    const hereTab = await tab(here);
    const elsewhereTab = await tab(elsewhere);
    const closed = disconnection(elsewhereTab);

    const changed = await authCall('/change-password', here, {
      currentPassword: here.password,
      newPassword: 'Makhana-Darbhanga-5',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await closed).toBe('io server disconnect');
    await pause(200);
    expect(hereTab.connected).toBe(true);
    expect(await reconnecting(here)).toBe('connected');
  });

  it('logout disconnects the sockets of that session only', async () => {
    const laptop = await signUp(app.ctx);
    const phone = await logIn(laptop);
    const laptopTab = await tab(laptop);
    const phoneTab = await tab(phone);
    const closed = disconnection(phoneTab);

    const loggedOut = await app.ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { token: phone.refreshToken },
    });
    expect(loggedOut.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    await pause(200);
    expect(laptopTab.connected).toBe(true);
  });
});
