/**
 * `npm run bench [-- --pglite] [--members N] [--posts N] [--duration S]`
 *
 * Load-tests the API built for production against PostgreSQL (BENCH_DATABASE_URL, by default the database
 * `samaj_bench` on the local server, created when missing) holding at least 100,000 members and 1,000,000 posts,
 * and appends the figures to docs/BENCHMARKS.md. `--pglite` runs on the embedded database instead, for reference only.
 * Every figure is also given as a ratio to GET /api/health measured in the same run: the machines are shared and
 * absolute numbers drift.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { and, eq, ne, sql } from 'drizzle-orm';
import pg from 'pg';
import * as prettier from 'prettier';
import { createDatabase } from '../apps/api/src/db/client.ts';
import { rowsOf } from '../apps/api/src/db/rows.ts';
import { users } from '../apps/api/src/db/schema/index.ts';
import { countUsers, pgliteFolderInUse, seedCommunity } from '../apps/api/src/seed/bulk.ts';
import { addPostsUpTo, countPosts } from '../apps/api/src/seed/bulk-posts.ts';
import { DEMO_PASSWORD, DEMO_PHONE } from '../apps/api/src/seed/demo.ts';
import { countMarriageProfiles, seedMarriageProfiles } from '../apps/api/src/seed/matrimonial.ts';
import { type BenchContext, type BenchEndpoint, BenchError, endpoints } from './bench-endpoints.ts';
import { hasExited, startServer, stopServer, stopStartedServer } from './bench-server.ts';
import {
  appendReport,
  BENCHMARKS_FILE,
  CONNECTIONS,
  type Measurement,
  resultTable,
  WARMUP_SECONDS,
} from './bench-report.ts';
import { chatLoadReport, runChatLoadInChild } from './bench-chat.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/samaj_bench';
const DEFAULT_PGLITE_DATA_DIR = path.join(repoRoot, 'data', 'bench-pglite');
/** The chat load: this many members connected over Socket.IO, and messages sent a second among them. */
const CHAT_SOCKETS = 1000;
const CHAT_MESSAGES_PER_SECOND = 200;

function parseOptions() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        pglite: { type: 'boolean', default: false },
        members: { type: 'string', default: '100000' },
        posts: { type: 'string', default: '1000000' },
        duration: { type: 'string', default: '10' },
        'chat-only': { type: 'boolean', default: false },
        only: { type: 'string', multiple: true },
      },
    }));
  } catch (error) {
    throw new BenchError(
      `${(error as Error).message}\nUsage: npm run bench [-- --pglite] [--members N] [--posts N] [--duration S] [--chat-only] [--only TEXT]…`,
    );
  }
  const members = Number(values.members);
  const postCount = Number(values.posts);
  const duration = Number(values.duration);
  if (!Number.isSafeInteger(members) || members < 1) throw new BenchError('--members must be a whole number >= 1');
  if (!Number.isSafeInteger(postCount) || postCount < 1) throw new BenchError('--posts must be a whole number >= 1');
  if (!Number.isSafeInteger(duration) || duration < 1 || duration > 300) {
    throw new BenchError('--duration must be 1 to 300 seconds');
  }
  // `--only posts --only comments`: the health baseline and the endpoints whose name contains one of them (no chat load).
  const only = values.only ?? [];
  return { pglite: values.pglite, members, posts: postCount, duration, chatOnly: values['chat-only'], only };
}

/** Creates the benchmark database on first use; the pg client is enough, no psql needed. */
async function ensurePostgresDatabase(url: string): Promise<void> {
  const probe = new pg.Client({ connectionString: url });
  try {
    await probe.connect();
    return;
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') throw error; // Anything but "database does not exist".
  } finally {
    await probe.end().catch(() => {});
  }
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    await admin.query(`create database ${admin.escapeIdentifier(name)}`);
    console.log(`Created database ${name}`);
  } finally {
    await admin.end();
  }
}

/** Seeds members and posts until there are enough; returns what the report needs. */
async function prepareDatabase(
  target: { url?: string; pgliteDir?: string },
  minimumMembers: number,
  minimumPosts: number,
) {
  const database = await createDatabase({ url: target.url, pgliteDir: target.pgliteDir });
  try {
    await database.migrate();
    const existing = await countUsers(database.db);
    if (existing < minimumMembers) {
      const missing = minimumMembers - existing;
      console.log(
        `Seeding ${missing.toLocaleString('en-US')} members (the database has ${existing.toLocaleString('en-US')})`,
      );
      const started = performance.now();
      let reportedTenth = 0;
      await seedCommunity(database, {
        members: missing,
        log: {
          info: (message: string) => console.log(`  ${message}`),
          warn: (message: string) => console.warn(message),
        },
        onProgress: (done, total) => {
          const tenth = Math.floor((done * 10) / total);
          if (tenth > reportedTenth) {
            reportedTenth = tenth;
            console.log(`  ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')}`);
          }
        },
      });
      console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    const existingPosts = await countPosts(database.db);
    if (existingPosts < minimumPosts) {
      const missing = minimumPosts - existingPosts;
      console.log(
        `Adding ${missing.toLocaleString('en-US')} posts with likes and comments (the database has ${existingPosts.toLocaleString('en-US')})`,
      );
      const started = performance.now();
      await addPostsUpTo(database.db, {
        total: minimumPosts,
        onBatch: (added, of) => console.log(`  ${added.toLocaleString('en-US')} / ${of.toLocaleString('en-US')}`),
      });
      // Fresh statistics for the planner, and a visibility map for index-only counts.
      await database.db.execute(sql`vacuum (analyze) posts, post_likes, comments`);
      console.log(`Added in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    const memberCount = await countUsers(database.db);
    if ((await countMarriageProfiles(database.db)) < memberCount * 0.45) {
      console.log('Adding marriage profiles and partner preferences for about half the members');
      const started = performance.now();
      const added = await seedMarriageProfiles(database.db);
      await database.db.execute(sql`vacuum (analyze) users, matrimonial_profiles, partner_preferences`);
      console.log(`Added ${added.toLocaleString('en-US')} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    const postCount = await countPosts(database.db);
    // Any seeded member with a marriage profile will do (the matrimonial calls need one); one from the middle so it
    // is not the demo login nor a special case.
    const [member] = await database.db
      .select({ phoneNumber: users.phoneNumber })
      .from(users)
      .where(and(ne(users.phoneNumber, DEMO_PHONE), eq(users.isMatrimonialProfile, true)))
      .orderBy(users.id)
      .limit(1)
      .offset(Math.floor((await countMarriageProfiles(database.db)) / 2));
    // Both drivers answer raw SQL with `{ rows }`.
    const rows = rowsOf(await database.db.execute(sql`select version() as version`)) as Array<{ version: string }>;
    const postgresVersion = rows[0]?.version.split(' ').slice(0, 2).join(' ') ?? 'PostgreSQL';
    if (!member) throw new BenchError('No member to log in as');
    return { memberCount, postCount, memberPhone: member.phoneNumber, postgresVersion, kind: database.kind };
  } finally {
    await database.close();
  }
}

async function logIn(baseUrl: string, phoneNumber: string): Promise<BenchContext> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phoneNumber, password: DEMO_PASSWORD }),
  });
  if (!response.ok) {
    throw new BenchError(
      `Logging in as ${phoneNumber} failed (${response.status}): ${await response.text()}. ` +
        'Is this database seeded by `npm run seed` (whose members share the demo password)?',
    );
  }
  const { data } = (await response.json()) as { data: { accessToken: string; user: { id: string } } };
  const accessToken = data.accessToken;
  return {
    baseUrl,
    accessToken,
    userId: data.user.id,
    api: async <T>(pathAndQuery: string, init: { method?: string; body?: unknown } = {}) => {
      const reply = await fetch(`${baseUrl}${pathAndQuery}`, {
        method: init.method ?? 'GET',
        headers: {
          authorization: `Bearer ${accessToken}`,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
      if (!reply.ok)
        throw new BenchError(`${init.method ?? 'GET'} ${pathAndQuery}: ${reply.status} ${await reply.text()}`);
      return ((await reply.json()) as { data: T }).data;
    },
  };
}

async function measure(endpoint: BenchEndpoint, context: BenchContext, duration: number): Promise<Measurement> {
  const requestPath = typeof endpoint.path === 'string' ? endpoint.path : await endpoint.path(context);
  const headers: Record<string, string> = endpoint.auth ? { authorization: `Bearer ${context.accessToken}` } : {};
  const check = await fetch(`${context.baseUrl}${requestPath}`, { headers });
  if (!check.ok) throw new BenchError(`${endpoint.name} answers ${check.status}: ${await check.text()}`);

  process.stdout.write(
    `${endpoint.name}: ${WARMUP_SECONDS} s warm-up + ${duration} s at ${CONNECTIONS} connections... `,
  );
  const result = await autocannon({
    url: `${context.baseUrl}${requestPath}`,
    connections: CONNECTIONS,
    duration,
    headers,
    warmup: { connections: CONNECTIONS, duration: WARMUP_SECONDS },
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) {
    const statuses = JSON.stringify(result.statusCodeStats);
    throw new BenchError(
      `${endpoint.name}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx (${statuses})`,
    );
  }
  console.log(`${Math.round(result.requests.average)} req/s`);
  return {
    name: endpoint.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

async function main() {
  const stopOnSignal = () => {
    void stopStartedServer().finally(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  const options = parseOptions();
  let serverEnv: Record<string, string>;
  let databaseLabel: string;
  let temporaryDataDir: string | undefined;
  let prepared;

  if (options.pglite) {
    const dataDir = path.resolve(process.env['BENCH_DATA_DIR'] ?? DEFAULT_PGLITE_DATA_DIR);
    const pgliteDir = path.join(dataDir, 'db');
    mkdirSync(pgliteDir, { recursive: true }); // PGlite creates only the last folder of the path.
    const problem = pgliteFolderInUse(pgliteDir);
    if (problem) throw new BenchError(problem);
    console.log(`Database: PGlite in ${pgliteDir} (reference only)`);
    prepared = await prepareDatabase({ pgliteDir }, options.members, options.chatOnly ? 0 : options.posts);
    serverEnv = { DATA_DIR: dataDir };
    databaseLabel = `PGlite (${prepared.postgresVersion})`;
  } else {
    const url = process.env['BENCH_DATABASE_URL'] ?? DEFAULT_DATABASE_URL;
    const parsedUrl = new URL(url);
    if (!['127.0.0.1', 'localhost', '[::1]'].includes(parsedUrl.hostname)) {
      throw new BenchError(`BENCH_DATABASE_URL must point at this machine (127.0.0.1), not ${parsedUrl.hostname}`);
    }
    console.log(`Database: ${parsedUrl.host}${parsedUrl.pathname}`);
    await ensurePostgresDatabase(url);
    prepared = await prepareDatabase({ url }, options.members, options.chatOnly ? 0 : options.posts);
    temporaryDataDir = mkdtempSync(path.join(os.tmpdir(), 'samaj-bench-'));
    serverEnv = { DATABASE_URL: url, DATA_DIR: temporaryDataDir };
    databaseLabel = prepared.postgresVersion;
  }

  const jwtSecret = randomBytes(36).toString('base64url');
  const server = await startServer({
    ...serverEnv,
    NODE_ENV: 'production',
    JWT_SECRET: jwtSecret,
    ACCESS_TOKEN_TTL_SECONDS: '7200', // Outlives a long list of endpoints.
    OTP_PROVIDER: 'console',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_ENABLED: 'false',
    SEED_DEMO: 'false',
  });
  try {
    const context = await logIn(server.baseUrl, prepared.memberPhone);
    const loadAverage = os.loadavg()[0] ?? 0;
    const measurements: Measurement[] = [];
    // `--chat-only`: the health baseline, then the chat load.
    const selected = endpoints.filter(
      (endpoint, index) =>
        index === 0 || options.only.length === 0 || options.only.some((text) => endpoint.name.includes(text)),
    );
    for (const endpoint of options.chatOnly ? endpoints.slice(0, 1) : selected) {
      measurements.push(await measure(endpoint, context, options.duration));
    }
    // PGlite allows one process at a time, and the chat load makes its members' sessions in the database directly.
    const chatLoad =
      options.pglite || options.only.length > 0
        ? null
        : await runChatLoadInChild({
            baseUrl: server.baseUrl,
            serverPid: server.child.pid!,
            database: { url: serverEnv['DATABASE_URL']! },
            jwtSecret,
            sockets: CHAT_SOCKETS,
            messagesPerSecond: CHAT_MESSAGES_PER_SECOND,
            durationSeconds: options.duration,
          });
    if (hasExited(server.child)) throw new BenchError('The API stopped during the run');

    console.log(
      `\n${databaseLabel}, ${prepared.memberCount.toLocaleString('en-US')} members, ` +
        `${prepared.postCount.toLocaleString('en-US')} posts\n`,
    );
    console.log((await prettier.format(resultTable(measurements), { parser: 'markdown' })).trimEnd());
    const chatText = chatLoad
      ? chatLoadReport(chatLoad)
      : options.pglite
        ? 'Chat load: not run on PGlite (PostgreSQL only).'
        : 'Chat load: not run (`--only`).';
    console.log(`\n${(await prettier.format(chatText, { parser: 'markdown' })).trimEnd()}`);
    await appendReport(measurements, {
      chatLoad: chatText,
      database: databaseLabel,
      memberCount: prepared.memberCount,
      postCount: prepared.postCount,
      duration: options.duration,
      loadAverage,
    });
    console.log(`\nAppended to ${path.relative(repoRoot, BENCHMARKS_FILE)}`);
    const warnings = server.output.filter((line) => /"level":(40|50|60)/.test(line));
    if (warnings.length > 0)
      console.log(`\nThe API logged ${warnings.length} warnings or errors, the last:\n${warnings.at(-1)}`);
  } finally {
    await stopServer(server.child);
    if (temporaryDataDir) rmSync(temporaryDataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof BenchError ? error.message : error);
  process.exit(1);
});
