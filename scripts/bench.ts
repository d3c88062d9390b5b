/**
 * `npm run bench [-- --pglite] [--members N] [--posts N] [--duration S]`
 *
 * Load-tests the API built for production against PostgreSQL (BENCH_DATABASE_URL, by default the database
 * `samaj_bench` on the local server, created when missing) holding at least 100,000 members and 1,000,000 posts,
 * and appends the figures to docs/BENCHMARKS.md. `--pglite` runs on the embedded database instead, for reference only.
 * Every figure is also given as a ratio to GET /api/health measured in the same run: the machines are shared and
 * absolute numbers drift.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { and, eq, ne, sql } from 'drizzle-orm';
import pg from 'pg';
import * as prettier from 'prettier';
import { createDatabase } from '../apps/api/src/db/client.ts';
import { users } from '../apps/api/src/db/schema/index.ts';
import { countUsers, pgliteFolderInUse, seedCommunity } from '../apps/api/src/seed/bulk.ts';
import { addPostsUpTo, countPosts } from '../apps/api/src/seed/bulk-posts.ts';
import { DEMO_PASSWORD, DEMO_PHONE } from '../apps/api/src/seed/demo.ts';
import { countMarriageProfiles, seedMarriageProfiles } from '../apps/api/src/seed/matrimonial.ts';
import { chatLoadReport, runChatLoadInChild } from './bench-chat.ts';
import { ensureExportHistory, timeExport } from './bench-export.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchmarksFile = path.join(repoRoot, 'docs', 'BENCHMARKS.md');
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/samaj_bench';
const DEFAULT_PGLITE_DATA_DIR = path.join(repoRoot, 'data', 'bench-pglite');
const CONNECTIONS = 32;
/** The chat load: this many members connected over Socket.IO, and messages sent a second among them. */
const CHAT_SOCKETS = 1000;
const CHAT_MESSAGES_PER_SECOND = 200;
const WARMUP_SECONDS = 2;
const SERVER_START_TIMEOUT_MS = 60_000;
const SERVER_STOP_TIMEOUT_MS = 15_000;

/** What an endpoint's setup can use to find the ids it needs. */
interface BenchContext {
  baseUrl: string;
  accessToken: string;
  userId: string;
  /** A request as the benchmarked member; returns the envelope's `data`, throws on an error status. */
  api<T = unknown>(pathAndQuery: string, init?: { method?: string; body?: unknown }): Promise<T>;
}

interface BenchEndpoint {
  /** Shown in the table, e.g. `GET /api/posts/{id}`. */
  name: string;
  /** The path to load; a function when it needs ids found at run time (create or look up data with `api`). */
  path: string | ((context: BenchContext) => Promise<string>);
  auth: boolean;
}

interface PostPage {
  rows: { id: string; isLiked: 0 | 1 }[];
  count: number;
}

/** The feed's first page, two of its posts liked by the benchmarked member so that `isLiked` is not always 0. */
async function feedFirstPage(context: BenchContext): Promise<string> {
  const path = '/api/posts?page=1&limit=8';
  const feed = await context.api<PostPage>(path);
  for (const post of feed.rows.slice(1, 3)) {
    if (!post.isLiked) await context.api(`/api/posts/${post.id}/like`, { method: 'POST' });
  }
  return path;
}

/** The comments of the newest post, given at least 20 of them (one liked by the member) so the page is full. */
async function busyPostComments(context: BenchContext): Promise<string> {
  const [post] = (await context.api<PostPage>('/api/posts?page=1&limit=1')).rows;
  if (!post) throw new BenchError('The feed is empty');
  const path = `/api/comments/${post.id}`;
  const { count } = await context.api<PostPage>(path);
  for (let added = count; added < 20; added++) {
    await context.api(path, { method: 'POST', body: { content: `Benchmark comment ${added + 1}` } });
  }
  const [newest] = (await context.api<PostPage>(path)).rows;
  if (newest && !newest.isLiked) await context.api(`/api/comments/${newest.id}/like`, { method: 'POST' });
  return path;
}

/** Another member's public profile: the first result of a name search. */
async function someMemberProfile(context: BenchContext): Promise<string> {
  const [member] = (await context.api<{ rows: { id: string }[] }>('/api/user/filter?keyword=sinha&limit=1')).rows;
  if (!member) throw new BenchError('No member named Sinha to open');
  return `/api/user/profile/${member.id}`;
}

const MATRIMONIAL_SEARCH = 'ages 24 to 32, Bihar, never married';
/** A search with a few filters whose result is well over 100 profiles. */
const MATRIMONIAL_SEARCH_PATH = `/api/matrimonial/profiles/search?${new URLSearchParams({
  ageMin: '24',
  ageMax: '32',
  state: 'Bihar',
  maritalStatus: 'NEVER_MARRIED',
})}`;

/** The first entry is the baseline every other one is compared with. Later issues add their endpoints here. */
const endpoints: BenchEndpoint[] = [
  { name: 'GET /api/health', path: '/api/health', auth: false },
  { name: 'GET /api/user/me', path: '/api/user/me', auth: true },
  // Member search with a two-letter keyword: the trigram index cannot help below three letters (worst case).
  { name: 'GET /api/user/filter?keyword=ra', path: '/api/user/filter?keyword=ra', auth: true },
  { name: 'GET /api/user/profile/{id}', path: someMemberProfile, auth: true },
  { name: 'GET /api/posts?page=1&limit=8', path: feedFirstPage, auth: true },
  { name: 'GET /api/comments/{postId} (20 comments)', path: busyPostComments, auth: true },
  {
    // Three keywords, a state and a profession: the GIN index on the keywords, then the other filters and the ranking,
    // worked out once per member and filter (the warm-up does it) and kept 60 s; each page reads its 6 cards live.
    name: 'GET /api/community/helpers (3 keywords, a state, a profession)',
    path: `/api/community/helpers?${new URLSearchParams({
      keywords: 'Medical advice,Second medical opinion,Doctor recommendation',
      locationFilter: JSON.stringify({ states: ['Bihar'], cities: [], locations: [] }),
      profession: 'Doctor',
    })}`,
    auth: true,
  },
  // Matrimonial: the member has a marriage profile and preferences; half the members have one. Pages come from the
  // member's snapshot of the result (its first 100 ids, kept 60 s; the warm-up works it out): the cards are read live.
  // Working a result out is measured one call at a time in BENCHMARKS.md's notes: it does not fit 32 connections.
  {
    name: 'GET /api/matrimonial/profiles/recommended?page=1&limit=5',
    path: '/api/matrimonial/profiles/recommended?page=1&limit=5',
    auth: true,
  },
  { name: `GET /api/matrimonial/profiles/search (${MATRIMONIAL_SEARCH})`, path: MATRIMONIAL_SEARCH_PATH, auth: true },
];

interface Measurement {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

class BenchError extends Error {}

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
    const { rows } = (await database.db.execute(sql`select version() as version`)) as unknown as {
      rows: Array<{ version: string }>;
    };
    const postgresVersion = rows[0]?.version.split(' ').slice(0, 2).join(' ') ?? 'PostgreSQL';
    if (!member) throw new BenchError('No member to log in as');
    await ensureExportHistory(database.db, member.phoneNumber);
    return { memberCount, postCount, memberPhone: member.phoneNumber, postgresVersion, kind: database.kind };
  } finally {
    await database.close();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

interface RunningServer {
  baseUrl: string;
  child: ChildProcess;
  output: string[];
}

/** The API child process, so that an interrupted run still stops it. */
let apiProcess: ChildProcess | undefined;

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? '',
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  apiProcess = child;
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    if (output.length > 200) output.splice(0, output.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const server = { baseUrl: `http://127.0.0.1:${port}`, child, output };

  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (hasExited(child)) {
      throw new BenchError(
        `The API exited (${child.exitCode ?? child.signalCode}) on start:\n${output.slice(-20).join('\n')}`,
      );
    }
    try {
      const response = await fetch(`${server.baseUrl}/api/ready`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new BenchError(
    `The API was not ready within ${SERVER_START_TIMEOUT_MS / 1000} s:\n${output.slice(-20).join('\n')}`,
  );
}

async function stopServer(child: ChildProcess | undefined): Promise<void> {
  if (!child || hasExited(child)) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), SERVER_STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
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

const ratio = (value: number, baseline: number) => (baseline > 0 ? (value / baseline).toFixed(2) : 'n/a');

function resultTable(measurements: Measurement[]): string {
  const baseline = measurements[0]!;
  const lines = [
    '| endpoint | req/s | p50 (ms) | p99 (ms) | req/s vs health | p99 vs health |',
    '|---|--:|--:|--:|--:|--:|',
    ...measurements.map(
      (m) =>
        `| ${m.name} | ${Math.round(m.requestsPerSecond).toLocaleString('en-US')} | ${m.p50} | ${m.p99} | ` +
        `${ratio(m.requestsPerSecond, baseline.requestsPerSecond)} | ${ratio(m.p99, baseline.p99)} |`,
    ),
  ];
  return lines.join('\n');
}

function gitRevision(): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: repoRoot, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${sha} (with uncommitted changes)` : sha;
  } catch {
    return 'unknown revision';
  }
}

const BENCHMARKS_HEADER = `# Benchmarks

\`npm run bench\` appends a section here for each run. Method:

- The API runs as in production: \`node apps/api/src/server.ts\` with \`NODE_ENV=production\`, \`LOG_LEVEL=warn\`,
  rate limits off, on a free port of 127.0.0.1, against PostgreSQL 15 on the same machine (\`BENCH_DATABASE_URL\`,
  by default the database \`samaj_bench\`) seeded with at least 100,000 members by the seed of \`npm run seed\`.
  Runs marked PGlite (\`npm run bench -- --pglite\`) are for reference only: production is PostgreSQL.
- autocannon, in the same machine, holds ${CONNECTIONS} connections on each endpoint: ${WARMUP_SECONDS} s of warm-up (discarded), then the
  measured run (10 s unless the section says otherwise). Authenticated endpoints use one seeded member's access token.
- The machine is shared (2 cores, 24 GiB): absolute numbers drift from run to run. Compare the ratios to
  \`GET /api/health\` (same process, same run, no database) instead: a p99 ratio near 1 means the endpoint costs
  little beyond the HTTP stack.
`;

interface ReportDetails {
  database: string;
  memberCount: number;
  postCount: number;
  duration: number;
  /** The 1-minute load average when the measurements began: how busy the shared machine was. */
  loadAverage: number;
  /** The chat load's paragraph and table. */
  chatLoad: string;
}

async function appendReport(measurements: Measurement[], details: ReportDetails) {
  const now = new Date();
  const when = `${now.toISOString().slice(0, 10)} ${now.toISOString().slice(11, 16)} UTC`;
  const memory = `${Math.round(os.totalmem() / 1024 ** 3)} GiB`;
  const section = [
    `## ${when} · ${gitRevision()} · ${details.database} · ${details.memberCount.toLocaleString('en-US')} members · ` +
      `${details.postCount.toLocaleString('en-US')} posts`,
    '',
    `Node ${process.version}, ${os.cpus().length} cores, ${memory}, ${CONNECTIONS} connections, ` +
      `${WARMUP_SECONDS} s warm-up + ${details.duration} s per endpoint, ` +
      `load average ${details.loadAverage.toFixed(1)} when it began.`,
    '',
    resultTable(measurements),
    '',
    details.chatLoad,
    '',
  ].join('\n');
  const current = existsSync(benchmarksFile) ? readFileSync(benchmarksFile, 'utf8') : BENCHMARKS_HEADER;
  const combined = `${current.trimEnd()}\n\n${section}`;
  // Formatted as `npm run format` would, so that running it later does not rewrite the tables.
  const prettierOptions = (await prettier.resolveConfig(benchmarksFile)) ?? {};
  writeFileSync(benchmarksFile, await prettier.format(combined, { ...prettierOptions, parser: 'markdown' }));
}

async function main() {
  const stopOnSignal = () => {
    void stopServer(apiProcess).finally(() => process.exit(130));
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
    const exportText = options.chatOnly ? null : await timeExport(server.baseUrl, context.accessToken);
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
    if (exportText) console.log(`\n${exportText}`);
    await appendReport(measurements, {
      chatLoad: exportText ? `${chatText}\n\n${exportText}` : chatText,
      database: databaseLabel,
      memberCount: prepared.memberCount,
      postCount: prepared.postCount,
      duration: options.duration,
      loadAverage,
    });
    console.log(`\nAppended to ${path.relative(repoRoot, benchmarksFile)}`);
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
