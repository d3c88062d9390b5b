import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks } from '../../db/schema/index.ts';
import { bearer, createTestContext, json, onboard, signUp, type TestContext, type TestMember } from '../../test/app.ts';
import { createPost } from '../posts/test-support.ts';

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

const dashboard = async (who: TestMember, path: string) => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/dashboard${path}`, headers: bearer(who) });
  expect(response.statusCode, response.body).toBe(200);
  return json(response).data;
};

async function send(from: TestMember, to: TestMember, content: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/chats/messages',
    headers: bearer(from),
    payload: { receiverId: to.id, content },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json(response).data as { chatId: string; createdAt: string };
}

describe('GET /dashboard/recent-chats', () => {
  it('shows my five latest chats, newest first, with the other member and the last message', async () => {
    const me = await member('Meera Jha');
    const others: TestMember[] = [];
    for (let index = 1; index <= 7; index += 1) {
      const other = await member(`Friend ${index}`);
      others.push(other);
      await send(index % 2 ? other : me, index % 2 ? me : other, `hello ${index}`);
    }
    const recent = await dashboard(me, '/recent-chats');
    expect(recent).toHaveLength(5);
    expect(recent.map((chat: { otherUser: { fullName: string } }) => chat.otherUser.fullName)).toEqual([
      'Friend 7',
      'Friend 6',
      'Friend 5',
      'Friend 4',
      'Friend 3',
    ]);
    expect(recent[0]).toEqual({
      chatId: expect.any(String),
      otherUser: { id: others[6]!.id, fullName: 'Friend 7', image: null, isVerified: false },
      lastMessage: 'hello 7',
      lastMessageTime: expect.any(String),
    });

    // A member who blocked me is gone from my recent chats; the one I blocked stays (read-only).
    await ctx.database.db.insert(blocks).values([
      { blockerId: others[6]!.id, blockedId: me.id },
      { blockerId: me.id, blockedId: others[5]!.id },
    ]);
    const after = await dashboard(me, '/recent-chats');
    expect(after.map((chat: { otherUser: { fullName: string } }) => chat.otherUser.fullName)).toEqual([
      'Friend 6',
      'Friend 5',
      'Friend 4',
      'Friend 3',
      'Friend 2',
    ]);
  });

  it('is empty without chats, and needs a login', async () => {
    expect(await dashboard(await member('New'), '/recent-chats')).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dashboard/recent-chats' })).statusCode).toBe(401);
  });
});

describe('GET /dashboard/posts', () => {
  it('shows the newest posts of the feed', async () => {
    const author = await member('Ravi Kumar');
    const reader = await member('Sita Devi');
    for (const content of ['first post', 'second post', 'third post', 'fourth post']) {
      await createPost(ctx, author, { content });
    }
    const posts = await dashboard(reader, '/posts');
    expect(posts.map((post: { content: string }) => post.content)).toEqual([
      'fourth post',
      'third post',
      'second post',
    ]);
    expect(posts[0]).toMatchObject({ author: { id: author.id, fullName: 'Ravi Kumar' }, isLiked: 0, likesCount: 0 });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dashboard/posts' })).statusCode).toBe(401);
  });
});
