/**
 * `npm run backup`: one archive of the database, the images and the generated secrets, written to BACKUP_DIR.
 * `npm run restore FILE`: brings an archive back into an empty DATA_DIR (embedded database) or an empty database at
 * DATABASE_URL, with an empty MEDIA_DIR.
 */
import path from 'node:path';
import { ConfigError, type Config } from '../config/index.ts';
import { createDatabase } from '../db/client.ts';
import { formatBytes } from '../plugins/media.ts';
import { pgliteFolderInUse } from '../seed/bulk.ts';
import { backupConfig } from './config.ts';
import { controlSocketPath, requestServerBackup } from './control.ts';
import { createBackup, type BackupResult } from './create.ts';
import {
  BackupError,
  hasPgliteDatabase,
  openPgliteDumper,
  pgliteFolder,
  pgliteLoader,
  postgresDumper,
  postgresLoader,
} from './engines.ts';
import { pruneArchives } from './files.ts';
import { restoreBackup } from './restore.ts';

const usage = `Usage:
  npm run backup            writes an archive to BACKUP_DIR (keeping the newest BACKUP_KEEP)
  npm run restore FILE      restores an archive into an empty DATA_DIR / DATABASE_URL and MEDIA_DIR`;

class UsageError extends Error {}

async function backupEmbedded(config: Config, backupDir: string): Promise<BackupResult> {
  const folder = pgliteFolder(config.dataDir);
  if (!hasPgliteDatabase(config.dataDir)) throw new BackupError(`There is no embedded database in ${folder}: nothing to back up.`);
  const keep = config.backup.keep;
  const inUse = pgliteFolderInUse(folder);
  if (inUse) {
    const socket = controlSocketPath(config.dataDir);
    console.log('The embedded database is open in a running server; it takes the backup…');
    try {
      return await requestServerBackup(socket, { backupDir, keep });
    } catch (error) {
      if (error instanceof BackupError && error.message.startsWith('No server answers')) {
        throw new BackupError(`${inUse}\nThat process does not take backup requests (nothing answers on ${socket}).`);
      }
      throw error;
    }
  }
  const database = await createDatabase({ pgliteDir: folder });
  try {
    const result = await createBackup(
      { database: openPgliteDumper(database), mediaDir: config.media.dir, dataDir: config.dataDir },
      backupDir,
    );
    await pruneArchives(backupDir, keep);
    return result;
  } finally {
    await database.close();
  }
}

async function backup(config: Config) {
  const backupDir = config.backup.dir;
  if (!backupDir) throw new BackupError('Set BACKUP_DIR to the folder the archives go to.');
  let result: BackupResult;
  if (config.databaseUrl) {
    const sources = { database: postgresDumper(config.databaseUrl), mediaDir: config.media.dir, dataDir: config.dataDir };
    result = await createBackup(sources, backupDir);
    await pruneArchives(backupDir, config.backup.keep);
  } else {
    result = await backupEmbedded(config, backupDir);
  }
  console.log(
    `Wrote ${result.file} (${formatBytes(result.bytes)}: the database, ${result.mediaFiles} images, ` +
      `${result.secrets} generated secrets) in ${result.seconds.toFixed(1)} s`,
  );
}

async function restore(config: Config, file: string) {
  const database = config.databaseUrl ? postgresLoader(config.databaseUrl) : pgliteLoader(config.dataDir);
  const result = await restoreBackup(path.resolve(file), { database, mediaDir: config.media.dir, dataDir: config.dataDir });
  const into = config.databaseUrl ? `PostgreSQL (${new URL(config.databaseUrl).pathname.slice(1)})` : pgliteFolder(config.dataDir);
  console.log(
    `Restored the backup taken at ${result.createdAt} into ${into}: ${result.mediaFiles} images in ${config.media.dir}, ` +
      `${result.secrets} generated secrets in ${config.dataDir}. Start the server as usual.`,
  );
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'backup' && rest.length === 0) return backup(backupConfig());
  if (command === 'restore' && rest.length === 1 && rest[0] && !rest[0].startsWith('-')) {
    return restore(backupConfig(), rest[0]);
  }
  throw new UsageError(command === 'restore' ? 'Name the archive to restore.' : 'Unknown command.');
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${usage}`);
  else if (error instanceof BackupError || error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
