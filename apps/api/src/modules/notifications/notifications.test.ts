import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, comments, notifications, posts, users } from '../../db/schema/index.ts';
import { bearer, createTestContext, json, onboard, signUp, type TestContext, type TestMember } from '../../test/app.ts';
import { connectClient, connected, nextEvent } from '../chat/test-support.ts';
import { addComment, addReply, createPost } from '../posts/test-support.ts';
import { notify, notifyAbout } from './index.ts';

let ctx: TestContext;
let baseUrl: string;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => ctx.close());

async function member(fullName: string): Promise<TestMember> {
  const created = await signUp(ctx);
  await onboard(ctx, created, { fullName });
  return created;
}

const list = async (who: TestMember, query = '') => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: bearer(who) });
  expect(response.statusCode, response.body).toBe(200);
  return json(response).data as {
    rows: {
      id: string;
      type: string;
      actor: { id: string; fullName: string } | null;
      entityId: string;
      data: Record<string, unknown>;
      isRead: boolean;
    }[];
    total: number;
    unreadCount: number;
  };
};
const unreadCount = async (who: TestMember) =>
  json(await ctx.app.inject({ method: 'GET', url: '/api/notifications/unread-count', headers: bearer(who) })).data
    .count as number;
const post = (who: TestMember, url: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/notifications${url}`, headers: bearer(who) });

async function countRows() {
  const [row] = await ctx.database.db.select({ count: sql<number>`count(*)::int` }).from(notifications);
  return row!.count;
}

describe('notify', () => {
  it('stores the notification and sends it to the member’s open tabs', async () => {
    const author = await member('Meera Jha');
    const asha = await member('Asha Sinha');
    const socket = await connected(connectClient(baseUrl, author.accessToken));
    const postId = randomUUID();
    const arrives = nextEvent(socket, 'notification');
    await notify(ctx.app, {
      userId: author.id,
      type: 'POST_COMMENT',
      actorId: asha.id,
      entityId: postId,
      data: { commentId: randomUUID(), preview: '  Lovely   photo!\n' },
    });
    const received = await arrives;
    socket.disconnect();
    expect(received).toEqual({
      id: expect.any(String),
      type: 'POST_COMMENT',
      actor: { id: asha.id, fullName: 'Asha Sinha', image: null },
      entityId: postId,
      data: { commentId: expect.any(String), preview: 'Lovely photo!' },
      isRead: false,
      createdAt: expect.any(String),
    });
    expect((await list(author)).rows).toEqual([received]);
  });

  it('groups likes of a post while unread: "Asha and 4 others liked your post"', async () => {
    const author = await member('Meera');
    const postId = randomUUID();
    const likers: TestMember[] = [];
    for (const name of ['Ravi', 'Sita', 'Gopal', 'Kiran', 'Asha']) likers.push(await member(name));
    for (const liker of likers)
      await notify(ctx.app, { userId: author.id, type: 'POST_LIKE', actorId: liker.id, entityId: postId });
    // The same member liking again (after unliking) is not counted twice.
    await notify(ctx.app, { userId: author.id, type: 'POST_LIKE', actorId: likers[4]!.id, entityId: postId });
    const { rows, unreadCount: unread } = await list(author);
    expect(unread).toBe(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'POST_LIKE',
      entityId: postId,
      actor: { fullName: 'Asha' },
      data: { count: 5 },
    });
    expect(rows[0]!.data['actorIds']).toHaveLength(5);

    // Once read, the next like starts a new notification.
    await post(author, '/read-all');
    await notify(ctx.app, {
      userId: author.id,
      type: 'POST_LIKE',
      actorId: (await member('Latecomer')).id,
      entityId: postId,
    });
    const after = await list(author);
    expect(after.rows.map((row) => [row.data['count'], row.isRead])).toEqual([
      [1, false],
      [5, true],
    ]);
  });

  it('tells nobody about their own doing, nor across a block', async () => {
    const author = await member('Meera');
    const troll = await member('Troll');
    const before = await countRows();
    await notify(ctx.app, { userId: author.id, type: 'POST_LIKE', actorId: author.id, entityId: randomUUID() });
    await ctx.database.db.insert(blocks).values({ blockerId: author.id, blockedId: troll.id });
    await notify(ctx.app, {
      userId: author.id,
      type: 'POST_COMMENT',
      actorId: troll.id,
      entityId: randomUUID(),
      data: { preview: 'hi' },
    });
    await notify(ctx.app, { userId: author.id, type: 'POST_LIKE', actorId: randomUUID(), entityId: randomUUID() });
    expect(await countRows()).toBe(before);
    expect(await unreadCount(author)).toBe(0);
  });

  it('hides what a member blocked later had caused', async () => {
    const author = await member('Meera');
    const other = await member('Other');
    await notify(ctx.app, {
      userId: author.id,
      type: 'INTEREST_RECEIVED',
      actorId: other.id,
      entityId: randomUUID(),
      data: { message: 'Namaste' },
    });
    expect(await unreadCount(author)).toBe(1);
    await ctx.database.db.insert(blocks).values({ blockerId: other.id, blockedId: author.id });
    expect(await list(author)).toEqual({ rows: [], total: 0, unreadCount: 0 });
  });
});

describe('one unread notification per group', () => {
  const unreadOf = (userId: string, type: 'POST_LIKE' | 'MESSAGE', entityId: string) =>
    ctx.database.db
      .select({ data: notifications.data })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.type, type),
          eq(notifications.entityId, entityId),
          isNull(notifications.readAt),
        ),
      );

  it('stays one when many members like a post at the same time', async () => {
    const author = await member('Meera Jha');
    const created = await createPost(ctx, author, { content: 'Chhath puja photos' });
    const likers = await Promise.all(Array.from({ length: 12 }, (_, index) => member(`Liker ${index + 1}`)));
    const liked = await Promise.all(
      likers.map((liker) =>
        ctx.app.inject({ method: 'POST', url: `/api/posts/${created.id}/like`, headers: bearer(liker) }),
      ),
    );
    expect(liked.map((response) => response.statusCode)).toEqual(likers.map(() => 200));

    await expect
      .poll(async () => (await unreadOf(author.id, 'POST_LIKE', created.id))[0]?.data, { timeout: 10_000 })
      .toMatchObject({ count: 12 });
    const rows = await unreadOf(author.id, 'POST_LIKE', created.id);
    expect(rows).toHaveLength(1);
    expect(new Set((rows[0]!.data as { actorIds: string[] }).actorIds)).toEqual(
      new Set(likers.map((liker) => liker.id)),
    );
    expect(await unreadCount(author)).toBe(1);
  });

  it('stays one when messages of a chat arrive at the same time', async () => {
    const reader = await member('Meera Jha');
    const writer = await member('Ravi Prasad');
    const chatId = randomUUID();
    await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        notifyAbout.messageReceived(ctx.app, {
          userId: reader.id,
          actorId: writer.id,
          chatId,
          content: `message ${index}`,
        }),
      ),
    );
    const rows = await unreadOf(reader.id, 'MESSAGE', chatId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.data).toMatchObject({ count: 10, preview: expect.stringMatching(/^message \d$/) });
  });

  it('is enforced by the database: a second unread row of the same group is refused', async () => {
    const author = await member('Meera Jha');
    const liker = await member('Asha Sinha');
    const postId = randomUUID();
    const row = { userId: author.id, type: 'POST_LIKE' as const, actorId: liker.id, entityId: postId };
    await ctx.database.db.insert(notifications).values(row);
    await expect(ctx.database.db.insert(notifications).values(row)).rejects.toThrow();
    // Read ones and ungrouped types (one notification per comment) are not limited.
    await ctx.database.db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.entityId, postId));
    await ctx.database.db.insert(notifications).values(row);
    const comment = { ...row, type: 'POST_COMMENT' as const };
    await ctx.database.db.insert(notifications).values([comment, comment]);
  });
});

describe('GET /notifications', () => {
  it('pages newest first, with the total and the unread count over all pages', async () => {
    const me = await member('Meera');
    const actor = await member('Asha');
    for (let index = 1; index <= 25; index += 1) {
      await notify(ctx.app, {
        userId: me.id,
        type: 'POST_COMMENT',
        actorId: actor.id,
        entityId: randomUUID(),
        data: { preview: `comment ${index}` },
      });
    }
    const first = await list(me);
    expect(first.rows).toHaveLength(20);
    expect(first).toMatchObject({ total: 25, unreadCount: 25 });
    expect(first.rows[0]!.data['preview']).toBe('comment 25');
    const second = await list(me, '?page=2');
    expect(second.rows.map((row) => row.data['preview'])).toEqual([
      'comment 5',
      'comment 4',
      'comment 3',
      'comment 2',
      'comment 1',
    ]);
    expect(await list(me, '?page=9')).toEqual({ rows: [], total: 25, unreadCount: 25 });
    for (const query of ['?limit=0', '?limit=51', '?page=0', '?page=x']) {
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: bearer(me) })).statusCode,
        query,
      ).toBe(400);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});

describe('marking read', () => {
  it('marks one, or all, of mine; never someone else’s', async () => {
    const me = await member('Meera');
    const someoneElse = await member('Someone');
    const actor = await member('Asha');
    for (let index = 0; index < 3; index += 1) {
      await notify(ctx.app, { userId: me.id, type: 'INTEREST_ACCEPTED', actorId: actor.id, entityId: randomUUID() });
    }
    const [newest] = (await list(me)).rows;

    expect((await post(someoneElse, `/${newest!.id}/read`)).statusCode).toBe(404);
    expect((await post(me, `/${randomUUID()}/read`)).statusCode).toBe(404);
    expect((await post(me, '/not-an-id/read')).statusCode).toBe(400);
    expect(await unreadCount(me)).toBe(3);

    const one = await post(me, `/${newest!.id}/read`);
    expect(one.statusCode).toBe(200);
    expect(await unreadCount(me)).toBe(2);
    expect((await list(me)).rows[0]!.isRead).toBe(true);
    expect((await post(me, `/${newest!.id}/read`)).statusCode).toBe(200);

    expect((await post(someoneElse, '/read-all')).statusCode).toBe(200);
    expect(await unreadCount(me)).toBe(2);
    expect((await post(me, '/read-all')).statusCode).toBe(200);
    expect(await unreadCount(me)).toBe(0);
    expect((await list(me)).rows.every((row) => row.isRead)).toBe(true);
  });
});

describe('from the posts area', () => {
  it('tells the post’s author of comments and likes, and a comment’s author of replies', async () => {
    const author = await member('Meera Jha');
    const ravi = await member('Ravi Prasad');
    const sita = await member('Sita Devi');
    const created = await createPost(ctx, author, { content: 'Diwali Milan on Sunday' });
    // Through the API (the comments service tells the notifier), then the helpers directly.
    const comment = await addComment(ctx, ravi, created.id, 'I will bring sweets');
    await expect.poll(async () => (await list(author)).total).toBe(1);
    await notifyAbout.postLike(ctx.app, { actorId: sita.id, postId: created.id });
    await notifyAbout.commentReply(ctx.app, {
      actorId: sita.id,
      postId: created.id,
      commentId: comment.id,
      replyId: randomUUID(),
      content: 'Me too!',
    });
    await notifyAbout.postLike(ctx.app, { actorId: sita.id, postId: randomUUID() });

    expect((await list(author)).rows.map((row) => [row.type, row.actor?.fullName, row.entityId])).toEqual([
      ['POST_LIKE', 'Sita Devi', created.id],
      ['POST_COMMENT', 'Ravi Prasad', created.id],
    ]);
    expect((await list(ravi)).rows).toMatchObject([
      { type: 'COMMENT_REPLY', entityId: created.id, data: { commentId: comment.id, preview: 'Me too!' } },
    ]);
  });
});

describe('what a notification points at', () => {
  it('is left out, from the list and the unread count, while it is hidden from the reader', async () => {
    const meera = await member('Meera Jha');
    const ravi = await member('Ravi Prasad');
    const sita = await member('Sita Devi');
    const sitasPost = await createPost(ctx, sita, { content: 'Chhath ghat cleaning on Saturday' });
    const meerasComment = await addComment(ctx, meera, sitasPost.id, 'I will come');
    const ravisReply = await addReply(ctx, ravi, meerasComment.id, 'Me too');
    const meerasPost = await createPost(ctx, meera, { content: 'Diwali Milan' });
    const ravisComment = await addComment(ctx, ravi, meerasPost.id, 'See you there');
    await expect.poll(async () => (await list(meera)).total).toBe(2);
    const seen = async () => {
      const page = await list(meera);
      expect(await unreadCount(meera)).toBe(page.unreadCount);
      return { types: page.rows.map((row) => row.type), total: page.total, unreadCount: page.unreadCount };
    };
    const both = { types: ['POST_COMMENT', 'COMMENT_REPLY'], total: 2, unreadCount: 2 };
    const setRemoved = async (table: typeof posts | typeof comments, id: string, removed: boolean) => {
      await ctx.database.db
        .update(table)
        .set({ removedAt: removed ? new Date() : null })
        .where(eq(table.id, id));
    };

    // Her own post, removed by moderators: she still sees it, and what was said about it.
    await setRemoved(posts, meerasPost.id, true);
    expect(await seen()).toEqual(both);
    await setRemoved(posts, meerasPost.id, false);

    for (const [table, id, left] of [
      [comments, ravisComment.id, 'COMMENT_REPLY'],
      [posts, sitasPost.id, 'POST_COMMENT'],
      [comments, ravisReply.id, 'POST_COMMENT'],
    ] as const) {
      await setRemoved(table, id, true);
      expect(await seen(), left).toEqual({ types: [left], total: 1, unreadCount: 1 });
      await setRemoved(table, id, false);
    }
    expect(await seen()).toEqual(both);

    // The post's author suspended: the reply about her post is hidden too, though Ravi, who replied, is not.
    const suspension = { status: 'SUSPENDED' as const, suspendedUntil: new Date(Date.now() + 86_400_000) };
    await ctx.database.db.update(users).set(suspension).where(eq(users.id, sita.id));
    expect(await seen()).toEqual({ types: ['POST_COMMENT'], total: 1, unreadCount: 1 });
    await ctx.database.db.update(users).set({ status: 'ACTIVE', suspendedUntil: null }).where(eq(users.id, sita.id));
    expect(await seen()).toEqual(both);
  });
});
