import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { DatabaseDumper } from './engines.ts';
import {
  archiveFileName,
  databaseEntry,
  listMedia,
  listSecrets,
  MANIFEST_ENTRY,
  MEDIA_PREFIX,
  openIfPresent,
  SECRETS_PREFIX,
  type Manifest,
} from './files.ts';
import { bufferEntry, END_OF_ARCHIVE, fileEntry } from './tar.ts';

export interface BackupSources {
  database: DatabaseDumper;
  mediaDir: string;
  /** Where the generated secrets (`*.secret`) are. */
  dataDir: string;
}

export interface BackupResult {
  file: string;
  bytes: number;
  mediaFiles: number;
  secrets: number;
  seconds: number;
}

/** Archives the media folder's images not archived yet, adding their names to `archived`. */
async function* mediaEntries(mediaDir: string, archived: Set<string>): AsyncGenerator<Buffer> {
  for (const name of await listMedia(mediaDir)) {
    if (archived.has(name)) continue;
    const file = await openIfPresent(path.join(mediaDir, name));
    if (!file) continue;
    archived.add(name);
    yield* fileEntry(`${MEDIA_PREFIX}${name}`, file);
  }
}

async function* archiveContent(
  sources: BackupSources,
  manifest: Manifest,
  dumpFile: string,
  counts: { mediaFiles: number; secrets: number },
): AsyncGenerator<Buffer> {
  yield* bufferEntry(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
  // Images are archived before the dump and again after it. Files are written before a row refers to them and
  // deleted after none does, so every image the dump's snapshot refers to is in: one deleted meanwhile was archived
  // by the first pass, one added meanwhile by the second.
  const archived = new Set<string>();
  yield* mediaEntries(sources.mediaDir, archived);
  await sources.database.dumpTo(dumpFile);
  const dump = await openIfPresent(dumpFile);
  if (!dump) throw new Error(`The database dump ${dumpFile} is missing`);
  yield* fileEntry(databaseEntry[manifest.engine], dump, 0o600);
  yield* mediaEntries(sources.mediaDir, archived);
  counts.mediaFiles = archived.size;
  const secrets = await listSecrets(sources.dataDir);
  for (const name of secrets) {
    const file = await openIfPresent(path.join(sources.dataDir, name));
    if (file) yield* fileEntry(`${SECRETS_PREFIX}${name}`, file, 0o600);
  }
  counts.secrets = secrets.length;
  yield END_OF_ARCHIVE;
}

/**
 * Writes one archive (`samaj-backup-<time>.tar.gz`: manifest, database dump, images, generated secrets) to
 * `backupDir`. It appears under its name only once complete; readable by its owner alone (it holds the secrets).
 */
export async function createBackup(sources: BackupSources, backupDir: string, now = new Date()): Promise<BackupResult> {
  const started = performance.now();
  await mkdir(backupDir, { recursive: true, mode: 0o700 });
  const name = archiveFileName(now);
  const file = path.join(backupDir, name);
  const partial = path.join(backupDir, `.${name}.partial`);
  const dumpFile = path.join(backupDir, `.${name}.work`);
  const manifest: Manifest = { format: 'samaj-backup', version: 1, createdAt: now.toISOString(), engine: sources.database.engine };
  const counts = { mediaFiles: 0, secrets: 0 };
  try {
    await pipeline(
      Readable.from(archiveContent(sources, manifest, dumpFile, counts)),
      createGzip(),
      createWriteStream(partial, { mode: 0o600 }),
    );
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
    await rm(dumpFile, { force: true });
  }
  const { size } = await stat(file);
  return { file, bytes: size, ...counts, seconds: (performance.now() - started) / 1000 };
}
