import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../db/client.ts';
import { createEmptyPostgresDatabase, testEngine } from './database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data folder dump with every migration applied (an uncompressed .tar file). */
    migratedPgliteDump: string | null;
    /** A PostgreSQL database with every migration applied, to create each test file's database from. */
    migratedPostgresTemplate: string | null;
  }
}

/**
 * Migrates one database before the API tests start, so that each test file copies it instead of migrating its own:
 * a new PGlite otherwise runs initdb and every migration (several seconds each, on every file).
 */
export default async function setup(project: TestProject) {
  project.provide('migratedPgliteDump', null);
  project.provide('migratedPostgresTemplate', null);
  if (testEngine() === 'pglite') {
    const database = await createDatabase({ pgliteDir: 'memory://' });
    await database.migrate();
    // Uncompressed: each test file loads it, and a gunzip there cost ~0.4 s of CPU per file.
    const dump = await database.dumpDataDir!('none');
    await database.close();
    const folder = mkdtempSync(path.join(tmpdir(), 'samaj-test-template-'));
    const file = path.join(folder, 'migrated.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('migratedPgliteDump', file);
    return () => rmSync(folder, { recursive: true, force: true });
  }
  const template = await createEmptyPostgresDatabase();
  const database = await createDatabase({ url: template.url, poolSize: 1 });
  await database.migrate();
  await database.close();
  const name = new URL(template.url).pathname.slice(1);
  // A template must not be connected to while it is copied; nothing connects to it after this.
  const admin = new pg.Client({ connectionString: process.env['TEST_DATABASE_URL'] });
  await admin.connect();
  await admin.query(`alter database ${name} with is_template true`);
  await admin.end();
  project.provide('migratedPostgresTemplate', name);
  return async () => {
    const dropper = new pg.Client({ connectionString: process.env['TEST_DATABASE_URL'] });
    await dropper.connect();
    await dropper.query(`alter database ${name} with is_template false`);
    await dropper.end();
    await template.drop();
  };
}
