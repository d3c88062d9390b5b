import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestContext, json, type TestContext, type TestMember } from '../../test/app.ts';
import {
  actingFor,
  type ActingMethod,
  api,
  candidate,
  completeDetails,
  familyMember as familySupport,
  inviteCoManager,
  managedProfile as managedSupport,
  sendInterest,
  typedPhone,
  UNKNOWN_ID,
} from './test-support.ts';

let ctx: TestContext;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  ctx = await createTestContext();
  call = api(ctx);
});
afterAll(() => ctx.close());

/** The shared helpers (test-support.ts), bound to this file's app. */
const familyMember = (fullName: string) => familySupport(ctx, fullName);
const typed = typedPhone;
const invite = (owner: TestMember, phoneNumber: string) => inviteCoManager(ctx, owner, phoneNumber);
const acting = (manager: TestMember, owner: TestMember, method: ActingMethod, url: string, payload?: object) =>
  actingFor(ctx, manager, owner, method, url, payload);
const managedProfile = () => managedSupport(ctx);

describe('inviting family co-managers', () => {
  it('invites a member by phone; they are told, see the invitation and accept it', async () => {
    const rahul = await candidate(ctx, { fullName: 'Rahul Inviter', gender: 'MALE' });
    const sunita = await familyMember('Sunita Invited');
    const response = await invite(rahul, typed(sunita.phoneNumber));
    expect(response.statusCode, response.body).toBe(201);
    const invitation = json(response).data;
    expect(invitation).toMatchObject({ status: 'INVITED', member: { id: sunita.id, fullName: 'Sunita Invited' } });

    // Written after the answer (the service does not wait for its notifications), as the photo requests' are.
    await vi.waitFor(async () => {
      const notifications = json(await call.get('/notifications', sunita)).data.rows;
      expect(notifications[0]).toMatchObject({
        type: 'CO_MANAGER_INVITED',
        actor: { id: rahul.id },
        entityId: invitation.id,
      });
    });
    const hers = json(await call.get('/matrimonial/co-managers', sunita)).data;
    expect(hers.managing).toMatchObject([{ id: invitation.id, status: 'INVITED', member: { id: rahul.id } }]);

    expect((await call.post(`/matrimonial/co-managers/${invitation.id}/accept`, {}, rahul)).statusCode).toBe(404);
    const accepted = await call.post(`/matrimonial/co-managers/${invitation.id}/accept`, {}, sunita);
    expect(json(accepted).data).toMatchObject({ status: 'ACCEPTED', member: { id: rahul.id } });
    expect((await call.post(`/matrimonial/co-managers/${invitation.id}/accept`, {}, sunita)).statusCode).toBe(409);
    const his = json(await call.get('/matrimonial/co-managers', rahul)).data;
    expect(his.managers).toMatchObject([{ status: 'ACCEPTED', member: { fullName: 'Sunita Invited' } }]);
  });

  it('refuses a number of no member (404, clear), a bad number (400), myself (400), twice (409), a third (409)', async () => {
    const rahul = await candidate(ctx, { gender: 'MALE' });
    const notMember = await invite(rahul, '+91 99999 00001');
    expect(notMember.statusCode).toBe(404);
    expect(json(notMember).message).toMatch(/No Samaj member has this number/);
    expect((await invite(rahul, 'not a phone')).statusCode).toBe(400);
    expect((await invite(rahul, '12345')).statusCode).toBe(400);
    expect((await invite(rahul, rahul.phoneNumber)).statusCode).toBe(400);

    const mother = await familyMember('Mother Of Three');
    const brother = await familyMember('Brother Of Three');
    const aunt = await familyMember('Aunt Of Three');
    expect((await invite(rahul, mother.phoneNumber)).statusCode).toBe(201);
    expect((await invite(rahul, mother.phoneNumber)).statusCode).toBe(409);
    expect((await invite(rahul, brother.phoneNumber)).statusCode).toBe(201);
    const third = await invite(rahul, aunt.phoneNumber);
    expect(third.statusCode).toBe(409);
    expect(json(third).message).toMatch(/At most 2/);
    expect(json(await call.get('/matrimonial/co-managers', rahul)).data.managers).toHaveLength(2);
  });

  it('needs a marriage profile of the owner (403) and a token (401)', async () => {
    const plain = await familyMember('No Profile');
    const other = await familyMember('Other Member');
    expect((await invite(plain, other.phoneNumber)).statusCode).toBe(403);
    for (const [method, url] of [
      ['GET', '/api/matrimonial/co-managers'],
      ['POST', '/api/matrimonial/co-managers'],
      ['POST', `/api/matrimonial/co-managers/${UNKNOWN_ID}/accept`],
      ['DELETE', `/api/matrimonial/co-managers/${UNKNOWN_ID}`],
    ] as const) {
      expect((await ctx.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
    }
  });
});

describe('a co-manager acting for the owner', () => {
  it('answers an interest for the owner, shown with their name to both sides; the owner sees the action', async () => {
    const { rahul, sunita, asha } = await managedProfile();
    const interest = await sendInterest(ctx, asha, rahul);
    const received = await acting(sunita, rahul, 'GET', '/matrimonial/interests/received');
    expect(received.statusCode, received.body).toBe(200);
    expect(json(received).data.interests.map((row: { id: string }) => row.id)).toEqual([interest.id]);

    const answered = await acting(sunita, rahul, 'PUT', `/matrimonial/interests/${interest.id}/respond`, {
      status: 'ACCEPTED',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(json(answered).data).toMatchObject({
      status: 'ACCEPTED',
      receiverId: rahul.id,
      answeredByManager: { id: sunita.id, fullName: 'Sunita Devi' },
    });
    const hers = json(await call.get('/matrimonial/interests/sent', asha)).data.interests[0];
    expect(hers).toMatchObject({ status: 'ACCEPTED', answeredByManager: { fullName: 'Sunita Devi' } });
    const his = json(await call.get('/matrimonial/co-managers', rahul)).data;
    expect(his.actions).toMatchObject([
      { manager: { fullName: 'Sunita Devi' }, action: 'PUT /matrimonial/interests/:interestId/respond' },
    ]);
  });

  it('sends interests, edits the profile and chats in the chats of accepted interests, with their name', async () => {
    const { rahul, sunita, asha } = await managedProfile();
    const sent = await acting(sunita, rahul, 'POST', '/matrimonial/interests/send', { receiverId: asha.id });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(json(sent).data).toMatchObject({ senderId: rahul.id, sentByManager: { fullName: 'Sunita Devi' } });
    await call.put(`/matrimonial/interests/${json(sent).data.id}/respond`, { status: 'ACCEPTED' }, asha);

    const edited = await acting(sunita, rahul, 'PUT', '/user/matrimonial-details', {
      ...completeDetails,
      gotra: 'Bharadwaj',
      aboutFamily: 'Written by his mother.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json(await call.get('/user/me', rahul)).data.matrimonialDetails.aboutFamily).toBe('Written by his mother.');

    const message = await acting(sunita, rahul, 'POST', '/chats/messages', {
      receiverId: asha.id,
      content: 'Namaste ji',
    });
    expect(message.statusCode, message.body).toBe(201);
    expect(json(message).data).toMatchObject({ senderId: rahul.id, sentByManager: { fullName: 'Sunita Devi' } });
    const chatId = json(message).data.chatId as string;
    const seenByAsha = json(await call.get(`/chats/${chatId}/messages`, asha)).data.rows[0];
    expect(seenByAsha).toMatchObject({
      content: 'Namaste ji',
      sentByManager: { id: sunita.id, fullName: 'Sunita Devi' },
    });
    const contact = await acting(sunita, rahul, 'GET', `/matrimonial/profiles/${asha.id}/contact`);
    expect(contact.statusCode).toBe(200);
    const views = json(await call.get('/matrimonial/contact-views', asha)).data.rows;
    expect(views[0]).toMatchObject({ viewer: { id: rahul.id }, byManager: { fullName: 'Sunita Devi' } });
  });

  it("never reaches the owner's other chats, password, account or sessions (403)", async () => {
    const { rahul, sunita, asha } = await managedProfile();
    const friend = await familyMember('Community Friend');
    const chat = await call.post('/chats/messages', { receiverId: friend.id, content: 'Private hello' }, rahul);
    const friendChatId = json(chat).data.chatId as string;
    await call.post('/chats/messages', { receiverId: asha.id, content: 'Not connected yet' }, rahul);

    const inbox = await acting(sunita, rahul, 'GET', '/chats');
    expect(inbox.statusCode).toBe(200);
    expect(json(inbox).data).toEqual([]);
    for (const [method, url, payload] of [
      ['GET', `/chats/${friendChatId}/messages`],
      ['GET', `/chats/participant/${friendChatId}`],
      ['POST', `/chats/${friendChatId}/read`],
      ['POST', '/chats/messages', { receiverId: friend.id, content: 'Hi' }],
      ['POST', '/chats/messages', { receiverId: asha.id, content: 'Hi' }],
      ['GET', `/chats/with/${friend.id}`],
      ['GET', '/chats/unread-count'],
      ['POST', '/auth/change-password', { currentPassword: rahul.password, newPassword: 'Another-Pass-123' }],
      ['DELETE', '/account', { password: rahul.password }],
      ['GET', '/auth/sessions'],
      ['DELETE', `/auth/sessions/${UNKNOWN_ID}`],
      ['POST', '/auth/logout-all'],
      ['GET', '/user/me'],
      ['GET', '/account/export'],
      ['GET', '/matrimonial/contact-views'],
      ['GET', '/matrimonial/co-managers'],
      ['POST', '/matrimonial/co-managers', { phoneNumber: asha.phoneNumber }],
      // His photos, his account's settings and details, and his own lists stay his.
      ['PUT', '/user/matrimonial-images', {}],
      ['PUT', '/user/profile-image', {}],
      ['PUT', '/user/personal-details', {}],
      ['PUT', '/user/community-details', {}],
      ['PUT', '/user/preferences', { language: 'hi' }],
      ['GET', '/matrimonial/profile-views'],
      ['GET', '/matrimonial/shortlist'],
      ['POST', '/matrimonial/shortlist', { targetId: asha.id }],
      ['GET', '/matrimonial/photo-requests/received'],
      ['POST', '/matrimonial/photo-requests', { targetId: asha.id }],
      ['POST', '/matrimonial/blocks', { blockedId: asha.id }],
      ['GET', '/matrimonial/blocks'],
      ['GET', '/notifications'],
    ] as const) {
      const response = await acting(sunita, rahul, method, url, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
    }
    expect(json(await call.get(`/chats/${friendChatId}/messages`, rahul)).data.total).toBe(1);
    expect((await call.get('/user/me', rahul)).statusCode).toBe(200);
  });

  it('is refused for a profile the member does not manage, an invitation not accepted, or a bad header', async () => {
    const { rahul, asha } = await managedProfile();
    const stranger = await familyMember('Not Family');
    expect((await acting(stranger, rahul, 'GET', '/matrimonial/interests/received')).statusCode).toBe(403);
    expect((await acting(asha, rahul, 'GET', '/matrimonial/interests/received')).statusCode).toBe(403);
    const pending = await familyMember('Pending Aunt');
    await invite(rahul, pending.phoneNumber);
    expect((await acting(pending, rahul, 'GET', '/matrimonial/interests/received')).statusCode).toBe(403);
    const garbage = await ctx.app.inject({
      method: 'GET',
      url: '/api/matrimonial/interests/received',
      headers: { ...bearer(pending), 'x-acting-for': 'me' },
    });
    expect(garbage.statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: '/api/matrimonial/interests/received',
      headers: { 'x-acting-for': rahul.id },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('stops at once when the owner removes them or they leave; others cannot remove (404)', async () => {
    const { rahul, sunita, asha, coManagerId } = await managedProfile();
    expect((await call.delete(`/matrimonial/co-managers/${coManagerId}`, asha)).statusCode).toBe(404);
    expect((await call.delete(`/matrimonial/co-managers/${coManagerId}`, rahul)).statusCode).toBe(200);
    expect((await acting(sunita, rahul, 'GET', '/matrimonial/interests/received')).statusCode).toBe(403);
    expect(json(await call.get('/matrimonial/co-managers', rahul)).data.managers).toEqual([]);
    expect((await call.delete(`/matrimonial/co-managers/${coManagerId}`, rahul)).statusCode).toBe(404);

    const again = json(await invite(rahul, sunita.phoneNumber)).data;
    await call.post(`/matrimonial/co-managers/${again.id}/accept`, {}, sunita);
    expect((await acting(sunita, rahul, 'GET', '/matrimonial/interests/received')).statusCode).toBe(200);
    expect((await call.delete(`/matrimonial/co-managers/${again.id}`, sunita)).statusCode).toBe(200);
    expect((await acting(sunita, rahul, 'GET', '/matrimonial/interests/received')).statusCode).toBe(403);
  });
});
