/**
 * `npm test`: type check, lint, unit tests, API tests on PGlite (and on PostgreSQL when
 * TEST_DATABASE_URL is set), two API processes behind nginx (when nginx is installed and TEST_DATABASE_URL and
 * TEST_REDIS_URL are set), then the Playwright specs in Chromium against the built app.
 * Ends with one plain line: "tests: N passed, N failed".
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from './lib.ts';

const reports = mkdtempSync(path.join(tmpdir(), 'samaj-test-reports-'));
const results: { step: string; ok: boolean; passed: number; failed: number; skipped: number }[] = [];
const notes: string[] = [];

function vitestCounts(file: string) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
}

function playwrightCounts(file: string) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, skipped: report.stats.skipped };
}

async function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}, counts?: () => { passed: number; failed: number; skipped: number }) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const code = await run(command, args, { env: { ...process.env, ...env } });
  const counted = counts?.() ?? { passed: 0, failed: 0, skipped: 0 };
  results.push({ step: name, ok: code === 0, ...counted });
  console.log(`━━ ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return code === 0;
}

const vitest = (name: string, projects: string[], env: NodeJS.ProcessEnv = {}) => {
  const file = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((project) => ['--project', project]), '--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
  return step(name, 'npx', args, env, () => vitestCounts(file));
};

await step('type check', 'npm', ['run', 'typecheck', '--silent']);
await step('lint', 'npm', ['run', 'lint', '--silent']);
await step('translations (catalogues in step with the code, no Hindi missing)', 'npm', ['run', 'i18n:check', '--silent']);
await vitest('unit tests (shared, web)', ['shared', 'web']);
await vitest('API tests on PGlite', ['api'], { TEST_DB_ENGINE: 'pglite' });

if (process.env['TEST_DATABASE_URL']) {
  await vitest('API tests on PostgreSQL', ['api'], { TEST_DB_ENGINE: 'postgres' });
} else {
  notes.push('PostgreSQL: NOT TESTED (set TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test, to run the API suite on it too)');
}
if (!process.env['TEST_REDIS_URL']) {
  notes.push('Redis: NOT TESTED (set TEST_REDIS_URL, e.g. redis://127.0.0.1:6379, for the multi-process tests)');
}

const nginx = process.env['NGINX_PATH'] ?? '/usr/sbin/nginx';
const twoMachines = 'two machines behind nginx (PostgreSQL, Redis, S3)';
if (!existsSync(nginx)) {
  console.log(`\n━━ ${twoMachines}: skipped: install nginx (apt-get install -y nginx, or set NGINX_PATH) ━━`);
  notes.push(`${twoMachines}: skipped: install nginx`);
} else if (!process.env['TEST_DATABASE_URL'] || !process.env['TEST_REDIS_URL']) {
  notes.push(`${twoMachines}: NOT RUN (needs both TEST_DATABASE_URL and TEST_REDIS_URL)`);
} else {
  await vitest(twoMachines, ['cluster']);
}

const chromium = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`\nNo Chromium at ${chromium}: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  results.push({ step: 'end-to-end (Chromium missing)', ok: false, passed: 0, failed: 1, skipped: 0 });
} else if (await step('build web app', 'npm', ['run', 'build', '-w', 'apps/web', '--silent'])) {
  const file = path.join(reports, 'playwright.json');
  await step('end-to-end in Chromium', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: file }, () => playwrightCounts(file));
}

rmSync(reports, { recursive: true, force: true });
console.log('\n━━ summary ━━');
for (const result of results) {
  const counts = result.passed + result.failed + result.skipped > 0 ? ` (${result.passed} passed, ${result.failed} failed${result.skipped ? `, ${result.skipped} skipped` : ''})` : '';
  console.log(`${result.ok ? '✔' : '✘'} ${result.step}${counts}`);
}
for (const note of notes) console.log(`! ${note}`);
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0) + results.filter((result) => !result.ok && result.failed === 0).length;
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
