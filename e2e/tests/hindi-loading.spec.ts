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
