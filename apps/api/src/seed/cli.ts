/**
 * `npm run seed -- --members N [--reset] [--offset I] [--no-demo]`
 *
 * Adds N generated members (all with the demo password) to the configured database: PostgreSQL when DATABASE_URL
 * is set, else the embedded PGlite in DATA_DIR/db, which must not be open in a running server meanwhile.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/index.ts';
import { createDatabase } from '../db/client.ts';
import { pgliteFolderInUse, seedCommunity } from './bulk.ts';
import { DEMO_PASSWORD } from './demo.ts';

const usage = `Usage: npm run seed -- --members N [--reset] [--offset I] [--no-demo]

  --members N   generated members to add (N >= 0)
  --reset       delete every user (and all their data) first
  --offset I    index of the first generated member (default: the number of users already there,
                so repeated runs continue instead of colliding)
  --no-demo     do not add the demo community when the users table is empty

Every seeded member's password is ${DEMO_PASSWORD}.`;

class UsageError extends Error {}
/** A problem to report in one line, without a stack trace. */
class SeedError extends Error {}

function nonNegativeInteger(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 0) throw new UsageError(`${name} must be a whole number >= 0`);
  return parsed;
}

function parseOptions(args: string[]) {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      allowNegative: true,
      options: {
        members: { type: 'string' },
        offset: { type: 'string' },
        reset: { type: 'boolean', default: false },
        demo: { type: 'boolean', default: true },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return null;
  const members = nonNegativeInteger(values.members, '--members');
  if (members === undefined) throw new UsageError('--members is required');
  return { members, offset: nonNegativeInteger(values.offset, '--offset'), reset: values.reset, demo: values.demo };
}

const consoleLog = {
  info: (message: string) => console.log(message),
  warn: (message: string) => console.warn(message),
} as const;

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (!options) {
    console.log(usage);
    return;
  }
  const config = loadConfig();
  const pgliteDir = path.join(config.dataDir, 'db');
  if (!config.databaseUrl) {
    mkdirSync(pgliteDir, { recursive: true }); // PGlite creates only the last folder of the path.
    const problem = pgliteFolderInUse(pgliteDir);
    if (problem) throw new SeedError(`The embedded database is locked: ${problem}`);
  }
  const target = config.databaseUrl
    ? `PostgreSQL (${new URL(config.databaseUrl).pathname.slice(1)})`
    : `PGlite in ${pgliteDir}`;
  console.log(`Seeding ${options.members.toLocaleString('en-US')} members into ${target}`);

  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  const database = await createDatabase({ url: config.databaseUrl, pgliteDir });
  try {
    await database.migrate();
    let reportedTenth = 0;
    const result = await seedCommunity(database, {
      members: options.members,
      reset: options.reset,
      demo: options.demo,
      ...(options.offset === undefined ? {} : { startIndex: options.offset }),
      log: consoleLog,
      onProgress: (done, total) => {
        const tenth = Math.floor((done * 10) / total);
        if (tenth > reportedTenth || done === total) {
          reportedTenth = tenth;
          console.log(`  ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} (${seconds()} s)`);
        }
      },
    });
    const skipped =
      result.skipped > 0 ? `, ${result.skipped.toLocaleString('en-US')} skipped (phone number taken)` : '';
    console.log(
      `Added ${result.inserted.toLocaleString('en-US')} members (indices from ${result.startIndex})${skipped} in ${seconds()} s; ` +
        `${result.totalUsers.toLocaleString('en-US')} users in total. Password: ${DEMO_PASSWORD}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${usage}`);
  } else if (error instanceof ConfigError || error instanceof SeedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
