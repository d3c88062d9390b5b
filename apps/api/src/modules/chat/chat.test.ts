import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { UNREAD_COUNT_LIMIT } from '@samaj/shared/chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, chats, messages, notifications } from '../../db/schema/index.ts';
import { bearer, createTestContext, json, onboard, signUp, type TestContext, type TestMember } from '../../test/app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function member(fullName: string): Promise<TestMember> {
  const created = await signUp(ctx);
  await onboard(ctx, created, { fullName });
  return created;
}

const send = (from: TestMember, receiverId: string, content: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/chats/messages',
    headers: bearer(from),
    payload: { receiverId, content } as object,
  });
const get = (who: TestMember, url: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/chats${url}`, headers: bearer(who) });
const post = (who: TestMember, url: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/chats${url}`, headers: bearer(who) });

async function sent(from: TestMember, to: TestMember, content: string) {
  const response = await send(from, to.id, content);
  expect(response.statusCode, response.body).toBe(201);
  return json(response).data as { id: string; chatId: string; content: string; isRead: boolean; createdAt: string };
}

async function count(table: typeof messages | typeof chats | typeof notifications) {
  const [row] = await ctx.database.db.select({ count: sql<number>`count(*)::int` }).from(table);
  return row!.count;
}

const block = (blocker: TestMember, blocked: TestMember) =>
  ctx.database.db.insert(blocks).values({ blockerId: blocker.id, blockedId: blocked.id });
const unblock = (blocker: TestMember, blocked: TestMember) =>
  ctx.database.db.delete(blocks).where(and(eq(blocks.blockerId, blocker.id), eq(blocks.blockedId, blocked.id)));

describe('POST /chats/messages', () => {
  it('starts one chat per pair, whoever writes first, and returns the stored message', async () => {
    const asha = await member('Asha Sinha');
    const ravi = await member('Ravi Kumar');
    const first = await sent(asha, ravi, '  Namaste Ravi ji!  ');
    expect(first).toEqual({
      id: expect.any(String),
      chatId: expect.any(String),
      senderId: asha.id,
      receiverId: ravi.id,
      content: 'Namaste Ravi ji!',
      isRead: false,
      createdAt: expect.any(String),
      sentByManager: null,
    });
    expect(new Date(first.createdAt).toISOString()).toBe(first.createdAt);
    const reply = await sent(ravi, asha, 'Namaste Asha');
    const again = await sent(asha, ravi, 'How is Patna?');
    expect(reply.chatId).toBe(first.chatId);
    expect(again.chatId).toBe(first.chatId);
    const rows = await ctx.database.db.select().from(chats).where(eq(chats.id, first.chatId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.lastMessageAt?.toISOString()).toBe(again.createdAt);
  });

  it('keeps 4,000 characters exactly, line breaks and all', async () => {
    const asha = await member('Asha');
    const ravi = await member('Ravi');
    const long = `line one\n${'नमस्ते '.repeat(700)}`.slice(0, 4000);
    expect(long.length).toBe(4000);
    const message = await sent(asha, ravi, long);
    const [stored] = await ctx.database.db.select().from(messages).where(eq(messages.id, message.id));
    expect(stored!.content).toBe(long);
  });

  it('refuses empty, blank, too long, missing and malformed input, and changes nothing', async () => {
    const asha = await member('Asha');
    const ravi = await member('Ravi');
    const before = {
      messages: await count(messages),
      chats: await count(chats),
      notifications: await count(notifications),
    };
    const cases: [unknown, unknown, string][] = [
      [ravi.id, '', 'content'],
      [ravi.id, '   \n  ', 'content'],
      [ravi.id, 'x'.repeat(4001), 'content'],
      [ravi.id, undefined, 'content'],
      [ravi.id, 42, 'content'],
      [undefined, 'hello', 'receiverId'],
      ['not-an-id', 'hello', 'receiverId'],
      [12, 'hello', 'receiverId'],
    ];
    for (const [receiverId, content, path] of cases) {
      const response = await send(asha, receiverId as string, content);
      expect(response.statusCode, `${String(receiverId)} / ${String(content).slice(0, 10)}`).toBe(400);
      expect(json(response)).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(json(response).errors.map((error: { path: string }) => error.path)).toContain(path);
    }
    expect(json(await send(asha, ravi.id, 'x'.repeat(4001))).message).toContain('4000');

    const toSelf = await send(asha, asha.id, 'talking to myself');
    expect(toSelf.statusCode).toBe(400);
    const toNobody = await send(asha, randomUUID(), 'anyone there?');
    expect(toNobody.statusCode).toBe(404);
    const notOnboarded = await signUp(ctx);
    expect((await send(asha, notOnboarded.id, 'hello')).statusCode).toBe(404);

    expect({
      messages: await count(messages),
      chats: await count(chats),
      notifications: await count(notifications),
    }).toEqual(before);
  });

  it('stores a message sent again with the same clientMessageId once, and answers the first one', async () => {
    const asha = await member('Asha Sinha');
    const ravi = await member('Ravi Kumar');
    const clientMessageId = randomUUID();
    const payload = { receiverId: ravi.id, content: 'Written on the bus', clientMessageId };
    const sendOnce = () =>
      ctx.app.inject({ method: 'POST', url: '/api/chats/messages', headers: bearer(asha), payload });
    const [first, second] = await Promise.all([sendOnce(), sendOnce()]);
    const third = await sendOnce();
    for (const response of [first, second, third]) expect(response.statusCode, response.body).toBe(201);
    const ids = [first, second, third].map((response) => (json(response).data as { id: string }).id);
    expect(new Set(ids).size).toBe(1);
    const stored = await ctx.database.db.select().from(messages).where(eq(messages.senderId, asha.id));
    expect(stored).toHaveLength(1);

    // Another member may use the same id; the same id for another message of mine is refused.
    const ravisOwn = await ctx.app.inject({
      method: 'POST',
      url: '/api/chats/messages',
      headers: bearer(ravi),
      payload: { receiverId: asha.id, content: 'Reply', clientMessageId },
    });
    expect(ravisOwn.statusCode).toBe(201);
    const reused = await ctx.app.inject({
      method: 'POST',
      url: '/api/chats/messages',
      headers: bearer(asha),
      payload: { ...payload, content: 'Something else' },
    });
    expect(reused.statusCode).toBe(409);
    expect(json(reused)).toMatchObject({
      success: false,
      message: 'clientMessageId was already used for another message',
    });
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/chats/messages',
      headers: bearer(asha),
      payload: { ...payload, clientMessageId: 'not-a-uuid' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(await ctx.database.db.select().from(messages).where(eq(messages.senderId, asha.id))).toHaveLength(1);
  });

  it('needs a logged-in member', async () => {
    const ravi = await member('Ravi');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/chats/messages',
      payload: { receiverId: ravi.id, content: 'hi' },
    });
    expect(response.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/chats' })).statusCode).toBe(401);
  });
});

describe('GET /chats', () => {
  it('lists my chats newest first with the other member, the last message and my unread count', async () => {
    const me = await member('Meera Jha');
    const ravi = await member('Ravi Kumar');
    const sita = await member('Sita Devi');
    await sent(ravi, me, 'Hello from Ravi');
    await sent(sita, me, 'Hello from Sita');
    await sent(sita, me, 'Are you coming on Sunday?');
    await sent(me, ravi, 'Hi Ravi');

    const response = await get(me, '');
    expect(response.statusCode).toBe(200);
    const inbox = json(response).data;
    expect(inbox).toEqual([
      {
        chatId: expect.any(String),
        user: { id: ravi.id, fullName: 'Ravi Kumar', image: null, isVerified: false, isOnline: false },
        lastMessage: 'Hi Ravi',
        lastMessageTime: expect.any(String),
        lastMessageSenderId: me.id,
        lastMessageIsRead: false,
        unreadCount: 1,
      },
      {
        chatId: expect.any(String),
        user: { id: sita.id, fullName: 'Sita Devi', image: null, isVerified: false, isOnline: false },
        lastMessage: 'Are you coming on Sunday?',
        lastMessageTime: expect.any(String),
        lastMessageSenderId: sita.id,
        lastMessageIsRead: false,
        unreadCount: 2,
      },
    ]);
    expect(json(await get(me, '/unread-count')).data).toEqual({ count: 3 });
    // Ravi's side of the same chat: my message is his one unread.
    expect(json(await get(ravi, '')).data).toMatchObject([
      { user: { id: me.id }, unreadCount: 1, lastMessage: 'Hi Ravi' },
    ]);
  });

  it('counts unread messages up to UNREAD_COUNT_LIMIT (the app shows "99+")', async () => {
    const me = await member('Meera Jha');
    const ravi = await member('Ravi Kumar');
    const { chatId } = await sent(ravi, me, 'Hello');
    // The rest written straight into the table: 150 sends would take the time of the whole file.
    await ctx.database.db.insert(messages).values(
      Array.from({ length: 149 }, (_, index) => ({
        chatId,
        senderId: ravi.id,
        receiverId: me.id,
        content: `Message ${index}`,
        createdAt: new Date(Date.now() + index),
      })),
    );
    expect(json(await get(me, '')).data).toMatchObject([{ chatId, unreadCount: UNREAD_COUNT_LIMIT }]);
    expect(json(await get(me, '/unread-count')).data).toEqual({ count: UNREAD_COUNT_LIMIT });
    expect(json(await get(ravi, '')).data).toMatchObject([{ chatId, unreadCount: 0 }]);
  });

  it('is empty for a member without chats', async () => {
    const loner = await member('Loner');
    expect(json(await get(loner, '')).data).toEqual([]);
    expect(json(await get(loner, '/unread-count')).data).toEqual({ count: 0 });
  });
});

describe('GET /chats/{chatId}/messages', () => {
  let asha: TestMember;
  let ravi: TestMember;
  let chatId: string;
  const contents: string[] = [];
  beforeAll(async () => {
    asha = await member('Asha');
    ravi = await member('Ravi');
    for (let index = 1; index <= 25; index += 1) {
      const content = `message ${index}`;
      contents.push(content);
      chatId = (await sent(index % 2 ? asha : ravi, index % 2 ? ravi : asha, content)).chatId;
    }
  });

  it('pages newest first: 20 by default, then the rest', async () => {
    const first = json(await get(asha, `/${chatId}/messages`)).data;
    expect(first.total).toBe(25);
    expect(first.rows.map((row: { content: string }) => row.content)).toEqual(contents.slice(5).reverse());
    const second = json(await get(ravi, `/${chatId}/messages?pageParam=2`)).data;
    expect(second).toMatchObject({ total: 25 });
    expect(second.rows.map((row: { content: string }) => row.content)).toEqual(contents.slice(0, 5).reverse());
    const small = json(await get(asha, `/${chatId}/messages?pageParam=3&limit=10`)).data;
    expect(small.rows.map((row: { content: string }) => row.content)).toEqual(contents.slice(0, 5).reverse());
    expect(json(await get(asha, `/${chatId}/messages?pageParam=9`)).data).toEqual({ rows: [], total: 25 });
    expect(json(await get(asha, `/${chatId}/messages?limit=50`)).data.rows).toHaveLength(25);
  });

  it('refuses limits and pages out of range', async () => {
    for (const query of ['limit=0', 'limit=51', 'limit=x', 'pageParam=0', 'pageParam=-1', 'pageParam=1.5']) {
      expect((await get(asha, `/${chatId}/messages?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('is for the two members only: anyone else gets 404, as for a chat that does not exist', async () => {
    const stranger = await member('Stranger');
    for (const url of [`/${chatId}/messages`, `/participant/${chatId}`]) {
      const response = await get(stranger, url);
      expect(response.statusCode, url).toBe(404);
      expect(json(response)).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    const readBefore = await ctx.database.db.select().from(messages).where(eq(messages.chatId, chatId));
    expect((await post(stranger, `/${chatId}/read`)).statusCode).toBe(404);
    expect(await ctx.database.db.select().from(messages).where(eq(messages.chatId, chatId))).toEqual(readBefore);

    const unknown = randomUUID();
    expect((await get(asha, `/${unknown}/messages`)).statusCode).toBe(404);
    expect((await get(asha, `/participant/${unknown}`)).statusCode).toBe(404);
    expect((await post(asha, `/${unknown}/read`)).statusCode).toBe(404);
    for (const malformed of ['123', 'not-a-chat', `${chatId}x`]) {
      expect((await get(asha, `/${malformed}/messages`)).statusCode, malformed).toBe(400);
      expect((await get(asha, `/participant/${malformed}`)).statusCode, malformed).toBe(400);
      expect((await post(asha, `/${malformed}/read`)).statusCode, malformed).toBe(400);
    }
  });

  it('names the other member through /participant', async () => {
    expect(json(await get(asha, `/participant/${chatId}`)).data).toEqual({
      id: ravi.id,
      fullName: 'Ravi',
      image: null,
      isVerified: false,
      isOnline: false,
    });
    expect(json(await get(ravi, `/participant/${chatId}`)).data).toMatchObject({ id: asha.id, fullName: 'Asha' });
  });
});

describe('POST /chats/{chatId}/read', () => {
  it('marks the messages to me as read, not the ones I sent', async () => {
    const asha = await member('Asha');
    const ravi = await member('Ravi');
    const { chatId } = await sent(asha, ravi, 'one');
    await sent(asha, ravi, 'two');
    await sent(ravi, asha, 'three');

    const response = await post(ravi, `/${chatId}/read`);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ success: true, data: null });
    const rows = json(await get(asha, `/${chatId}/messages`)).data.rows as { content: string; isRead: boolean }[];
    expect(rows.map((row) => [row.content, row.isRead])).toEqual([
      ['three', false],
      ['two', true],
      ['one', true],
    ]);
    expect(json(await get(ravi, '')).data[0]).toMatchObject({ unreadCount: 0 });
    expect(json(await get(asha, '')).data[0]).toMatchObject({ unreadCount: 1, lastMessageIsRead: false });
    // Reading again changes nothing.
    expect((await post(ravi, `/${chatId}/read`)).statusCode).toBe(200);
  });
});

describe('GET /chats/with/{userId}', () => {
  it('finds the chat with a member, or says there is none yet', async () => {
    const asha = await member('Asha');
    const ravi = await member('Ravi');
    expect(json(await get(asha, `/with/${ravi.id}`)).data).toEqual({
      chatId: null,
      user: { id: ravi.id, fullName: 'Ravi', image: null, isVerified: false, isOnline: false },
    });
    const { chatId } = await sent(ravi, asha, 'hi');
    expect(json(await get(asha, `/with/${ravi.id}`)).data).toMatchObject({ chatId });
    expect((await get(asha, `/with/${asha.id}`)).statusCode).toBe(400);
    expect((await get(asha, `/with/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get(asha, '/with/nobody')).statusCode).toBe(400);
  });
});

describe('blocks', () => {
  it('stop new messages both ways and hide the chat from the blocked member only', async () => {
    const asha = await member('Asha');
    const troll = await member('Troll');
    const { chatId } = await sent(troll, asha, 'hello');
    await sent(asha, troll, 'who is this?');
    await block(asha, troll);
    const before = await count(messages);

    const fromBlocked = await send(troll, asha.id, 'why did you block me');
    expect(fromBlocked.statusCode).toBe(403);
    expect(json(fromBlocked)).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect((await send(asha, troll.id, 'one more thing')).statusCode).toBe(403);
    expect(await count(messages)).toBe(before);

    // The blocked member no longer sees the chat at all.
    expect(json(await get(troll, '')).data).toEqual([]);
    expect(json(await get(troll, '/unread-count')).data).toEqual({ count: 0 });
    expect((await get(troll, `/${chatId}/messages`)).statusCode).toBe(404);
    expect((await get(troll, `/participant/${chatId}`)).statusCode).toBe(404);
    expect((await post(troll, `/${chatId}/read`)).statusCode).toBe(404);
    expect((await get(troll, `/with/${asha.id}`)).statusCode).toBe(404);

    // The member who blocked keeps the history, read-only.
    expect(json(await get(asha, '')).data).toMatchObject([{ chatId, user: { id: troll.id, isOnline: false } }]);
    expect(json(await get(asha, `/${chatId}/messages`)).data.total).toBe(2);
    expect(json(await get(asha, `/with/${troll.id}`)).data).toMatchObject({ chatId });

    await unblock(asha, troll);
    expect((await send(troll, asha.id, 'sorry')).statusCode).toBe(201);
    expect(json(await get(troll, '')).data).toMatchObject([{ chatId, lastMessage: 'sorry' }]);
  });
});

describe('message notifications', () => {
  it('groups the unread messages of a chat into one notification, read with the chat', async () => {
    const asha = await member('Asha');
    const ravi = await member('Ravi Kumar');
    const { chatId } = await sent(ravi, asha, 'first');
    await sent(ravi, asha, 'second, and the latest');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(asha) });
    expect(json(list).data).toMatchObject({
      total: 1,
      unreadCount: 1,
      rows: [
        {
          type: 'MESSAGE',
          entityId: chatId,
          actor: { id: ravi.id, fullName: 'Ravi Kumar', image: null },
          data: { count: 2, preview: 'second, and the latest' },
          isRead: false,
        },
      ],
    });
    await post(asha, `/${chatId}/read`);
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications/unread-count',
      headers: bearer(asha),
    });
    expect(json(after).data).toEqual({ count: 0 });
    // The sender is not told about their own messages.
    const ravis = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(ravi) });
    expect(json(ravis).data).toMatchObject({ total: 0, rows: [] });
  });
});
