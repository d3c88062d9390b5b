import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, loginInBrowser, signUpViaApi, test } from '../fixtures.ts';
import { useHindi } from '../hindi.ts';
import config from '../playwright.config.ts';

// Chromium sees Latin fonts only in this file, as a phone with no Devanagari font of its own, whatever this machine has
// installed (fonts-noto-core gives it Noto Sans Devanagari Regular and Bold, which the app's faces would use).
test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    env: { ...process.env, FONTCONFIG_FILE: path.join(import.meta.dirname, '../fonts/no-devanagari.conf') },
  },
});

/** The Devanagari faces (Noto Sans Devanagari's Devanagari subset) the page downloaded. */
function devanagariFonts(page: Page): string[] {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font' && /devanagari/i.test(request.url())) fonts.push(request.url());
  });
  return fonts;
}

test('the Devanagari font is downloaded only where Devanagari is on screen, with the text shown meanwhile', async ({
  page,
  request,
}) => {
  // Chromium sees no Devanagari font of its own here (the `test.use` above), like a phone that needs ours (a phone
  // with one uses its own: local() comes first).
  const member = await signUpViaApi(request);
  const fonts = devanagariFonts(page);
  // The member's own profile: the home feed may show another member's post in Hindi (specs run side by side), and
  // then the font is rightly fetched.
  await loginInBrowser(page, member, '/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => /[\u0900-\u097F]/.test(document.body.innerText))).toBe(false);
  expect(fonts, 'an English page with no Devanagari on it').toEqual([]);

  await useHindi(page);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.waitForLoadState('networkidle');
  expect(fonts.length).toBeGreaterThan(0);
  // Only the Devanagari subset, never the Latin or other subsets of the family.
  for (const font of fonts) expect(font).toMatch(/noto-sans-devanagari-devanagari-(400|600)-normal[\w-]*\.woff2$/);
  const display = await page.evaluate(() =>
    [...document.fonts].filter((face) => face.family.includes('Devanagari')).map((face) => face.display),
  );
  expect(display.length).toBeGreaterThan(0);
  expect(new Set(display)).toEqual(new Set(['swap']));
});
