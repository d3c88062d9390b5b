import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, posts } from '../../db/schema/index.ts';
import { bearer, createTestContext, json, type TestContext, type TestMember } from '../../test/app.ts';
import { addComment, addReply, createPost, onboardedMember, tableCounts } from './test-support.ts';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'samaj-comments-'));
let ctx: TestContext;
let author: TestMember;
let guest: TestMember;
let third: TestMember;
beforeAll(async () => {
  ctx = await createTestContext({ MEDIA_DIR: mediaDir });
  author = await onboardedMember(ctx, 'Priya Jha');
  guest = await onboardedMember(ctx, 'Amit Thakur');
  third = await onboardedMember(ctx, 'Neha Sahay');
});
afterAll(async () => {
  await ctx.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

const UNKNOWN_ID = '01900000-0000-7000-8000-000000000000';
const get = (url: string, who: TestMember = guest) => ctx.app.inject({ method: 'GET', url, headers: bearer(who) });
const post = (url: string, payload: unknown, who: TestMember = guest) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(who), payload: payload as object });
const del = (url: string, who: TestMember = guest) => ctx.app.inject({ method: 'DELETE', url, headers: bearer(who) });

async function counters(postId: string) {
  const [row] = await ctx.database.db.select({ count: posts.commentsCount }).from(posts).where(eq(posts.id, postId));
  return row!.count;
}
async function repliesCounter(commentId: string) {
  const [row] = await ctx.database.db
    .select({ count: comments.repliesCount })
    .from(comments)
    .where(eq(comments.id, commentId));
  return row!.count;
}

describe('comments', () => {
  it('adds a comment in the shape of its contract and counts it on the post', async () => {
    const created = await createPost(ctx, author);
    const response = await post(`/api/comments/${created.id}`, { content: '  Congratulations! \r\nSee you there  ' });
    expect(response.statusCode, response.body).toBe(201);
    expect(json(response).data).toEqual({
      id: expect.any(String),
      postId: created.id,
      parentId: null,
      author: { id: guest.id, fullName: 'Amit Thakur', image: null, isVerified: false },
      content: 'Congratulations! \nSee you there',
      isLiked: 0,
      likesCount: 0,
      repliesCount: 0,
      removedByModerators: null,
      createdAt: expect.any(String),
    });
    expect(await counters(created.id)).toBe(1);
    expect(json(await get(`/api/posts/${created.id}`)).data.commentsCount).toBe(1);
  });

  it('pages comments newest first, 8 a page, with the total of top-level comments', async () => {
    const created = await createPost(ctx, author);
    expect(json(await get(`/api/comments/${created.id}`)).data).toEqual({ rows: [], count: 0 });
    for (let index = 1; index <= 10; index++)
      await addComment(ctx, index % 2 ? guest : third, created.id, `Comment ${index}`);
    const first = json(await get(`/api/comments/${created.id}`)).data;
    expect(first.count).toBe(10);
    expect(first.rows.map((row: { content: string }) => row.content)).toEqual(
      [10, 9, 8, 7, 6, 5, 4, 3].map((index) => `Comment ${index}`),
    );
    const second = json(await get(`/api/comments/${created.id}?page=2`)).data;
    expect(second.rows.map((row: { content: string }) => row.content)).toEqual(['Comment 2', 'Comment 1']);
    expect(json(await get(`/api/comments/${created.id}?page=3`)).data).toEqual({ rows: [], count: 10 });
    expect((await get(`/api/comments/${created.id}?limit=0`)).statusCode).toBe(400);
    expect((await get(`/api/comments/${created.id}?limit=51`)).statusCode).toBe(400);
  });

  it('replies one level deep: a reply to a reply answers the same comment; replies page like comments', async () => {
    const created = await createPost(ctx, author);
    const comment = await addComment(ctx, guest, created.id, 'Where is it?');
    const reply = await addReply(ctx, author, comment.id, 'At the hall');
    expect(reply.parentId).toBe(comment.id);
    const replyToReply = await addReply(ctx, third, reply.id, 'Thanks!');
    expect(replyToReply.parentId).toBe(comment.id);
    for (let index = 1; index <= 8; index++) await addReply(ctx, guest, comment.id, `Reply ${index}`);

    expect(await repliesCounter(comment.id)).toBe(10);
    expect(await counters(created.id)).toBe(11);
    const top = json(await get(`/api/comments/${created.id}`)).data;
    expect(top.count).toBe(1);
    expect(top.rows[0]).toMatchObject({ id: comment.id, repliesCount: 10 });

    const firstPage = json(await get(`/api/comments/${comment.id}/replies`)).data;
    expect(firstPage.count).toBe(10);
    expect(firstPage.rows).toHaveLength(8);
    expect(firstPage.rows[0]).toMatchObject({ content: 'Reply 8', parentId: comment.id, postId: created.id });
    const secondPage = json(await get(`/api/comments/${comment.id}/replies?page=2`)).data;
    expect(secondPage.rows.map((row: { content: string }) => row.content)).toEqual(['Thanks!', 'At the hall']);
    expect(json(await get(`/api/comments/${reply.id}/replies`)).data).toEqual({ rows: [], count: 0 });
  });

  it('refuses empty, blank and too long comments, changing nothing', async () => {
    const created = await createPost(ctx, author);
    const comment = await addComment(ctx, guest, created.id);
    const before = await tableCounts(ctx);
    const cases: [unknown, RegExp][] = [
      [{ content: '' }, /Write a comment/],
      [{ content: '   \n ' }, /Write a comment/],
      [{}, /Write a comment/],
      [{ content: 42 }, /Write a comment/],
      [{ content: 'x'.repeat(2001) }, /at most 2000 characters/],
    ];
    for (const [payload, message] of cases) {
      for (const url of [`/api/comments/${created.id}`, `/api/comments/${comment.id}/reply`]) {
        const response = await post(url, payload);
        expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
        expect(json(response).message).toMatch(message);
      }
    }
    expect((await post(`/api/comments/${created.id}`, { content: 'x'.repeat(2000) })).statusCode).toBe(201);
    expect((await tableCounts(ctx)).comments).toBe(before.comments + 1);
  });

  it('answers 404 for unknown posts and comments, 400 for malformed ids, changing nothing', async () => {
    const before = await tableCounts(ctx);
    const list = await get(`/api/comments/${UNKNOWN_ID}`);
    expect(list.statusCode).toBe(404);
    expect(json(list).message).toBe('Post not found');
    expect((await get(`/api/comments/${UNKNOWN_ID}?page=2`)).statusCode).toBe(404);
    expect((await post(`/api/comments/${UNKNOWN_ID}`, { content: 'Hello' })).statusCode).toBe(404);
    expect((await get(`/api/comments/${UNKNOWN_ID}/replies`)).statusCode).toBe(404);
    expect((await post(`/api/comments/${UNKNOWN_ID}/reply`, { content: 'Hello' })).statusCode).toBe(404);
    expect((await del(`/api/comments/${UNKNOWN_ID}`)).statusCode).toBe(404);
    for (const bad of ['x', '123', `${UNKNOWN_ID}0`]) {
      expect((await get(`/api/comments/${bad}`)).statusCode).toBe(400);
      expect((await post(`/api/comments/${bad}`, { content: 'Hello' })).statusCode).toBe(400);
      expect((await get(`/api/comments/${bad}/replies`)).statusCode).toBe(400);
      expect((await post(`/api/comments/${bad}/reply`, { content: 'Hello' })).statusCode).toBe(400);
      expect((await del(`/api/comments/${bad}`)).statusCode).toBe(400);
    }
    expect(await tableCounts(ctx)).toEqual(before);
  });
});

describe('DELETE /comments/{id}', () => {
  it('lets the comment author delete it, with its replies, and keeps the counters right', async () => {
    const created = await createPost(ctx, author);
    const comment = await addComment(ctx, guest, created.id);
    const other = await addComment(ctx, third, created.id);
    await addReply(ctx, author, comment.id);
    await addReply(ctx, third, comment.id);
    await post(`/api/comments/${comment.id}/like`, {}, third);
    expect(await counters(created.id)).toBe(4);

    const refused = await del(`/api/comments/${comment.id}`, third);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe('Only the author of the comment or of the post can delete it');

    const deleted = await del(`/api/comments/${comment.id}`, guest);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(json(deleted)).toMatchObject({ success: true, data: null });
    expect(await counters(created.id)).toBe(1);
    expect(json(await get(`/api/comments/${created.id}`)).data).toMatchObject({ count: 1, rows: [{ id: other.id }] });
    expect((await get(`/api/comments/${comment.id}/replies`)).statusCode).toBe(404);
  });

  it("lets the post's author delete anyone's comment or reply", async () => {
    const created = await createPost(ctx, author);
    const comment = await addComment(ctx, guest, created.id);
    const reply = await addReply(ctx, third, comment.id);
    const replyByGuest = await addReply(ctx, guest, comment.id);

    expect((await del(`/api/comments/${reply.id}`, guest)).statusCode, 'not the reply author').toBe(403);
    expect((await del(`/api/comments/${reply.id}`, author)).statusCode).toBe(200);
    expect(await repliesCounter(comment.id)).toBe(1);
    expect(await counters(created.id)).toBe(2);
    expect((await del(`/api/comments/${replyByGuest.id}`, guest)).statusCode, 'own reply').toBe(200);
    expect(await repliesCounter(comment.id)).toBe(0);
    expect((await del(`/api/comments/${comment.id}`, author)).statusCode).toBe(200);
    expect(await counters(created.id)).toBe(0);
    expect((await del(`/api/comments/${comment.id}`, author)).statusCode).toBe(404);
  });

  it('keeps the counters exact when comments, replies and deletes race', async () => {
    const created = await createPost(ctx, author);
    const comment = await addComment(ctx, guest, created.id);
    const doomed = await addComment(ctx, third, created.id);
    await Promise.all([
      ...Array.from({ length: 6 }, (_, index) => addComment(ctx, index % 2 ? guest : third, created.id)),
      ...Array.from({ length: 6 }, (_, index) => addReply(ctx, index % 2 ? author : third, comment.id)),
      del(`/api/comments/${doomed.id}`, third),
    ]);
    const [stored] = await ctx.database.db
      .select({ count: posts.commentsCount })
      .from(posts)
      .where(eq(posts.id, created.id));
    const rows = await ctx.database.db
      .select({ id: comments.id })
      .from(comments)
      .where(eq(comments.postId, created.id));
    expect(stored!.count).toBe(rows.length);
    expect(rows.length).toBe(13);
    expect(await repliesCounter(comment.id)).toBe(6);
  });
});
