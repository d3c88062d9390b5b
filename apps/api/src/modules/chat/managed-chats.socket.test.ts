import type { ManagedMessageEvent } from '@samaj/shared/chat';
import { describe, expect, it } from 'vitest';
import { bearer, json, type TestMember } from '../../test/app.ts';
import {
  actingFor,
  api,
  familyMember,
  inviteCoManager,
  managedProfile,
  sendInterest,
} from '../matrimonial/test-support.ts';
import { type ClientSocket, collect, connected, nextEvent, useListeningApp } from './test-support.ts';

/**
 * `managed:message`: a message in a chat of an accepted interest reaches, as it arrives, the accepted family
 * co-managers of either side (their managed chat page), and nobody else.
 */
const app = useListeningApp();

const tab = (who: TestMember): Promise<ClientSocket> => connected(app.connect(who.accessToken));

async function send(from: TestMember, to: TestMember, content: string, manager?: TestMember) {
  const payload = { receiverId: to.id, content };
  const response = manager
    ? await actingFor(app.ctx, manager, from, 'POST', '/chats/messages', payload)
    : await app.ctx.app.inject({ method: 'POST', url: '/api/chats/messages', headers: bearer(from), payload });
  expect(response.statusCode, response.body).toBe(201);
  return json(response).data as ManagedMessageEvent['message'];
}

/** Rahul (managed by his mother Sunita) and Asha, with an accepted interest between them. */
async function connectedFamilies() {
  const family = await managedProfile(app.ctx);
  const interest = await sendInterest(app.ctx, family.asha, family.rahul);
  const accepted = await api(app.ctx).put(
    `/matrimonial/interests/${interest.id}/respond`,
    { status: 'ACCEPTED' },
    family.rahul,
  );
  expect(accepted.statusCode, accepted.body).toBe(200);
  return family;
}

async function coManage(owner: TestMember, fullName: string) {
  const manager = await familyMember(app.ctx, fullName);
  const invited = await inviteCoManager(app.ctx, owner, manager.phoneNumber);
  expect(invited.statusCode, invited.body).toBe(201);
  const id = json(invited).data.id as string;
  expect((await api(app.ctx).post(`/matrimonial/co-managers/${id}/accept`, {}, manager)).statusCode).toBe(200);
  return manager;
}

/**
 * Nothing was heard on `socket` before this point: a message of the member's own arrives (events reach one socket in
 * the order they were sent), and the events collected until then are returned.
 */
async function heardBefore<T>(socket: ClientSocket, member: TestMember, heard: T[]): Promise<T[]> {
  const marker = await familyMember(app.ctx, 'Marker Friend');
  const arrived = nextEvent(socket, 'message:new', { filter: (message) => message.senderId === marker.id });
  await send(marker, member, 'marker');
  await arrived;
  return [...heard];
}

describe('managed:message', () => {
  it('reaches the co-managers of both families, with whose profile it is about, and not their own chat screens', async () => {
    const { rahul, sunita, asha } = await connectedFamilies();
    const father = await coManage(asha, 'Ashok Father');
    const [sunitaTab, fatherTab] = await Promise.all([tab(sunita), tab(father)]);
    const sunitaOwnChats = collect(sunitaTab, 'message:new');

    const toSunita = nextEvent(sunitaTab, 'managed:message');
    const toFather = nextEvent(fatherTab, 'managed:message');
    const message = await send(asha, rahul, 'Namaste ji, when can our families meet?');
    expect(await toSunita).toEqual({ ownerId: rahul.id, message });
    expect(await toFather).toEqual({ ownerId: asha.id, message });

    // Sunita writes for Rahul: both family members hear it, with her name on it.
    const again = nextEvent(fatherTab, 'managed:message');
    const hers = nextEvent(sunitaTab, 'managed:message');
    const written = await send(rahul, asha, 'This Sunday suits us.', sunita);
    expect(written.sentByManager).toEqual({ id: sunita.id, fullName: 'Sunita Devi' });
    expect(await again).toEqual({ ownerId: asha.id, message: written });
    expect(await hers).toEqual({ ownerId: rahul.id, message: written });

    // Her own chat screens heard nothing of Rahul's chat (only the marker, a message to her).
    const own = await heardBefore(sunitaTab, sunita, sunitaOwnChats);
    expect(own.map((row) => row.content)).toEqual(['marker']);
  });

  it("is not sent for the owner's other chats, before acceptance, or to a family member only invited", async () => {
    const { rahul, sunita, asha } = await managedProfile(app.ctx);
    const aunt = await familyMember(app.ctx, 'Invited Aunt');
    expect((await inviteCoManager(app.ctx, rahul, aunt.phoneNumber)).statusCode).toBe(201);
    const friend = await familyMember(app.ctx, 'Community Friend');
    const [sunitaTab, auntTab] = await Promise.all([tab(sunita), tab(aunt)]);
    const sunitaHeard = collect(sunitaTab, 'managed:message');
    const auntHeard = collect(auntTab, 'managed:message');

    await send(friend, rahul, 'About the puja on Sunday');
    await send(rahul, asha, 'Before any interest');
    await sendInterest(app.ctx, asha, rahul);
    await send(asha, rahul, 'Interest sent, not accepted yet');
    expect(await heardBefore(sunitaTab, sunita, sunitaHeard)).toEqual([]);
    expect(await heardBefore(auntTab, aunt, auntHeard)).toEqual([]);
  });

  it('stops at once when the owner removes the co-manager, or the co-manager stops', async () => {
    const { rahul, sunita, asha, coManagerId } = await connectedFamilies();
    const brother = await coManage(rahul, 'Brother Vikash');
    const [sunitaTab, brotherTab] = await Promise.all([tab(sunita), tab(brother)]);
    const first = nextEvent(sunitaTab, 'managed:message');
    await send(asha, rahul, 'one');
    expect((await first).message.content).toBe('one');

    expect((await api(app.ctx).delete(`/matrimonial/co-managers/${coManagerId}`, rahul)).statusCode).toBe(200);
    const sunitaHeard = collect(sunitaTab, 'managed:message');
    const brotherHears = nextEvent(brotherTab, 'managed:message');
    await send(asha, rahul, 'two');
    expect((await brotherHears).message.content).toBe('two');
    expect(await heardBefore(sunitaTab, sunita, sunitaHeard)).toEqual([]);

    const managing = json(await api(app.ctx).get('/matrimonial/co-managers', brother)).data.managing[0].id as string;
    expect((await api(app.ctx).delete(`/matrimonial/co-managers/${managing}`, brother)).statusCode).toBe(200);
    const brotherHeard = collect(brotherTab, 'managed:message');
    await send(asha, rahul, 'three');
    expect(await heardBefore(brotherTab, brother, brotherHeard)).toEqual([]);
  });

  it('respects blocks: the other family blocking the co-manager, or the owner blocking them, ends it', async () => {
    const { rahul, sunita, asha } = await connectedFamilies();
    const sunitaTab = await tab(sunita);
    const heard = collect(sunitaTab, 'managed:message');
    expect((await api(app.ctx).post('/matrimonial/blocks', { blockedId: sunita.id }, asha)).statusCode).toBe(201);
    await send(asha, rahul, 'Blocked her, still writing to Rahul');
    expect(await heardBefore(sunitaTab, sunita, heard)).toEqual([]);
    // Nor can she read or write in that chat any more.
    expect((await actingFor(app.ctx, sunita, rahul, 'GET', `/chats/with/${asha.id}`)).statusCode).toBe(403);
    const inbox = await actingFor(app.ctx, sunita, rahul, 'GET', '/chats');
    expect(json(inbox).data).toEqual([]);
    const written = await actingFor(app.ctx, sunita, rahul, 'POST', '/chats/messages', {
      receiverId: asha.id,
      content: 'Hello?',
    });
    expect(written.statusCode).toBe(403);

    const other = await connectedFamilies();
    const otherTab = await tab(other.sunita);
    const otherHeard = collect(otherTab, 'managed:message');
    expect(
      (await api(app.ctx).post('/matrimonial/blocks', { blockedId: other.sunita.id }, other.rahul)).statusCode,
    ).toBe(201);
    await send(other.asha, other.rahul, 'Rahul blocked his mother');
    expect(await heardBefore(otherTab, other.sunita, otherHeard)).toEqual([]);
  });
});
