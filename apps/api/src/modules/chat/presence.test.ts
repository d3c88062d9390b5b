import { describe, expect, it } from 'vitest';
import { interests } from '../../db/schema/index.ts';
import { bearer, json, onboard, signUp, type TestMember } from '../../test/app.ts';
import { candidate } from '../matrimonial/test-support.ts';
import { type ClientSocket, collect, connected, nextEvent, pause, useListeningApp } from './test-support.ts';

const app = useListeningApp();

async function member(fullName: string): Promise<TestMember> {
  const created = await signUp(app.ctx);
  await onboard(app.ctx, created, { fullName });
  return created;
}

const tab = (who: TestMember): Promise<ClientSocket> => connected(app.connect(who.accessToken));

async function call(who: TestMember, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return app.ctx.app.inject({ method, url: `/api${url}`, headers: bearer(who), ...(payload ? { payload } : {}) });
}

async function send(from: TestMember, to: TestMember, content = 'hello') {
  const response = await call(from, 'POST', '/chats/messages', { receiverId: to.id, content });
  expect(response.statusCode, response.body).toBe(201);
  return json(response).data as { chatId: string };
}

/** What `viewer` is told about `other` being online, on each of the three surfaces (no chat: the list says null). */
async function seenOnline(viewer: TestMember, other: TestMember) {
  const withOther = json(await call(viewer, 'GET', `/chats/with/${other.id}`)).data;
  const inbox = json(await call(viewer, 'GET', '/chats')).data as {
    chatId: string;
    user: { id: string; isOnline: boolean };
  }[];
  const row = inbox.find((entry) => entry.user.id === other.id);
  const participant = row ? json(await call(viewer, 'GET', `/chats/participant/${row.chatId}`)).data.isOnline : null;
  return { with: withOther.user.isOnline as boolean, inbox: row ? row.user.isOnline : null, participant };
}

const setShowOnline = (who: TestMember, showOnline: unknown) => call(who, 'PUT', '/user/preferences', { showOnline });

describe('who sees me online', () => {
  it('a stranger who sent me one message sees me offline everywhere and hears nothing', async () => {
    const ravi = await member('Ravi');
    const stranger = await member('Stranger');
    await send(stranger, ravi, 'hi, remember me?');
    const strangerTab = await tab(stranger);
    const heard = collect(strangerTab, 'presence');

    const raviTab = await tab(ravi);
    await pause(300);
    expect(await seenOnline(stranger, ravi)).toEqual({ with: false, inbox: false, participant: false });
    // Ravi cannot see the stranger either: the rule is the same both ways.
    expect(await seenOnline(ravi, stranger)).toEqual({ with: false, inbox: false, participant: false });
    raviTab.disconnect();
    await pause(300);
    expect(heard).toEqual([]);
    strangerTab.disconnect();
  });

  it('the reply that makes a conversation two-way tells both, at once, that the other is online', async () => {
    const asha = await member('Asha');
    const ravi = await member('Ravi');
    await send(asha, ravi, 'Namaste');
    const ashaTab = await tab(asha);
    const raviTab = await tab(ravi);
    const ashaHeard = nextEvent(ashaTab, 'presence');
    const raviHeard = nextEvent(raviTab, 'presence');
    await send(ravi, asha, 'Namaste ji');
    expect(await ashaHeard).toEqual({ userId: ravi.id, isOnline: true });
    expect(await raviHeard).toEqual({ userId: asha.id, isOnline: true });
    ashaTab.disconnect();
    raviTab.disconnect();
  });

  it('a member I never wrote to sees me offline on /chats/with', async () => {
    const ravi = await member('Ravi');
    const nosy = await member('Nosy');
    const raviTab = await tab(ravi);
    expect(await seenOnline(nosy, ravi)).toEqual({ with: false, inbox: null, participant: null });
    raviTab.disconnect();
  });

  it('a two-way conversation shares it on every surface', async () => {
    const asha = await member('Asha');
    const ravi = await member('Ravi');
    await send(asha, ravi);
    await send(ravi, asha, 'namaste');
    const raviTab = await tab(ravi);
    expect(await seenOnline(asha, ravi)).toEqual({ with: true, inbox: true, participant: true });
    raviTab.disconnect();
  });

  it('an accepted interest shares it without any message; a pending one does not', async () => {
    const asha = await member('Asha');
    const ravi = await member('Ravi');
    const meena = await member('Meena');
    await app.ctx.database.db.insert(interests).values([
      { senderId: asha.id, receiverId: ravi.id, status: 'ACCEPTED' },
      { senderId: meena.id, receiverId: ravi.id, status: 'PENDING' },
    ]);
    const [ashaTab, meenaTab] = await Promise.all([tab(asha), tab(meena)]);
    const meenaHeard = collect(meenaTab, 'presence');
    const online = nextEvent(ashaTab, 'presence', { filter: (event) => event.userId === ravi.id });
    const raviTab = await tab(ravi);
    expect(await online).toEqual({ userId: ravi.id, isOnline: true });
    expect((await seenOnline(asha, ravi)).with).toBe(true);
    expect((await seenOnline(meena, ravi)).with).toBe(false);
    expect(meenaHeard).toEqual([]);
    for (const socket of [ashaTab, meenaTab, raviTab]) socket.disconnect();
  });
});

describe('an accepted interest', () => {
  async function interestBetween() {
    const asha = await candidate(app.ctx, { gender: 'FEMALE' });
    const ravi = await candidate(app.ctx, { gender: 'MALE' });
    const sent = await call(ravi, 'POST', '/matrimonial/interests/send', { receiverId: asha.id });
    expect(sent.statusCode, sent.body).toBe(201);
    return { asha, ravi, interestId: json(sent).data.id as string };
  }
  const answer = (who: TestMember, interestId: string, status: 'ACCEPTED' | 'DECLINED') =>
    call(who, 'PUT', `/matrimonial/interests/${interestId}/respond`, { status });

  it('tells both members, at once, that the other is online', async () => {
    const { asha, ravi, interestId } = await interestBetween();
    const [ashaTab, raviTab] = await Promise.all([tab(asha), tab(ravi)]);
    await pause(300);
    expect((await seenOnline(ravi, asha)).with).toBe(false);
    const ashaHeard = nextEvent(ashaTab, 'presence', { filter: (event) => event.userId === ravi.id });
    const raviHeard = nextEvent(raviTab, 'presence', { filter: (event) => event.userId === asha.id });
    expect((await answer(asha, interestId, 'ACCEPTED')).statusCode).toBe(200);
    expect(await ashaHeard).toEqual({ userId: ravi.id, isOnline: true });
    expect(await raviHeard).toEqual({ userId: asha.id, isOnline: true });
    expect((await seenOnline(ravi, asha)).with).toBe(true);
    ashaTab.disconnect();
    raviTab.disconnect();
  });

  it('tells the member who is online that the other is offline, and a decline tells no one', async () => {
    const accepted = await interestBetween();
    const raviTab = await tab(accepted.ravi);
    const raviHeard = nextEvent(raviTab, 'presence', { filter: (event) => event.userId === accepted.asha.id });
    expect((await answer(accepted.asha, accepted.interestId, 'ACCEPTED')).statusCode).toBe(200);
    expect(await raviHeard).toEqual({ userId: accepted.asha.id, isOnline: false });
    raviTab.disconnect();

    const declined = await interestBetween();
    const [ashaTab, otherRaviTab] = await Promise.all([tab(declined.asha), tab(declined.ravi)]);
    const heard = [ashaTab, otherRaviTab].map((socket) => collect(socket, 'presence'));
    expect((await answer(declined.asha, declined.interestId, 'DECLINED')).statusCode).toBe(200);
    await pause(300);
    expect(heard).toEqual([[], []]);
    ashaTab.disconnect();
    otherRaviTab.disconnect();
  });
});

describe('"Show when I\'m online"', () => {
  it('is on by default, saved, and shown in /user/me', async () => {
    const ravi = await member('Ravi');
    expect(json(await call(ravi, 'GET', '/user/me')).data.preferences).toEqual({
      language: 'en',
      showOnline: true,
      avatarVisibility: 'EVERYONE',
    });
    const saved = await setShowOnline(ravi, false);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).data).toEqual({ language: 'en', showOnline: false, avatarVisibility: 'EVERYONE' });
    expect(json(await call(ravi, 'GET', '/user/me')).data.preferences).toEqual({
      language: 'en',
      showOnline: false,
      avatarVisibility: 'EVERYONE',
    });
  });

  it('refuses a value that is not true or false, and a request without a token', async () => {
    const ravi = await member('Ravi');
    for (const bad of ['yes', 1, null]) {
      const response = await setShowOnline(ravi, bad);
      expect(response.statusCode, String(bad)).toBe(400);
      expect(json(response).message).toContain('showOnline');
    }
    expect((await call(ravi, 'PUT', '/user/preferences', {})).statusCode).toBe(400);
    const anonymous = await app.ctx.app.inject({
      method: 'PUT',
      url: '/api/user/preferences',
      payload: { showOnline: false },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(json(await call(ravi, 'GET', '/user/me')).data.preferences).toEqual({
      language: 'en',
      showOnline: true,
      avatarVisibility: 'EVERYONE',
    });
  });

  it('off: I appear offline to the people I talk with, hear of it at once, and see no one online', async () => {
    const asha = await member('Asha');
    const ravi = await member('Ravi');
    await send(asha, ravi);
    await send(ravi, asha, 'namaste');
    const [ashaTab, raviTab] = await Promise.all([tab(asha), tab(ravi)]);
    await pause(300);
    expect(await seenOnline(asha, ravi)).toEqual({ with: true, inbox: true, participant: true });

    const ashaHears = nextEvent(ashaTab, 'presence', { filter: (event) => event.userId === ravi.id });
    const raviHears = nextEvent(raviTab, 'presence', { filter: (event) => event.userId === asha.id });
    expect((await setShowOnline(ravi, false)).statusCode).toBe(200);
    expect(await ashaHears).toEqual({ userId: ravi.id, isOnline: false });
    expect(await raviHears).toEqual({ userId: asha.id, isOnline: false });
    expect(await seenOnline(asha, ravi)).toEqual({ with: false, inbox: false, participant: false });
    expect(await seenOnline(ravi, asha)).toEqual({ with: false, inbox: false, participant: false });

    // Coming online again while it is off tells no one.
    const heard = collect(ashaTab, 'presence');
    raviTab.disconnect();
    await pause(300);
    const raviAgain = await tab(ravi);
    await pause(300);
    expect(heard).toEqual([]);

    // On again: Asha sees Ravi come online.
    const back = nextEvent(ashaTab, 'presence', { filter: (event) => event.userId === ravi.id });
    expect((await setShowOnline(ravi, true)).statusCode).toBe(200);
    expect(await back).toEqual({ userId: ravi.id, isOnline: true });
    expect(await seenOnline(asha, ravi)).toEqual({ with: true, inbox: true, participant: true });
    ashaTab.disconnect();
    raviAgain.disconnect();
  });
});
