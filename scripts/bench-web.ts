/**
 * `npm run bench:web`: what a phone downloads before it can use /login, /signup and a member's home page, in English
 * and in Hindi. Starts the production server on the built app (e2e/global-setup.ts), opens each page in Chromium at
 * 390×844 and adds up the JavaScript fetched until the page can be used (the phone-number field typed in; the home
 * page's greeting shown), gzip as the server sends it, then everything fetched by the time the network is idle.
 * Appends the table, and the size of each Hindi catalogue, to docs/BENCHMARKS.md (`--no-write`: print only;
 * `--files`: also print every file fetched).
 */
import { appendFile, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, request as playwrightRequest, type BrowserContext, type Page } from '@playwright/test';
import startServer from '../e2e/global-setup.ts';
import { signUpViaApi, type Member } from '../e2e/fixtures.ts';
import { repoRoot } from './lib.ts';

const languages = ['en', 'hi'] as const;
const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const write = !process.argv.includes('--no-write');
const listFiles = process.argv.includes('--files');
const assetsDir = path.join(repoRoot, 'apps/web/dist/assets');

interface Screen {
  name: string;
  path: string;
  member?: boolean;
  ready: (page: Page) => Promise<void>;
}
const phoneField = (page: Page) => page.locator('input[type="tel"]').first().waitFor({ state: 'visible' });
const screens: Screen[] = [
  { name: '/login', path: '/login', ready: phoneField },
  { name: '/signup', path: '/signup', ready: phoneField },
  {
    name: '/ (member home)',
    path: '/',
    member: true,
    ready: (page) => page.locator('main h1').first().waitFor({ state: 'visible' }),
  },
];

interface Sizes {
  files: number;
  raw: number;
  gzip: number;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;

function track(page: Page) {
  const scripts = new Map<string, Sizes>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (!body) return;
    scripts.set(response.url(), { files: 1, raw: body.length, gzip: gzipSize(body) });
  });
  return () => {
    const total = [...scripts.values()].reduce(
      (sum, size) => ({ files: sum.files + 1, raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }),
      { files: 0, raw: 0, gzip: 0 },
    );
    return { total, files: new Map(scripts) };
  };
}

/** A signed-in session in the page's storage, as the app keeps it (e2e/fixtures.ts loginInBrowser). */
async function signIn(context: BrowserContext, member: Member) {
  await context.addInitScript((auth) => localStorage.setItem('auth', JSON.stringify(auth)), {
    user: member.user,
    accessToken: member.tokens.accessToken,
    refreshToken: member.tokens.refreshToken,
    isAuthenticated: true,
  });
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

const stopServer = await startServer();
const baseUrl = process.env['E2E_BASE_URL']!;
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const rows: string[] = [];
try {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl });
  const member = await signUpViaApi(api);
  await api.dispose();
  for (const screen of screens) {
    for (const language of languages) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        serviceWorkers: 'block',
      });
      await context.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
      if (screen.member) await signIn(context, member);
      const page = await context.newPage();
      const scripts = track(page);
      await page.goto(`${baseUrl}${screen.path}`);
      await screen.ready(page);
      const usable = scripts();
      await page.waitForLoadState('networkidle');
      const idle = scripts();
      rows.push(
        `| ${screen.name} | ${language} | ${usable.total.files} | ${kb(usable.total.raw)} | **${kb(usable.total.gzip)}** | ${idle.total.files} | ${kb(idle.total.gzip)} |`,
      );
      console.log(rows.at(-1));
      if (listFiles) {
        for (const [url, size] of [...usable.files].sort((a, b) => b[1].gzip - a[1].gzip))
          console.log(`    ${kb(size.gzip).padStart(6)}  ${new URL(url).pathname}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await stopServer();
}

const table = [
  '',
  `### First load, ${new Date().toISOString().slice(0, 10)} (\`npm run bench:web\`)`,
  '',
  'JavaScript until the page is usable, then everything by network idle; KB, gzip -9 of each file.',
  '',
  '| page | language | files | raw KB | gzip KB | files at idle | gzip KB at idle |',
  '|---|---|---|---|---|---|---|',
  ...rows,
  '',
  'Hindi catalogues (each fetched with its screen, only by a Hindi reader):',
  '',
  '| catalogue | raw KB | gzip KB |',
  '|---|---|---|',
  ...(await hindiCatalogues()),
  '',
].join('\n');
if (write) await appendFile(path.join(repoRoot, 'docs/BENCHMARKS.md'), table);
console.log(table);
