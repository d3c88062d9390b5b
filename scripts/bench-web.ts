/**
 * `npm run bench:web`: what a phone downloads before it can use /login, /signup and a member's home page, in English
 * and in Hindi, then Lighthouse's mobile profile on /login and a member's /posts. Starts the production server on the
 * built app (e2e/global-setup.ts, with the demo community), and:
 *
 * 1. Sizes, in Chromium at 390×844. "Usable": the phone-number field takes typing (the home page: its greeting shows).
 *    A page is first opened with the app's scripts (/assets/*.js) refused: if its form is usable even so (prerendered
 *    into the HTML), the JavaScript it needed is what did load. Otherwise it is every script fetched until the page
 *    was usable. Then "the app runs": every script fetched until React handles the field (or shows the greeting);
 *    then everything by the time the network is idle. gzip -9 of each file.
 * 2. Lighthouse (scripts/lighthouse.ts), median of 3 runs: /login as a guest in English and in Hindi, and /posts as
 *    the demo member, with the machine's load average beside each (the CPU is shared); then the same pages behind
 *    nginx with TLS and HTTP/2 (scripts/tls-proxy.ts), as deployed.
 *
 * Appends both tables, and the size of each Hindi catalogue, to docs/BENCHMARKS.md (`--no-write`: print only;
 * `--files`: also print every file fetched; `--no-lighthouse`: sizes only; `--only /posts`: only the pages at that
 * path, e.g. `npm run bench:web -- --no-write --only /posts`, repeatable; `--devtools-throttling`: Lighthouse throttles
 * the real load instead of simulating it, see scripts/lighthouse.ts).
 */
import { appendFile, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, request as playwrightRequest, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_PHONE } from '../apps/api/src/seed/demo.ts';
import startServer from '../e2e/global-setup.ts';
import { call, signUpViaApi, type Member } from '../e2e/fixtures.ts';
import { repoRoot } from './lib.ts';
import { lighthouseMedian, type LighthousePage, type LighthouseRun } from './lighthouse.ts';
import { startTlsProxy } from './tls-proxy.ts';

const languages = ['en', 'hi'] as const;
const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const write = !process.argv.includes('--no-write');
const listFiles = process.argv.includes('--files');
const withLighthouse = !process.argv.includes('--no-lighthouse');
const throttling = process.argv.includes('--devtools-throttling') ? 'devtools' : 'simulate';
/** `--only PATH` (repeatable): measure only the pages at these paths. */
const only = process.argv.flatMap((arg, index) => (process.argv[index - 1] === '--only' ? [arg] : []));
const chosen = (url: string) => only.length === 0 || only.includes(new URL(url, 'http://x').pathname);
const assetsDir = path.join(repoRoot, 'apps/web/dist/assets');

interface Screen {
  name: string;
  path: string;
  member?: boolean;
  /** Resolves once a member can use the page (rejects if it is not usable within `timeout` ms, when given). */
  usable: (page: Page, timeout?: number) => Promise<void>;
  /** Resolves once the app's own code runs the page. */
  running: (page: Page) => Promise<void>;
}

const phoneField = (page: Page) => page.locator('input[type="tel"]:visible').first();
/** The field is on screen and takes what is typed (which is then cleared again). */
async function phoneFieldTakesTyping(page: Page, timeout?: number) {
  const field = phoneField(page);
  await field.waitFor({ state: 'visible', timeout });
  await field.pressSequentially('9');
  if ((await field.inputValue()) !== '9') throw new Error('the phone field did not take typing');
  await field.clear();
}
/** React has taken over the field: it keeps its props on the element it renders (or hydrates). */
async function reactHandlesPhoneField(page: Page) {
  await page.waitForFunction(() => {
    const field = [...document.querySelectorAll('input[type="tel"]')].find((input) => input.checkVisibility());
    return Boolean(field && Object.keys(field).some((key) => key.startsWith('__reactProps')));
  });
}
const greeting = (page: Page, timeout?: number) =>
  page.locator('main h1').first().waitFor({ state: 'visible', timeout });
const screens: Screen[] = [
  { name: '/login', path: '/login', usable: phoneFieldTakesTyping, running: reactHandlesPhoneField },
  { name: '/signup', path: '/signup', usable: phoneFieldTakesTyping, running: reactHandlesPhoneField },
  { name: '/ (member home)', path: '/', member: true, usable: greeting, running: greeting },
];

interface Sizes {
  files: number;
  raw: number;
  gzip: number;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;
const load = () => os.loadavg()[0]!.toFixed(1);

function track(page: Page) {
  const scripts = new Map<string, Sizes>();
  let html = 0;
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'document') return;
    const body = await response.body().catch(() => null);
    if (!body) return;
    if (type === 'document') html = gzipSize(body);
    else scripts.set(response.url(), { files: 1, raw: body.length, gzip: gzipSize(body) });
  });
  return () => {
    const total = [...scripts.values()].reduce(
      (sum, size) => ({ files: sum.files + 1, raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }),
      { files: 0, raw: 0, gzip: 0 },
    );
    return { total, html, files: new Map(scripts) };
  };
}

/** The session as the app keeps it in localStorage 'auth' (features/auth/stores/auth-store.ts). */
const persistedAuth = (member: Pick<Member, 'user' | 'tokens'>) =>
  JSON.stringify({
    user: member.user,
    accessToken: member.tokens.accessToken,
    refreshToken: member.tokens.refreshToken,
    isAuthenticated: true,
  });

async function openContext(browser: Browser, language: string, member: Member | undefined) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    serviceWorkers: 'block',
  });
  await context.addInitScript(
    ({ chosen, auth }) => {
      localStorage.setItem('language', chosen);
      if (auth) localStorage.setItem('auth', auth);
    },
    { chosen: language, auth: member ? persistedAuth(member) : null },
  );
  return context;
}

/** Whether the page is usable with the app's scripts refused, and the scripts it loaded (those not refused). */
async function usableWithoutApp(browser: Browser, url: string, screen: Screen, language: string, member?: Member) {
  const context = await openContext(browser, language, member);
  await context.route('**/assets/*.js', (route) => route.abort());
  const page = await context.newPage();
  const scripts = track(page);
  await page.goto(url, { waitUntil: 'load' });
  // Loaded, without the app: whatever the HTML offers is on screen by now.
  const usable = await screen.usable(page, 3000).then(
    () => true,
    () => false,
  );
  const loaded = scripts();
  await context.close();
  return usable ? loaded : null;
}

/** Each Hindi catalogue chunk (assets/hi-NAME-hash.js, named in vite.config.ts) and its gzip size. */
async function hindiCatalogues(): Promise<string[]> {
  const files = (await readdir(assetsDir)).filter((file) => /^hi-.*\.js$/.test(file)).sort();
  const rows = await Promise.all(
    files.map(async (file) => {
      const body = await readFile(path.join(assetsDir, file));
      return `| ${file.replace(/-[\w-]{8}\.js$/, '')} | ${kb(body.length)} | ${kb(gzipSize(body))} |`;
    }),
  );
  return rows;
}

const lighthouseRow = (name: string, median: LighthouseRun, loads: string) =>
  `| ${name} | **${median.score}** | ${(median.fcp / 1000).toFixed(2)} | **${(median.lcp / 1000).toFixed(2)}** | ` +
  `**${Math.round(median.tbt)}** | **${median.cls.toFixed(3)}** | ${(median.tti / 1000).toFixed(2)} | ` +
  `${median.jsFiles} | ${kb(median.jsTransfer)} | ${Math.round(median.cpuIndex)} | ${loads} |`;

process.env['E2E_SEED_DEMO'] = 'true';
const stopServer = await startServer();
const baseUrl = process.env['E2E_BASE_URL']!;
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const sizeRows: string[] = [];
const lighthouseRows: string[] = [];
try {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl });
  const member = await signUpViaApi(api);
  const demo = await call<{ accessToken: string; refreshToken: string; user: Member['user'] }>(
    api,
    'POST',
    '/api/auth/login',
    { phoneNumber: DEMO_PHONE, password: DEMO_PASSWORD },
  );
  /**
   * The demo member as a reader of `language`: their account's language set to it, as a member who reads Hindi has it
   * (otherwise the app's first render tells the server of the device's choice, a request a Hindi reader makes once).
   */
  const demoReading = async (language: 'en' | 'hi') => {
    await call(api, 'PUT', '/api/user/preferences', { language }, demo.accessToken);
    const user = { ...demo.user, language };
    return persistedAuth({ user, tokens: { accessToken: demo.accessToken, refreshToken: demo.refreshToken } });
  };
  for (const screen of screens.filter((each) => chosen(each.path))) {
    for (const language of languages) {
      const url = `${baseUrl}${screen.path}`;
      const signedIn = screen.member ? member : undefined;
      const withoutApp = await usableWithoutApp(browser, url, screen, language, signedIn);
      const context = await openContext(browser, language, signedIn);
      const page = await context.newPage();
      const scripts = track(page);
      await page.goto(url);
      await screen.usable(page);
      const usable = withoutApp ?? scripts();
      await screen.running(page);
      const running = scripts();
      await page.waitForLoadState('networkidle');
      const idle = scripts();
      sizeRows.push(
        `| ${screen.name} | ${language} | ${withoutApp ? 'the HTML' : 'the app'} | ${kb(idle.html)} | ` +
          `${usable.total.files} | **${kb(usable.total.gzip)}** | ${running.total.files} | ${kb(running.total.gzip)} | ` +
          `${idle.total.files} | ${kb(idle.total.gzip)} | ${load()} |`,
      );
      console.log(sizeRows.at(-1));
      if (listFiles) {
        for (const [file, size] of [...running.files].sort((a, b) => b[1].gzip - a[1].gzip))
          console.log(`    ${kb(size.gzip).padStart(6)}  ${new URL(file).pathname}`);
      }
      await context.close();
    }
  }
  if (withLighthouse) {
    const loginPage = `${baseUrl}/login`;
    const feedPage = `${baseUrl}/posts`;
    const targets: Array<[string, string, () => Promise<Record<string, string>>]> = [
      ['/login, guest, English', loginPage, async () => ({ language: 'en' })],
      ['/login, guest, Hindi', loginPage, async () => ({ language: 'hi' })],
      ['/posts, the demo member', feedPage, async () => ({ language: 'en', auth: await demoReading('en') })],
      ['/posts, the demo member, Hindi', feedPage, async () => ({ language: 'hi', auth: await demoReading('hi') })],
    ];
    // The same pages again behind nginx with TLS and HTTP/2, as deployed (docs/DEPLOY.md): one connection for the
    // twenty-odd files instead of the six HTTP/1.1 allows.
    const proxy = await startTlsProxy(baseUrl);
    try {
      const deployed = proxy
        ? targets.map(([name, url, storage]): (typeof targets)[number] => [
            `${name}, nginx (TLS, HTTP/2)`,
            url.replace(baseUrl, proxy.baseUrl),
            storage,
          ])
        : [];
      for (const [name, url, storage] of [...targets, ...deployed].filter(([, url]) => chosen(url))) {
        const target: LighthousePage = { url, storage: await storage() };
        const before = load();
        const { median, runs } = await lighthouseMedian(target, { chromePath: chromiumPath, throttling });
        lighthouseRows.push(lighthouseRow(name, median, `${before}–${load()}`));
        console.log(lighthouseRows.at(-1));
        for (const run of runs)
          console.log(
            `    run: ${run.score}, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls}`,
          );
      }
    } finally {
      await proxy?.stop();
    }
  }
  await api.dispose();
} finally {
  await browser.close();
  await stopServer();
}

const table = [
  '',
  `### First load, ${new Date().toISOString().slice(0, 10)} (\`npm run bench:web\`)`,
  '',
  'JavaScript until the page is usable ("usable from": the HTML, when the form is usable with the app\'s scripts',
  'refused), until the app runs it, then everything by network idle; KB, gzip -9 of each file. Load: the 1-minute load',
  'average of the machine (2 cores) when the row was measured.',
  '',
  '| page | language | usable from | HTML gzip KB | files | gzip KB until usable | files | gzip KB until the app runs | files at idle | gzip KB at idle | load |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
  ...sizeRows,
  '',
  ...(lighthouseRows.length
    ? [
        `Lighthouse, mobile profile (${throttling === 'devtools' ? 'slow 4G and 4× CPU imposed on the real load' : 'simulated slow 4G, 4× CPU'}), median of 3 runs; seconds, TBT in ms; JS: the scripts`,
        "loaded by the end of the run, KB on the wire. CPU index: Lighthouse's benchmarkIndex of this machine during the",
        "runs (a quiet desktop reads 1,000 and up; TBT is this machine's main-thread time × 4). Load: the 1-minute load",
        'average before and after the 3 runs.',
        '',
        '| page | score | FCP | LCP | TBT | CLS | TTI | JS files | JS KB | CPU index | load |',
        '|---|---|---|---|---|---|---|---|---|---|---|',
        ...lighthouseRows,
        '',
      ]
    : []),
  'Hindi catalogues (each fetched with its screen, only by a Hindi reader):',
  '',
  '| catalogue | raw KB | gzip KB |',
  '|---|---|---|',
  ...(await hindiCatalogues()),
  '',
].join('\n');
if (write) await appendFile(path.join(repoRoot, 'docs/BENCHMARKS.md'), table);
console.log(table);
