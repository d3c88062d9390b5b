import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, json, type TestContext, type TestMember } from '../../test/app.ts';
import { startTestS3, type TestS3 } from '../../test/s3.ts';
import { api, candidate } from '../matrimonial/test-support.ts';
import { multipartBody } from '../posts/test-support.ts';
import { MediaStore } from './media-store.ts';
import { storedPathOf } from './storage.ts';

const CDN = 'https://cdn.samaj.test';
let s3: TestS3;
let ctx: TestContext;
let bucket: S3Client;
let call: ReturnType<typeof api>;
let owner: TestMember;

beforeAll(async () => {
  s3 = await startTestS3();
  ctx = await createTestContext({ ...s3.env, MEDIA_PUBLIC_URL: `${CDN}/` });
  bucket = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  call = api(ctx);
  owner = await candidate(ctx, { gender: 'FEMALE' });
});
afterAll(async () => {
  bucket.destroy();
  await ctx.close();
  await s3.close().catch(() => undefined);
});

const picture = (red: number) =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: { r: red, g: 90, b: 30 } } })
    .jpeg()
    .toBuffer();

async function upload(url: string, field: string, files: Buffer[], who: TestMember, fields: Record<string, string> = {}) {
  const { payload, contentType } = await multipartBody(
    fields,
    files.map((bytes) => ({ field, bytes, filename: 'photo.jpg', type: 'image/jpeg' })),
  );
  return ctx.app.inject({ method: 'PUT', url, headers: { ...bearer(who), 'content-type': contentType }, payload });
}

/** HEAD of one object (s3rver refuses the signatures of bucket-level calls such as a listing). */
async function inBucket(key: string): Promise<boolean> {
  try {
    await bucket.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
    return true;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
    throw error;
  }
}

async function objectBytes(key: string): Promise<{ bytes: Buffer; contentType?: string; cacheControl?: string }> {
  const object = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  const bytes = Buffer.from(await object.Body!.transformToByteArray());
  return { bytes, ...(object.ContentType ? { contentType: object.ContentType } : {}), ...(object.CacheControl ? { cacheControl: object.CacheControl } : {}) };
}

const nameOf = (link: string) => storedPathOf(link).split('/').pop()!;

describe('MEDIA_STORE=s3', () => {
  it('stores a profile photo in the bucket under public/, answers with its CDN link, and streams it too', async () => {
    const response = await upload('/api/user/profile-image', 'image', [await picture(10)], owner);
    expect(response.statusCode, response.body).toBe(200);
    const link = json(response).data as string;
    expect(link).toMatch(/^https:\/\/cdn\.samaj\.test\/[0-9a-f]{64}\.webp$/);
    expect(json(await call.get('/user/me', owner)).data.user.image).toBe(link);

    const name = nameOf(link);
    expect(await inBucket(`public/${name}`)).toBe(true);
    const stored = await objectBytes(`public/${name}`);
    expect(stored).toMatchObject({ contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' });

    const streamed = await ctx.app.inject(`/media/${name}`);
    expect(streamed.statusCode).toBe(200);
    expect(streamed.headers['content-type']).toBe('image/webp');
    expect(streamed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(streamed.rawPayload.equals(stored.bytes)).toBe(true);

    for (const missing of [`/media/${'0'.repeat(64)}.webp`, '/media/passwd', `/media/private/${name}`]) {
      const answer = await ctx.app.inject(missing);
      expect(answer.statusCode, missing).toBe(404);
      expect(json(answer), missing).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('keeps marriage photos under private/ and hands them out only as presigned links, which the bucket checks', async () => {
    const saved = await upload('/api/user/matrimonial-images', 'matrimonialImages', [await picture(60), await picture(90)], owner);
    expect(saved.statusCode, saved.body).toBe(200);
    const links = json(saved).data as string[];
    for (const link of links) {
      expect(link.startsWith(`${s3.endpoint}/${s3.bucket}/private/`), link).toBe(true);
      expect(new URL(link).searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    }
    const names = links.map(nameOf);
    for (const name of names) expect(await inBucket(`private/${name}`)).toBe(true);

    const viewer = await candidate(ctx, { gender: 'MALE' });
    const seen = json(await call.get(`/matrimonial/profile/${owner.id}`, viewer)).data.images as string[];
    expect(seen.map(nameOf)).toEqual(names);
    const fetched = await fetch(seen[0]!);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer()).equals((await objectBytes(`private/${names[0]}`)).bytes)).toBe(true);

    const tampered = new URL(seen[0]!);
    tampered.searchParams.set('X-Amz-Signature', '0'.repeat(64));
    expect((await fetch(tampered)).status, 'a changed signature').toBe(403);
    const twoDaysAgo = new MediaStore(ctx.app.media.storage, {
      privateUrlTtlSeconds: 15 * 60,
      now: () => Date.now() - 2 * 24 * 60 * 60 * 1000,
    });
    const expired = await twoDaysAgo.urlFor(storedPathOf(seen[0]!));
    expect((await fetch(expired)).status, 'a link signed two days ago').toBe(403);

    for (const name of names) {
      expect((await ctx.app.inject(`/media/${name}`)).statusCode, 'never a public file').toBe(404);
    }
  });

  it('takes the presigned links back as the photos to keep, and deletes a removed photo from the bucket', async () => {
    const links = json(await call.get('/user/me', owner)).data.matrimonialDetails.images as string[];
    const kept = await upload('/api/user/matrimonial-images', 'matrimonialImages', [], owner, {
      images: JSON.stringify([links[1]]),
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((json(kept).data as string[]).map(nameOf)).toEqual([nameOf(links[1]!)]);
    expect(await inBucket(`private/${nameOf(links[1]!)}`)).toBe(true);
    expect(await inBucket(`private/${nameOf(links[0]!)}`)).toBe(false);
  });

  it('is ready while the bucket answers, and says so when it does not', async () => {
    const ready = await ctx.app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(json(ready).data).toMatchObject({ status: 'ready', media: 's3', redis: 'not configured' });

    await s3.close();
    const down = await ctx.app.inject('/api/ready');
    expect(down.statusCode).toBe(503);
    expect(json(down).message).toBe('Not ready: media bucket unreachable');
  });
});
