import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { S3MediaStorage } from './s3-storage.ts';
import { storedName, type MediaKey, type Visibility } from './storage.ts';

export interface MigrationReport {
  copied: number;
  alreadyThere: number;
  /** Files that are not stored images (unfinished uploads, anything put there by hand): left alone. */
  ignored: string[];
}

/** How many files travel at once: a few, so a small server's uplink stays busy without a burst of memory. */
const PARALLEL_COPIES = 4;

async function storedFiles(dir: string, visibility: Visibility, ignored: string[]): Promise<MediaKey[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const keys: MediaKey[] = [];
  for (const entry of entries) {
    if (entry.isFile() && storedName.test(entry.name)) keys.push({ visibility, name: entry.name });
    else if (!(visibility === 'public' && entry.isDirectory() && entry.name === 'private')) {
      ignored.push(path.join(dir, entry.name));
    }
  }
  return keys;
}

/**
 * Copies a local media folder (`MEDIA_STORE=local`'s layout: public images at its top, private ones in `private/`)
 * into the bucket, under the same names. Files the bucket has already are skipped (names are content hashes), so a
 * copy that stopped half-way is simply run again. The database needs no change: it keeps the same paths.
 */
export async function copyMediaFolderToBucket(dir: string, bucket: S3MediaStorage): Promise<MigrationReport> {
  const report: MigrationReport = { copied: 0, alreadyThere: 0, ignored: [] };
  const keys = [
    ...(await storedFiles(dir, 'public', report.ignored)),
    ...(await storedFiles(path.join(dir, 'private'), 'private', report.ignored)),
  ];
  let next = 0;
  async function worker() {
    while (next < keys.length) {
      const key = keys[next++]!;
      if (await bucket.has(key)) {
        report.alreadyThere += 1;
        continue;
      }
      const folder = key.visibility === 'private' ? path.join(dir, 'private') : dir;
      await bucket.put(key, await readFile(path.join(folder, key.name)));
      report.copied += 1;
    }
  }
  await Promise.all(Array.from({ length: PARALLEL_COPIES }, worker));
  return report;
}
