import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { preparingClient } from './prepared-statements.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type the code sees, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Embedded engine only: its whole data folder as a gzipped tar (a backup), taken between two queries, so it is
   * what a crash at that moment would leave; PostgreSQL's recovery on load makes it consistent. `'none'` leaves the
   * tar uncompressed (8× larger, but loading it skips the gunzip: the tests' template, loaded once per test file).
   */
  dumpDataDir?: (compression?: 'gzip' | 'none') => Promise<Blob>;
  /** PostgreSQL only: this process's connections (metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The PostgreSQL advisory lock taken while migrating (any number of the project's own choosing). */
const MIGRATION_LOCK = 7_236_211;

export interface DatabaseOptions {
  /** A PostgreSQL URL; without it the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite's folder; `memory://` keeps it in memory (tests). */
  pgliteDir?: string;
  poolSize?: number;
  /** A PGlite data folder dump (`dumpDataDir`) to fill an empty `pgliteDir` with: a restore. */
  pgliteDump?: Blob;
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // Our statements are short index walks whose estimated cost can still pass jit_above_cost (a correlated count
      // that never runs): compiling them took ~140 ms of a 160 ms feed page on the bench database. No JIT, then.
      options: '-c jit=off',
      Client: preparingClient(),
    });
    // node-postgres emits errors of idle clients on the pool, and an unheard 'error' event kills the process.
    // An administrator ending a connection (57P01: a restart, or a test dropping its database) is routine.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') console.error('PostgreSQL connection error:', error.message);
    });
    const db: Db = drizzleNodePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      // API processes that start together on an empty database: one migrates, the others wait, then find it done.
      migrate: async () => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
          client.release();
        }
      },
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  // Loaded only for the embedded database: a process on PostgreSQL never needs PGlite (idle memory).
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const dataDir = options.pgliteDir ?? 'memory://';
  // PGlite creates only the last folder of its path.
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(options.pgliteDump ? { loadDataDir: options.pgliteDump } : {}),
  });
  const db: Db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    dumpDataDir: async (compression = 'gzip') => {
      // Flushes to the data files first, so loading the dump replays little WAL.
      await client.query('checkpoint');
      return client.dumpDataDir(compression);
    },
  };
}
