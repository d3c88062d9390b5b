import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { constants, createReadStream, mkdirSync } from 'node:fs';
import { access, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_URL_PREFIX, type MediaKey, type MediaStorage, type SigningWindow, type StoredFile } from './storage.ts';

/**
 * Images in a folder of this machine: public ones at its top, private ones in `private/`. Private files are served by
 * the API itself, at `/media/private/<name>?expires=…&signature=…` (an HMAC of the name and the expiry).
 */
export class LocalMediaStorage implements MediaStorage {
  readonly kind = 'local';
  readonly signedLinkOpensCopies = true;
  private readonly dir: string;
  private readonly privateDir: string;
  private readonly linkSecret: string;

  constructor(dir: string, linkSecret: string) {
    this.dir = dir;
    this.privateDir = path.join(dir, 'private');
    this.linkSecret = linkSecret;
    mkdirSync(this.privateDir, { recursive: true });
  }

  private fileOf({ visibility, name }: MediaKey): string {
    return path.join(visibility === 'private' ? this.privateDir : this.dir, name);
  }

  async put(key: MediaKey, bytes: Buffer): Promise<void> {
    const file = this.fileOf(key);
    if (await exists(file)) return;
    // A whole file or none: a reader never sees a half-written image under its final name.
    const partial = path.join(path.dirname(file), `.${key.name}.${randomUUID()}.partial`);
    await writeFile(partial, bytes);
    await rename(partial, file);
  }

  async read(key: MediaKey): Promise<StoredFile | undefined> {
    const file = this.fileOf(key);
    try {
      const { size } = await stat(file);
      return { body: createReadStream(file), size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  has(key: MediaKey): Promise<boolean> {
    return exists(this.fileOf(key));
  }

  async remove(key: MediaKey): Promise<void> {
    await unlink(this.fileOf(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  async signedUrl({ name }: MediaKey, { expiresAt }: SigningWindow): Promise<string> {
    const expires = Math.floor(expiresAt.getTime() / 1000);
    return `${MEDIA_URL_PREFIX}private/${name}?expires=${expires}&signature=${this.signature(name, expires)}`;
  }

  /** Whether a link from `signedUrl` is genuine and has not expired at `now` (ms). */
  isValidLink(name: string, expires: number, signature: string, now: number): boolean {
    if (!Number.isSafeInteger(expires) || expires * 1000 < now) return false;
    const expected = Buffer.from(this.signature(name, expires));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private signature(name: string, expires: number): string {
    return createHmac('sha256', this.linkSecret).update(`${name}:${expires}`).digest('base64url');
  }

  async check(): Promise<void> {
    await access(this.dir, constants.W_OK);
    await access(this.privateDir, constants.W_OK);
  }

  close(): void {}
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
