import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS } from '@samaj/shared/images';
import { runCommand } from '../../test/command.ts';
import { startTestS3, type TestS3 } from '../../test/s3.ts';
import { LocalMediaStorage } from './local-storage.ts';
import { MediaStore } from './media-store.ts';
import { S3MediaStorage } from './s3-storage.ts';
import { keyOfPath } from './storage.ts';

const cli = fileURLToPath(new URL('./migrate-cli.ts', import.meta.url));
const mediaDir = mkdtempSync(path.join(tmpdir(), 'samaj-migrate-'));
let s3: TestS3;
let bucket: S3MediaStorage;
let stored: string[];

const image = (blue: number) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 9, g: 9, b: blue } } })
    .png()
    .toBuffer();

beforeAll(async () => {
  s3 = await startTestS3();
  bucket = new S3MediaStorage({
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  });
  const local = new MediaStore(new LocalMediaStorage(mediaDir, 'link secret'), { privateUrlTtlSeconds: 900 });
  stored = [
    await local.saveImage(await image(10)),
    await local.saveImage(await image(120)),
    await local.saveImage(await image(240), 'private'),
  ];
  expect(new Set(stored).size, 'three different files').toBe(3);
  writeFileSync(path.join(mediaDir, `.${'a'.repeat(64)}.webp.1234.partial`), 'half an upload');
  mkdirSync(path.join(mediaDir, 'notes'));
});
afterAll(async () => {
  bucket.close();
  await s3.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

const migrate = (env: Record<string, string>) => runCommand(cli, env);
/** The three photos, each with one copy per width. */
const storedFiles = 3 * (1 + IMAGE_VARIANT_WIDTHS.length);

describe('npm run media:migrate', () => {
  it('copies every stored image of the folder into the bucket under the same key, and leaves the rest alone', async () => {
    const { code, output } = await migrate({ ...s3.env, MEDIA_DIR: mediaDir });
    expect(code, output).toBe(0);
    // Each photo with its smaller copies.
    expect(output).toContain(`Copied ${storedFiles} images; 0 were there already.`);
    expect(output).toContain('Left alone (not a stored image):');
    expect(output).toContain('.partial');
    for (const storedPath of stored) {
      const key = keyOfPath(storedPath)!;
      const object = await bucket.read(key);
      expect(object, storedPath).toBeDefined();
      const bytes = Buffer.concat(await object!.body.toArray());
      const local = path.join(mediaDir, key.visibility === 'private' ? 'private' : '', key.name);
      expect(bytes.equals(readFileSync(local)), storedPath).toBe(true);
      expect(await bucket.has({ ...key, name: key.name.replace('.webp', '-480w.webp') }), storedPath).toBe(true);
    }
  });

  it('skips what the bucket has already, so it can run again', async () => {
    const { code, output } = await migrate({ ...s3.env, MEDIA_DIR: mediaDir });
    expect(code, output).toBe(0);
    expect(output).toContain(`Copied 0 images; ${storedFiles} were there already.`);
  });

  it('says what is missing when no bucket is configured', async () => {
    const { code, output } = await migrate({ MEDIA_DIR: mediaDir });
    expect(code).toBe(2);
    expect(output).toContain('Set MEDIA_STORE=s3 and S3_BUCKET');
  });
});
