import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matrimonialProfiles, users } from '../../db/schema/index.ts';
import { createMediaTestContext, type TestContext } from '../../test/app.ts';
import { candidate } from '../matrimonial/test-support.ts';
import { makeMarriagePhotosPrivate } from './private-marriage-photos.ts';

let ctx: TestContext & { mediaDir: string };
let mediaDir: string;
beforeAll(async () => {
  ctx = await createMediaTestContext('samaj-private-photos-');
  mediaDir = ctx.mediaDir;
});
afterAll(() => ctx.close());

const picture = async (green: number) =>
  ctx.app.media.saveImage(
    await sharp({ create: { width: 50, height: 60, channels: 3, background: { r: 5, g: green, b: 5 } } })
      .png()
      .toBuffer(),
  );
const imagesOf = async (userId: string) =>
  (await ctx.database.db.select().from(matrimonialProfiles).where(eq(matrimonialProfiles.userId, userId)))[0]!.images;
const fileOf = (storedPath: string) => path.join(mediaDir, storedPath.replace('/media/', ''));

describe('marriage photos stored as public files before they became private', () => {
  it('become private files at start; a public file another owner uses stays, the others go; a second start moves nothing', async () => {
    const [asha, ravi] = [await candidate(ctx, { gender: 'FEMALE' }), await candidate(ctx, { gender: 'MALE' })];
    const [alsoProfilePhoto, onlyMarriage, alreadyPrivate] = [
      await picture(40),
      await picture(120),
      await picture(200),
    ];
    const privatePath = (await ctx.app.media.privateCopy(alreadyPrivate))!;
    await ctx.database.db.update(users).set({ image: alsoProfilePhoto }).where(eq(users.id, asha.id));
    const set = (userId: string, images: string[]) =>
      ctx.database.db.update(matrimonialProfiles).set({ images }).where(eq(matrimonialProfiles.userId, userId));
    await set(asha.id, [alsoProfilePhoto, privatePath, '/media/not-a-stored-file.webp']);
    await set(ravi.id, [onlyMarriage]);

    expect(await makeMarriagePhotosPrivate(ctx.database.db, ctx.app.media)).toBe(2);
    const toPrivate = (storedPath: string) => storedPath.replace('/media/', '/media/private/');
    expect(await imagesOf(asha.id)).toEqual([
      toPrivate(alsoProfilePhoto),
      privatePath,
      '/media/not-a-stored-file.webp',
    ]);
    expect(await imagesOf(ravi.id)).toEqual([toPrivate(onlyMarriage)]);
    for (const moved of [alsoProfilePhoto, onlyMarriage])
      expect(existsSync(fileOf(toPrivate(moved))), moved).toBe(true);
    expect(existsSync(fileOf(alsoProfilePhoto)), 'still the profile photo').toBe(true);
    expect(existsSync(fileOf(onlyMarriage)), 'used by nothing else').toBe(false);
    // Their smaller copies moved with them.
    const copyOf = (storedPath: string) => storedPath.replace('.webp', '-480w.webp');
    expect(existsSync(fileOf(copyOf(toPrivate(onlyMarriage))))).toBe(true);
    expect(existsSync(fileOf(copyOf(onlyMarriage)))).toBe(false);
    expect(existsSync(fileOf(copyOf(alsoProfilePhoto)))).toBe(true);

    expect(await makeMarriagePhotosPrivate(ctx.database.db, ctx.app.media)).toBe(0);
  });
});
