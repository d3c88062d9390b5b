import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf as rowsOfResult } from '../db/rows.ts';
import { createTestContext, json, type TestContext } from '../test/app.ts';
import { DEMO_PASSWORD, DEMO_PHONE, seedDemoCommunityIfEmpty } from './demo.ts';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'samaj-demo-posts-'));
const silentLog = { info: () => {}, warn: () => {} };
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ MEDIA_DIR: mediaDir });
  await seedDemoCommunityIfEmpty(ctx.app.db, silentLog, { media: ctx.app.media });
});
afterAll(async () => {
  await ctx.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

const rowsOf = async <T>(query: ReturnType<typeof sql>) => rowsOfResult(await ctx.database.db.execute(query)) as T[];

describe('demo feed', () => {
  it('has a few hundred posts with photos, comments, replies and likes', async () => {
    const [totals] = await rowsOf<Record<string, number>>(sql`select
      (select count(*)::int from posts) as posts,
      (select count(*)::int from posts where image is not null) as photos,
      (select count(*)::int from comments where parent_id is null) as comments,
      (select count(*)::int from comments where parent_id is not null) as replies,
      (select count(*)::int from post_likes) as post_likes,
      (select count(*)::int from comment_likes) as comment_likes`);
    expect(totals!.posts).toBe(300);
    expect(totals!.photos).toBeGreaterThan(30);
    expect(totals!.comments).toBeGreaterThan(300);
    expect(totals!.replies).toBeGreaterThan(50);
    expect(totals!.post_likes).toBeGreaterThan(1000);
    expect(totals!.comment_likes).toBeGreaterThan(300);
    // Six illustrations, stored once each (other demo steps store photos of their own in the same folder).
    const images = await rowsOf<{ image: string }>(sql`select distinct image from posts where image is not null`);
    expect(images).toHaveLength(6);
    const files = readdirSync(mediaDir);
    for (const { image } of images) expect(files).toContain(image.replace('/media/', ''));
  });

  it('keeps every counter equal to its rows, as the API does', async () => {
    const mismatches = await rowsOf(sql`
      select p.id from posts p where p.likes_count <> (select count(*) from post_likes l where l.post_id = p.id)
        or p.comments_count <> (select count(*) from comments c where c.post_id = p.id)
      union all
      select c.id from comments c where c.likes_count <> (select count(*) from comment_likes l where l.comment_id = c.id)
        or c.replies_count <> (select count(*) from comments r where r.parent_id = c.id)`);
    expect(mismatches).toEqual([]);
  });

  it('shows the demo login a feed, their own posts and the posts they liked', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phoneNumber: DEMO_PHONE, password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${json(login).data.accessToken}` };
    const feed = json(await ctx.app.inject({ method: 'GET', url: '/api/posts', headers })).data;
    expect(feed.count).toBe(300);
    expect(feed.rows).toHaveLength(8);
    const mine = json(await ctx.app.inject({ method: 'GET', url: '/api/posts/my-post', headers })).data;
    expect(mine.count).toBeGreaterThan(20);
    const liked = json(await ctx.app.inject({ method: 'GET', url: '/api/posts/my-liked-post', headers })).data;
    expect(liked.count).toBeGreaterThan(20);
  });
});
