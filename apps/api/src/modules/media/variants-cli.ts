/**
 * `npm run media:variants [-- --restart] [--parallel N]`
 *
 * Makes the smaller copies (96, 192, 480 and 720 px wide) of the stored photos that lack them: photos stored before copies
 * were made at upload. Every API process does the same in the background at start; this runs it from a shell, e.g.
 * to see it through before switching a CDN on. Safe to run again, also while the servers run (one process walks at a
 * time; the others find it busy). With the embedded database, stop the server first (or let it do the work).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../config/index.ts';
import { createDatabase } from '../../db/client.ts';
import { commandOptions } from '../../lib/command-line.ts';
import { pgliteFolderInUse } from '../../seed/bulk.ts';
import { createMediaStore } from './media-store.ts';
import { VariantBackfill, type BackfillLog } from './variant-backfill.ts';

const usage = `Usage: npm run media:variants [-- --restart] [--parallel N]

Makes the 96, 192, 480 and 720 px copies that stored photos lack (photos stored before copies were made at upload), in the
media store of MEDIA_STORE (the folder MEDIA_DIR, or the S3 bucket), for every photo the database refers to.
The pass goes on where it stopped and does nothing once it is finished; photos whose file is missing or damaged are
listed and skipped.

  --restart      look at every photo again from the start (copies already stored are not made again)
  --parallel N   photos worked on at once (default 2; each holds its file and copies in memory)`;

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const consoleLog: BackfillLog = {
  info: (_details, message) => console.log(message),
  warn: (details, message) => console.warn(`${message}: ${(details as { path?: string }).path ?? ''}`),
  error: (details, message) => console.error(message, (details as { err?: unknown }).err ?? ''),
};

async function main(): Promise<number> {
  const values = commandOptions(
    { restart: { type: 'boolean', default: false }, parallel: { type: 'string', default: '2' } },
    usage,
  );
  if (typeof values === 'number') return values;
  const parallel = Number(values.parallel);
  if (!Number.isInteger(parallel) || parallel < 1 || parallel > 16) {
    console.error(`--parallel must be a whole number from 1 to 16\n\n${usage}`);
    return 2;
  }
  const config = loadConfig();
  const pgliteDir = path.join(config.dataDir, 'db');
  if (!config.databaseUrl) {
    mkdirSync(pgliteDir, { recursive: true });
    const problem = pgliteFolderInUse(pgliteDir);
    if (problem) {
      console.error(
        `The embedded database is open in a running server, which makes the copies itself at start.\n${problem}`,
      );
      return 2;
    }
  }
  const database = await createDatabase({ url: config.databaseUrl, pgliteDir });
  const media = await createMediaStore(config);
  try {
    await database.migrate();
    const where = config.media.s3 ? `the bucket ${config.media.s3.bucket}` : config.media.dir;
    console.log(`Making the missing copies of stored photos in ${where}…`);
    const backfill = new VariantBackfill({ db: database.db, media, log: consoleLog, parallel });
    const report = values.restart ? await backfill.restart() : await backfill.run();
    const { run, pass } = report;
    if (report.outcome === 'busy') {
      console.log('Another process (an API server) is making them now: nothing to do here.');
    } else if (report.outcome === 'finished before') {
      console.log(
        `Nothing to do: the pass finished before (${count(pass.made, 'copy', 'copies')} made, ${count(pass.skipped, 'photo')} ` +
          'skipped). --restart looks again.',
      );
    } else {
      console.log(
        `Looked at ${count(run.checked, 'stored photo')}: made ${count(run.made, 'copy', 'copies')}, ` +
          `skipped ${count(run.skipped, 'photo')}.`,
      );
      if (report.outcome === 'stopped') console.log('Stopped before the end: run it again to go on.');
    }
    return 0;
  } finally {
    media.storage.close();
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
