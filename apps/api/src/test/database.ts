import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../db/client.ts';

/** Which engine the API tests run on: `TEST_DB_ENGINE=postgres` needs `TEST_DATABASE_URL`. */
export function testEngine(): 'pglite' | 'postgres' {
  return process.env['TEST_DB_ENGINE'] === 'postgres' ? 'postgres' : 'pglite';
}

/**
 * A migrated, empty database for one test file: in-memory PGlite, or a fresh database created on the
 * PostgreSQL server of TEST_DATABASE_URL and dropped on close. Both are copies of the one migrated by
 * `global-setup.ts` (migrating again finds nothing to do).
 */
export async function createTestDatabase(): Promise<Database> {
  if (testEngine() === 'pglite') {
    const dumpFile = inject('migratedPgliteDump');
    const database = await createDatabase({
      pgliteDir: 'memory://',
      ...(dumpFile ? { pgliteDump: new Blob([readFileSync(dumpFile)]) } : {}),
    });
    await database.migrate();
    return database;
  }
  const { url, drop } = await createEmptyPostgresDatabase(inject('migratedPostgresTemplate'));
  const database = await createDatabase({ url, poolSize: 5 });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/**
 * A new database on the PostgreSQL server of TEST_DATABASE_URL, empty or a copy of `template`: its URL, and how to
 * drop it.
 */
export async function createEmptyPostgresDatabase(template?: string | null): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (!serverUrl) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `samaj_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
