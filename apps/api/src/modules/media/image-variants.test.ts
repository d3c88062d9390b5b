import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, imageVariantName } from '@samaj/shared/images';
import { bearer, createMediaTestContext, json, type TestContext } from '../../test/app.ts';
import { api, candidate } from '../matrimonial/test-support.ts';
import { createPost, multipartBody } from '../posts/test-support.ts';
import { storedPathOf } from './storage.ts';

let ctx: TestContext & { mediaDir: string };
let mediaDir: string;
beforeAll(async () => {
  ctx = await createMediaTestContext('samaj-image-variants-');
  mediaDir = ctx.mediaDir;
});
afterAll(() => ctx.close());

const photo = (width: number, height: number, green = 90) =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: green, b: 30 } } })
    .jpeg()
    .toBuffer();
/** `/media/<hash>.webp` → `/media/<hash>-480w.webp`, keeping any query (a signed link's). */
const variantLink = (link: string, width: (typeof IMAGE_VARIANT_WIDTHS)[number]) =>
  link.replace(/([0-9a-f]{64}\.webp)/, (name) => imageVariantName(name, width));
const nameOf = (link: string) => storedPathOf(link).split('/').pop()!;
const widthOf = async (bytes: Buffer) => (await sharp(bytes).metadata()).width;

describe('smaller copies of every stored photo', () => {
  it('are made at upload (480 and 720 px wide beside the 1080 px photo), served like it and deleted with it', async () => {
    const author = await candidate(ctx, { gender: 'FEMALE' });
    const post = await createPost(ctx, author, { content: 'Diwali rangoli' }, [
      { bytes: await photo(1600, 1200), type: 'image/jpeg', filename: 'rangoli.jpg' },
    ]);
    const name = nameOf(post.image!);

    const original = await ctx.app.inject(post.image!);
    expect(original.statusCode).toBe(200);
    expect(await widthOf(original.rawPayload)).toBe(1080);
    for (const width of IMAGE_VARIANT_WIDTHS) {
      expect(existsSync(path.join(mediaDir, imageVariantName(name, width))), `${width}`).toBe(true);
      const served = await ctx.app.inject(variantLink(post.image!, width));
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await widthOf(served.rawPayload)).toBe(width);
      expect(served.rawPayload.length).toBeLessThan(original.rawPayload.length);
    }

    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/posts/${post.id}`, headers: bearer(author) });
    expect(deleted.statusCode).toBe(200);
    expect(existsSync(path.join(mediaDir, name))).toBe(false);
    for (const width of IMAGE_VARIANT_WIDTHS) {
      expect(existsSync(path.join(mediaDir, imageVariantName(name, width)))).toBe(false);
      expect((await ctx.app.inject(variantLink(post.image!, width))).statusCode).toBe(404);
    }
  });

  it('of a photo narrower than a width are the photo itself', async () => {
    const author = await candidate(ctx, { gender: 'MALE' });
    const post = await createPost(ctx, author, { content: 'Small one' }, [
      { bytes: await photo(600, 400, 140), type: 'image/jpeg' },
    ]);
    const name = nameOf(post.image!);
    const stored = readFileSync(path.join(mediaDir, name));
    expect(await widthOf(readFileSync(path.join(mediaDir, imageVariantName(name, 480))))).toBe(480);
    expect(readFileSync(path.join(mediaDir, imageVariantName(name, 720)))).toEqual(stored);
  });

  it('are stood in for by the photo when it was stored before copies were made (cached a day, not for ever)', async () => {
    const bytes = await sharp(await photo(200, 100, 200))
      .webp()
      .toBuffer();
    const name = `${createHash('sha256').update(bytes).digest('hex')}.webp`;
    writeFileSync(path.join(mediaDir, name), bytes);
    const served = await ctx.app.inject(`/media/${imageVariantName(name, 480)}`);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(bytes);
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    expect((await ctx.app.inject(`/media/${'0'.repeat(64)}-480w.webp`)).statusCode).toBe(404);
    expect((await ctx.app.inject(`/media/${name.replace('.webp', '-500w.webp')}`)).statusCode).toBe(404);
  });

  it("of a private marriage photo open with the photo's signed link only", async () => {
    const owner = await candidate(ctx, { gender: 'FEMALE' });
    const { payload, contentType } = await multipartBody({}, [
      { field: 'matrimonialImages', bytes: await photo(900, 1200, 60), type: 'image/jpeg' },
    ]);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/matrimonial-images',
      headers: { ...bearer(owner), 'content-type': contentType },
      payload,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const viewer = await candidate(ctx, { gender: 'MALE' });
    const [link] = json(await api(ctx).get(`/matrimonial/profile/${owner.id}`, viewer)).data.images as string[];
    const name = nameOf(link!);
    for (const width of IMAGE_VARIANT_WIDTHS) {
      expect(existsSync(path.join(mediaDir, 'private', imageVariantName(name, width)))).toBe(true);
      expect(existsSync(path.join(mediaDir, imageVariantName(name, width)))).toBe(false);
      const served = await ctx.app.inject(variantLink(link!, width));
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      expect(await widthOf(served.rawPayload)).toBe(width);
      // Unsigned, or as a public file: never.
      expect((await ctx.app.inject(variantLink(link!, width).split('?')[0]!)).statusCode).toBe(403);
      expect((await ctx.app.inject(`/media/${imageVariantName(name, width)}`)).statusCode).toBe(404);
    }
    // The signature is the photo's: it opens no other photo's copies.
    const other = await ctx.app.media.saveImage(await photo(700, 700, 10), 'private');
    const otherName = nameOf(other);
    const borrowed = variantLink(link!, 480).replace(name.replace('.webp', ''), otherName.replace('.webp', ''));
    expect((await ctx.app.inject(borrowed)).statusCode).toBe(403);
  });
});
