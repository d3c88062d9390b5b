/**
 * Lighthouse for `npm run bench:web`: the `lighthouse` package drives the machine's Chromium (never a browser of its own
 * download) with its default mobile profile: a mid-range phone's screen, simulated slow 4G (150 ms, 1.6 Mbit/s) and a
 * CPU 4× slower than this machine's. Each page is measured `runs` times, each time in a fresh Chromium with a fresh
 * profile, and every figure is the median of its runs. LIGHTHOUSE_REPORTS=DIR keeps every run's report.
 *
 * `throttling: 'devtools'` applies the same profile to the real load instead (Lighthouse's devtools throttling: 4× CPU
 * and slow 4G's 562.5 ms a request and 1.4 Mbit/s imposed on Chromium) and reports what happened: slower to run, but it
 * shows work moved into time the phone spends waiting for the network, which the simulation does not always credit.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  // The runs behind nginx (tls-proxy.ts) use a certificate made for the run.
  '--ignore-certificate-errors',
];

export interface LighthouseRun {
  /** Performance score, 0–100. */
  score: number;
  /** Milliseconds (simulated). */
  fcp: number;
  lcp: number;
  tbt: number;
  tti: number;
  cls: number;
  /**
   * Scripts the page loaded before Lighthouse saw the network quiet (which is after the page became interactive),
   * whether run or only fetched ahead.
   */
  jsFiles: number;
  /** Bytes on the wire (compressed as the server sent them). */
  jsTransfer: number;
  /**
   * Lighthouse's measure of this machine's CPU speed at the time of the run (about 1,000 and up for a quiet desktop):
   * the simulated TBT is this machine's main-thread time × 4, so a loaded machine reads much higher.
   */
  cpuIndex: number;
}

export interface LighthousePage {
  url: string;
  /** localStorage entries set on the page's origin before the run (the app's session, the language). */
  storage?: Record<string, string>;
}

/** LIGHTHOUSE_REPORTS=DIR keeps each run's full report (JSON), to see where the time goes. */
const reportsDir = process.env['LIGHTHOUSE_REPORTS'];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** localStorage as the app keeps it, written through any same-origin document (the manifest runs no script). */
async function setStorage(port: number, url: string, storage: Record<string, string>) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    await page.goto(new URL('/manifest.webmanifest', url).href);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    await page.close();
  } finally {
    await browser.close();
  }
}

export type Throttling = 'simulate' | 'devtools';

async function runOnce(target: LighthousePage, chromePath: string, throttling: Throttling): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    // Lighthouse clears the origin's service workers, caches and HTTP cache before it loads the page, not its
    // localStorage (its default clearStorageTypes), so the session set here is still there.
    if (target.storage) await setStorage(chrome.port, target.url, target.storage);
    const result = await lighthouse(target.url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod: throttling,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${target.url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${target.url}: ${lhr.runtimeError.message}`);
    if (reportsDir) {
      const name = `${new URL(target.url).pathname.slice(1) || 'home'}-${lhr.fetchTime.replace(/[:.]/g, '-')}.json`;
      await mkdir(reportsDir, { recursive: true });
      await writeFile(path.join(reportsDir, name), JSON.stringify(lhr));
    }
    const metric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (value === undefined) throw new Error(`Lighthouse gave no ${id} for ${target.url}`);
      return value;
    };
    const requests = (lhr.audits['network-requests']?.details as { items?: Array<Record<string, unknown>> })?.items;
    // Scripts run, and scripts fetched ahead for later (a prerendered page's app code: rel=prefetch, typed "Other").
    const scripts = (requests ?? []).filter(
      (request) => request['resourceType'] === 'Script' || String(request['mimeType']).includes('javascript'),
    );
    return {
      score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      tti: metric('interactive'),
      cls: metric('cumulative-layout-shift'),
      jsFiles: scripts.length,
      jsTransfer: scripts.reduce((sum, request) => sum + Number(request['transferSize'] ?? 0), 0),
      cpuIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

/** `runs` Lighthouse runs of a page, one after the other, and the median of each figure. */
export async function lighthouseMedian(
  target: LighthousePage,
  { runs = 3, chromePath = '/usr/bin/chromium', throttling = 'simulate' as Throttling } = {},
): Promise<{ median: LighthouseRun; runs: LighthouseRun[] }> {
  const results: LighthouseRun[] = [];
  for (let run = 0, failures = 0; run < runs;) {
    try {
      results.push(await runOnce(target, chromePath, throttling));
      run += 1;
    } catch (error) {
      // On a loaded machine the trace sometimes misses its start (NO_NAVSTART): such a run is tried again, twice at most.
      failures += 1;
      if (failures > 2) throw error;
      console.warn(`    retrying: ${(error as Error).message}`);
    }
  }
  const keys = Object.keys(results[0]!) as Array<keyof LighthouseRun>;
  const middle = Object.fromEntries(keys.map((key) => [key, median(results.map((result) => result[key]))]));
  return { median: middle as unknown as LighthouseRun, runs: results };
}
