import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, json, type TestContext, type TestMember } from '../../test/app.ts';
import { addComment, addReply, block, createPost, onboardedMember, tableCounts } from './test-support.ts';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'samaj-post-blocks-'));
let ctx: TestContext;
let blocker: TestMember;
let blocked: TestMember;
let bystander: TestMember;
beforeAll(async () => {
  ctx = await createTestContext({ MEDIA_DIR: mediaDir });
  blocker = await onboardedMember(ctx, 'Rekha Gupta');
  blocked = await onboardedMember(ctx, 'Manoj Yadav');
  bystander = await onboardedMember(ctx, 'Sita Verma');
});
afterAll(async () => {
  await ctx.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

const get = (url: string, who: TestMember) => ctx.app.inject({ method: 'GET', url, headers: bearer(who) });
const post = (url: string, who: TestMember, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(who), ...(payload ? { payload } : {}) });
const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

describe('blocked members, either way', () => {
  let blockerPost: string;
  let blockedPost: string;
  let bystanderPost: string;
  let blockedComment: string;
  let blockerComment: string;
  let bystanderComment: string;
  let blockedReply: string;

  beforeAll(async () => {
    blockerPost = (await createPost(ctx, blocker, { content: 'By the blocker' })).id;
    blockedPost = (await createPost(ctx, blocked, { content: 'By the blocked member' })).id;
    bystanderPost = (await createPost(ctx, bystander, { content: 'By a bystander' })).id;
    blockedComment = (await addComment(ctx, blocked, bystanderPost, 'Blocked member comments')).id;
    blockerComment = (await addComment(ctx, blocker, bystanderPost, 'Blocker comments')).id;
    bystanderComment = (await addComment(ctx, bystander, bystanderPost, 'Bystander comments')).id;
    blockedReply = (await addReply(ctx, blocked, bystanderComment, 'Blocked member replies')).id;
    await post(`/api/posts/${blockedPost}/like`, blocker);
    await post(`/api/posts/${blockerPost}/like`, blocked);
    await block(ctx, blocker, blocked);
  });

  it("leaves each other's posts out of the feed, its count and the liked list", async () => {
    for (const [viewer, hidden] of [
      [blocker, blockedPost],
      [blocked, blockerPost],
    ] as const) {
      const feed = json(await get('/api/posts', viewer)).data;
      expect(ids(feed.rows)).not.toContain(hidden);
      expect(feed.count).toBe(2);
      expect(json(await get('/api/posts/my-liked-post', viewer)).data).toEqual({ rows: [], count: 0 });
      expect((await get(`/api/posts/${hidden}`, viewer)).statusCode).toBe(404);
      expect((await get(`/api/comments/${hidden}`, viewer)).statusCode).toBe(404);
    }
    expect(json(await get('/api/posts', bystander)).data.count).toBe(3);
  });

  it("leaves each other's comments and replies out", async () => {
    const forBlocker = json(await get(`/api/comments/${bystanderPost}`, blocker)).data;
    expect(ids(forBlocker.rows).sort()).toEqual([blockerComment, bystanderComment].sort());
    expect(forBlocker.count).toBe(2);
    const forBlocked = json(await get(`/api/comments/${bystanderPost}`, blocked)).data;
    expect(ids(forBlocked.rows).sort()).toEqual([blockedComment, bystanderComment].sort());
    expect(json(await get(`/api/comments/${bystanderComment}/replies`, blocker)).data).toEqual({ rows: [], count: 0 });
    expect(json(await get(`/api/comments/${bystanderComment}/replies`, bystander)).data.count).toBe(1);
    expect((await get(`/api/comments/${blockedComment}/replies`, blocker)).statusCode).toBe(404);
    expect(json(await get(`/api/comments/${bystanderPost}`, bystander)).data.count).toBe(3);
  });

  it("cannot like, comment on, reply to or delete each other's content, and nothing changes", async () => {
    const before = await tableCounts(ctx);
    expect((await post(`/api/posts/${blockedPost}/like`, blocker)).statusCode).toBe(404);
    expect((await post(`/api/posts/${blockerPost}/like`, blocked)).statusCode).toBe(404);
    expect((await post(`/api/comments/${blockerPost}`, blocked, { content: 'Hi' })).statusCode).toBe(404);
    expect((await post(`/api/comments/${blockedComment}/reply`, blocker, { content: 'Hi' })).statusCode).toBe(404);
    expect((await post(`/api/comments/${blockedReply}/like`, blocker)).statusCode).toBe(404);
    expect((await post(`/api/comments/${blockerComment}/like`, blocked)).statusCode).toBe(404);
    const edit = await ctx.app.inject({ method: 'DELETE', url: `/api/posts/${blockerPost}`, headers: bearer(blocked) });
    expect(edit.statusCode).toBe(404);
    expect(await tableCounts(ctx)).toEqual(before);
  });
});
