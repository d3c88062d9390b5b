import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notificationPreferences, pushSubscriptions } from '../../db/schema/index.ts';
import { bearer, createTestContext, json, onboard, signUp, type TestContext, type TestMember } from '../../test/app.ts';
import { startTestPushService, type TestPushService } from '../../test/push-service.ts';
import { connectClient, connected, pause } from '../chat/test-support.ts';
import {
  api,
  candidate,
  familyMember,
  inviteCoManager,
  saveMarriagePhotos,
  smallJpeg,
  typedPhone,
} from '../matrimonial/test-support.ts';
import { notice } from '../notifications/index.ts';
import { addComment, addReply, createPost } from '../posts/test-support.ts';

let ctx: TestContext;
let pushService: TestPushService;
beforeAll(async () => {
  pushService = await startTestPushService();
  ctx = await createTestContext({ PUSH_ALLOWED_HOSTS: 'localhost' }, undefined, { pushAgent: pushService.agent });
  // Listening, for the tests that open a tab (a Socket.IO client) as the web app does.
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await ctx.close();
  await pushService.close();
});

async function member(fullName: string): Promise<TestMember> {
  const created = await signUp(ctx);
  await onboard(ctx, created, { fullName });
  return created;
}

const call = (who: TestMember | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: who ? bearer(who) : {},
    ...(payload === undefined ? {} : { payload }),
  });

async function subscribe(who: TestMember, browserName: string) {
  const browser = pushService.newBrowser(browserName);
  const response = await call(who, 'POST', '/push/subscriptions', browser.subscription);
  expect(response.statusCode, response.body).toBe(201);
  return browser;
}

const sendMessage = (from: TestMember, to: TestMember, content: string) =>
  call(from, 'POST', '/chats/messages', { receiverId: to.id, content });

/** Quiet hours that hold now, India time: from five minutes ago to an hour from now. */
function quietNow() {
  const kolkata = Date.now() + 330 * 60_000;
  const clock = (offsetMinutes: number) => new Date(kolkata + offsetMinutes * 60_000).toISOString().slice(11, 16);
  return { from: clock(-5), to: clock(60) };
}

const pushesTo = (browser: string) => pushService.received.filter((push) => push.browser === browser);
const subscriptionCount = async (userId: string) =>
  (
    await ctx.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
  )[0]!.count;

describe('GET /push/public-key', () => {
  it("answers the server's VAPID key to members, and 401 without a token", async () => {
    const asha = await member('Asha Sinha');
    const response = await call(asha, 'GET', '/push/public-key');
    expect(response.statusCode).toBe(200);
    expect(json(response).data.publicKey).toBe(ctx.config.push.vapid!.publicKey);
    expect((await call(null, 'GET', '/push/public-key')).statusCode).toBe(401);
  });
});

describe('POST /push/subscriptions', () => {
  it('refuses what is not a push subscription, with a message, and stores nothing', async () => {
    const asha = await member('Asha Sinha');
    const good = pushService.newBrowser('asha-validation').subscription;
    const bad: [string, object | undefined][] = [
      ['no body', undefined],
      ['http endpoint', { ...good, endpoint: good.endpoint.replace('https:', 'http:') }],
      ['not a url', { ...good, endpoint: 'push me' }],
      ['short p256dh', { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 40) } }],
      ['compressed key', { ...good, keys: { ...good.keys, p256dh: `A${good.keys.p256dh.slice(1)}` } }],
      ['long auth', { ...good, keys: { ...good.keys, auth: `${good.keys.auth}AAAA` } }],
      ['no keys', { endpoint: good.endpoint }],
      ['NUL in the endpoint', { ...good, endpoint: `${good.endpoint}\u0000` }],
    ];
    for (const [why, payload] of bad) {
      const response = await call(asha, 'POST', '/push/subscriptions', payload);
      expect(response.statusCode, why).toBe(400);
      expect(json(response).message, why).toBeTruthy();
    }
    expect(await subscriptionCount(asha.id)).toBe(0);
  });

  it('accepts only the allowed push services, so nobody can make the server call an address of their choice', async () => {
    const asha = await member('Asha Sinha');
    const keys = pushService.newBrowser('asha-hosts').subscription.keys;
    for (const endpoint of [
      'https://169.254.169.254/latest/meta-data',
      'https://127.0.0.1:6379/x',
      'https://localhost.evil.example/push/x',
      'https://fcm.googleapis.com/fcm/send/x', // a real push service, but not on this server's list
    ]) {
      const response = await call(asha, 'POST', '/push/subscriptions', { endpoint, keys });
      expect(response.statusCode, endpoint).toBe(400);
      expect(json(response).errors[0].path).toBe('endpoint');
    }
    expect(await subscriptionCount(asha.id)).toBe(0);
    expect(
      (await call(null, 'POST', '/push/subscriptions', { endpoint: 'https://localhost/x', keys })).statusCode,
    ).toBe(401);
  });

  it('keeps one row per endpoint: the same browser again is 200, and moves to whoever logs in on it', async () => {
    const asha = await member('Asha Sinha');
    const ravi = await member('Ravi Jha');
    const browser = await subscribe(asha, 'shared-phone');
    const again = await call(asha, 'POST', '/push/subscriptions', browser.subscription);
    expect(again.statusCode).toBe(200);
    expect(await subscriptionCount(asha.id)).toBe(1);

    const taken = await call(ravi, 'POST', '/push/subscriptions', browser.subscription);
    expect(taken.statusCode).toBe(200);
    expect(await subscriptionCount(asha.id)).toBe(0);
    expect(await subscriptionCount(ravi.id)).toBe(1);
  });
});

describe('DELETE /push/subscriptions', () => {
  it("ends this browser's pushes, and cannot touch another member's subscription", async () => {
    const asha = await member('Asha Sinha');
    const ravi = await member('Ravi Jha');
    const browser = await subscribe(asha, 'asha-unsubscribe');
    const byRavi = await call(ravi, 'DELETE', '/push/subscriptions', { endpoint: browser.subscription.endpoint });
    expect(byRavi.statusCode).toBe(200);
    expect(await subscriptionCount(asha.id)).toBe(1);

    expect((await call(asha, 'DELETE', '/push/subscriptions', {})).statusCode).toBe(400);
    expect((await call(null, 'DELETE', '/push/subscriptions', { endpoint: 'x' })).statusCode).toBe(401);
    const mine = await call(asha, 'DELETE', '/push/subscriptions', { endpoint: browser.subscription.endpoint });
    expect(mine.statusCode).toBe(200);
    expect(await subscriptionCount(asha.id)).toBe(0);
  });
});

describe('notification preferences', () => {
  it('starts with everything but likes pushed and no quiet hours; saves a choice; refuses bad input', async () => {
    const asha = await member('Asha Sinha');
    const initial = json(await call(asha, 'GET', '/notifications/preferences')).data;
    expect(initial).toEqual({
      types: {
        MESSAGE: { push: true },
        INTEREST_RECEIVED: { push: true },
        INTEREST_ACCEPTED: { push: true },
        POST_COMMENT: { push: true },
        COMMENT_REPLY: { push: true },
        POST_LIKE: { push: false },
        NEW_MATCHES: { push: true },
        PHOTO_REQUEST_RECEIVED: { push: true },
        PHOTO_REQUEST_GRANTED: { push: true },
        CO_MANAGER_INVITED: { push: true },
      },
      quietHours: null,
    });
    const chosen = {
      types: { ...initial.types, POST_COMMENT: { push: false } },
      quietHours: { from: '22:00', to: '07:00' },
    };
    const saved = await call(asha, 'PUT', '/notifications/preferences', chosen);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).data).toEqual(chosen);
    expect(json(await call(asha, 'GET', '/notifications/preferences')).data).toEqual(chosen);

    for (const bad of [
      { ...chosen, quietHours: { from: '25:00', to: '07:00' } },
      { ...chosen, quietHours: { from: '22:00', to: '22:00' } },
      { ...chosen, types: { ...chosen.types, MESSAGE: { push: 'yes' } } },
      { quietHours: null },
      { ...chosen, types: { MESSAGE: { push: true } } },
    ]) {
      const response = await call(asha, 'PUT', '/notifications/preferences', bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(json(await call(asha, 'GET', '/notifications/preferences')).data).toEqual(chosen);
    expect((await call(null, 'GET', '/notifications/preferences')).statusCode).toBe(401);
    expect((await call(null, 'PUT', '/notifications/preferences', chosen)).statusCode).toBe(401);
  });
});

describe('delivery', () => {
  it('pushes a message, encrypted for the browser and signed with VAPID, opening the chat; grouped by chat', async () => {
    const asha = await member('Asha Sinha');
    const ravi = await member('Ravi Jha');
    await subscribe(ravi, 'ravi-phone');
    await sendMessage(asha, ravi, 'Namaste! Are you coming to the puja?');
    await ctx.app.push.idle();
    const [push] = pushesTo('ravi-phone');
    expect(push?.payload).toMatchObject({
      type: 'MESSAGE',
      title: 'Asha Sinha sent you a message',
      body: 'Namaste! Are you coming to the puja?',
    });
    expect(push!.payload.url).toMatch(/^\/chat\/[0-9a-f-]{36}$/);
    expect(push!.headers).toMatchObject({ ttl: '86400', urgency: 'high' });
    expect(push!.vapid.aud).toBe(`https://${pushService.host}`);
    expect(push!.vapid.sub).toMatch(/^mailto:/);
    expect(push!.vapid.exp * 1000).toBeGreaterThan(Date.now());
    expect(push!.vapid.publicKey).toBe(ctx.config.push.vapid!.publicKey);

    await sendMessage(asha, ravi, 'And bring the sweets');
    await ctx.app.push.idle();
    const [first, second] = pushesTo('ravi-phone');
    expect(second?.payload).toMatchObject({ title: 'Asha Sinha sent you 2 messages', body: 'And bring the sweets' });
    // The same tag and Topic: the phone shows one notification per chat, updated.
    expect(second!.payload.tag).toBe(first!.payload.tag);
    expect(second!.headers.topic).toBe(first!.headers.topic);
  });

  it("speaks the recipient's language, whatever the sender's", async () => {
    const asha = await member('Asha Sinha');
    const ravi = await member('Ravi Jha');
    expect((await call(ravi, 'PUT', '/user/preferences', { language: 'hi' })).statusCode).toBe(200);
    await subscribe(ravi, 'ravi-hindi');
    await subscribe(asha, 'asha-english');
    await sendMessage(asha, ravi, 'Namaste!');
    await sendMessage(ravi, asha, 'नमस्ते!');
    await ctx.app.push.idle();
    expect(pushesTo('ravi-hindi')[0]?.payload).toMatchObject({
      title: 'Asha Sinha ने आपको एक संदेश भेजा',
      body: 'Namaste!',
    });
    expect(pushesTo('asha-english')[0]?.payload).toMatchObject({ title: 'Ravi Jha sent you a message', body: 'नमस्ते!' });
  });

  it('pushes a comment on my post to every browser of mine, and nothing for my own doing', async () => {
    const author = await member('Meera Jha');
    const asha = await member('Asha Sinha');
    await subscribe(author, 'meera-phone');
    await subscribe(author, 'meera-laptop');
    const { id: postId } = await createPost(ctx, author, { content: 'Chhath photos' });
    await addComment(ctx, author, postId, 'My own comment');
    await addComment(ctx, asha, postId, 'Beautiful!');
    // A comment's notification is stored after the answer (in the background), then queued for pushing.
    await vi.waitFor(() => expect(pushesTo('meera-laptop').length + pushesTo('meera-phone').length).toBe(2), {
      timeout: 10_000,
    });
    await ctx.app.push.idle();
    for (const browser of ['meera-phone', 'meera-laptop']) {
      expect(pushesTo(browser).map((push) => push.payload)).toEqual([
        expect.objectContaining({
          type: 'POST_COMMENT',
          title: 'Asha Sinha commented on your post',
          body: 'Beautiful!',
          url: `/posts/${postId}`,
        }),
      ]);
    }
  });

  it('follows the member\u2019s choices: a type turned off and quiet hours push nothing', async () => {
    const asha = await member('Asha Sinha');
    const ravi = await member('Ravi Jha');
    await subscribe(ravi, 'ravi-choices');
    const preferences = json(await call(ravi, 'GET', '/notifications/preferences')).data;
    await call(ravi, 'PUT', '/notifications/preferences', {
      ...preferences,
      types: { ...preferences.types, MESSAGE: { push: false } },
    });
    await sendMessage(asha, ravi, 'first');
    await ctx.app.push.idle();
    expect(pushesTo('ravi-choices')).toHaveLength(0);

    await call(ravi, 'PUT', '/notifications/preferences', { ...preferences, quietHours: quietNow() });
    await sendMessage(asha, ravi, 'second');
    await ctx.app.push.idle();
    expect(pushesTo('ravi-choices')).toHaveLength(0);

    await call(ravi, 'PUT', '/notifications/preferences', { ...preferences, quietHours: null });
    await ctx.database.db.delete(notificationPreferences).where(eq(notificationPreferences.userId, ravi.id));
    await sendMessage(asha, ravi, 'third');
    await ctx.app.push.idle();
    expect(pushesTo('ravi-choices')).toHaveLength(1);
  });

  /** Turns one type's push off for this member, everything else as it is. */
  async function switchOff(who: TestMember, type: string) {
    const preferences = json(await call(who, 'GET', '/notifications/preferences')).data;
    const saved = await call(who, 'PUT', '/notifications/preferences', {
      ...preferences,
      types: { ...preferences.types, [type]: { push: false } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  /** Waits until the member's bell holds a notification of this type (stored in the background), then for pushes. */
  async function notified(who: TestMember, type: string) {
    await vi.waitFor(async () => {
      const rows = json(await call(who, 'GET', '/notifications')).data.rows as { type: string }[];
      expect(rows.map((row) => row.type)).toContain(type);
    });
    await ctx.app.push.idle();
  }

  it('pushes photo requests (received, granted) and only while their own switch is on', async () => {
    const asha = await candidate(ctx, { fullName: 'Asha Hidden', details: { photoVisibility: 'NOBODY' } });
    const photos = await saveMarriagePhotos(ctx, asha, await Promise.all([40, 160].map(smallJpeg)));
    expect(photos.statusCode, photos.body).toBe(200);
    const ravi = await candidate(ctx, { fullName: 'Ravi Asks', gender: 'MALE' });
    const amit = await candidate(ctx, { fullName: 'Amit Asks', gender: 'MALE' });
    await subscribe(asha, 'asha-photo-requests');
    await subscribe(ravi, 'ravi-photo-requests');
    await subscribe(amit, 'amit-photo-requests');
    const ask = async (who: TestMember) => {
      const response = await api(ctx).post('/matrimonial/photo-requests', { ownerId: asha.id }, who);
      expect(response.statusCode, response.body).toBe(201);
      return json(response).data.id as string;
    };
    const grant = async (id: string) => {
      const response = await api(ctx).put(`/matrimonial/photo-requests/${id}/respond`, { action: 'GRANT' }, asha);
      expect(response.statusCode, response.body).toBe(200);
    };

    // Asha turned "Someone asks to see your photos" off: Ravi's request is in her bell, not on her phone.
    await switchOff(asha, 'PHOTO_REQUEST_RECEIVED');
    const fromRavi = await ask(ravi);
    await notified(asha, 'PHOTO_REQUEST_RECEIVED');
    expect(pushesTo('asha-photo-requests')).toHaveLength(0);

    // Ravi turned "Someone shares their photos with you" off; Amit left both on.
    await switchOff(ravi, 'PHOTO_REQUEST_GRANTED');
    await grant(fromRavi);
    await notified(ravi, 'PHOTO_REQUEST_GRANTED');
    expect(pushesTo('ravi-photo-requests')).toHaveLength(0);

    const fromAmit = await ask(amit);
    await grant(fromAmit);
    await notified(amit, 'PHOTO_REQUEST_GRANTED');
    // Pushes go out after the answer (a queue): once Amit's has come, the earlier switched-off ones would have too.
    await vi.waitFor(() => expect(pushesTo('amit-photo-requests')).toHaveLength(1));
    expect(pushesTo('asha-photo-requests')).toHaveLength(0);
    expect(pushesTo('ravi-photo-requests')).toHaveLength(0);
    expect(pushesTo('amit-photo-requests').map((push) => push.payload)).toEqual([
      expect.objectContaining({
        type: 'PHOTO_REQUEST_GRANTED',
        title: 'Asha Hidden shared their photos with you',
        url: `/matrimonial/profile/${asha.id}`,
      }),
    ]);

    // With the switch on again, a request reaches Asha's phone.
    const preferences = json(await call(asha, 'GET', '/notifications/preferences')).data;
    await call(asha, 'PUT', '/notifications/preferences', {
      ...preferences,
      types: { ...preferences.types, PHOTO_REQUEST_RECEIVED: { push: true } },
    });
    const vikash = await candidate(ctx, { fullName: 'Vikash Asks', gender: 'MALE' });
    await ask(vikash);
    await vi.waitFor(() => expect(pushesTo('asha-photo-requests')).toHaveLength(1));
    expect(pushesTo('asha-photo-requests')[0]!.payload).toMatchObject({
      type: 'PHOTO_REQUEST_RECEIVED',
      title: 'Vikash Asks asked to see your photos',
      url: '/matrimonial/interest?tab=photos',
    });
  });

  it('pushes an invitation to co-manage a marriage profile only while its switch is on', async () => {
    const rahul = await candidate(ctx, { fullName: 'Rahul Owner', gender: 'MALE' });
    const sunita = await familyMember(ctx, 'Sunita Devi');
    const neha = await familyMember(ctx, 'Neha Sister');
    await subscribe(sunita, 'sunita-co-manager');
    await subscribe(neha, 'neha-co-manager');
    await switchOff(sunita, 'CO_MANAGER_INVITED');

    expect((await inviteCoManager(ctx, rahul, typedPhone(sunita.phoneNumber))).statusCode).toBe(201);
    await notified(sunita, 'CO_MANAGER_INVITED');
    expect(pushesTo('sunita-co-manager')).toHaveLength(0);

    expect((await inviteCoManager(ctx, rahul, typedPhone(neha.phoneNumber))).statusCode).toBe(201);
    await notified(neha, 'CO_MANAGER_INVITED');
    await vi.waitFor(() => expect(pushesTo('neha-co-manager')).toHaveLength(1));
    expect(pushesTo('sunita-co-manager')).toHaveLength(0);
    expect(pushesTo('neha-co-manager').map((push) => push.payload)).toEqual([
      expect.objectContaining({
        type: 'CO_MANAGER_INVITED',
        title: 'Rahul Owner asked you to help manage their marriage profile',
        url: '/matrimonial/family',
      }),
    ]);
  });

  it('deletes a subscription the push service says is gone (404 or 410), and retries a 429 or 5xx', async () => {
    const asha = await member('Asha Sinha');
    const ravi = await member('Ravi Jha');
    await subscribe(ravi, 'ravi-gone');
    await subscribe(ravi, 'ravi-lost');
    await subscribe(ravi, 'ravi-busy');
    pushService.answerNext('ravi-gone', 410);
    pushService.answerNext('ravi-lost', 404);
    pushService.answerNext('ravi-busy', 429, 503);
    await sendMessage(asha, ravi, 'hello');
    await ctx.app.push.idle();
    expect(pushService.attempts('ravi-gone')).toBe(1);
    expect(pushService.attempts('ravi-lost')).toBe(1);
    expect(pushService.attempts('ravi-busy')).toBe(3);
    expect(pushesTo('ravi-busy')).toHaveLength(1);
    const left = await ctx.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, ravi.id));
    expect(left.map((row) => row.endpoint.split('/').pop())).toEqual(['ravi-busy']);
  });

  it('answers the message at once, whatever the push service does', async () => {
    const asha = await member('Asha Sinha');
    const ravi = await member('Ravi Jha');
    await subscribe(ravi, 'ravi-slow');
    pushService.answerNext('ravi-slow', 503, 503, 503);
    const response = await sendMessage(asha, ravi, 'quick');
    expect(response.statusCode).toBe(201);
    // Answered while the push still waits for its retries.
    expect(ctx.app.push.depth).toBeGreaterThan(0);
    await ctx.app.push.idle();
    expect(pushService.attempts('ravi-slow')).toBe(3);
    expect(await subscriptionCount(ravi.id)).toBe(1);
  });
});

describe('what is pushed', () => {
  it('no message while a tab of the member shows that chat; pushes again once it is closed', async () => {
    const asha = await member('Asha Sinha');
    const ravi = await member('Ravi Jha');
    await subscribe(ravi, 'ravi-open-chat');
    const { port } = ctx.app.server.address() as AddressInfo;
    const raviTab = await connected(connectClient(`http://127.0.0.1:${port}`, ravi.accessToken));
    try {
      // The tab is open, on another screen: the message is pushed.
      const first = await sendMessage(asha, ravi, 'Are you there?');
      const { chatId } = json(first).data as { chatId: string };
      await vi.waitFor(() => expect(pushesTo('ravi-open-chat')).toHaveLength(1));

      raviTab.emit('chat:open', { chatId });
      await pause(100);
      await sendMessage(asha, ravi, 'I see you are reading');
      await pause(300);
      await ctx.app.push.idle();
      expect(pushesTo('ravi-open-chat')).toHaveLength(1);

      // The phone went to another screen (or the screen went off): the next one is pushed.
      raviTab.emit('chat:open', { chatId: null });
      await pause(100);
      await sendMessage(asha, ravi, 'Call me later');
      await vi.waitFor(() => expect(pushesTo('ravi-open-chat')).toHaveLength(2));
      expect(pushesTo('ravi-open-chat')[1]!.payload).toMatchObject({ body: 'Call me later', url: `/chat/${chatId}` });
    } finally {
      raviTab.disconnect();
    }
  });

  it('pushes interests received and accepted and a reply to my comment, each opening its screen', async () => {
    const asha = await candidate(ctx, { fullName: 'Asha Sinha' });
    const ravi = await candidate(ctx, { fullName: 'Ravi Jha', gender: 'MALE' });
    await subscribe(asha, 'asha-interests');
    await subscribe(ravi, 'ravi-interests');

    const sent = await call(asha, 'POST', '/matrimonial/interests/send', { receiverId: ravi.id, message: 'Namaste' });
    expect(sent.statusCode, sent.body).toBe(201);
    await vi.waitFor(() => expect(pushesTo('ravi-interests')).toHaveLength(1));
    expect(pushesTo('ravi-interests')[0]!.payload).toMatchObject({
      type: 'INTEREST_RECEIVED',
      title: 'Asha Sinha sent you an interest',
      body: 'Namaste',
      url: '/matrimonial/interest',
    });
    expect(pushesTo('ravi-interests')[0]!.headers.urgency).toBe('high');

    const interestId = (json(sent).data as { id: string }).id;
    const accepted = await call(ravi, 'PUT', `/matrimonial/interests/${interestId}/respond`, { status: 'ACCEPTED' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await vi.waitFor(() => expect(pushesTo('asha-interests')).toHaveLength(1));
    expect(pushesTo('asha-interests')[0]!.payload).toMatchObject({
      type: 'INTEREST_ACCEPTED',
      title: 'Ravi Jha accepted your interest. Say namaste!',
      url: `/chat/new/${ravi.id}`,
    });

    const { id: postId } = await createPost(ctx, ravi, { content: 'Who is coming to the mela?' });
    const comment = await addComment(ctx, asha, postId, 'We are!');
    await addReply(ctx, ravi, comment.id, 'See you there');
    await vi.waitFor(() => expect(pushesTo('asha-interests')).toHaveLength(2));
    expect(pushesTo('asha-interests')[1]!.payload).toMatchObject({
      type: 'COMMENT_REPLY',
      title: 'Ravi Jha replied to your comment',
      body: 'See you there',
      url: `/posts/${postId}`,
    });
  });

  it("pushes moderators' notices whatever the member turned off, even in quiet hours; others wait for the bell", async () => {
    const ravi = await member('Ravi Jha');
    const asha = await member('Asha Sinha');
    await subscribe(ravi, 'ravi-notices');
    const preferences = json(await call(ravi, 'GET', '/notifications/preferences')).data as {
      types: Record<string, { push: boolean }>;
    };
    const allOff = Object.fromEntries(Object.keys(preferences.types).map((type) => [type, { push: false }]));
    const saved = await call(ravi, 'PUT', '/notifications/preferences', { types: allOff, quietHours: quietNow() });
    expect(saved.statusCode, saved.body).toBe(200);

    await notice(ctx.app, {
      userId: ravi.id,
      type: 'MODERATION_NOTICE',
      entityId: ravi.id,
      data: { action: 'WARN', targetType: 'USER', note: 'Please be kind in the comments' },
    });
    await ctx.app.push.idle();
    expect(pushesTo('ravi-notices').map((push) => push.payload.type)).toEqual(['MODERATION_NOTICE']);
    expect(pushesTo('ravi-notices')[0]!.payload).toMatchObject({
      title: 'A moderator sent you a warning',
      body: 'Please be kind in the comments',
      url: '/grievance',
    });

    // Quiet hours only, every type on again: a message is not pushed now (it is in the bell).
    await call(ravi, 'PUT', '/notifications/preferences', { types: preferences.types, quietHours: quietNow() });
    await sendMessage(asha, ravi, 'Good night');
    await pause(200);
    await ctx.app.push.idle();
    expect(pushesTo('ravi-notices')).toHaveLength(1);
  });
});
