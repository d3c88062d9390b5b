import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentLikes, comments, postLikes, posts } from '../../db/schema/index.ts';
import { bearer, createTestContext, json, signUp, type TestContext, type TestMember } from '../../test/app.ts';
import { addComment, createPost, onboardedMember, tableCounts } from './test-support.ts';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'samaj-likes-'));
let ctx: TestContext;
let author: TestMember;
let fan: TestMember;
beforeAll(async () => {
  ctx = await createTestContext({ MEDIA_DIR: mediaDir });
  author = await onboardedMember(ctx, 'Sunita Prasad');
  fan = await onboardedMember(ctx, 'Vikas Rai');
});
afterAll(async () => {
  await ctx.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

const like = (url: string, who: TestMember) => ctx.app.inject({ method: 'POST', url, headers: bearer(who) });

async function storedPostLikes(postId: string) {
  const [row] = await ctx.database.db.select({ likesCount: posts.likesCount }).from(posts).where(eq(posts.id, postId));
  const [likes] = await ctx.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(postLikes)
    .where(eq(postLikes.postId, postId));
  return { counter: row!.likesCount, rows: likes!.count };
}

async function storedCommentLikes(commentId: string) {
  const [row] = await ctx.database.db
    .select({ likesCount: comments.likesCount })
    .from(comments)
    .where(eq(comments.id, commentId));
  const [likes] = await ctx.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(commentLikes)
    .where(eq(commentLikes.commentId, commentId));
  return { counter: row!.likesCount, rows: likes!.count };
}

describe('POST /posts/{id}/like', () => {
  it('toggles: like, then unlike, one like per member, isLiked for the caller', async () => {
    const post = await createPost(ctx, author);
    const first = await like(`/api/posts/${post.id}/like`, fan);
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first)).toMatchObject({ success: true, data: { liked: true, likesCount: 1 } });
    expect(
      json(await ctx.app.inject({ method: 'GET', url: `/api/posts/${post.id}`, headers: bearer(fan) })).data,
    ).toMatchObject({ isLiked: 1, likesCount: 1 });
    expect(
      json(await ctx.app.inject({ method: 'GET', url: `/api/posts/${post.id}`, headers: bearer(author) })).data,
    ).toMatchObject({ isLiked: 0, likesCount: 1 });

    const second = await like(`/api/posts/${post.id}/like`, fan);
    expect(json(second).data).toEqual({ liked: false, likesCount: 0 });
    expect(await storedPostLikes(post.id)).toEqual({ counter: 0, rows: 0 });
  });

  it('keeps updatedAt for edits only', async () => {
    const post = await createPost(ctx, author);
    const [before] = await ctx.database.db
      .select({ updatedAt: posts.updatedAt })
      .from(posts)
      .where(eq(posts.id, post.id));
    await like(`/api/posts/${post.id}/like`, fan);
    const [after] = await ctx.database.db
      .select({ updatedAt: posts.updatedAt })
      .from(posts)
      .where(eq(posts.id, post.id));
    expect(after!.updatedAt).toEqual(before!.updatedAt);
  });

  it('counts 20 members liking at the same moment exactly, and 20 taking it back', async () => {
    const post = await createPost(ctx, author);
    const members = await Promise.all(Array.from({ length: 20 }, () => signUp(ctx)));
    const liked = await Promise.all(members.map((member) => like(`/api/posts/${post.id}/like`, member)));
    expect(liked.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(liked.every((response) => json(response).data.liked === true)).toBe(true);
    expect(liked.map((response) => json(response).data.likesCount).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    expect(await storedPostLikes(post.id)).toEqual({ counter: 20, rows: 20 });

    await Promise.all(members.slice(0, 12).map((member) => like(`/api/posts/${post.id}/like`, member)));
    expect(await storedPostLikes(post.id)).toEqual({ counter: 8, rows: 8 });
  });

  it('stays consistent when one member taps like many times at once', async () => {
    const post = await createPost(ctx, author);
    const taps = await Promise.all(Array.from({ length: 7 }, () => like(`/api/posts/${post.id}/like`, fan)));
    expect(taps.every((response) => response.statusCode === 200)).toBe(true);
    const stored = await storedPostLikes(post.id);
    expect(stored.rows).toBe(1); // Seven toggles: liked, as after one.
    expect(stored.counter).toBe(stored.rows);
  });

  it('answers 404 for an unknown post and 400 for a malformed id, changing nothing', async () => {
    const before = await tableCounts(ctx);
    const unknown = await like('/api/posts/01900000-0000-7000-8000-000000000000/like', fan);
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe('Post not found');
    expect((await like('/api/posts/42/like', fan)).statusCode).toBe(400);
    expect(await tableCounts(ctx)).toEqual(before);
  });
});

describe('POST /comments/{id}/like', () => {
  it('toggles like on a comment and on a reply', async () => {
    const post = await createPost(ctx, author);
    const comment = await addComment(ctx, author, post.id);
    expect(json(await like(`/api/comments/${comment.id}/like`, fan)).data).toEqual({ liked: true, likesCount: 1 });
    expect(json(await like(`/api/comments/${comment.id}/like`, author)).data).toEqual({ liked: true, likesCount: 2 });
    const list = json(await ctx.app.inject({ method: 'GET', url: `/api/comments/${post.id}`, headers: bearer(fan) }));
    expect(list.data.rows[0]).toMatchObject({ id: comment.id, isLiked: 1, likesCount: 2 });
    expect(json(await like(`/api/comments/${comment.id}/like`, fan)).data).toEqual({ liked: false, likesCount: 1 });
    expect(await storedCommentLikes(comment.id)).toEqual({ counter: 1, rows: 1 });
    const [row] = await ctx.database.db
      .select()
      .from(commentLikes)
      .where(and(eq(commentLikes.commentId, comment.id), eq(commentLikes.userId, author.id)));
    expect(row).toBeDefined();
  });

  it('counts 20 members liking a comment at the same moment exactly', async () => {
    const post = await createPost(ctx, author);
    const comment = await addComment(ctx, fan, post.id);
    const members = await Promise.all(Array.from({ length: 20 }, () => signUp(ctx)));
    const liked = await Promise.all(members.map((member) => like(`/api/comments/${comment.id}/like`, member)));
    expect(liked.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(await storedCommentLikes(comment.id)).toEqual({ counter: 20, rows: 20 });
  });

  it('answers 404 for an unknown comment and 400 for a malformed id', async () => {
    const before = await tableCounts(ctx);
    expect((await like('/api/comments/01900000-0000-7000-8000-000000000000/like', fan)).statusCode).toBe(404);
    expect((await like('/api/comments/abc/like', fan)).statusCode).toBe(400);
    expect(await tableCounts(ctx)).toEqual(before);
  });
});
