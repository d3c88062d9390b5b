/**
 * The language switch on /login and /signup takes a guest's very first tap (issue 15). Those pages arrive as
 * prerendered HTML and the app starts at the first touch (first-paint.js); the tap on हिन्दी (or English) that
 * starts it is also the guest's choice, and must not be lost while the app's code is fetched and takes the page over.
 */
import type { Page } from '@playwright/test';
import { expect, holdAppScripts, screenshot, test } from '../fixtures.ts';
import { hi, useHindi } from '../hindi.ts';

const HEADINGS = { '/login': 'Welcome back', '/signup': 'Create your account' } as const;
type AuthPage = keyof typeof HEADINGS;

const languageButton = (page: Page, group: string, name: string) =>
  page.getByRole('group', { name: group }).getByRole('button', { name, exact: true });

/** The page is the Hindi screen, and stays so: the choice was kept, shown, and stored for the next visit. */
async function expectHindi(page: Page, path: AuthPage) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: hi(HEADINGS[path]) })).toBeVisible();
  await expect(page.getByRole('heading', { name: HEADINGS[path] })).toHaveCount(0);
  await expect(languageButton(page, hi('Language'), 'हिन्दी')).toHaveAttribute('aria-pressed', 'true');
  await expect(languageButton(page, hi('Language'), 'English')).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('hi');
  // The app owns the page (its form can be sent), and nothing switches back once it has settled.
  await expect(page.getByRole('button', { name: hi(path === '/login' ? 'Log in' : 'Send code') })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: hi(HEADINGS[path]) })).toBeVisible();
}

for (const path of ['/signup', '/login'] as const) {
  test(`${path}: हिन्दी tapped as the very first thing on a fresh page gives the Hindi screen`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'commit' });
    // The first interaction of all: nothing has touched the page, so the app has not started.
    await languageButton(page, 'Language', 'हिन्दी').tap();
    await expectHindi(page, path);
    await screenshot(page, `language-first-tap-${path.slice(1)}-hi`);
  });

  test(`${path}: हिन्दी tapped before the app's code has even arrived is applied once it runs`, async ({ page }) => {
    const release = await holdAppScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await languageButton(page, 'Language', 'हिन्दी').tap();
    await release();
    await expectHindi(page, path);
  });
}

test('with a mouse: a click on हिन्दी as the first action on /signup gives the Hindi screen', async ({ page }) => {
  await page.goto('/signup', { waitUntil: 'commit' });
  await languageButton(page, 'Language', 'हिन्दी').click();
  await expectHindi(page, '/signup');
});

test('a Hindi reader’s first tap on English gives the English screen', async ({ page }) => {
  await useHindi(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await languageButton(page, hi('Language'), 'English').tap();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await expect(languageButton(page, 'Language', 'English')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
});
