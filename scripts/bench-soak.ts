/**
 * `npm run bench -- --soak [--minutes N]`: the API's resident memory over a long mixed load (issue 17's memory goal).
 *
 * One API process, as in production. Its RSS is read from /proc/PID/status every 10 s: idle for 3 minutes after
 * /api/ready, before anything is asked of it; then for N minutes while 1,000 Socket.IO clients exchange 200 messages
 * a second (`bench-chat.ts`) and autocannon holds 32 connections cycling through the member's usual reads; then 3
 * minutes of rest once the sockets are gone. The section appended to docs/BENCHMARKS.md gives the RSS per minute, the
 * figures the goals name, and whether the curve flattens.
 *
 * Why 3 minutes: V8 gives back the heap pages a busy start (or a load) left behind only when its memory reducer runs,
 * about 100 s after the last garbage collection of a quiet process (measured: 198 MiB 20 s after /api/ready, 146 MiB
 * two minutes later, nothing else happening). Both figures are reported.
 */
import { mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import * as prettier from 'prettier';
import { type ChatLoadOptions, chatLoadReport, memoryMiB, runChatLoadInChild } from './bench-chat.ts';
import { BenchError } from './bench-database.ts';
import { appendSection, CONNECTIONS, machineSummary, sectionTitle } from './bench-report.ts';
import { apiNodeFlags, hasExited, PRODUCTION_NODE_FLAGS, type RunningServer } from './bench-server.ts';

/** Issue 17: at most 150 MiB idle and 300 MiB after 10 minutes of load; flat = at most 10 MiB up over the last 3. */
const GOALS = { idleMiB: 150, loadedMiB: 300, flatMiB: 10, flatMinutes: 3 };
const SAMPLE_EVERY_MS = 10_000;
/** The early idle figure, then the settled one (after V8's memory reducer); the same two for the rest. */
const EARLY_MS = 30_000;
const SETTLED_MS = 180_000;
/**
 * Sends of the chat load waiting for their answer, at most: on a busy machine the API falls behind 200 a second, and
 * an unbounded queue of requests would measure the backlog's memory rather than the API's (normally 1 or 2 wait).
 */
const CHAT_MAX_IN_FLIGHT = 100;
/** Member reads the soak adds to the normal bench's endpoints (those it already has are not loaded twice). */
export const SOAK_EXTRA_PATHS = ['/api/chats', '/api/notifications'];

export interface SoakOptions {
  server: RunningServer;
  minutes: number;
  /** The chat load, but for the API and the duration (the soak's). */
  chat: Omit<ChatLoadOptions, 'baseUrl' | 'serverPid' | 'durationSeconds'>;
  /**
   * Logs the benchmarked member in and works out the paths the HTTP load cycles through (which may create what they
   * need, as the normal bench does); called once the idle figures are taken.
   */
  prepareLoad(): Promise<{ accessToken: string; paths: string[] }>;
  /**
   * A diagnostic run (`--heap-snapshots DIR`, the API started with `soakSnapshotFlags`): heap snapshots at the end of
   * the idle time, at the end of the load and at the end of the rest, written to DIR. Taking one pauses the API and swells its memory, so the
   * figures are printed but not appended.
   */
  heapSnapshots?: string | undefined;
  /** For the section's title. */
  database: string;
  memberCount: number;
  postCount: number;
}

interface Sample {
  /** Seconds since the API was ready. */
  at: number;
  rss: number;
}

interface HttpLoad {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: string;
  /** Responses per second in each minute of the load. */
  perMinute: number[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The API's Node flags for `--heap-snapshots DIR`: SIGUSR2 writes a heap snapshot into DIR. */
export function soakSnapshotFlags(directory: string): string[] {
  mkdirSync(directory, { recursive: true });
  return ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${directory}`];
}

/** Has the API write a heap snapshot, waits until it is whole, and names it `<label>.heapsnapshot`. */
async function takeHeapSnapshot(server: RunningServer, directory: string, label: string): Promise<string> {
  const snapshots = () => readdirSync(directory).filter((name) => /^Heap\..*\.heapsnapshot$/.test(name));
  const before = new Set(snapshots());
  server.child.kill('SIGUSR2');
  const deadline = Date.now() + 300_000;
  let written: string | undefined;
  let size = -1;
  while (Date.now() < deadline) {
    await sleep(1000);
    written ??= snapshots().find((name) => !before.has(name));
    if (!written) continue;
    const now = statSync(path.join(directory, written)).size;
    // The API writes the snapshot on its main thread: once it answers again and the file stopped growing, it is whole.
    const answers = await fetch(`${server.baseUrl}/api/health`, { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (answers && now === size) {
      const target = path.join(directory, `${label}.heapsnapshot`);
      renameSync(path.join(directory, written), target);
      console.log(`Soak: heap snapshot ${target} (${(now / 1024 ** 2).toFixed(0)} MB)`);
      return target;
    }
    size = now;
  }
  throw new BenchError(`No whole heap snapshot in ${directory} within 5 minutes of SIGUSR2`);
}

/** The rise over a window of samples, from a least-squares line through them (GC's saw teeth average out), in MiB. */
export function fittedGrowth(samples: Sample[]): number {
  if (samples.length < 2) return Number.NaN;
  const meanAt = samples.reduce((sum, s) => sum + s.at, 0) / samples.length;
  const meanRss = samples.reduce((sum, s) => sum + s.rss, 0) / samples.length;
  let covariance = 0;
  let variance = 0;
  for (const s of samples) {
    covariance += (s.at - meanAt) * (s.rss - meanRss);
    variance += (s.at - meanAt) ** 2;
  }
  const span = samples.at(-1)!.at - samples[0]!.at;
  return variance > 0 ? (covariance / variance) * span : Number.NaN;
}

/** autocannon cycling every connection through the member's reads for `seconds`; responses counted per minute. */
async function runHttpLoad(baseUrl: string, accessToken: string, paths: string[], seconds: number): Promise<HttpLoad> {
  const started = performance.now();
  const perMinute: number[] = [];
  const instance = autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { authorization: `Bearer ${accessToken}` },
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  instance.on('tick', ({ counter }: { counter: number }) => {
    const minute = Math.min(Math.floor((performance.now() - started) / 60_000), Math.ceil(seconds / 60) - 1);
    perMinute[minute] = (perMinute[minute] ?? 0) + counter;
  });
  const result = await instance;
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.entries(result.statusCodeStats)
      .map(([code, { count }]) => `${code}: ${count.toLocaleString('en-US')}`)
      .join(', '),
    perMinute: perMinute.map((count, minute) => count / Math.min(60, seconds - minute * 60)),
  };
}

/** How the API was started, for the section: as in production, or with the flags of `BENCH_API_NODE_FLAGS`. */
function apiSetting(): string {
  const flags = apiNodeFlags().join(' ');
  const arenas = process.env['MALLOC_ARENA_MAX'] ? ` and \`MALLOC_ARENA_MAX=${process.env['MALLOC_ARENA_MAX']}\`` : '';
  return flags === PRODUCTION_NODE_FLAGS.join(' ') && !arenas
    ? `as in production (\`${flags}\`)`
    : `with \`${flags}\`${arenas} (production: \`${PRODUCTION_NODE_FLAGS.join(' ')}\`)`;
}

const verdict = (met: boolean) => (met ? 'met' : '**missed**');
const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)}`;

export async function runSoak(options: SoakOptions): Promise<void> {
  const { server } = options;
  const pid = server.child.pid!;
  const readyAt = performance.now();
  const seconds = () => (performance.now() - readyAt) / 1000;
  const samples: Sample[] = [];
  const sample = () => {
    const taken = { at: seconds(), rss: memoryMiB(pid) };
    samples.push(taken);
    return taken.rss;
  };
  const atReady = sample();
  const sampler = setInterval(() => {
    if (!hasExited(server.child)) sample();
  }, SAMPLE_EVERY_MS);
  const loadAverageBefore = os.loadavg()[0] ?? 0;
  try {
    console.log(`Soak: the API is ready at ${atReady} MiB; idle for ${SETTLED_MS / 1000} s`);
    await sleep(EARLY_MS);
    const idleEarly = sample();
    await sleep(SETTLED_MS - EARLY_MS);
    const idle = sample();
    console.log(`Soak: idle ${idleEarly} MiB after ${EARLY_MS / 1000} s, ${idle} MiB after ${SETTLED_MS / 1000} s`);
    const snapshot = async (label: string) => {
      if (options.heapSnapshots) await takeHeapSnapshot(server, options.heapSnapshots, label);
    };
    await snapshot('1-idle');

    const { accessToken, paths } = await options.prepareLoad();
    for (const path of paths) {
      const check = await fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${accessToken}` } });
      if (!check.ok) throw new BenchError(`GET ${path} answers ${check.status}: ${await check.text()}`);
    }

    const durationSeconds = options.minutes * 60;
    // The HTTP load starts with the messages, once every socket is connected.
    const load: { startedAt: number; endedAt: number; http?: Promise<HttpLoad> } = {
      startedAt: Number.NaN,
      endedAt: Number.NaN,
    };
    const chatResult = await runChatLoadInChild(
      { ...options.chat, maxInFlight: CHAT_MAX_IN_FLIGHT, baseUrl: server.baseUrl, serverPid: pid, durationSeconds },
      () => {
        console.log(
          `\nSoak: and ${CONNECTIONS} HTTP connections over ${paths.length} reads for ${options.minutes} min`,
        );
        load.startedAt = seconds();
        load.http = runHttpLoad(server.baseUrl, accessToken, paths, durationSeconds).then(async (result) => {
          load.endedAt = seconds();
          await snapshot('2-end-of-load'); // The sockets are still connected: the chat load waits for its last messages.
          return result;
        });
        load.http.catch(() => {}); // Awaited below, once the chat load is over; a failure is reported there.
      },
    );
    if (!load.http) throw new BenchError('The chat load never started sending');
    const http = await load.http;
    if (hasExited(server.child)) throw new BenchError('The API stopped during the soak');
    console.log(`Soak: load over; ${SETTLED_MS / 1000} s of rest`);
    await sleep(EARLY_MS);
    const restedEarly = sample();
    await sleep(SETTLED_MS - EARLY_MS);
    const rested = sample();
    clearInterval(sampler);
    await snapshot('3-after-rest');

    const during = samples.filter((s) => s.at >= load.startedAt && s.at <= load.endedAt);
    const minuteOf = (s: Sample) => Math.min(Math.floor((s.at - load.startedAt) / 60), options.minutes - 1);
    const rows = Array.from({ length: options.minutes }, (_, minute) => {
      const inMinute = during.filter((s) => minuteOf(s) === minute).map((s) => s.rss);
      return {
        minute: minute + 1,
        min: Math.min(...inMinute),
        max: Math.max(...inMinute),
        rate: http.perMinute[minute],
      };
    });
    const lastMinute = rows.at(-1)!.max;
    const peak = Math.max(...samples.map((s) => s.rss));
    const peakHwm = memoryMiB(pid, 'VmHWM');
    const window = Math.min(GOALS.flatMinutes, options.minutes) * 60;
    const firstGrowth = fittedGrowth(during.filter((s) => s.at <= load.startedAt + window));
    const lastGrowth = fittedGrowth(during.filter((s) => s.at >= load.endedAt - window));
    const flat = lastGrowth <= GOALS.flatMiB;
    // What the window's growth allows per request or message: the smallest leak the verdict would catch.
    const windowMinutes = window / 60;
    const windowRequests = http.perMinute.slice(-windowMinutes).reduce((sum, rate) => sum + rate * 60, 0);
    const windowMessages = chatResult.sent * (window / durationSeconds);
    const bytesEach = (GOALS.flatMiB * 1024 ** 2) / (windowRequests + windowMessages);
    const loadAverageAfter = os.loadavg()[0] ?? 0;

    const section = [
      `${sectionTitle(options)} · soak, ${options.minutes} min`,
      '',
      `${machineSummary()}, load average ${loadAverageBefore.toFixed(1)} when it began and ` +
        `${loadAverageAfter.toFixed(1)} at the end. The API ${apiSetting()}; its RSS ` +
        `(VmRSS of /proc/PID/status) every ${SAMPLE_EVERY_MS / 1000} s. Idle: ${SETTLED_MS / 60_000} minutes after ` +
        `/api/ready, before any request. Load: ${chatResult.sockets.toLocaleString('en-US')} Socket.IO clients and ` +
        `${options.chat.messagesPerSecond} messages a second (at most ${CHAT_MAX_IN_FLIGHT} sends waiting for ` +
        `their answer: when the API falls behind, fewer are sent; below), and at the same time autocannon's ` +
        `${CONNECTIONS} connections each sending in turn, as the benchmarked member: ` +
        `${paths.map((path) => `\`${path.split('?')[0]}\``).join(', ')}. Rest: ${SETTLED_MS / 60_000} minutes after the load ` +
        `stopped and the sockets closed.`,
      '',
      '| API RSS (MiB) | measured | goal | |',
      '|---|--:|--:|---|',
      `| at /api/ready | ${atReady} | | |`,
      `| idle, ${EARLY_MS / 1000} s after /api/ready | ${idleEarly} | | |`,
      `| idle, ${SETTLED_MS / 60_000} minutes after /api/ready | ${idle} | ≤ ${GOALS.idleMiB} | ` +
        `${verdict(idle <= GOALS.idleMiB)} |`,
      `| last minute of the load (its highest sample) | ${lastMinute} | ≤ ${GOALS.loadedMiB} | ` +
        `${verdict(lastMinute <= GOALS.loadedMiB)} |`,
      `| peak (highest sample; VmHWM ${peakHwm}) | ${peak} | | |`,
      `| after ${EARLY_MS / 1000} s of rest | ${restedEarly} | | |`,
      `| after ${SETTLED_MS / 60_000} minutes of rest | ${rested} | | |`,
      `| growth over the first ${window / 60} minutes (fitted line) | ${signed(firstGrowth)} | | |`,
      `| growth over the last ${window / 60} minutes (fitted line) | ${signed(lastGrowth)} | ≤ +${GOALS.flatMiB} | ` +
        `${flat ? 'flat' : '**still growing**'} |`,
      '',
      '| minute of load | RSS min (MiB) | RSS max | HTTP responses/s |',
      '|--:|--:|--:|--:|',
      ...rows.map((row) => `| ${row.minute} | ${row.min} | ${row.max} | ${Math.round(row.rate ?? 0)} |`),
      '',
      `HTTP load: ${http.requests.toLocaleString('en-US')} requests, ${Math.round(http.requestsPerSecond)} a second, ` +
        `p50 ${http.p50} ms, p99 ${http.p99} ms; ${http.errors} errors, ${http.timeouts} timeouts, ` +
        `${http.non2xx} not 2xx (${http.statusCodes}).`,
      '',
      chatLoadReport(chatResult),
      '',
      `Flat means the line fitted through the last ${windowMinutes} minutes' samples rises by at most ` +
        `${GOALS.flatMiB} MiB. In those minutes the API answered about ` +
        `${Math.round(windowRequests).toLocaleString('en-US')} requests and ` +
        `${Math.round(windowMessages).toLocaleString('en-US')} messages: a leak of more than ` +
        `${Math.round(bytesEach).toLocaleString('en-US')} bytes each would show.`,
      '',
    ].join('\n');
    console.log(`\n${(await prettier.format(section, { parser: 'markdown' })).trimEnd()}`);
    if (options.heapSnapshots) {
      console.log(`\nNot appended (heap snapshots were taken); compare them: node scripts/heap-diff.ts A B`);
    } else {
      await appendSection(section);
    }
  } finally {
    clearInterval(sampler);
  }
}
