import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, imageVariantName, listedCopyLinks } from '@samaj/shared/images';
import { createDatabase, type Database } from '../../db/client.ts';
import { matrimonialProfiles, users } from '../../db/schema/index.ts';
import { createTestContext, json, uniquePhone, type TestContext, type TestMember } from '../../test/app.ts';
import { createEmptyPostgresDatabase, testEngine } from '../../test/database.ts';
import { runCommand } from '../../test/command.ts';
import { startTestS3, type TestS3 } from '../../test/s3.ts';
import { api, candidate } from '../matrimonial/test-support.ts';
import { sendPostForm } from '../posts/test-support.ts';
import { MediaStore } from './media-store.ts';
import { keyOfPath, storedPathOf, type MediaKey } from './storage.ts';
import { VariantBackfill, type BackfillLog } from './variant-backfill.ts';

let s3: TestS3;
let ctx: TestContext;
let call: ReturnType<typeof api>;

beforeAll(async () => {
  s3 = await startTestS3();
  ctx = await createTestContext(s3.env);
  call = api(ctx);
});
afterAll(async () => {
  await ctx.close();
  await s3.close().catch(() => undefined);
});

let shade = 0;
const photo = (width: number, height: number) => {
  shade += 9;
  return sharp({ create: { width, height, channels: 3, background: { r: shade % 256, g: 70, b: 140 } } })
    .jpeg()
    .toBuffer();
};
const widthOf = async (bytes: Buffer) => (await sharp(bytes).metadata()).width;
const nameOf = (link: string) => storedPathOf(link).split('/').pop()!;
const signatureOf = (link: string) => new URL(link).searchParams.get('X-Amz-Signature');
const withSignature = (link: string, signature: string) => {
  const url = new URL(link);
  url.searchParams.set('X-Amz-Signature', signature);
  return url.toString();
};
const get = async (link: string) => {
  const response = await fetch(link);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
};
const silentLog: BackfillLog = { info: () => {}, warn: () => {}, error: () => {} };

async function uploadMarriagePhotos(owner: TestMember, files: Buffer[]) {
  const saved = await sendPostForm(
    ctx,
    owner,
    'PUT',
    '/api/user/matrimonial-images',
    {},
    files.map((bytes) => ({ field: 'matrimonialImages', bytes, type: 'image/jpeg', filename: 'photo.jpg' })),
  );
  expect(saved.statusCode, saved.body).toBe(200);
  return json(saved).data as string[];
}

const marriagePhotosOf = async (owner: TestMember, viewer: TestMember) =>
  json(await call.get(`/matrimonial/profile/${owner.id}`, viewer)).data.images as string[];

/** A WebP stored as if before copies were made: the photo alone in the bucket. */
async function oldPhotoInBucket(width: number, height: number, visibility: MediaKey['visibility']) {
  const bytes = await sharp(await photo(width, height))
    .webp()
    .toBuffer();
  const key = { visibility, name: `${createHash('sha256').update(bytes).digest('hex')}.webp` };
  await ctx.app.media.storage.put(key, bytes);
  return `/media/${visibility === 'private' ? 'private/' : ''}${key.name}`;
}

describe('smaller copies with MEDIA_STORE=s3', () => {
  it('of a private photo: one presigned link per copy, listed in the photo link, each working for its own file only', async () => {
    const owner = await candidate(ctx, { gender: 'FEMALE' });
    const viewer = await candidate(ctx, { gender: 'MALE' });
    await uploadMarriagePhotos(owner, [await photo(900, 1200)]);
    const [link] = await marriagePhotosOf(owner, viewer);
    const name = nameOf(link!);
    const copies = listedCopyLinks(link!);
    expect([...copies.keys()]).toEqual([...IMAGE_VARIANT_WIDTHS]);
    expect(link!.startsWith(`${s3.endpoint}/${s3.bucket}/private/${name}?`)).toBe(true);

    const original = await get(link!);
    expect(original.status).toBe(200);
    expect(await widthOf(original.bytes)).toBe(810); // 1200 px high: 1080 on its long side
    const signatures = new Set([signatureOf(link!)]);
    for (const [width, copyLink] of copies) {
      expect(copyLink.startsWith(`${s3.endpoint}/${s3.bucket}/private/${imageVariantName(name, width)}?`)).toBe(true);
      signatures.add(signatureOf(copyLink));
      const copy = await get(copyLink);
      expect(copy.status, `${width}`).toBe(200);
      expect(copy.type).toBe('image/webp');
      expect(await widthOf(copy.bytes)).toBe(width);
      expect(copy.bytes.length).toBeLessThan(original.bytes.length);

      // Each file its own signature: changed, or borrowed from the photo, the bucket refuses it. (s3rver answers
      // requests without any signature, as a bucket with public reads would: a real bucket here is private.)
      expect((await get(withSignature(copyLink, '0'.repeat(64)))).status, 'a changed signature').toBe(403);
      expect((await get(withSignature(copyLink, signatureOf(link!)!))).status, "the photo's signature").toBe(403);
      // Never a public file, never through the API's own private route (the bucket signs those links).
      expect((await ctx.app.inject(`/media/${imageVariantName(name, width)}`)).statusCode).toBe(404);
      expect((await ctx.app.inject(`/media/private/${imageVariantName(name, width)}`)).statusCode).toBe(404);
    }
    expect(signatures.size, 'each file its own signature').toBe(1 + IMAGE_VARIANT_WIDTHS.length);

    // Signed two days ago: the photo and each copy have expired.
    const twoDaysAgo = new MediaStore(ctx.app.media.storage, {
      privateUrlTtlSeconds: 15 * 60,
      now: () => Date.now() - 2 * 24 * 60 * 60 * 1000,
    });
    const expired = await twoDaysAgo.urlFor(storedPathOf(link!));
    expect(listedCopyLinks(expired).size).toBe(IMAGE_VARIANT_WIDTHS.length);
    for (const expiredLink of [expired, ...listedCopyLinks(expired).values()]) {
      expect((await get(expiredLink)).status, expiredLink).toBe(403);
    }

    // The links (fragment and all) come back as the photos to keep, within the length the API takes.
    const mine = json(await call.get('/user/me', owner)).data.matrimonialDetails.images as string[];
    expect(mine[0]!.length).toBeLessThan(2048);
    const kept = await sendPostForm(ctx, owner, 'PUT', '/api/user/matrimonial-images', {
      images: JSON.stringify(mine),
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((json(kept).data as string[]).map(nameOf)).toEqual([name]);
  });

  it('of a public photo: the API serves them at /media/<copy>, the link lists none', async () => {
    const member = await candidate(ctx, { gender: 'MALE' });
    const saved = await sendPostForm(ctx, member, 'PUT', '/api/user/profile-image', {}, [
      { field: 'image', bytes: await photo(1000, 1000), type: 'image/jpeg', filename: 'me.jpg' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const link = json(saved).data as string;
    expect(link).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);
    expect(listedCopyLinks(link).size).toBe(0);
    const copy = await ctx.app.inject(`/media/${imageVariantName(nameOf(link), 480)}`);
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await widthOf(copy.rawPayload)).toBe(480);
  });

  it('of photos stored before copies: none listed (the photo loads), until the pass makes them in the bucket', async () => {
    const owner = await candidate(ctx, { gender: 'FEMALE' });
    const viewer = await candidate(ctx, { gender: 'MALE' });
    const privatePhoto = await oldPhotoInBucket(800, 1000, 'private');
    const publicPhoto = await oldPhotoInBucket(1080, 720, 'public');
    const missing = `/media/private/${'c'.repeat(64)}.webp`;
    await ctx.database.db
      .update(matrimonialProfiles)
      .set({ images: [privatePhoto, missing] })
      .where(eq(matrimonialProfiles.userId, owner.id));
    await ctx.database.db.update(users).set({ image: publicPhoto }).where(eq(users.id, owner.id));

    const [before] = await marriagePhotosOf(owner, viewer);
    expect(listedCopyLinks(before!).size, 'no copy is offered that does not exist').toBe(0);
    expect((await get(before!)).status).toBe(200);
    const standIn = await ctx.app.inject(`/media/${imageVariantName(nameOf(publicPhoto), 480)}`);
    expect(standIn.statusCode).toBe(200);
    expect(standIn.headers['cache-control']).toBe('public, max-age=86400');

    const warnings: string[] = [];
    const log: BackfillLog = { ...silentLog, warn: (details) => warnings.push((details as { path: string }).path) };
    const report = await new VariantBackfill({ db: ctx.database.db, media: ctx.app.media, log }).restart();
    expect(report.outcome).toBe('finished');
    expect(report.run).toMatchObject({ made: 2 * IMAGE_VARIANT_WIDTHS.length, skipped: 1 });
    expect(warnings).toEqual([missing]);
    const storage = ctx.app.media.storage;
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const privateName = imageVariantName(nameOf(privatePhoto), width);
      expect(await storage.has({ visibility: 'private', name: privateName })).toBe(true);
      expect(await storage.has({ visibility: 'public', name: privateName })).toBe(false);
      expect(await storage.has({ visibility: 'public', name: imageVariantName(nameOf(publicPhoto), width) })).toBe(
        true,
      );
    }

    const [after] = await marriagePhotosOf(owner, viewer);
    const copies = listedCopyLinks(after!);
    expect([...copies.keys()]).toEqual([...IMAGE_VARIANT_WIDTHS]);
    for (const [width, copyLink] of copies) {
      const copy = await get(copyLink);
      expect(copy.status).toBe(200);
      expect(await widthOf(copy.bytes)).toBe(width);
    }
    const madeCopy = await ctx.app.inject(`/media/${imageVariantName(nameOf(publicPhoto), 480)}`);
    expect(madeCopy.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await widthOf(madeCopy.rawPayload)).toBe(480);

    const again = await new VariantBackfill({ db: ctx.database.db, media: ctx.app.media, log: silentLog }).run();
    expect(again).toMatchObject({ outcome: 'finished before', run: { checked: 0, made: 0 } });
  });
});

const cli = fileURLToPath(new URL('./variants-cli.ts', import.meta.url));

/** A database of its own for the command (which opens it itself): a PGlite folder, or a PostgreSQL database. */
async function commandDatabase(
  dataDir: string,
): Promise<{ database: Database; env: Record<string, string>; drop(): Promise<void> }> {
  if (testEngine() === 'postgres') {
    const { url, drop } = await createEmptyPostgresDatabase(inject('migratedPostgresTemplate'));
    const database = await createDatabase({ url, poolSize: 2 });
    await database.migrate();
    return { database, env: { DATABASE_URL: url }, drop };
  }
  const database = await createDatabase({ pgliteDir: path.join(dataDir, 'db') });
  await database.migrate();
  return { database, env: {}, drop: async () => {} };
}

const variants = (env: Record<string, string>, args: string[] = []) => runCommand(cli, env, args);

describe('npm run media:variants', () => {
  it(
    'makes the missing copies in the bucket, lists what it skipped, and finds nothing to do the second time',
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'samaj-media-variants-cli-'));
      const { database, env, drop } = await commandDatabase(dataDir);
      try {
        const avatar = await oldPhotoInBucket(900, 900, 'public');
        const gone = `/media/${'a'.repeat(64)}.webp`;
        await database.db.insert(users).values([
          { phoneNumber: uniquePhone(), passwordHash: 'not used', image: avatar },
          { phoneNumber: uniquePhone(), passwordHash: 'not used', image: gone },
        ]);
        await database.close();

        const first = await variants({ ...s3.env, DATA_DIR: dataDir, ...env }, ['--parallel', '3']);
        expect(first.code, first.output).toBe(0);
        expect(first.output).toContain(`Making the missing copies of stored photos in the bucket ${s3.bucket}`);
        expect(first.output).toContain(`the photo is not in the media store; skipped: ${gone}`);
        expect(first.output).toContain(
          `Looked at 2 stored photos: made ${IMAGE_VARIANT_WIDTHS.length} copies, skipped 1 photo.`,
        );
        const key = keyOfPath(avatar)!;
        for (const width of IMAGE_VARIANT_WIDTHS) {
          expect(await ctx.app.media.storage.has({ ...key, name: imageVariantName(key.name, width) })).toBe(true);
        }

        const second = await variants({ ...s3.env, DATA_DIR: dataDir, ...env });
        expect(second.code, second.output).toBe(0);
        expect(second.output).toContain(
          `Nothing to do: the pass finished before (${IMAGE_VARIANT_WIDTHS.length} copies made, 1 photo skipped).`,
        );

        const restarted = await variants({ ...s3.env, DATA_DIR: dataDir, ...env }, ['--restart']);
        expect(restarted.output).toContain('Looked at 2 stored photos: made 0 copies, skipped 1 photo.');

        const wrong = await variants({ ...s3.env, DATA_DIR: dataDir, ...env }, ['--parallel', 'many']);
        expect(wrong.code).toBe(2);
        expect(wrong.output).toContain('--parallel must be a whole number from 1 to 16');
      } finally {
        await drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
