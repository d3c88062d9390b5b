import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { BackupError, type DatabaseLoader } from './engines.ts';
import {
  databaseEntry,
  listMedia,
  listSecrets,
  MANIFEST_ENTRY,
  MEDIA_PREFIX,
  SECRETS_PREFIX,
  secretFileName,
  storedMediaName,
  type Engine,
  type Manifest,
} from './files.ts';
import { ArchiveError, readTar, type TarEntry } from './tar.ts';

export interface RestoreTarget {
  database: DatabaseLoader;
  mediaDir: string;
  dataDir: string;
}

export interface RestoreResult {
  engine: Engine;
  createdAt: string;
  mediaFiles: number;
  secrets: number;
}

const engineNames: Record<Engine, string> = { pglite: 'the embedded database (PGlite)', postgres: 'PostgreSQL' };
const howToTarget: Record<Engine, string> = {
  pglite: 'unset DATABASE_URL to restore it into DATA_DIR',
  postgres: 'set DATABASE_URL to an empty PostgreSQL database to restore it',
};

/** Why the target cannot take a restore: it must hold no database, no image and no generated secret. */
async function whyTargetNotEmpty(target: RestoreTarget): Promise<string[]> {
  const problems: string[] = [];
  const database = await target.database.whyNotEmpty();
  if (database) problems.push(database);
  const media = await listMedia(target.mediaDir);
  if (media.length > 0) problems.push(`${target.mediaDir} already holds ${media.length} images`);
  const secrets = await listSecrets(target.dataDir);
  if (secrets.length > 0) problems.push(`${target.dataDir} already holds ${secrets.join(', ')}`);
  return problems;
}

async function bytesOf(entry: TarEntry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of entry.body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function readManifest(entry: TarEntry | undefined): Promise<Manifest> {
  const notOurs = new BackupError('This file is not a Samaj backup (it does not start with its manifest)');
  if (!entry || entry.name !== MANIFEST_ENTRY || entry.size > 64 * 1024) throw notOurs;
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse((await bytesOf(entry)).toString('utf8')) as Partial<Manifest>;
  } catch {
    throw notOurs;
  }
  if (manifest.format !== 'samaj-backup') throw notOurs;
  if (manifest.version !== 1) throw new BackupError(`This backup has format version ${manifest.version}; this Samaj reads version 1`);
  if (manifest.engine !== 'pglite' && manifest.engine !== 'postgres') throw notOurs;
  return manifest as Manifest;
}

/** Writes an entry's content to a new file (never over an existing one). */
async function extract(entry: TarEntry, file: string, mode: number) {
  await pipeline(Readable.from(entry.body), createWriteStream(file, { flags: 'wx', mode }));
}

/**
 * Brings an archive back into an empty target: database, images and generated secrets. Refuses, changing nothing,
 * a target that holds any of them, an archive of the other engine, and a file that is not a Samaj backup. A restore
 * that fails half-way removes what it wrote.
 */
export async function restoreBackup(archive: string, target: RestoreTarget): Promise<RestoreResult> {
  try {
    if (!(await stat(archive)).isFile()) throw new BackupError(`${archive} is not a file`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BackupError(`No such file: ${archive}`);
    throw error;
  }
  const entries = readTar(createReadStream(archive).pipe(createGunzip()));
  const written: string[] = [];
  let databaseLoaded = false;
  let work: string | undefined;
  try {
    const manifest = await readManifest((await entries.next()).value || undefined);
    if (manifest.engine !== target.database.engine) {
      throw new BackupError(
        `This backup holds ${engineNames[manifest.engine]}, and the configuration points at ${engineNames[target.database.engine]}: ${howToTarget[manifest.engine]}`,
      );
    }
    const problems = await whyTargetNotEmpty(target);
    if (problems.length > 0) {
      throw new BackupError(`A backup is restored into an empty target only, and here:\n  - ${problems.join('\n  - ')}`);
    }

    await mkdir(target.mediaDir, { recursive: true });
    await mkdir(target.dataDir, { recursive: true });
    work = await mkdtemp(path.join(target.dataDir, '.restore-'));
    const dumpFile = path.join(work, 'database');
    let hasDatabase = false;
    const secrets = new Map<string, Buffer>();
    for await (const entry of entries) {
      const name = entry.name.slice(entry.name.indexOf('/') + 1);
      if (entry.name === databaseEntry[manifest.engine] && !hasDatabase) {
        await extract(entry, dumpFile, 0o600);
        hasDatabase = true;
      } else if (entry.name.startsWith(MEDIA_PREFIX) && storedMediaName.test(name)) {
        const partial = path.join(target.mediaDir, `.${name}.restoring`);
        written.push(partial);
        await extract(entry, partial, 0o644);
        written.push(path.join(target.mediaDir, name));
        await rename(partial, path.join(target.mediaDir, name));
      } else if (entry.name.startsWith(SECRETS_PREFIX) && secretFileName.test(name) && !secrets.has(name)) {
        secrets.set(name, await bytesOf(entry));
      } else {
        throw new BackupError(`This backup holds an unexpected entry (${entry.name}); it was not written by Samaj`);
      }
    }
    if (!hasDatabase) throw new BackupError('This backup holds no database dump');

    databaseLoaded = true;
    await target.database.loadFrom(dumpFile);
    for (const [name, bytes] of secrets) {
      const file = path.join(target.dataDir, name);
      written.push(file);
      await writeFile(file, bytes, { flag: 'wx', mode: 0o600 });
    }
    const mediaFiles = written.filter((file) => storedMediaName.test(path.basename(file))).length;
    return { engine: manifest.engine, createdAt: manifest.createdAt, mediaFiles, secrets: secrets.size };
  } catch (error) {
    for (const file of written) await rm(file, { force: true });
    if (databaseLoaded) await target.database.discard();
    if (error instanceof ArchiveError || (error as NodeJS.ErrnoException).code?.startsWith('Z_')) {
      throw new BackupError(`The archive cannot be read: it is not a Samaj backup, or it is damaged (${(error as Error).message})`);
    }
    throw error;
  } finally {
    await entries.return(undefined);
    if (work) await rm(work, { recursive: true, force: true });
  }
}
