/**
 * `npm run bench [-- --pglite] [--members N] [--posts N] [--duration S]`
 * `npm run bench -- --soak [--minutes N] [--heap-snapshots DIR]`: the API's memory over N minutes (10) of mixed load
 * instead (bench-soak.ts).
 * `npm run bench -- --only reference`: the health baseline and the stack's floor only (bench-reference.ts).
 * `npm run bench -- --cpu-prof [--only TEXT]…`: where each endpoint's time goes, as flame graphs in docs/flamegraphs and
 * a table in BENCHMARKS.md (bench-profile.ts); its figures are taken under the profiler, so they are not the current ones.
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
import * as prettier from 'prettier';
import { pgliteFolderInUse } from '../apps/api/src/seed/bulk.ts';
import { DEMO_PASSWORD } from '../apps/api/src/seed/demo.ts';
import { chatLoadReport, runChatLoadInChild } from './bench-chat.ts';
import { BENCH_AUDIT_ENTRIES, BENCH_MEMBER_NOTIFICATIONS } from './bench-lived-in.ts';
import { timeExport } from './bench-export.ts';
import { appendProfileReport, type ProfileSummary, Profiler, summariseProfile } from './bench-profile.ts';
import { runSoak, SOAK_EXTRA_PATHS, soakSnapshotFlags } from './bench-soak.ts';
import { BenchError, ensurePostgresDatabase, prepareDatabase } from './bench-database.ts';
import { freePort, hasExited, runningApi, startReferenceServer, startServer, stopServer } from './bench-server.ts';
import { BENCH_OPEN_REPORTS } from './bench-moderation.ts';
import {
  appendReport,
  benchmarksFile,
  CONNECTIONS,
  type Measurement,
  resultTable,
  WARMUP_SECONDS,
} from './bench-report.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/samaj_bench';
const DEFAULT_PGLITE_DATA_DIR = path.join(repoRoot, 'data', 'bench-pglite');
const flameGraphFolder = path.join(repoRoot, 'docs', 'flamegraphs');
/** The chat load: this many members connected over Socket.IO, and messages sent a second among them. */
const CHAT_SOCKETS = 1000;
const CHAT_MESSAGES_PER_SECOND = 200;

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
  /** Called as a moderator rather than the benchmarked member (the console's calls). */
  asModerator?: boolean;
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
  // The chat list: each of the member's chats (6 seeded) with the other member, the last message and the unread count.
  { name: 'GET /api/chats', path: '/api/chats', auth: true },
  // The member's notifications (bench-lived-in.ts): a page of 20 of their 3,000, with the total and the unread count.
  {
    name: `GET /api/notifications (${BENCH_MEMBER_NOTIFICATIONS.toLocaleString('en-US')} of them)`,
    path: '/api/notifications',
    auth: true,
  },
  { name: 'GET /api/dashboard/profile-completion', path: '/api/dashboard/profile-completion', auth: true },
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
  // Matrimonial: the member has a marriage profile and preferences; half the members have one. Both gotra rules of
  // the member's profile are on (bench-database.ts ensureGotraRules), and the same-gotra rule of every other profile.
  // Pages come from the member's snapshot of the result (its first 100 ids, kept 60 s; the warm-up works it out): the
  // cards are read live. Working a result out is measured one call at a time in BENCHMARKS.md's notes: it does not
  // fit 32 connections.
  {
    name: 'GET /api/matrimonial/profiles/recommended?page=1&limit=5',
    path: '/api/matrimonial/profiles/recommended?page=1&limit=5',
    auth: true,
  },
  { name: `GET /api/matrimonial/profiles/search (${MATRIMONIAL_SEARCH})`, path: MATRIMONIAL_SEARCH_PATH, auth: true },
  // The moderation queue's first page, urgent reasons first then oldest first, among the open reports.
  {
    name: `GET /api/admin/reports (${BENCH_OPEN_REPORTS.toLocaleString('en-US')} open)`,
    path: '/api/admin/reports',
    auth: true,
    asModerator: true,
  },
  {
    name: `GET /api/admin/audit-log (${BENCH_AUDIT_ENTRIES.toLocaleString('en-US')} entries)`,
    path: '/api/admin/audit-log',
    auth: true,
    asModerator: true,
  },
];

/** The stack's floor (bench-reference.ts), measured after the API and held to no goal; `--only reference` picks them. */
const referenceEndpoints: BenchEndpoint[] = [
  { name: 'reference: bare Fastify, no database', path: '/health', auth: false },
  { name: 'reference: bare Fastify + pg, a 2-column row by id', path: '/one-row', auth: false },
  { name: 'reference: bare Fastify + pg, the whole users row by id', path: '/wide-row', auth: false },
];

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
        soak: { type: 'boolean', default: false },
        minutes: { type: 'string', default: '10' },
        'heap-snapshots': { type: 'string' },
        'cpu-prof': { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    throw new BenchError(
      `${(error as Error).message}\nUsage: npm run bench [-- --pglite] [--members N] [--posts N] [--duration S] [--chat-only] [--only TEXT]… [--cpu-prof]` +
        `\n       npm run bench -- --soak [--minutes N] [--heap-snapshots DIR]`,
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
  const minutes = Number(values.minutes);
  if (!Number.isSafeInteger(minutes) || minutes < 1 || minutes > 60) throw new BenchError('--minutes must be 1 to 60');
  if (values.soak && values.pglite) throw new BenchError('--soak runs on PostgreSQL only (the chat load needs it)');
  const heapSnapshots = values['heap-snapshots'];
  if (heapSnapshots !== undefined && !values.soak) throw new BenchError('--heap-snapshots goes with --soak');
  const soak = values.soak ? { minutes, heapSnapshots: heapSnapshots && path.resolve(heapSnapshots) } : null;
  const cpuProfile = values['cpu-prof'];
  if (cpuProfile && (values.soak || values['chat-only']))
    throw new BenchError('--cpu-prof profiles the endpoints only');
  return {
    pglite: values.pglite,
    members,
    posts: postCount,
    duration,
    chatOnly: values['chat-only'],
    only,
    soak,
    cpuProfile,
  };
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

/** The path to load for an endpoint: fixed, or found (and its data made) as the member. */
const pathOf = (endpoint: BenchEndpoint, context: BenchContext) =>
  typeof endpoint.path === 'string' ? endpoint.path : endpoint.path(context);

async function measure(endpoint: BenchEndpoint, context: BenchContext, duration: number): Promise<Measurement> {
  const requestPath = await pathOf(endpoint, context);
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

/** `--cpu-prof`: each endpoint's measured run under the sampling profiler, summarised into BENCHMARKS.md. */
async function profileEndpoints(
  selected: BenchEndpoint[],
  inspectorPort: number,
  run: { context: BenchContext; moderatorContext: BenchContext; duration: number },
) {
  const profiler = await Profiler.connect(inspectorPort);
  const summaries: ProfileSummary[] = [];
  const measurements: Measurement[] = [];
  try {
    for (const endpoint of selected) {
      await profiler.start();
      measurements.push(
        await measure(endpoint, endpoint.asModerator ? run.moderatorContext : run.context, run.duration),
      );
      const summary = summariseProfile(endpoint.name, await profiler.stop(), flameGraphFolder);
      summaries.push(summary);
      for (const [name, share] of summary.functions)
        console.log(`  ${(share * 100).toFixed(1).padStart(5)} %  ${name}`);
    }
  } finally {
    profiler.close();
  }
  await appendProfileReport(summaries, measurements);
  console.log(
    `\nFlame graphs in ${path.relative(repoRoot, flameGraphFolder)}; appended to ${path.relative(repoRoot, benchmarksFile)}`,
  );
}

async function main() {
  const stopOnSignal = () => {
    void stopServer(runningApi()).finally(() => process.exit(130));
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
  const inspectorPort = options.cpuProfile ? await freePort() : undefined;
  const server = await startServer(
    {
      ...serverEnv,
      NODE_ENV: 'production',
      JWT_SECRET: jwtSecret,
      ACCESS_TOKEN_TTL_SECONDS: '7200', // Outlives a long list of endpoints.
      OTP_PROVIDER: 'console',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ENABLED: 'false',
      SEED_DEMO: 'false',
    },
    options.soak?.heapSnapshots
      ? soakSnapshotFlags(options.soak.heapSnapshots)
      : inspectorPort
        ? [`--inspect=127.0.0.1:${inspectorPort}`]
        : [],
  );
  try {
    if (options.soak) {
      // The member's reads of the normal bench (not the moderator's, nor the health baseline), then the soak's own.
      const memberReads = endpoints.filter((endpoint) => endpoint.auth && !endpoint.asModerator);
      await runSoak({
        server,
        minutes: options.soak.minutes,
        heapSnapshots: options.soak.heapSnapshots,
        chat: {
          database: { url: serverEnv['DATABASE_URL']! },
          jwtSecret,
          sockets: CHAT_SOCKETS,
          messagesPerSecond: CHAT_MESSAGES_PER_SECOND,
        },
        prepareLoad: async () => {
          const context = await logIn(server.baseUrl, prepared.memberPhone);
          const paths: string[] = [];
          for (const endpoint of memberReads) paths.push(await pathOf(endpoint, context));
          return { accessToken: context.accessToken, paths: [...new Set([...paths, ...SOAK_EXTRA_PATHS])] };
        },
        database: databaseLabel,
        memberCount: prepared.memberCount,
        postCount: prepared.postCount,
      });
      if (!options.soak.heapSnapshots) console.log(`\nAppended to ${path.relative(repoRoot, benchmarksFile)}`);
      return;
    }
    const context = await logIn(server.baseUrl, prepared.memberPhone);
    const moderatorContext = await logIn(server.baseUrl, prepared.moderatorPhone);
    const loadAverage = os.loadavg()[0] ?? 0;
    const measurements: Measurement[] = [];
    // `--chat-only`: the health baseline, then the chat load.
    const selected = endpoints.filter(
      (endpoint, index) =>
        index === 0 || options.only.length === 0 || options.only.some((text) => endpoint.name.includes(text)),
    );
    if (inspectorPort) {
      await profileEndpoints(selected, inspectorPort, { context, moderatorContext, duration: options.duration });
      return;
    }
    for (const endpoint of options.chatOnly ? endpoints.slice(0, 1) : selected) {
      measurements.push(await measure(endpoint, endpoint.asModerator ? moderatorContext : context, options.duration));
    }
    const references = referenceEndpoints.filter(
      (endpoint) => options.only.length === 0 || options.only.some((text) => endpoint.name.includes(text)),
    );
    if (!options.pglite && !options.chatOnly && references.length > 0) {
      const reference = await startReferenceServer(serverEnv['DATABASE_URL']!);
      try {
        for (const endpoint of references) {
          const measured = await measure(endpoint, { ...context, baseUrl: reference.baseUrl }, options.duration);
          measurements.push({ ...measured, reference: true });
        }
      } finally {
        await stopServer(reference.child);
      }
    }
    const exportText = options.chatOnly
      ? null
      : await timeExport(server.baseUrl, context.accessToken, server.child.pid!);
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
      complete: !options.pglite && !options.chatOnly && options.only.length === 0,
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
