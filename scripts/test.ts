/**
 * `npm test`: type check, lint, unit tests, API tests on PGlite (and on PostgreSQL when
 * TEST_DATABASE_URL is set), two API processes behind nginx (when nginx is installed and TEST_DATABASE_URL and
 * TEST_REDIS_URL are set), then the Playwright specs in Chromium against the built app.
 * The type check runs beside lint, translations, unit tests and the web build (each of those is mostly one core's
 * work; their output is held and shown whole as each ends). Ends with one plain line: "tests: N passed, N failed".
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run, runHeld } from './lib.ts';

type Counts = { passed: number; failed: number; skipped: number };

const reports = mkdtempSync(path.join(tmpdir(), 'samaj-test-reports-'));
/** Each step's result; `rank` keeps the summary in the order the steps are declared, whatever order they end in. */
const results: ({ step: string; ok: boolean; rank: number } & Counts)[] = [];
const notes: string[] = [];
let declared = 0;

function vitestCounts(file: string) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function playwrightCounts(file: string) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
  };
}

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  counts?: () => Counts;
  rank: number;
}

const declare = (
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  counts?: () => Counts,
): Step => ({
  name,
  command,
  args,
  env,
  ...(counts ? { counts } : {}),
  rank: declared++,
});

/** Runs a step; `held`: its output is kept and printed whole, between its two lines, when it ends (steps run side by side). */
async function step({ name, command, args, env = {}, counts, rank }: Step, held = false) {
  if (!held) console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const options = { env: { ...process.env, ...(held && process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...env } };
  let code: number;
  if (held) {
    const ended = await runHeld(command, args, options);
    code = ended.code;
    process.stdout.write(`\n━━ ${name} ━━\n${ended.output}`);
  } else {
    code = await run(command, args, options);
  }
  const counted = counts?.() ?? { passed: 0, failed: 0, skipped: 0 };
  results.push({ step: name, ok: code === 0, rank, ...counted });
  console.log(
    `━━ ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return code === 0;
}

/** Lanes side by side, each lane's steps one after another: for steps that leave a core idle (one process each). */
async function sideBySide(...lanes: Step[][]) {
  console.log(`\n━━ side by side: ${lanes.map((lane) => lane.map((one) => one.name).join(', then ')).join(' | ')} ━━`);
  const started = Date.now();
  await Promise.all(
    lanes.map(async (lane) => {
      for (const one of lane) await step(one, true);
    }),
  );
  console.log(`━━ side by side: done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const vitest = (name: string, projects: string[], env: NodeJS.ProcessEnv = {}) => {
  const file = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ];
  return declare(name, 'npx', args, env, () => vitestCounts(file));
};

const chromium = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const hasChromium = existsSync(chromium);

const typeCheck = declare('type check', 'npm', ['run', 'typecheck', '--silent']);
const lint = declare('lint', 'npm', ['run', 'lint', '--silent']);
const translations = declare('translations (catalogues in step with the code, no Hindi missing)', 'npm', [
  'run',
  'i18n:check',
  '--silent',
]);
const unit = vitest('unit tests (shared, web)', ['shared', 'web']);
const apiOnPglite = vitest('API tests on PGlite', ['api'], { TEST_DB_ENGINE: 'pglite' });
const apiOnPostgres = vitest('API tests on PostgreSQL', ['api'], { TEST_DB_ENGINE: 'postgres' });
const twoMachines = vitest('two machines behind nginx (PostgreSQL, Redis, S3)', ['cluster']);
const buildWeb = declare('build web app', 'npm', ['run', 'build', '-w', 'apps/web', '--silent']);
const endToEndReport = path.join(reports, 'playwright.json');
const endToEnd = declare(
  'end-to-end in Chromium',
  'npx',
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
  { PLAYWRIGHT_JSON_OUTPUT_NAME: endToEndReport },
  () => playwrightCounts(endToEndReport),
);

// The type check is ~1 minute of one core; the other lane is about as long. The web build needs no test to pass.
await sideBySide([typeCheck], [lint, translations, unit, ...(hasChromium ? [buildWeb] : [])]);
await step(apiOnPglite);

if (process.env['TEST_DATABASE_URL']) {
  await step(apiOnPostgres);
} else {
  notes.push(
    'PostgreSQL: NOT TESTED (set TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test, to run the API suite on it too)',
  );
}
if (!process.env['TEST_REDIS_URL']) {
  notes.push('Redis: NOT TESTED (set TEST_REDIS_URL, e.g. redis://127.0.0.1:6379, for the multi-process tests)');
}

const nginx = process.env['NGINX_PATH'] ?? '/usr/sbin/nginx';
if (!existsSync(nginx)) {
  console.log(`\n━━ ${twoMachines.name}: skipped: install nginx (apt-get install -y nginx, or set NGINX_PATH) ━━`);
  notes.push(`${twoMachines.name}: skipped: install nginx`);
} else if (!process.env['TEST_DATABASE_URL'] || !process.env['TEST_REDIS_URL']) {
  notes.push(`${twoMachines.name}: NOT RUN (needs both TEST_DATABASE_URL and TEST_REDIS_URL)`);
} else {
  await step(twoMachines);
}

if (!hasChromium) {
  console.error(
    `\nNo Chromium at ${chromium}: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
  results.push({
    step: 'end-to-end (Chromium missing)',
    ok: false,
    passed: 0,
    failed: 1,
    skipped: 0,
    rank: endToEnd.rank,
  });
} else if (results.find((result) => result.rank === buildWeb.rank)?.ok) {
  await step(endToEnd);
}

rmSync(reports, { recursive: true, force: true });
console.log('\n━━ summary ━━');
results.sort((a, b) => a.rank - b.rank);
for (const result of results) {
  const counts =
    result.passed + result.failed + result.skipped > 0
      ? ` (${result.passed} passed, ${result.failed} failed${result.skipped ? `, ${result.skipped} skipped` : ''})`
      : '';
  console.log(`${result.ok ? '✔' : '✘'} ${result.step}${counts}`);
}
for (const note of notes) console.log(`! ${note}`);
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed =
  results.reduce((sum, result) => sum + result.failed, 0) +
  results.filter((result) => !result.ok && result.failed === 0).length;
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
