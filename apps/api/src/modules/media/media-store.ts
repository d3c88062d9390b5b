import { createHmac } from 'node:crypto';
import { withCopyLinks } from '@samaj/shared/images';
import type { Config } from '../../config/index.ts';
import { encodeImage, imageVariants, isReadableImage } from './images.ts';
import { LocalMediaStorage } from './local-storage.ts';
import {
  copiesOf,
  keyOfPath,
  pathOfKey,
  variantKeys,
  type MediaKey,
  type MediaStorage,
  type SigningWindow,
  type Visibility,
} from './storage.ts';

/**
 * The response fields that carry stored paths. Only the API writes them (uploads), never a member's text, so a path
 * found there is one the viewer was allowed to receive.
 */
const IMAGE_FIELDS = new Set(['image', 'images', 'metaImage']);
/** Signed links issued per process are remembered for their window; past this many the memory starts afresh. */
const SIGNED_LINKS_KEPT = 10_000;
/** Smaller copies known to be stored (asked of the bucket once), remembered up to this many. */
const KNOWN_COPIES_KEPT = 50_000;

/**
 * What `makeMissingCopies` did with a path: nothing for one that is not a stored photo (an outside link) or whose
 * copies are all stored; made some; skipped it (its file is missing, or cannot be read); or found it deleted while
 * its copies were made (they went too).
 */
export type MissingCopiesOutcome =
  | { state: 'not stored' | 'complete' | 'missing' | 'unreadable' | 'deleted meanwhile' }
  | { state: 'made'; copies: number };

export interface MediaStoreOptions {
  /** Where public images are loaded from (`MEDIA_PUBLIC_URL`), without a trailing slash; the API when undefined. */
  publicUrl?: string | undefined;
  /** A signed link works at least this long. */
  privateUrlTtlSeconds: number;
  /** The clock, in ms (tests sign links in the past). */
  now?: () => number;
}

/**
 * Stored images (`app.media`): re-encoded, metadata-free WebP files named by their content, kept in a `MediaStorage`.
 * The database keeps storage-neutral paths (`/media/<name>`, `/media/private/<name>`); `urlFor` turns them into
 * the links a browser loads: the CDN or the API for public images, a short-lived signed link for private ones.
 */
export class MediaStore {
  readonly storage: MediaStorage;
  private readonly publicUrl: string | undefined;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly signedLinks = new Map<string, { signedAt: number; url: string }>();
  private readonly knownCopies = new Set<string>();

  constructor(storage: MediaStorage, options: MediaStoreOptions) {
    this.storage = storage;
    this.publicUrl = options.publicUrl;
    this.ttlMs = options.privateUrlTtlSeconds * 1000;
    this.now = options.now ?? Date.now;
  }

  /**
   * Checks and re-encodes the image (see `encodeImage`), stores it with its smaller copies (`imageVariants`) and
   * returns its path: `/media/<file>`, or `/media/private/<file>` for a private one (marriage photos). The copies go
   * first: a stored photo always has them (photos stored before copies existed are served in their place).
   */
  async saveImage(bytes: Buffer, visibility: Visibility = 'public'): Promise<string> {
    const encoded = await encodeImage(bytes);
    for (const variant of await imageVariants(encoded)) {
      await this.storage.put({ visibility, name: variant.name }, variant.bytes);
    }
    const key = { visibility, name: encoded.name };
    await this.storage.put(key, encoded.bytes);
    return pathOfKey(key);
  }

  /**
   * Deletes a stored file and its smaller copies given its path; anything else is ignored. Names are content hashes,
   * so two owners may share a file: callers remove a path only once nothing refers to it.
   */
  async remove(path: string): Promise<void> {
    const key = keyOfPath(path);
    if (!key) return;
    for (const variant of variantKeys(key)) {
      this.knownCopies.delete(pathOfKey(variant));
      await this.storage.remove(variant);
    }
    await this.storage.remove(key);
  }

  /**
   * Makes the smaller copies that a stored photo lacks (one stored before copies were made at upload), from the photo
   * itself. Storage failures are thrown; a missing or unreadable photo is an outcome.
   */
  async makeMissingCopies(path: string): Promise<MissingCopiesOutcome> {
    const key = keyOfPath(path);
    if (!key) return { state: 'not stored' };
    const copies = copiesOf(key);
    const stored = await Promise.all(copies.map((copy) => this.storage.has(copy.key)));
    const missing = copies.filter((_copy, index) => !stored[index]);
    if (missing.length === 0) return { state: 'complete' };

    const file = await this.storage.read(key);
    if (!file) return { state: 'missing' };
    const bytes = Buffer.concat(await file.body.toArray());
    let made: Awaited<ReturnType<typeof imageVariants>>;
    try {
      made = await imageVariants(
        { name: key.name, bytes },
        missing.map((copy) => copy.width),
      );
    } catch {
      return { state: 'unreadable' };
    }
    // A copy made by resizing decoded the whole photo; one that is the photo itself (a narrow photo) did not.
    if (made.some((copy) => copy.bytes === bytes) && !(await isReadableImage(bytes))) return { state: 'unreadable' };
    for (const copy of made) await this.storage.put({ visibility: key.visibility, name: copy.name }, copy.bytes);
    // Deleted meanwhile (a replaced photo, an erased account): its copies go too, as they would have with it.
    if (!(await this.storage.has(key))) {
      for (const copy of made) await this.storage.remove({ visibility: key.visibility, name: copy.name });
      return { state: 'deleted meanwhile' };
    }
    // This process's links to the photo list its copies from now on (other processes' at their next window).
    this.signedLinks.delete(path);
    return { state: 'made', copies: made.length };
  }

  /** The files stored for a path: the photo and those of its copies that exist (none for photos stored before them). */
  async filesOf(path: string): Promise<MediaKey[]> {
    const key = keyOfPath(path);
    if (!key) return [];
    const variants = variantKeys(key);
    const stored = await Promise.all(variants.map((variant) => this.storage.has(variant)));
    return [key, ...variants.filter((_variant, index) => stored[index])];
  }

  /**
   * Stores a private copy of a public file (and of its smaller copies) and returns its path; undefined when the path
   * is not a stored public file or the file is gone.
   */
  async privateCopy(path: string): Promise<string | undefined> {
    const key = keyOfPath(path);
    if (key?.visibility !== 'public') return undefined;
    const [original, ...variants] = await this.filesOf(path);
    const copied = original ? await this.copy(original, 'private') : false;
    if (!copied) return undefined;
    for (const variant of variants) await this.copy(variant, 'private');
    return pathOfKey({ visibility: 'private', name: key.name });
  }

  private async copy(key: MediaKey, visibility: Visibility): Promise<boolean> {
    const file = await this.storage.read(key);
    if (!file) return false;
    await this.storage.put({ visibility, name: key.name }, Buffer.concat(await file.body.toArray()));
    return true;
  }

  /** The link a browser loads for a stored path; anything else comes back unchanged. */
  async urlFor(path: string): Promise<string> {
    const key = keyOfPath(path);
    if (!key) return path;
    if (key.visibility === 'public') return this.publicUrl ? `${this.publicUrl}/${key.name}` : path;
    const window = this.signingWindow();
    const remembered = this.signedLinks.get(path);
    if (remembered?.signedAt === window.signedAt.getTime()) return remembered.url;
    const url = await this.signedLink(key, window);
    if (this.signedLinks.size >= SIGNED_LINKS_KEPT) this.signedLinks.clear();
    this.signedLinks.set(path, { signedAt: window.signedAt.getTime(), url });
    return url;
  }

  /**
   * A private photo's signed link. Where that link cannot open the photo's copies (a bucket's presigned links), each
   * stored copy is signed for the same window and listed in the link's fragment (`withCopyLinks`); a copy that is not
   * stored (a photo from before copies were made, until `npm run media:variants` makes them) is not listed.
   */
  private async signedLink(key: MediaKey, window: SigningWindow): Promise<string> {
    const link = await this.storage.signedUrl(key, window);
    if (this.storage.signedLinkOpensCopies) return link;
    const copies = await this.storedCopies(key);
    const signed = await Promise.all(
      copies.map(async (copy) => ({ width: copy.width, link: await this.storage.signedUrl(copy.key, window) })),
    );
    return withCopyLinks(link, signed);
  }

  /**
   * The copies of a photo that are stored. One found is remembered (names are content hashes: it stays while its photo
   * does); one the storage cannot tell about now (a bucket that does not answer) counts as missing.
   */
  private async storedCopies(key: MediaKey): Promise<ReturnType<typeof copiesOf>> {
    const copies = copiesOf(key);
    const stored = await Promise.all(
      copies.map(async (copy) => {
        const path = pathOfKey(copy.key);
        if (this.knownCopies.has(path)) return true;
        const found = await this.storage.has(copy.key).catch(() => false);
        if (found) {
          if (this.knownCopies.size >= KNOWN_COPIES_KEPT) this.knownCopies.clear();
          this.knownCopies.add(path);
        }
        return found;
      }),
    );
    return copies.filter((_copy, index) => stored[index]);
  }

  /**
   * The response with every stored path in an `image`, `images` or `metaImage` field replaced by its link (see
   * `urlFor`). Objects on the way are copied, never changed: answers may come from a cache.
   */
  async withUrls(payload: unknown): Promise<unknown> {
    const paths = new Set<string>();
    visitImageFields(payload, undefined, (value) => {
      const key = keyOfPath(value);
      if (key && (key.visibility === 'private' || this.publicUrl)) paths.add(value);
    });
    if (paths.size === 0) return payload;
    const links = new Map(await Promise.all([...paths].map(async (path) => [path, await this.urlFor(path)] as const)));
    return replaceImageFields(payload, undefined, links);
  }

  /**
   * Links are signed for windows of a third of the TTL, each valid for TTL plus that third: a link handed out now
   * works at least TTL, and one photo keeps one link (one browser cache entry) for a while.
   */
  private signingWindow(): SigningWindow {
    const step = Math.ceil(this.ttlMs / 3);
    const signedAt = Math.floor(this.now() / step) * step;
    return { signedAt: new Date(signedAt), expiresAt: new Date(signedAt + this.ttlMs + step) };
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

function visitImageFields(value: unknown, field: string | undefined, visit: (path: string) => void): void {
  if (typeof value === 'string') {
    if (field !== undefined && IMAGE_FIELDS.has(field)) visit(value);
  } else if (Array.isArray(value)) {
    for (const item of value) visitImageFields(item, field, visit);
  } else if (isPlainObject(value)) {
    for (const [name, item] of Object.entries(value)) visitImageFields(item, name, visit);
  }
}

/** `value` with the links in place of the paths; the same object where nothing changed. */
function replaceImageFields(value: unknown, field: string | undefined, links: Map<string, string>): unknown {
  if (typeof value === 'string') {
    return field !== undefined && IMAGE_FIELDS.has(field) ? (links.get(value) ?? value) : value;
  }
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => replaceImageFields(item, field, links));
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  if (isPlainObject(value)) {
    let copy: Record<string, unknown> | undefined;
    for (const [name, item] of Object.entries(value)) {
      const replaced = replaceImageFields(item, name, links);
      if (replaced !== item) {
        copy ??= { ...value };
        copy[name] = replaced;
      }
    }
    return copy ?? value;
  }
  return value;
}

/**
 * The configured store: a local folder, or the S3 bucket; local links are signed with a key derived from JWT_SECRET.
 * The S3 client is loaded only for a bucket: it is the largest library of the API (~28 MB resident).
 */
export async function createMediaStore(config: Config): Promise<MediaStore> {
  const { media } = config;
  const storage = media.s3
    ? new (await import('./s3-storage.ts')).S3MediaStorage(media.s3)
    : new LocalMediaStorage(
        media.dir,
        createHmac('sha256', config.jwtSecret).update('media links').digest('base64url'),
      );
  return new MediaStore(storage, { publicUrl: media.publicUrl, privateUrlTtlSeconds: media.privateUrlTtlSeconds });
}

/**
 * The origins browsers load images from besides the API itself: the CDN and the bucket (presigned links), for the
 * Content-Security-Policy. Plain-http ones only: every https origin is allowed already.
 */
export function imageOrigins({ media }: Config): string[] {
  const links: string[] = [];
  if (media.publicUrl) links.push(media.publicUrl);
  const { s3 } = media;
  if (s3?.endpoint) {
    const url = new URL(s3.endpoint);
    links.push(url.origin);
    // Virtual-hosted style: presigned links name the bucket in the host.
    if (!s3.forcePathStyle) links.push(`${url.protocol}//${s3.bucket}.${url.host}`);
  }
  return [...new Set(links.map((link) => new URL(link).origin).filter((origin) => origin.startsWith('http:')))];
}
