import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/index.ts';
import { controlSocketPath, openControlSocket, SOCKET_PATH_MAX, type BackupRequest } from './control.ts';
import { createBackup, type BackupResult } from './create.ts';
import { openPgliteDumper } from './engines.ts';
import { archiveTakenAt, listArchives, pruneArchives } from './files.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** After a failed daily backup (a full disk…), the next try. */
export const RETRY_MS = 60 * 60 * 1000;

/** How long until the next daily backup: a day after the newest archive; at once when it is older or there is none. */
export function nextBackupDelayMs(newest: Date | null, now: Date): number {
  if (!newest) return 0;
  return Math.max(0, Math.min(DAY_MS, newest.getTime() + DAY_MS - now.getTime()));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Embedded database only: writes a backup now (one at a time) and keeps the folder's newest `keep`. */
    takeBackup?: (request: BackupRequest) => Promise<BackupResult>;
  }
}

/**
 * The embedded database's backups, taken inside the server that holds it: daily into BACKUP_DIR (keeping the newest
 * BACKUP_KEEP) and whenever `npm run backup` asks through the control socket. With PostgreSQL there is nothing to
 * do here: `npm run backup` runs pg_dump from anywhere.
 */
export default fp(
  async function backupsPlugin(app: FastifyInstance, { config }: { config: Config }) {
    if (!app.database.dumpDataDir) return;
    const sources = { database: openPgliteDumper(app.database), mediaDir: config.media.dir, dataDir: config.dataDir };
    let queue: Promise<unknown> = Promise.resolve();
    const takeBackup = ({ backupDir, keep }: BackupRequest): Promise<BackupResult> => {
      const run = queue.then(async () => {
        const result = await createBackup(sources, backupDir);
        const removed = await pruneArchives(backupDir, keep);
        app.log.info({ ...result, removed }, 'backup written');
        return result;
      });
      queue = run.catch(() => undefined);
      return run;
    };
    app.decorate('takeBackup', takeBackup);

    let control: { close(): Promise<void> } | undefined;
    const socketPath = controlSocketPath(config.dataDir);
    if (socketPath.length > SOCKET_PATH_MAX) {
      app.log.warn({ socketPath }, 'DATA_DIR is too long a path for the backup socket: npm run backup will not reach this server');
    } else {
      app.addHook('onReady', async () => {
        control = await openControlSocket(socketPath, takeBackup);
      });
    }

    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    const backupDir = config.backup.dir;
    if (backupDir) {
      const schedule = (delayMs: number) => {
        if (stopped) return;
        timer = setTimeout(daily, delayMs);
        timer.unref();
      };
      const daily = () => {
        takeBackup({ backupDir, keep: config.backup.keep }).then(
          () => schedule(DAY_MS),
          (error: unknown) => {
            app.log.error({ err: error }, 'the daily backup failed; next try in an hour');
            schedule(RETRY_MS);
          },
        );
      };
      app.addHook('onReady', async () => {
        const newest = (await listArchives(backupDir)).at(-1);
        schedule(nextBackupDelayMs(newest ? archiveTakenAt(newest) : null, new Date()));
      });
    }

    // Before the database closes (plugins close in reverse order): a backup under way is finished first.
    app.addHook('onClose', async () => {
      stopped = true;
      clearTimeout(timer);
      await control?.close();
      await queue;
    });
  },
  { name: 'backups', dependencies: ['db', 'media'] },
);
