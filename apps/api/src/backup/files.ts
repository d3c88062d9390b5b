import { open, readdir, rm, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { storedName as storedMediaName } from '../modules/media/index.ts';

/** The database engines a backup can hold. */
export type Engine = 'pglite' | 'postgres';

/** The first entry of every archive. */
export interface Manifest {
  format: 'samaj-backup';
  version: 1;
  createdAt: string;
  engine: Engine;
}

export const MANIFEST_ENTRY = 'manifest.json';
export const databaseEntry: Record<Engine, string> = {
  pglite: 'database/pglite-datadir.tar.gz',
  postgres: 'database/postgres.pgdump',
};
export const MEDIA_PREFIX = 'media/';
export const SECRETS_PREFIX = 'secrets/';

/** Generated secrets (`jwt.secret`…) that DATA_DIR holds when they are not set in the environment. */
export const secretFileName = /^[\w-]+\.secret$/;
export { storedMediaName };

/** `samaj-backup-2026-05-01T03-00-00.000Z.tar.gz`: names sort as the time they were taken. */
const archiveName = /^samaj-backup-(\d{4}-\d\d-\d\dT\d\d)-(\d\d)-(\d\d\.\d{3}Z)\.tar\.gz$/;

export function archiveFileName(takenAt: Date): string {
  return `samaj-backup-${takenAt.toISOString().replaceAll(':', '-')}.tar.gz`;
}

/** When an archive was taken, read from its name; null for any other file. */
export function archiveTakenAt(fileName: string): Date | null {
  const match = archiveName.exec(fileName);
  return match ? new Date(`${match[1]}:${match[2]}:${match[3]}`) : null;
}

async function namesIn(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The folder's backup archives, oldest first. */
export async function listArchives(backupDir: string): Promise<string[]> {
  return (await namesIn(backupDir)).filter((name) => archiveTakenAt(name) !== null).sort();
}

export async function listMedia(mediaDir: string): Promise<string[]> {
  return (await namesIn(mediaDir)).filter((name) => storedMediaName.test(name)).sort();
}

export async function listSecrets(dataDir: string): Promise<string[]> {
  const names = await namesIn(dataDir);
  const files: string[] = [];
  for (const name of names.filter((entry) => secretFileName.test(entry))) {
    if ((await stat(path.join(dataDir, name))).isFile()) files.push(name);
  }
  return files.sort();
}

export async function isEmptyFolder(folder: string): Promise<boolean> {
  return (await namesIn(folder)).length === 0;
}

/** Opens a file for reading; null when it is gone (an image deleted while a backup runs). */
export async function openIfPresent(file: string): Promise<FileHandle | null> {
  try {
    return await open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Work files of a backup that stopped half-way (`.samaj-backup-….partial`), left for a day before they go. */
const leftover = /^\.samaj-backup-.*\.(partial|work)$/;
const LEFTOVER_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Keeps the newest `keep` archives of the folder and deletes the older ones (and day-old leftovers of interrupted
 * backups). Other files are never touched. Returns the deleted archives' names.
 */
export async function pruneArchives(backupDir: string, keep: number, now = new Date()): Promise<string[]> {
  const archives = await listArchives(backupDir);
  const expired = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of expired) await rm(path.join(backupDir, name), { force: true });
  for (const name of (await namesIn(backupDir)).filter((entry) => leftover.test(entry))) {
    const file = path.join(backupDir, name);
    const { mtimeMs } = await stat(file);
    if (now.getTime() - mtimeMs > LEFTOVER_AGE_MS) await rm(file, { force: true });
  }
  return expired;
}
