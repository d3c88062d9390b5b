import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_VARIANT_WIDTHS } from '@samaj/shared/images';
import { users } from '../../db/schema/index.ts';
import { bearer, createTestContext, json, onboard, signUp, type TestContext, type TestMember } from '../../test/app.ts';
import { createPost } from '../posts/test-support.ts';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'samaj-media-'));
let ctx: TestContext;
let member: TestMember;
beforeAll(async () => {
  ctx = await createTestContext({ MEDIA_DIR: mediaDir });
  member = await signUp(ctx);
  await onboard(ctx, member);
});
afterAll(async () => {
  await ctx.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

interface Upload {
  field?: string;
  bytes: Buffer;
  filename: string;
  type?: string;
}

/** A multipart body as a browser sends it, built by the platform's own FormData. */
async function multipart(uploads: Upload[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const { field = 'image', bytes, filename, type = 'application/octet-stream' } of uploads) {
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  }
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

async function putImage(uploads: Upload[], who: TestMember = member, fields: Record<string, string> = {}) {
  const { payload, contentType } = await multipart(uploads, fields);
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/user/profile-image',
    headers: { ...bearer(who), 'content-type': contentType },
    payload,
  });
}

const photo = (width: number, height: number, color = { r: 200, g: 120, b: 40 }) =>
  sharp({ create: { width, height, channels: 3, background: color } });

async function storedImage(who: TestMember = member) {
  const [row] = await ctx.database.db.select({ image: users.image }).from(users).where(eq(users.id, who.id));
  return row?.image ?? null;
}

const mediaFiles = () => readdirSync(mediaDir).sort();
const fileOf = (publicPath: string) => path.join(mediaDir, publicPath.replace('/media/', ''));

describe('PUT /user/profile-image', () => {
  it('refuses what is not a usable image, with a message, and changes nothing', async () => {
    const before = await storedImage();
    const filesBefore = mediaFiles();
    const jpeg = await photo(400, 300).jpeg().toBuffer();
    const gif = await photo(40, 30).gif().toBuffer();
    const tiff = await photo(40, 30).tiff().toBuffer();
    const pixelBomb = await photo(8000, 8000).png({ compressionLevel: 9 }).toBuffer();
    const cases: [string, () => ReturnType<typeof putImage>, number][] = [
      [
        'text renamed .jpg',
        () =>
          putImage([
            { bytes: Buffer.from('just some text, not a photo\n'), filename: 'photo.jpg', type: 'image/jpeg' },
          ]),
        415,
      ],
      ['GIF', () => putImage([{ bytes: gif, filename: 'photo.gif', type: 'image/gif' }]), 415],
      ['TIFF named .png', () => putImage([{ bytes: tiff, filename: 'photo.png', type: 'image/png' }]), 415],
      [
        'truncated JPEG',
        () =>
          putImage([
            { bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)), filename: 'photo.jpg', type: 'image/jpeg' },
          ]),
        400,
      ],
      [
        'JPEG signature then garbage',
        () =>
          putImage([
            { bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]), filename: 'a.jpg' },
          ]),
        400,
      ],
      ['empty file', () => putImage([{ bytes: Buffer.alloc(0), filename: 'photo.jpg', type: 'image/jpeg' }]), 400],
      [
        'wrong field',
        () => putImage([{ field: 'photo', bytes: jpeg, filename: 'photo.jpg', type: 'image/jpeg' }]),
        400,
      ],
      ['no file at all', () => putImage([], member, { image: 'not a file' }), 400],
      [
        'not multipart',
        () =>
          ctx.app.inject({
            method: 'PUT',
            url: '/api/user/profile-image',
            headers: bearer(member),
            payload: { image: 'data:image/png;base64,AAAA' },
          }),
        415,
      ],
      [
        '64 megapixels in a small PNG',
        () => putImage([{ bytes: pixelBomb, filename: 'bomb.png', type: 'image/png' }]),
        413,
      ],
      [
        '6 MB file',
        () =>
          putImage([
            { bytes: Buffer.concat([jpeg, Buffer.alloc(6 * 1024 * 1024)]), filename: 'big.jpg', type: 'image/jpeg' },
          ]),
        413,
      ],
    ];
    for (const [name, send, status] of cases) {
      const response = await send();
      expect(response.statusCode, name).toBe(status);
      const body = json(response);
      expect(body.success, name).toBe(false);
      expect(body.message.length, name).toBeGreaterThan(10);
    }
    const tooBig = json(
      await putImage([{ bytes: Buffer.concat([jpeg, Buffer.alloc(6 * 1024 * 1024)]), filename: 'big.jpg' }]),
    );
    expect(tooBig).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than 5 MB' });
    expect(await storedImage()).toBe(before);
    expect(mediaFiles()).toEqual(filesBefore);
  });

  it('needs a logged-in member', async () => {
    const { payload, contentType } = await multipart([
      { bytes: await photo(10, 10).png().toBuffer(), filename: 'a.png' },
    ]);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/profile-image',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(401);
  });

  it('judges by content: a PNG named .txt with a text type is accepted', async () => {
    const png = await photo(120, 80).png().toBuffer();
    const response = await putImage([{ bytes: png, filename: 'notes.txt', type: 'text/plain' }]);
    expect(response.statusCode).toBe(200);
    const image = json(response).data as string;
    expect(image).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);
    expect(await storedImage()).toBe(image);
    expect(await sharp(fileOf(image)).metadata()).toMatchObject({ format: 'webp', width: 120, height: 80 });
  });

  it('turns the photo upright, strips EXIF and GPS, and shrinks it to 1080 px on the long side', async () => {
    const camera = await photo(2400, 1600)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Copyright: 'Asha', Make: 'PhoneMaker' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 36/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '85/1 8/1 0/1' },
      })
      .toBuffer();
    const original = await sharp(camera).metadata();
    expect(original.exif).toBeDefined();
    expect(original.orientation).toBe(6);

    const response = await putImage([{ bytes: camera, filename: 'IMG_0001.jpg', type: 'image/jpeg' }]);
    expect(response.statusCode).toBe(200);
    const stored = await sharp(fileOf(json(response).data)).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 720, height: 1080 });
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
  });

  it("makes the avatar's small copies at upload (96, 192 and 480 px wide), served like the photo", async () => {
    const response = await putImage([
      { bytes: await photo(1200, 1600).jpeg().toBuffer(), filename: 'portrait.jpg', type: 'image/jpeg' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const image = json(response).data as string;
    const original = readFileSync(fileOf(image));
    for (const width of AVATAR_VARIANT_WIDTHS) {
      const copy = image.replace('.webp', `-${width}w.webp`);
      expect(await sharp(fileOf(copy)).metadata()).toMatchObject({ format: 'webp', width, height: (width * 4) / 3 });
      const served = await ctx.app.inject(copy);
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // A feed's 40 px avatar at DPR 2 loads the 96 px copy: a small fraction of the photo.
      expect(served.rawPayload.length).toBeLessThan(original.length);
    }
  });

  it('never enlarges a small photo', async () => {
    const response = await putImage([
      { bytes: await photo(300, 200).webp().toBuffer(), filename: 'small.webp', type: 'image/webp' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(await sharp(fileOf(json(response).data)).metadata()).toMatchObject({ width: 300, height: 200 });
  });

  it('serves the file with year-long immutable caching, and a JSON 404 for unknown files', async () => {
    const image = json(await putImage([{ bytes: await photo(64, 64).png().toBuffer(), filename: 'a.png' }]))
      .data as string;
    const served = await ctx.app.inject(image);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(readFileSync(fileOf(image)))).toBe(true);

    for (const url of [`/media/${'0'.repeat(64)}.webp`, '/media/passwd', '/media/%2e%2e%2fpackage.json']) {
      const missing = await ctx.app.inject(url);
      expect(missing.statusCode, url).toBe(404);
      expect(json(missing).success).toBe(false);
    }
  });

  it('replaces the previous photo and deletes its file, unless another member uses the same picture', async () => {
    const first = json(
      await putImage([{ bytes: await photo(50, 50, { r: 1, g: 2, b: 3 }).png().toBuffer(), filename: 'a.png' }]),
    ).data as string;
    const second = json(
      await putImage([{ bytes: await photo(50, 50, { r: 9, g: 8, b: 7 }).png().toBuffer(), filename: 'b.png' }]),
    ).data as string;
    expect(second).not.toBe(first);
    expect(existsSync(fileOf(first))).toBe(false);
    expect(existsSync(fileOf(second))).toBe(true);

    const again = json(
      await putImage([{ bytes: await photo(50, 50, { r: 9, g: 8, b: 7 }).png().toBuffer(), filename: 'b.png' }]),
    ).data;
    expect(again).toBe(second);
    expect(existsSync(fileOf(second))).toBe(true);

    const other = await signUp(ctx);
    const shared = await photo(60, 60, { r: 50, g: 60, b: 70 }).png().toBuffer();
    const mine = json(await putImage([{ bytes: shared, filename: 'same.png' }])).data as string;
    const theirs = json(await putImage([{ bytes: shared, filename: 'same.png' }], other)).data as string;
    expect(theirs).toBe(mine);
    await putImage([{ bytes: await photo(60, 60, { r: 0, g: 0, b: 0 }).png().toBuffer(), filename: 'new.png' }]);
    expect(existsSync(fileOf(theirs))).toBe(true);
    expect(await storedImage(other)).toBe(theirs);
  });

  it('keeps the replaced photo served while a post shows the same picture; a marriage photo of it is a file of its own', async () => {
    const picture = await photo(70, 70, { r: 12, g: 34, b: 56 }).png().toBuffer();
    const post = await createPost(ctx, member, { content: 'Our new shop' }, [{ bytes: picture }]);
    const shared = post.image!;
    expect(json(await putImage([{ bytes: picture, filename: 'shop.png' }])).data).toBe(shared);
    await putImage([{ bytes: await photo(70, 70, { r: 99, g: 1, b: 1 }).png().toBuffer(), filename: 'me.png' }]);
    expect((await ctx.app.inject(shared)).statusCode, 'the post still shows it').toBe(200);

    await putImage([{ bytes: picture, filename: 'shop.png' }]);
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/posts/${post.id}`, headers: bearer(member) });
    expect(deleted.statusCode).toBe(200);
    expect((await ctx.app.inject(shared)).statusCode, 'still the profile photo').toBe(200);

    const wedding = await photo(80, 80, { r: 3, g: 200, b: 9 }).png().toBuffer();
    const form = new FormData();
    form.append('matrimonialImages', new Blob([new Uint8Array(wedding)], { type: 'image/png' }), 'w.png');
    const encoded = new Response(form);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/matrimonial-images',
      headers: { ...bearer(member), 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    const [marriagePhoto] = json(saved).data as string[];
    const weddingProfilePhoto = json(await putImage([{ bytes: wedding, filename: 'w.png' }])).data as string;
    expect(weddingProfilePhoto, 'the public copy of a private marriage photo').toBe(
      marriagePhoto!.replace('/private', '').replace(/\?.*$/, ''),
    );
    await putImage([{ bytes: await photo(70, 70, { r: 5, g: 5, b: 5 }).png().toBuffer(), filename: 'me.png' }]);
    expect((await ctx.app.inject(marriagePhoto!)).statusCode, 'still a marriage photo').toBe(200);
    expect((await ctx.app.inject(weddingProfilePhoto)).statusCode, 'no longer the profile photo').toBe(404);
    expect((await ctx.app.inject(shared)).statusCode, 'nothing uses it any more').toBe(404);
  });

  it('shows the new photo in the member object', async () => {
    const image = json(await putImage([{ bytes: await photo(30, 30).jpeg().toBuffer(), filename: 'me.jpg' }])).data;
    const me = json(await ctx.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(member) })).data;
    expect(me.user.image).toBe(image);
  });
});
