import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, imageVariantName } from '@samaj/shared/images';
import { matrimonialProfiles, mediaVariantPasses, posts, reports, users } from '../../db/schema/index.ts';
import { createMediaTestContext, type TestContext, type TestMember } from '../../test/app.ts';
import { candidate } from '../matrimonial/test-support.ts';
import { createPost } from '../posts/test-support.ts';
import { VariantBackfill, type BackfillLog } from './variant-backfill.ts';

let ctx: TestContext & { mediaDir: string };
let mediaDir: string;
beforeAll(async () => {
  ctx = await createMediaTestContext('samaj-variant-backfill-');
  mediaDir = ctx.mediaDir;
});
afterAll(() => ctx.close());

/** What the job logged, as the app's logger would have received it. */
class RecordingLog implements BackfillLog {
  readonly entries: { level: 'info' | 'warn' | 'error'; details: object; message: string }[] = [];
  onWarn: (() => void) | undefined;
  info(details: object, message: string) {
    this.entries.push({ level: 'info', details, message });
  }
  warn(details: object, message: string) {
    this.entries.push({ level: 'warn', details, message });
    this.onWarn?.();
  }
  error(details: object, message: string) {
    this.entries.push({ level: 'error', details, message });
  }
  warned(): { path: string; message: string }[] {
    return this.entries
      .filter((entry) => entry.level === 'warn')
      .map((entry) => ({ path: (entry.details as { path: string }).path, message: entry.message }));
  }
}

let shade = 0;
/**
 * A photo stored before copies were made: its WebP file (named by its SHA-256) alone in the media folder, and its
 * path, as the database keeps it.
 */
async function oldPhoto(width: number, height: number, visibility: 'public' | 'private' = 'public'): Promise<string> {
  shade += 7;
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: shade % 256, g: 40, b: 90 } } })
    .webp()
    .toBuffer();
  const name = `${createHash('sha256').update(bytes).digest('hex')}.webp`;
  writeFileSync(path.join(mediaDir, visibility === 'private' ? 'private' : '', name), bytes);
  return `/media/${visibility === 'private' ? 'private/' : ''}${name}`;
}

const fileOf = (storedPath: string, width?: (typeof IMAGE_VARIANT_WIDTHS)[number]) => {
  const [, folder = '', name = ''] = /^\/media\/(private\/)?(.+)$/.exec(storedPath)!;
  return path.join(mediaDir, folder, width ? imageVariantName(name, width) : name);
};
const widthOf = async (file: string) => (await sharp(readFileSync(file)).metadata()).width;
const hasCopies = (storedPath: string) => IMAGE_VARIANT_WIDTHS.every((width) => existsSync(fileOf(storedPath, width)));

const db = () => ctx.database.db;
const setAvatar = (member: TestMember, image: string) =>
  db().update(users).set({ image }).where(eq(users.id, member.id));
async function postWithImage(author: TestMember, image: string, metaImage?: string) {
  const post = await createPost(ctx, author, { content: 'From before copies were made' });
  await db()
    .update(posts)
    .set({ image, ...(metaImage ? { metaImage } : {}) })
    .where(eq(posts.id, post.id));
  return post.id;
}
/** As if the deployment had no pass yet: the first start after the upgrade. */
const forgetPass = () => db().delete(mediaVariantPasses);

describe('npm run media:variants / the background pass at start (local folder)', () => {
  it('runs at start in the background: on a database without photos it finishes at once', async () => {
    const report = await ctx.app.mediaVariants.run();
    expect(['finished', 'finished before']).toContain(report.outcome);
    const [pass] = await db().select().from(mediaVariantPasses);
    expect(pass).toMatchObject({ widths: IMAGE_VARIANT_WIDTHS.join(','), leasedBy: null });
    expect(pass?.finishedAt).toBeInstanceOf(Date);
  });

  it('makes the copies old photos lack in every column that holds photos; skips and logs a missing or damaged one; a rerun does nothing', async () => {
    const owner = await candidate(ctx, { gender: 'FEMALE' });
    const other = await candidate(ctx, { gender: 'MALE' });
    const avatar = await oldPhoto(1080, 810);
    const postPhoto = await oldPhoto(600, 400); // narrower than 720: that copy is the photo itself
    const linkPicture = await oldPhoto(900, 600);
    const marriagePhotos = [await oldPhoto(810, 1080, 'private'), await oldPhoto(700, 900, 'private')];
    const evidence = await oldPhoto(500, 500);
    await setAvatar(owner, avatar);
    await postWithImage(owner, postPhoto, linkPicture);
    // The same file in two places (a re-used picture): its copies are made once.
    await postWithImage(other, avatar);
    await db()
      .update(matrimonialProfiles)
      .set({ images: marriagePhotos })
      .where(eq(matrimonialProfiles.userId, owner.id));
    await db().insert(reports).values({
      reporterId: other.id,
      reportedId: owner.id,
      targetType: 'POST',
      targetId: randomUUID(),
      targetImage: evidence,
      reason: 'SPAM',
    });
    // A photo uploaded today has its copies already.
    const uploaded = await createPost(ctx, other, { content: 'New one' }, [
      {
        bytes: await sharp({ create: { width: 800, height: 600, channels: 3, background: '#884422' } })
          .jpeg()
          .toBuffer(),
        type: 'image/jpeg',
      },
    ]);
    const uploadedCopyTimes = IMAGE_VARIANT_WIDTHS.map((width) => statSync(fileOf(uploaded.image!, width)).mtimeMs);
    // Gone from the folder (lost in a move), and damaged (half a file).
    const missing = `/media/${'e'.repeat(64)}.webp`;
    await setAvatar(other, missing);
    const whole = readFileSync(fileOf(await oldPhoto(700, 700)));
    const damaged = `/media/${'d'.repeat(64)}.webp`;
    writeFileSync(fileOf(damaged), whole.subarray(0, Math.floor(whole.length / 2)));
    await postWithImage(other, damaged);
    // Narrower than every width, its copies would be the file itself: it is decoded whole to be sure. Its header
    // is intact (it says what size it is), its picture data is not.
    const scrambled = readFileSync(fileOf(await oldPhoto(300, 300)));
    scrambled.fill(0xff, Math.floor(scrambled.length / 2), Math.floor(scrambled.length / 2) + 30);
    expect((await sharp(scrambled).metadata()).width).toBe(300);
    const damagedSmall = `/media/${'d'.repeat(63)}1.webp`;
    writeFileSync(fileOf(damagedSmall), scrambled);
    await postWithImage(owner, damagedSmall);

    const before = await ctx.app.inject(`/media/${imageVariantName(path.basename(avatar), 480)}`);
    expect(before.headers['cache-control'], 'the photo stands in for its missing copy').toBe('public, max-age=86400');

    await forgetPass();
    const log = new RecordingLog();
    // Small batches: the walk goes page by page through each column.
    const report = await new VariantBackfill({ db: db(), media: ctx.app.media, log, batch: 2 }).run();
    expect(report.outcome).toBe('finished');
    const photos = [avatar, postPhoto, linkPicture, ...marriagePhotos, evidence];
    expect(report.run).toMatchObject({ made: photos.length * IMAGE_VARIANT_WIDTHS.length, skipped: 3 });
    expect(report.pass).toEqual(report.run);
    expect(log.warned()).toEqual(
      expect.arrayContaining([
        { path: missing, message: 'Image copies: the photo is not in the media store; skipped' },
        { path: damaged, message: 'Image copies: the photo cannot be read (damaged?); skipped' },
        { path: damagedSmall, message: 'Image copies: the photo cannot be read (damaged?); skipped' },
      ]),
    );
    expect(log.warned()).toHaveLength(3);

    for (const photo of photos) {
      expect(hasCopies(photo), photo).toBe(true);
      const photoWidth = await widthOf(fileOf(photo));
      for (const width of IMAGE_VARIANT_WIDTHS) {
        expect(await widthOf(fileOf(photo, width)), `${photo} ${width}`).toBe(Math.min(width, photoWidth!));
      }
    }
    expect(readFileSync(fileOf(postPhoto, 720)).equals(readFileSync(fileOf(postPhoto)))).toBe(true);
    // Private photos' copies are private files too.
    for (const photo of marriagePhotos) {
      expect(existsSync(path.join(mediaDir, imageVariantName(path.basename(photo), 480)))).toBe(false);
    }
    for (const bad of [missing, damaged, damagedSmall]) {
      expect(
        IMAGE_VARIANT_WIDTHS.some((width) => existsSync(fileOf(bad, width))),
        bad,
      ).toBe(false);
    }
    expect(IMAGE_VARIANT_WIDTHS.map((width) => statSync(fileOf(uploaded.image!, width)).mtimeMs)).toEqual(
      uploadedCopyTimes,
    );
    const after = await ctx.app.inject(`/media/${imageVariantName(path.basename(avatar), 480)}`);
    expect(after.statusCode).toBe(200);
    expect(after.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await widthOf(fileOf(avatar, 480))).toBe(480);

    // Again: the pass is finished, nothing is looked at.
    const copyTimes = photos.map((photo) => statSync(fileOf(photo, 480)).mtimeMs);
    const again = await new VariantBackfill({ db: db(), media: ctx.app.media, log: new RecordingLog() }).run();
    expect(again).toMatchObject({ outcome: 'finished before', run: { checked: 0, made: 0, skipped: 0 } });
    // Looking at everything again makes nothing either (the three bad ones are logged again).
    const relog = new RecordingLog();
    const restarted = await new VariantBackfill({ db: db(), media: ctx.app.media, log: relog }).restart();
    expect(restarted.outcome).toBe('finished');
    expect(restarted.run).toMatchObject({ made: 0, skipped: 3 });
    expect(restarted.run.checked).toBeGreaterThanOrEqual(photos.length + 4);
    expect(
      relog
        .warned()
        .map((entry) => entry.path)
        .sort(),
    ).toEqual([damaged, damagedSmall, missing].sort());
    expect(photos.map((photo) => statSync(fileOf(photo, 480)).mtimeMs)).toEqual(copyTimes);
  });

  it('is walked by one process at a time, and a pass cut off goes on where it stopped', async () => {
    const author = await candidate(ctx, { gender: 'FEMALE' });
    const [first, second, third] = (
      await Promise.all([oldPhoto(900, 700), oldPhoto(900, 700), oldPhoto(900, 700)])
    ).sort();
    for (const photo of [first!, second!, third!]) await postWithImage(author, photo);
    const earlierAvatar = await oldPhoto(800, 800);
    await setAvatar(author, earlierAvatar);

    // Another process walks the posts' photos, and has done those up to the first.
    const anotherProcess = randomUUID();
    await db()
      .update(mediaVariantPasses)
      .set({
        source: 'posts.image',
        after: first!,
        finishedAt: null,
        leasedBy: anotherProcess,
        leasedUntil: sql`now() + interval '1 minute'`,
      });
    const busy = await new VariantBackfill({ db: db(), media: ctx.app.media, log: new RecordingLog() }).run();
    expect(busy.outcome).toBe('busy');
    expect(hasCopies(second!) || hasCopies(third!)).toBe(false);

    // It stopped abruptly: once its lease runs out, the next run goes on after its last batch.
    await db()
      .update(mediaVariantPasses)
      .set({ leasedUntil: sql`now() - interval '1 second'` });
    const resumed = await new VariantBackfill({ db: db(), media: ctx.app.media, log: new RecordingLog() }).run();
    expect(resumed.outcome).toBe('finished');
    expect(hasCopies(second!) && hasCopies(third!)).toBe(true);
    // Done before the cut (by that process, as far as this pass knows): not looked at again.
    expect(hasCopies(first!)).toBe(false);
    expect(hasCopies(earlierAvatar)).toBe(false);

    // Two processes starting together: one walks, the other finds it busy (or already finished).
    await forgetPass();
    const [a, b] = await Promise.all([
      new VariantBackfill({ db: db(), media: ctx.app.media, log: new RecordingLog() }).run(),
      new VariantBackfill({ db: db(), media: ctx.app.media, log: new RecordingLog() }).run(),
    ]);
    expect([a.outcome, b.outcome].filter((outcome) => outcome === 'finished')).toHaveLength(1);
    expect([a.outcome, b.outcome].some((outcome) => outcome === 'busy' || outcome === 'finished before')).toBe(true);
    expect(a.run.made + b.run.made).toBe(2 * IMAGE_VARIANT_WIDTHS.length);
    expect(hasCopies(first!) && hasCopies(earlierAvatar)).toBe(true);
  });

  it('walks once when asked to look again at a pass that never ran (the command with --restart on a new deployment)', async () => {
    const author = await candidate(ctx, { gender: 'FEMALE' });
    const photo = await oldPhoto(1000, 750);
    await setAvatar(author, photo);
    await forgetPass();
    const report = await new VariantBackfill({ db: db(), media: ctx.app.media, log: new RecordingLog() }).restart();
    expect(report.outcome).toBe('finished');
    expect(report.run.made).toBe(IMAGE_VARIANT_WIDTHS.length);
    expect(report.pass.made).toBe(IMAGE_VARIANT_WIDTHS.length);
    expect(hasCopies(photo)).toBe(true);
  });

  it('stops with the process after the photo in hand, gives the pass up, and the next run finishes it', async () => {
    const author = await candidate(ctx, { gender: 'MALE' });
    await setAvatar(author, `/media/${'f'.repeat(64)}.webp`); // missing: its warning stops the process
    const later = await oldPhoto(1000, 700);
    await postWithImage(author, later);
    await forgetPass();

    const log = new RecordingLog();
    const stopping = new VariantBackfill({ db: db(), media: ctx.app.media, log, batch: 1 });
    let stopped: Promise<void> | undefined;
    log.onWarn = () => {
      stopped ??= stopping.stop();
    };
    const report = await stopping.run();
    await stopped;
    expect(report.outcome).toBe('stopped');
    const [pass] = await db().select().from(mediaVariantPasses);
    expect(pass).toMatchObject({ leasedBy: null, leasedUntil: null, finishedAt: null });
    expect(hasCopies(later)).toBe(false);

    const next = await new VariantBackfill({ db: db(), media: ctx.app.media, log: new RecordingLog() }).run();
    expect(next.outcome).toBe('finished');
    expect(hasCopies(later)).toBe(true);
  });
});
