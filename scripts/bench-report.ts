/** The figures of `npm run bench`: the table, and the section appended to docs/BENCHMARKS.md. */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { PRODUCTION_NODE_FLAGS } from './bench-server.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const benchmarksFile = path.join(repoRoot, 'docs', 'BENCHMARKS.md');
export const CONNECTIONS = 32;
export const WARMUP_SECONDS = 2;

export interface Measurement {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** The stack's floor (bench-reference.ts), not an endpoint of ours: shown for comparison, held to no goal. */
  reference?: boolean;
}

const ratio = (value: number, baseline: number) => (baseline > 0 ? (value / baseline).toFixed(2) : 'n/a');

export function resultTable(measurements: Measurement[]): string {
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

- The API runs as in production: \`node ${PRODUCTION_NODE_FLAGS.join(' ')} apps/api/src/server.ts\` with \`NODE_ENV=production\`, \`LOG_LEVEL=warn\`,
  rate limits off, on a free port of 127.0.0.1, against PostgreSQL 15 on the same machine (\`BENCH_DATABASE_URL\`,
  by default the database \`samaj_bench\`) seeded with at least 100,000 members by the seed of \`npm run seed\`.
  Runs marked PGlite (\`npm run bench -- --pglite\`) are for reference only: production is PostgreSQL.
- autocannon, in the same machine, holds ${CONNECTIONS} connections on each endpoint: ${WARMUP_SECONDS} s of warm-up (discarded), then the
  measured run (10 s unless the section says otherwise). Authenticated endpoints use one seeded member's access token.
- The machine is shared (2 cores, 24 GiB): absolute numbers drift from run to run. Compare the ratios to
  \`GET /api/health\` (same process, same run, no database) instead: a p99 ratio near 1 means the endpoint costs
  little beyond the HTTP stack.
`;

export interface ReportDetails {
  database: string;
  memberCount: number;
  postCount: number;
  duration: number;
  /** The 1-minute load average when the measurements began: how busy the shared machine was. */
  loadAverage: number;
  /** The chat load's paragraph and table. */
  chatLoad: string;
  /** Every endpoint was measured on PostgreSQL (no `--only`, not PGlite): the run replaces the current figures. */
  complete: boolean;
}

/** Issue 17's goals, per endpoint other than the health baseline. */
const GOAL_RATIO = 0.3;
const GOAL_MEDIAN_RATIO = 0.4;
const GOAL_P99_MS = 20;

const CURRENT_START = '<!-- current figures: written by npm run bench -->';
const CURRENT_END = '<!-- end of current figures -->';

/** The table at the top of BENCHMARKS.md: the last complete run, each endpoint against the goals. */
function currentFigures(measurements: Measurement[], heading: string): string {
  const [baseline, ...others] = measurements;
  if (!baseline) return '';
  const rest = others.filter((m) => !m.reference);
  const references = others.filter((m) => m.reference);
  const ratioOf = (m: Measurement) => m.requestsPerSecond / baseline.requestsPerSecond;
  const sorted = rest.map(ratioOf).sort((a, b) => a - b);
  const median = sorted.length === 0 ? 0 : (sorted[(sorted.length - 1) >> 1]! + sorted[sorted.length >> 1]!) / 2;
  const met = (ok: boolean) => (ok ? 'yes' : '**no**');
  return [
    CURRENT_START,
    `## Current figures (${heading})`,
    '',
    `Goals: each endpoint at least ${GOAL_RATIO} of the health baseline's requests per second, their median at least ` +
      `${GOAL_MEDIAN_RATIO}, p99 at most ${GOAL_P99_MS} ms at ${CONNECTIONS} connections. Median of the ratios: ` +
      `**${median.toFixed(2)}** (${met(median >= GOAL_MEDIAN_RATIO)}). The history of every run follows below.`,
    '',
    '| endpoint | req/s | ratio to health | p50 (ms) | p99 (ms) | goals met |',
    '|---|--:|--:|--:|--:|---|',
    `| ${baseline.name} (baseline) | ${Math.round(baseline.requestsPerSecond).toLocaleString('en-US')} | 1.00 | ${baseline.p50} | ${baseline.p99} | |`,
    ...rest.map(
      (m) =>
        `| ${m.name} | ${Math.round(m.requestsPerSecond).toLocaleString('en-US')} | ${ratioOf(m).toFixed(2)} | ${m.p50} | ${m.p99} | ` +
        `${met(ratioOf(m) >= GOAL_RATIO && m.p99 <= GOAL_P99_MS)} |`,
    ),
    ...references.map(
      (m) =>
        `| _${m.name}_ | ${Math.round(m.requestsPerSecond).toLocaleString('en-US')} | ${ratioOf(m).toFixed(2)} | ${m.p50} | ${m.p99} | (reference) |`,
    ),
    ...(references.length > 0
      ? [
          '',
          '_Reference_ rows are not our API: a bare Fastify process with one `pg` pool and nothing of ours ' +
            '(`scripts/bench-reference.ts`), in the same run, against the same baseline. They show what one database ' +
            'round trip costs on this machine before any code of ours runs.',
        ]
      : []),
    CURRENT_END,
  ].join('\n');
}

/** `text` with its current-figures block replaced by `figures` (or `figures` put after the method, the first time). */
function withCurrentFigures(text: string, figures: string): string {
  const start = text.indexOf(CURRENT_START);
  const end = text.indexOf(CURRENT_END);
  if (start !== -1 && end > start) return text.slice(0, start) + figures + text.slice(end + CURRENT_END.length);
  const firstRun = text.indexOf('\n## ');
  if (firstRun === -1) return `${text.trimEnd()}\n\n${figures}\n`;
  return `${text.slice(0, firstRun)}\n${figures}\n${text.slice(firstRun)}`;
}

/** A section's title: when, which revision, which database and how big. */
export function sectionTitle(details: Pick<ReportDetails, 'database' | 'memberCount' | 'postCount'>): string {
  return `## ${runHeading(details.database)} · ${details.memberCount.toLocaleString('en-US')} members · ${details.postCount.toLocaleString('en-US')} posts`;
}

/** When, which revision, which database. */
function runHeading(database: string): string {
  const now = new Date();
  const when = `${now.toISOString().slice(0, 10)} ${now.toISOString().slice(11, 16)} UTC`;
  return `${when} · ${gitRevision()} · ${database}`;
}

/** Node's version and the machine: `Node v24.1.0, 2 cores, 24 GiB`. */
export function machineSummary(): string {
  return `Node ${process.version}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 1024 ** 3)} GiB`;
}

/**
 * Adds a section (markdown, starting with its title) at the end of docs/BENCHMARKS.md; `rewrite` may change what is
 * there first (the current figures at the top).
 */
export async function appendSection(section: string, rewrite: (text: string) => string = (text) => text) {
  const current = rewrite(existsSync(benchmarksFile) ? readFileSync(benchmarksFile, 'utf8') : BENCHMARKS_HEADER);
  const combined = `${current.trimEnd()}\n\n${section}`;
  // Formatted as `npm run format` would, so that running it later does not rewrite the tables.
  const prettierOptions = (await prettier.resolveConfig(benchmarksFile)) ?? {};
  writeFileSync(benchmarksFile, await prettier.format(combined, { ...prettierOptions, parser: 'markdown' }));
}

export async function appendReport(measurements: Measurement[], details: ReportDetails) {
  const section = [
    sectionTitle(details),
    '',
    `${machineSummary()}, ${CONNECTIONS} connections, ` +
      `${WARMUP_SECONDS} s warm-up + ${details.duration} s per endpoint, ` +
      `load average ${details.loadAverage.toFixed(1)} when it began.`,
    '',
    resultTable(measurements),
    '',
    details.chatLoad,
    '',
  ].join('\n');
  const figures = currentFigures(measurements, runHeading(details.database));
  await appendSection(section, details.complete ? (text) => withCurrentFigures(text, figures) : undefined);
}
