/**
 * `npm run bench:web`: what a phone downloads before it can use /login and /signup, in English and in Hindi. Starts the
 * production server on the built app (e2e/global-setup.ts), opens each page in Chromium at 390×844 and adds up the
 * JavaScript fetched until the phone-number field can be typed in (gzip, as the server sends it), then everything
 * fetched by the time the network is idle. Appends the table to docs/BENCHMARKS.md.
 */
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import startServer from '../e2e/global-setup.ts';
import { repoRoot } from './lib.ts';

const pages = ['/login', '/signup'] as const;
const languages = ['en', 'hi'] as const;
const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

interface Sizes {
  files: number;
  raw: number;
  gzip: number;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function track(page: Page) {
  const scripts = new Map<string, Sizes>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (!body) return;
    scripts.set(response.url(), { files: 1, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  return () =>
    [...scripts.values()].reduce(
      (sum, size) => ({ files: sum.files + 1, raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }),
      {
        files: 0,
        raw: 0,
        gzip: 0,
      },
    );
}

const stopServer = await startServer();
const baseUrl = process.env['E2E_BASE_URL']!;
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const rows: string[] = [];
try {
  for (const pathname of pages) {
    for (const language of languages) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        serviceWorkers: 'block',
      });
      await context.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
      const page = await context.newPage();
      const scripts = track(page);
      await page.goto(`${baseUrl}${pathname}`);
      await page.locator('input[type="tel"]').first().waitFor({ state: 'visible' });
      const usable = scripts();
      await page.waitForLoadState('networkidle');
      const idle = scripts();
      rows.push(
        `| ${pathname} | ${language} | ${usable.files} | ${kb(usable.raw)} | **${kb(usable.gzip)}** | ${idle.files} | ${kb(idle.gzip)} |`,
      );
      console.log(rows.at(-1));
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
  'JavaScript until the phone-number field is usable, then everything by network idle; KB, gzip -9 of each file.',
  '',
  '| page | language | files | raw KB | gzip KB | files at idle | gzip KB at idle |',
  '|---|---|---|---|---|---|---|',
  ...rows,
  '',
].join('\n');
await appendFile(path.join(repoRoot, 'docs/BENCHMARKS.md'), table);
console.log(table);
