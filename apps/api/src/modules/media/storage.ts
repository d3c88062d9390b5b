import type { Readable } from 'node:stream';
import {
  IMAGE_VARIANT_WIDTHS,
  imageOriginalName,
  imageVariantName,
  type ImageVariantWidth,
} from '@samaj/shared/images';

/**
 * Who may load a stored image. Public ones (profile photos, post images) are served to anyone with the link, from a
 * CDN when there is one; private ones (marriage photos) only through short-lived signed links that the API hands to
 * the members the owner's `photoVisibility` allows.
 */
export type Visibility = 'public' | 'private';

/**
 * One stored image: its visibility and its name, the SHA-256 of its content followed by `.webp`, or the name of one of
 * its smaller copies (`<sha256>-480w.webp`, see packages/shared/src/images.ts).
 */
export interface MediaKey {
  visibility: Visibility;
  name: string;
}

/** A window in which a signed link works: from `signedAt` until `expiresAt`. */
export interface SigningWindow {
  signedAt: Date;
  expiresAt: Date;
}

export interface StoredFile {
  body: Readable;
  size: number;
}

/**
 * Where stored images live: a folder on this machine (`MEDIA_STORE=local`) or an S3-compatible bucket that every API
 * process shares (`MEDIA_STORE=s3`).
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /**
   * Whether a private photo's signed link opens its smaller copies too (the API's own links: the web names the copies'
   * links from the photo's). A bucket's presigned link is signed for one object: each copy is signed apart.
   */
  readonly signedLinkOpensCopies: boolean;
  /** Stores the bytes under this key. A file already there has the same bytes (names are content hashes). */
  put(key: MediaKey, bytes: Buffer): Promise<void>;
  /** The file's content, or undefined when there is no such file. */
  read(key: MediaKey): Promise<StoredFile | undefined>;
  /** Whether the file is stored. */
  has(key: MediaKey): Promise<boolean>;
  /** Deletes the file; a missing one is not an error. */
  remove(key: MediaKey): Promise<void>;
  /** A link to a private file that works only within the window. */
  signedUrl(key: MediaKey, window: SigningWindow): Promise<string>;
  /** Throws when files cannot be stored right now (folder not writable, bucket unreachable). */
  check(): Promise<void>;
  close(): void;
}

/** Stored paths, as the database keeps them: `/media/<name>` (public) and `/media/private/<name>` (private). */
export const MEDIA_URL_PREFIX = '/media/';
const PRIVATE_SEGMENT = 'private/';
/** A stored file: a photo or one of its smaller copies (backups, the bucket migration and /media take both). */
export const storedName = new RegExp(`^[0-9a-f]{64}(?:-(?:${IMAGE_VARIANT_WIDTHS.join('|')})w)?\\.webp$`);
const storedPath = /^\/media\/(private\/)?([0-9a-f]{64}\.webp)$/;
/** A stored file named at the end of any link to it: a CDN link, a signed local link, a presigned bucket link. */
const storedFileAtEnd = /(?:^|\/)(private\/)?([0-9a-f]{64}\.webp)$/;

export function pathOfKey({ visibility, name }: MediaKey): string {
  return `${MEDIA_URL_PREFIX}${visibility === 'private' ? PRIVATE_SEGMENT : ''}${name}`;
}

/** The smaller copies of a stored photo, beside it (same visibility), with their widths. */
export function copiesOf({ visibility, name }: MediaKey): { width: ImageVariantWidth; key: MediaKey }[] {
  return IMAGE_VARIANT_WIDTHS.map((width) => ({ width, key: { visibility, name: imageVariantName(name, width) } }));
}

/** The smaller copies of a stored photo, beside it (same visibility). */
export function variantKeys(key: MediaKey): MediaKey[] {
  return copiesOf(key).map((copy) => copy.key);
}

/** The photo a stored file belongs to: itself, or the photo a smaller copy was made from. */
export function originalKey({ visibility, name }: MediaKey): MediaKey | undefined {
  const original = imageOriginalName(name);
  return original ? { visibility, name: original } : undefined;
}

/** The key of a stored path (a photo, never one of its copies: the database names photos); undefined otherwise. */
export function keyOfPath(path: string): MediaKey | undefined {
  const match = storedPath.exec(path);
  if (!match?.[2]) return undefined;
  return { visibility: match[1] ? 'private' : 'public', name: match[2] };
}

/**
 * The stored path behind a link the API handed out (clients send them back, e.g. the marriage photos to keep);
 * a stored path or anything unrecognised comes back unchanged. Callers still check that the path is one they own.
 */
export function storedPathOf(link: string): string {
  if (keyOfPath(link)) return link;
  let pathname: string;
  try {
    pathname = new URL(link, 'http://relative.invalid').pathname;
  } catch {
    return link;
  }
  const match = storedFileAtEnd.exec(pathname);
  if (!match?.[2]) return link;
  return pathOfKey({ visibility: match[1] ? 'private' : 'public', name: match[2] });
}
