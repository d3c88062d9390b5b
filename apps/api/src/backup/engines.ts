/** How each database engine is dumped into a file and loaded back from one. */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, type Database } from '../db/client.ts';
import { isEmptyFolder, type Engine } from './files.ts';

/** A problem the operator must fix (a busy or non-empty target, a missing tool), said in one message. */
export class BackupError extends Error {}

export interface DatabaseDumper {
  engine: Engine;
  /** Writes a consistent dump of the whole database to this file. */
  dumpTo(file: string): Promise<void>;
}

export interface DatabaseLoader {
  engine: Engine;
  /** Why the target cannot take a restore (it holds data), or null when it is empty. */
  whyNotEmpty(): Promise<string | null>;
  loadFrom(file: string): Promise<void>;
  /** Undoes a load that failed half-way. */
  discard(): Promise<void>;
}

/** The embedded database open in this process: its data folder, dumped between two queries. */
export function openPgliteDumper(database: Database): DatabaseDumper {
  const dump = database.dumpDataDir;
  if (!dump) throw new BackupError('This database is not the embedded one');
  return {
    engine: 'pglite',
    dumpTo: async (file) => {
      const archive = await dump();
      await writeFile(file, Buffer.from(await archive.arrayBuffer()), { mode: 0o600 });
    },
  };
}

/** Where PGlite keeps its files under DATA_DIR. */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'db');

export function pgliteLoader(dataDir: string): DatabaseLoader {
  const folder = pgliteFolder(dataDir);
  return {
    engine: 'pglite',
    whyNotEmpty: async () =>
      (await isEmptyFolder(folder)) ? null : `${folder} already holds a database (move it away or choose another DATA_DIR)`,
    loadFrom: async (file) => {
      const pgliteDump = new Blob([await readFile(file)], { type: 'application/gzip' });
      const database = await createDatabase({ pgliteDir: folder, pgliteDump });
      await database.close();
    },
    discard: () => rm(folder, { recursive: true, force: true }),
  };
}

/** True when DATA_DIR holds an embedded database to back up. */
export const hasPgliteDatabase = (dataDir: string) => existsSync(path.join(pgliteFolder(dataDir), 'PG_VERSION'));

/**
 * libpq reads the connection from the URL, less its password, which goes in PGPASSWORD: a command line is visible
 * to every user of the machine (`ps`).
 */
function libpqConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      errors = (errors + text).slice(-4000);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(`${tool} was not found: install PostgreSQL's client tools (the server's major version or newer)`)
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit ${code}): ${errors.trim() || 'no message'}`));
    });
  });
}

/** `pg_dump` in its custom format: one consistent snapshot while the application keeps writing. */
export function postgresDumper(databaseUrl: string): DatabaseDumper {
  const { url, env } = libpqConnection(databaseUrl);
  return {
    engine: 'postgres',
    dumpTo: (file) =>
      runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`], env),
  };
}

export function postgresLoader(databaseUrl: string): DatabaseLoader {
  const { url, env } = libpqConnection(databaseUrl);
  return {
    engine: 'postgres',
    whyNotEmpty: async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ name: string }>(
          `select n.nspname || '.' || c.relname as name
             from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
              and c.relkind <> 'i'
            order by c.relkind <> 'r', 1 limit 3`,
        );
        if (rows.length === 0) return null;
        const database = new URL(databaseUrl).pathname.slice(1);
        return `the database "${database}" is not empty (it holds ${rows.map((row) => row.name).join(', ')}…); restore into a new, empty database`;
      } finally {
        await client.end();
      }
    },
    // One transaction: a restore that fails leaves the database as empty as it was.
    loadFrom: (file) =>
      runTool(
        'pg_restore',
        ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', `--dbname=${url}`, file],
        env,
      ),
    discard: async () => {},
  };
}
