import type { Page } from '@playwright/test';
import { expect, loginInBrowser, screenshot, signUpViaApi, test } from '../fixtures.ts';
import { hi, useHindi } from '../hindi.ts';

type Watched = Window & { englishSeen?: string[] };

/** The Hindi chunks (assets/hi-NAME-hash.js) the page fetched, by NAME. */
function hindiChunks(page: Page): Set<string> {
  const names = new Set<string>();
  page.on('request', (request) => {
    const name = /\/assets\/hi-([\w-]+?)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (name) names.add(name);
  });
  return names;
}

test('an English reader downloads no Hindi at all', async ({ page }) => {
  const fetched = hindiChunks(page);
  await page.goto('/login');
  await page.getByLabel('Mobile number').tap();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect([...fetched]).toEqual([]);
});

test('a Hindi reader gets the catalogues of the screen open, and a new screen only once its own have come', async ({
  page,
  request,
}) => {
  await useHindi(page);
  const fetched = hindiChunks(page);
  await page.goto('/login');
  // The app's code runs at the guest's first touch (first-paint.js), and asks for its catalogues then.
  await page.getByLabel(hi('Mobile number')).tap();
  await expect(page.getByRole('button', { name: hi('Log in') })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(fetched).toContain('shell');
  expect(fetched).toContain('auth');
  for (const elsewhere of ['matrimonial', 'chat', 'posts', 'community', 'moderation', 'account'])
    expect(fetched, `the ${elsewhere} catalogue on /login`).not.toContain(elsewhere);

  // Home, then the community screen through its link: the community catalogue comes with it, and the screen never
  // shows its English first.
  const member = await signUpViaApi(request);
  await loginInBrowser(page, member, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched).not.toContain('community');
  // A slow network: the catalogue arrives well after the screen's code.
  await page.route(/\/assets\/hi-community-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.evaluate((english) => {
    const seen: string[] = [];
    new MutationObserver(() => {
      if (document.body.innerText.includes(english)) seen.push(english);
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
    (window as Watched).englishSeen = seen;
  }, 'Find someone who can help you');
  await page.getByRole('link', { name: new RegExp(hi('Find help or offer yours')) }).click();
  await expect(page.getByText(hi('Find someone who can help you, or someone you can help.'))).toBeVisible();
  expect(fetched).toContain('community');
  expect(await page.evaluate(() => (window as Watched).englishSeen)).toEqual([]);
  await screenshot(page, 'hindi-community-after-route-change', { fullPage: false });
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
  // This machine has no Devanagari font of its own, like a phone that would need ours (a phone with one, as every
  // Android phone, uses its own: local() comes first).
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
