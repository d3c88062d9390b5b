import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, json, type TestContext, type TestMember } from '../../test/app.ts';
import { api, candidate } from '../matrimonial/test-support.ts';
import { multipartBody } from '../posts/test-support.ts';
import { MediaStore } from './media-store.ts';
import { storedPathOf } from './storage.ts';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'samaj-local-media-'));
let ctx: TestContext;
let owner: TestMember;
let links: string[];

beforeAll(async () => {
  ctx = await createTestContext({ MEDIA_DIR: mediaDir });
  owner = await candidate(ctx, { gender: 'FEMALE' });
  const bytes = await sharp({ create: { width: 90, height: 120, channels: 3, background: { r: 1, g: 2, b: 3 } } })
    .jpeg()
    .toBuffer();
  const { payload, contentType } = await multipartBody({}, [{ field: 'matrimonialImages', bytes, type: 'image/jpeg' }]);
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: '/api/user/matrimonial-images',
    headers: { ...bearer(owner), 'content-type': contentType },
    payload,
  });
  links = json(saved).data as string[];
});
afterAll(async () => {
  await ctx.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

describe('MEDIA_STORE=local: private marriage photos', () => {
  it('keeps them in private/ and serves them only through a signed link, privately cached until it expires', async () => {
    const name = storedPathOf(links[0]!).split('/').pop()!;
    expect(existsSync(path.join(mediaDir, 'private', name))).toBe(true);
    expect(existsSync(path.join(mediaDir, name))).toBe(false);

    const viewer = await candidate(ctx, { gender: 'MALE' });
    const [seen] = json(await api(ctx).get(`/matrimonial/profile/${owner.id}`, viewer)).data.images as string[];
    const served = await ctx.app.inject(seen!);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(served.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(ctx.config.media.privateUrlTtlSeconds);
  });

  it('refuses a link without a signature, with another signature or expiry, or signed two days ago (403)', async () => {
    const link = new URL(links[0]!, 'http://samaj.test');
    const withQuery = (changes: Record<string, string | null>) => {
      const changed = new URL(link);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) changed.searchParams.delete(key);
        else changed.searchParams.set(key, value);
      }
      return `${changed.pathname}${changed.search}`;
    };
    const twoDaysAgo = new MediaStore(ctx.app.media.storage, {
      privateUrlTtlSeconds: 15 * 60,
      now: () => Date.now() - 2 * 24 * 60 * 60 * 1000,
    });
    const refused = [
      link.pathname,
      withQuery({ signature: null }),
      withQuery({ signature: 'A'.repeat(43) }),
      withQuery({ expires: String(Number(link.searchParams.get('expires')) + 3600) }),
      withQuery({ expires: 'soon' }),
      await twoDaysAgo.urlFor(storedPathOf(links[0]!)),
    ];
    for (const url of refused) {
      const response = await ctx.app.inject(url);
      expect(response.statusCode, url).toBe(403);
      expect(json(response).message, url).toMatch(/expired or is not valid/);
    }
  });

  it('never serves them as public files', async () => {
    const name = storedPathOf(links[0]!).split('/').pop()!;
    expect((await ctx.app.inject(`/media/${name}`)).statusCode).toBe(404);
    expect((await ctx.app.inject(`/media/private%2F${name}`)).statusCode).toBe(404);
  });

  it('is ready while the media folder is writable', async () => {
    const ready = await ctx.app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(json(ready).data).toMatchObject({ status: 'ready', media: 'local', redis: 'not configured' });
  });
});
