import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/index.ts';
import { bearer, createTestContext, json, type TestContext, type TestMember } from '../../test/app.ts';
import { createPost, onboardedMember, png, sendPostForm } from './test-support.ts';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'samaj-link-card-'));
let ctx: TestContext;
let asha: TestMember;
let ravi: TestMember;
beforeAll(async () => {
  ctx = await createTestContext({ MEDIA_DIR: mediaDir });
  asha = await onboardedMember(ctx, 'Asha Sinha');
  ravi = await onboardedMember(ctx, 'Ravi Kumar');
});
afterAll(async () => {
  await ctx.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

const postAs = async (who: TestMember, id: string) =>
  json(await ctx.app.inject({ method: 'GET', url: `/api/posts/${id}`, headers: bearer(who) })).data;

describe('the link card image', () => {
  it('is uploaded, re-encoded, stored and served from our own media', async () => {
    const post = await createPost(ctx, asha, { content: 'Mela', metaUrl: 'https://example.org/mela' }, [
      { field: 'metaImage', bytes: await png(640, 480, { r: 200, g: 40, b: 40 }) },
    ]);
    expect(post.metaImage).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);
    expect(existsSync(path.join(mediaDir, post.metaImage!.replace('/media/', '')))).toBe(true);
    expect((await postAs(ravi, post.id)).metaImage).toBe(post.metaImage);
    const served = await ctx.app.inject({ method: 'GET', url: post.metaImage! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('refuses a link to an image elsewhere, on a new post and on an edit, changing nothing', async () => {
    const post = await createPost(ctx, asha, { content: 'Mela', metaUrl: 'https://example.org/mela' });
    for (const method of ['POST', 'PUT'] as const) {
      const url = method === 'POST' ? '/api/posts' : `/api/posts/${post.id}`;
      const response = await sendPostForm(ctx, asha, method, url, {
        content: 'Look',
        metaUrl: 'https://example.org',
        metaImage: 'https://tracker.example/pixel.png',
      });
      expect(response.statusCode, method).toBe(400);
      expect(json(response).message).toMatch(/Upload the link image as a photo file/);
    }
    expect(await postAs(asha, post.id)).toMatchObject({ content: 'Mela', metaImage: null });
  });

  it('is not shown when an older post names an image on another site', async () => {
    const post = await createPost(ctx, asha, { content: 'Old post', metaUrl: 'https://example.org/old' });
    await ctx.database.db
      .update(posts)
      .set({ metaImage: 'https://tracker.example/pixel.png' })
      .where(eq(posts.id, post.id));
    expect((await postAs(ravi, post.id)).metaImage).toBeNull();
    const feed = json(await ctx.app.inject({ method: 'GET', url: '/api/posts', headers: bearer(ravi) })).data;
    const inFeed = (feed.posts ?? feed.rows ?? feed) as { id: string; metaImage: string | null }[];
    expect(inFeed.find((row) => row.id === post.id)?.metaImage).toBeNull();
  });

  it('is removed by an empty value on edit', async () => {
    const post = await createPost(ctx, asha, { content: 'Mela', metaUrl: 'https://example.org/mela' }, [
      { field: 'metaImage', bytes: await png(100, 100, { r: 9, g: 9, b: 9 }) },
    ]);
    const removed = await sendPostForm(ctx, asha, 'PUT', `/api/posts/${post.id}`, { metaImage: '' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(json(removed).data.metaImage).toBeNull();
  });
});
