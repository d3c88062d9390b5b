import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config/index.ts';
import { createDatabase, type Database, type Db } from '../db/client.ts';
import { seedDemoCommunityIfEmpty } from '../seed/demo.ts';
import { createEmptyPostgresDatabase, testEngine } from '../test/database.ts';
import { backupConfig } from './config.ts';
import { controlSocketPath, requestServerBackup } from './control.ts';
import { createBackup, type BackupResult } from './create.ts';
import { pgliteFolder, pgliteLoader, postgresDumper, postgresLoader } from './engines.ts';
import { archiveFileName, listArchives, pruneArchives } from './files.ts';
import backupsPlugin, { DAY_MS, nextBackupDelayMs } from './plugin.ts';
import { restoreBackup, type RestoreTarget } from './restore.ts';

const engine = testEngine();
const silentLog = { info: () => {}, warn: () => {} };
const rowsResult = z.object({ rows: z.array(z.record(z.string(), z.unknown())) });

async function rows(db: Db, query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  return rowsResult.parse(await db.execute(query)).rows;
}

/** Every row of every table (the migrations' own table included), as text, table by table. */
async function tableContents(db: Db): Promise<Record<string, string[]>> {
  const tables = await rows(
    db,
    sql`select table_schema || '.' || table_name as name from information_schema.tables
         where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  );
  const contents: Record<string, string[]> = {};
  for (const { name } of tables) {
    const [schema, table] = String(name).split('.');
    const all = await rows(db, sql`select t::text as row from ${sql.identifier(schema!)}.${sql.identifier(table!)} t order by 1`);
    contents[String(name)] = all.map((row) => String(row['row']));
  }
  return contents;
}

/** Each file of the folder (not recursing) with the hash of its content. */
function filesOf(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isFile()) files[entry.name] = createHash('sha256').update(readFileSync(path.join(folder, entry.name))).digest('hex');
  }
  return files;
}

interface Site {
  config: Config;
  /** PostgreSQL only. */
  url: string | undefined;
  dropDatabase: () => Promise<void>;
  loader: RestoreTarget['database'];
}

/**
 * A data folder (and, on PostgreSQL, an empty database) for a community to live in: for the server, which generates
 * its JWT secret in DATA_DIR (a backup must carry it), or for `npm run restore`, which leaves the folder empty.
 */
async function newSite(root: string, name: string, usedBy: 'server' | 'restore'): Promise<Site> {
  const dataDir = path.join(root, name);
  const postgres = engine === 'postgres' ? await createEmptyPostgresDatabase() : undefined;
  const env = { NODE_ENV: 'test', DATA_DIR: dataDir, RATE_LIMIT_ENABLED: 'false', ...(postgres ? { DATABASE_URL: postgres.url } : {}) };
  const config = usedBy === 'server' ? loadConfig(env) : backupConfig(env);
  return {
    config,
    url: postgres?.url,
    dropDatabase: postgres ? postgres.drop : async () => {},
    loader: postgres ? postgresLoader(postgres.url) : pgliteLoader(dataDir),
  };
}

async function openDatabase(site: Site): Promise<Database> {
  const database = await createDatabase({ url: site.url, pgliteDir: pgliteFolder(site.config.dataDir) });
  await database.migrate();
  return database;
}

/** Backs up the running app: PGlite through the server's control socket (as `npm run backup` does), PostgreSQL with pg_dump. */
async function backUpRunningApp(app: FastifyInstance, site: Site, backupDir: string): Promise<BackupResult> {
  if (!site.url) return requestServerBackup(controlSocketPath(site.config.dataDir), { backupDir, keep: 7 });
  const sources = { database: postgresDumper(site.url), mediaDir: site.config.media.dir, dataDir: site.config.dataDir };
  return createBackup(sources, backupDir);
}

/** What a development server generates in DATA_DIR and a backup must carry: sessions and push subscriptions hang on them. */
const GENERATED_SECRETS = ['jwt.secret', 'vapid.secret'];

describe(`backup and restore (${engine})`, () => {
  let root: string;
  let backupDir: string;
  let site: Site;
  let archive: BackupResult;
  let before: { tables: Record<string, string[]>; media: Record<string, string>; secrets: string[] };

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'samaj-backup-test-'));
    backupDir = path.join(root, 'backups');
    site = await newSite(root, 'community', 'server');
  });
  afterAll(async () => {
    await site.dropDatabase();
    rmSync(root, { recursive: true, force: true });
  });

  it('brings back every row of every table, every image and the generated secrets (JWT, VAPID)', { timeout: 180_000 }, async () => {
    const database = await openDatabase(site);
    const app = await buildApp({ config: site.config, database });
    await app.register(backupsPlugin, { config: site.config });
    await app.ready();
    try {
      await seedDemoCommunityIfEmpty(app.db, silentLog, { media: app.media });
      const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0ffee' } }).png().toBuffer();
      await app.media.saveImage(photo);
      before = {
        tables: await tableContents(app.db),
        media: filesOf(site.config.media.dir),
        secrets: GENERATED_SECRETS.map((file) => readFileSync(path.join(site.config.dataDir, file), 'utf8')),
      };
      archive = await backUpRunningApp(app, site, backupDir);
    } finally {
      await app.close();
      await database.close();
    }
    expect(Object.keys(before.media).length).toBeGreaterThan(5);
    expect(before.tables['public.users']!.length).toBeGreaterThan(20);
    expect(archive).toMatchObject({ mediaFiles: Object.keys(before.media).length, secrets: GENERATED_SECRETS.length });
    expect(path.dirname(archive.file)).toBe(backupDir);

    // The machine is lost: the data folder and the database with it.
    rmSync(site.config.dataDir, { recursive: true, force: true });
    await site.dropDatabase();
    site = await newSite(root, 'community-restored', 'restore');

    const restored = await restoreBackup(archive.file, { database: site.loader, mediaDir: site.config.media.dir, dataDir: site.config.dataDir });
    expect(restored).toMatchObject({ engine, mediaFiles: Object.keys(before.media).length, secrets: GENERATED_SECRETS.length });
    expect(filesOf(site.config.media.dir)).toEqual(before.media);
    expect(GENERATED_SECRETS.map((file) => readFileSync(path.join(site.config.dataDir, file), 'utf8'))).toEqual(
      before.secrets,
    );
    const reopened = await openDatabase(site);
    try {
      expect(await tableContents(reopened.db)).toEqual(before.tables);
    } finally {
      await reopened.close();
    }
  });

  it('refuses a target that is not empty, and changes nothing', async () => {
    const target = { database: site.loader, mediaDir: site.config.media.dir, dataDir: site.config.dataDir };
    const mediaBefore = filesOf(site.config.media.dir);
    await expect(restoreBackup(archive.file, target)).rejects.toThrow(/restored into an empty target only/);
    await expect(restoreBackup(archive.file, target)).rejects.toThrow(/already holds \d+ images/);
    expect(filesOf(site.config.media.dir)).toEqual(mediaBefore);
  });

  it('refuses an archive of the other engine and a file that is not a backup, writing nothing', async () => {
    const emptyDir = path.join(root, 'empty');
    const elsewhere = { mediaDir: path.join(emptyDir, 'media'), dataDir: emptyDir };
    const otherEngine = engine === 'pglite' ? postgresLoader('postgres://nobody@127.0.0.1:1/none') : pgliteLoader(emptyDir);
    await expect(restoreBackup(archive.file, { database: otherEngine, ...elsewhere })).rejects.toThrow(/configuration points at/);

    const notABackup = path.join(root, 'notes.tar.gz');
    writeFileSync(notABackup, 'hello');
    await expect(restoreBackup(notABackup, { database: pgliteLoader(emptyDir), ...elsewhere })).rejects.toThrow(/cannot be read/);
    await expect(restoreBackup(path.join(root, 'missing.tar.gz'), { database: pgliteLoader(emptyDir), ...elsewhere })).rejects.toThrow(/No such file/);
    expect(readdirSync(root)).not.toContain('empty');
  });
});

describe('backup retention and schedule', () => {
  it('keeps the newest BACKUP_KEEP archives and leaves other files alone', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'samaj-backup-prune-'));
    try {
      const start = Date.parse('2026-01-01T03:00:00Z');
      const names = Array.from({ length: 10 }, (_, day) => archiveFileName(new Date(start + day * DAY_MS)));
      for (const name of names) writeFileSync(path.join(folder, name), 'archive');
      writeFileSync(path.join(folder, 'notes.txt'), 'mine');
      const leftover = path.join(folder, `.${names[0]}.partial`);
      writeFileSync(leftover, 'half');
      utimesSync(leftover, new Date(start), new Date(start));
      const fresh = path.join(folder, `.${names[9]}.partial`);
      writeFileSync(fresh, 'a backup under way');

      expect(await pruneArchives(folder, 7)).toEqual(names.slice(0, 3));
      expect(await listArchives(folder)).toEqual(names.slice(3));
      expect(readdirSync(folder).sort()).toEqual([path.basename(fresh), ...names.slice(3), 'notes.txt'].sort());
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('takes the first backup at once, then one a day after the newest', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(nextBackupDelayMs(null, now)).toBe(0);
    expect(nextBackupDelayMs(new Date('2026-03-10T02:00:00Z'), now)).toBe(14 * 60 * 60 * 1000);
    expect(nextBackupDelayMs(new Date('2026-03-08T12:00:00Z'), now)).toBe(0);
    // A clock set back since: never more than a day.
    expect(nextBackupDelayMs(new Date('2026-03-20T12:00:00Z'), now)).toBe(DAY_MS);
  });
});
