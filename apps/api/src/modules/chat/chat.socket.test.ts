import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { bearer, json, onboard, signUp, type TestMember } from '../../test/app.ts';
import { type ClientSocket, collect, connected, nextEvent, pause, useListeningApp } from './test-support.ts';

const app = useListeningApp();

async function member(fullName: string): Promise<TestMember> {
  const created = await signUp(app.ctx);
  await onboard(app.ctx, created, { fullName });
  return created;
}

/** A connected tab of the member. */
async function tab(who: TestMember, options: { reconnection?: boolean } = {}): Promise<ClientSocket> {
  const socket = app.connect(who.accessToken, options);
  return connected(socket);
}

async function send(from: TestMember, to: TestMember, content: string) {
  const response = await app.ctx.app.inject({
    method: 'POST',
    url: '/api/chats/messages',
    headers: bearer(from),
    payload: { receiverId: to.id, content },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json(response).data as { id: string; chatId: string; senderId: string; content: string; createdAt: string };
}

const inbox = async (who: TestMember) =>
  json(await app.ctx.app.inject({ method: 'GET', url: '/api/chats', headers: bearer(who) })).data as {
    chatId: string;
    user: { id: string; isOnline: boolean };
    unreadCount: number;
  }[];

describe('the handshake', () => {
  async function refusal(token: string | undefined) {
    const socket = app.connect(token);
    const error = await connected(socket).then(
      () => null,
      (failure: Error & { data?: { code?: string } }) => failure,
    );
    expect(error, 'the connection should have been refused').not.toBeNull();
    expect(socket.connected).toBe(false);
    return { message: error!.message, code: error!.data?.code };
  }

  it('refuses a missing, malformed or forged token', async () => {
    expect(await refusal(undefined)).toEqual({ message: 'Authentication required', code: 'UNAUTHORIZED' });
    expect(await refusal('')).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await refusal('not-a-jwt')).toMatchObject({ code: 'UNAUTHORIZED' });
    const forged = await new SignJWT({ sid: 'whatever' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('someone')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect(await refusal(forged)).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('refuses an expired token, and a token whose session has ended', async () => {
    const asha = await member('Asha');
    const { sid, sub } = decodeJwt(asha.accessToken);
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub!)
      .setIssuedAt(past)
      .setExpirationTime(past + 900)
      .sign(new TextEncoder().encode(app.ctx.config.jwtSecret));
    expect(await refusal(expired)).toEqual({ message: 'Your session has expired', code: 'TOKEN_EXPIRED' });

    const logout = await app.ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { token: asha.refreshToken },
    });
    expect(logout.statusCode).toBe(200);
    expect(await refusal(asha.accessToken)).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('accepts a valid access token', async () => {
    const asha = await member('Asha');
    const socket = await tab(asha);
    expect(socket.connected).toBe(true);
  });
});

describe('message:new', () => {
  it('reaches every open tab of the receiver and the sender, after the message is stored', async () => {
    const asha = await member('Asha');
    const ravi = await member('Ravi');
    const stranger = await member('Stranger');
    const [raviPhone, raviLaptop, ashaTab, strangerTab] = await Promise.all([
      tab(ravi),
      tab(ravi),
      tab(asha),
      tab(stranger),
    ]);
    const strangerHeard = collect(strangerTab, 'message:new');

    const onPhone = nextEvent(raviPhone, 'message:new');
    const onLaptop = nextEvent(raviLaptop, 'message:new');
    const onSender = nextEvent(ashaTab, 'message:new');
    const message = await send(asha, ravi, 'Namaste from Asha');
    const received = await onPhone;
    expect(received).toEqual({ ...message, receiverId: ravi.id, isRead: false });
    expect(await onLaptop).toEqual(received);
    expect(await onSender).toEqual(received);

    // Saved before announced: the receiver can fetch it the moment it arrives.
    const page = await app.ctx.app.inject({
      method: 'GET',
      url: `/api/chats/${message.chatId}/messages`,
      headers: bearer(ravi),
    });
    expect(json(page).data.rows[0]).toEqual(received);
    await pause(200);
    expect(strangerHeard).toEqual([]);
  });

  it('comes with a notification unless the receiver has that chat open', async () => {
    const asha = await member('Asha');
    const ravi = await member('Ravi Kumar');
    const raviTab = await tab(ravi);
    const first = nextEvent(raviTab, 'notification');
    const { chatId } = await send(asha, ravi, 'are you there?');
    expect(await first).toMatchObject({
      type: 'MESSAGE',
      entityId: chatId,
      actor: { id: asha.id, fullName: 'Asha' },
      data: { count: 1 },
    });

    raviTab.emit('chat:open', { chatId });
    await pause(100);
    const notifications = collect(raviTab, 'notification');
    const delivered = nextEvent(raviTab, 'message:new');
    await send(asha, ravi, 'I see you are reading');
    await delivered;
    await pause(200);
    expect(notifications).toEqual([]);
  });
});

describe('typing', () => {
  it('goes to the other member only, and only for a chat of the sender', async () => {
    const asha = await member('Asha');
    const ravi = await member('Ravi');
    const stranger = await member('Stranger');
    const { chatId } = await send(asha, ravi, 'hello');
    const [ashaTab, raviTab, strangerTab] = await Promise.all([tab(asha), tab(ravi), tab(stranger)]);
    const ashaHeard = collect(ashaTab, 'typing');
    const strangerHeard = collect(strangerTab, 'typing');

    const typing = nextEvent(raviTab, 'typing');
    ashaTab.emit('typing', { chatId, isTyping: true });
    expect(await typing).toEqual({ chatId, userId: asha.id, isTyping: true });
    const stopped = nextEvent(raviTab, 'typing');
    ashaTab.emit('typing', { chatId, isTyping: false });
    expect(await stopped).toEqual({ chatId, userId: asha.id, isTyping: false });

    // Someone else's chat, or nonsense: nobody hears anything.
    const raviHeard = collect(raviTab, 'typing');
    strangerTab.emit('typing', { chatId, isTyping: true });
    strangerTab.emit('typing', { chatId: 'nope', isTyping: true });
    strangerTab.emit('typing', null as never);
    await pause(300);
    expect(raviHeard).toEqual([]);
    expect(ashaHeard).toEqual([]);
    expect(strangerHeard).toEqual([]);
  });
});

describe('message:read', () => {
  it('gives the sender read ticks, whether the reader uses the socket or the API', async () => {
    const asha = await member('Asha');
    const ravi = await member('Ravi');
    const { chatId } = await send(asha, ravi, 'one');
    const [ashaTab, raviTab] = await Promise.all([tab(asha), tab(ravi)]);

    const ticks = nextEvent(ashaTab, 'message:read');
    const ack = await raviTab.emitWithAck('message:read', { chatId });
    expect(ack).toEqual({ ok: true });
    const event = await ticks;
    expect(event).toEqual({ chatId, readerId: ravi.id, readAt: expect.any(String) });
    const rows = json(
      await app.ctx.app.inject({ method: 'GET', url: `/api/chats/${chatId}/messages`, headers: bearer(asha) }),
    ).data.rows;
    expect(rows[0]).toMatchObject({ content: 'one', isRead: true });

    await send(asha, ravi, 'two');
    const moreTicks = nextEvent(ashaTab, 'message:read');
    const read = await app.ctx.app.inject({ method: 'POST', url: `/api/chats/${chatId}/read`, headers: bearer(ravi) });
    expect(read.statusCode).toBe(200);
    expect(await moreTicks).toMatchObject({ chatId, readerId: ravi.id });

    const stranger = await member('Stranger');
    const strangerTab = await tab(stranger);
    expect(await strangerTab.emitWithAck('message:read', { chatId })).toEqual({ ok: false, message: 'Chat not found' });
    expect(await strangerTab.emitWithAck('message:read', { chatId: 'x' })).toMatchObject({ ok: false });
  });
});

describe('a flood of client events', () => {
  it('is cut at 20 a second per socket', async () => {
    const asha = await member('Asha');
    const ravi = await member('Ravi');
    const { chatId } = await send(asha, ravi, 'hello');
    const raviTab = await tab(ravi);
    let answered = 0;
    for (let index = 0; index < 40; index += 1) raviTab.emit('message:read', { chatId }, () => (answered += 1));
    await pause(1500);
    expect(answered).toBe(20);
    // The next second is a new allowance.
    expect(await raviTab.emitWithAck('message:read', { chatId })).toEqual({ ok: true });
  });
});

describe('presence', () => {
  it('tells the members I talk with (both wrote) when I come online and when my last tab has gone', async () => {
    const asha = await member('Asha');
    const ravi = await member('Ravi');
    const stranger = await member('Stranger');
    await send(asha, ravi, 'hello');
    await send(ravi, asha, 'namaste');
    await send(stranger, ravi, 'hi, remember me?');
    const [ashaTab, strangerTab] = await Promise.all([tab(asha), tab(stranger)]);
    const strangerHeard = collect(strangerTab, 'presence');

    const online = nextEvent(ashaTab, 'presence', { filter: (event) => event.userId === ravi.id });
    const raviPhone = await tab(ravi);
    expect(await online).toEqual({ userId: ravi.id, isOnline: true });
    expect((await inbox(asha))[0]!.user).toMatchObject({ id: ravi.id, isOnline: true });
    const participant = await app.ctx.app.inject({
      method: 'GET',
      url: `/api/chats/with/${ravi.id}`,
      headers: bearer(asha),
    });
    expect(json(participant).data.user.isOnline).toBe(true);

    // A second tab closing is not going offline.
    const raviLaptop = await tab(ravi);
    const presence = collect(ashaTab, 'presence');
    raviLaptop.disconnect();
    await pause(2500);
    expect(presence).toEqual([]);

    const offline = nextEvent(ashaTab, 'presence', { timeoutMs: 6000 });
    raviPhone.disconnect();
    expect(await offline).toEqual({ userId: ravi.id, isOnline: false });
    expect((await inbox(asha))[0]!.user.isOnline).toBe(false);
    expect(strangerHeard).toEqual([]);
  });
});

describe('reconnection', () => {
  it('lets a member who dropped off fetch what was sent meanwhile', async () => {
    const asha = await member('Asha');
    const ravi = await member('Ravi');
    const { chatId } = await send(asha, ravi, 'before the tunnel');
    const raviTab = await tab(ravi);
    raviTab.disconnect();

    await send(asha, ravi, 'while you were away 1');
    await send(asha, ravi, 'while you were away 2');

    raviTab.connect();
    await connected(raviTab);
    const next = nextEvent(raviTab, 'message:new');
    // What the web app does on reconnect: fetch the inbox and the open chat again.
    expect((await inbox(ravi))[0]).toMatchObject({ chatId, unreadCount: 3 });
    const page = json(
      await app.ctx.app.inject({ method: 'GET', url: `/api/chats/${chatId}/messages`, headers: bearer(ravi) }),
    ).data;
    expect(page.rows.map((row: { content: string }) => row.content)).toEqual([
      'while you were away 2',
      'while you were away 1',
      'before the tunnel',
    ]);
    // And it is live again.
    await send(asha, ravi, 'welcome back');
    expect(await next).toMatchObject({ content: 'welcome back' });
  });
});
