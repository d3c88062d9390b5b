import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, loginInBrowser, screenshot, serviceWorkerControls, signUpViaApi, test } from '../fixtures.ts';

test.use({ serviceWorkers: 'allow' });

/** The built worker the e2e server sends (apps/web/dist, no-cache). */
const swFile = path.join(import.meta.dirname, '..', '..', 'apps', 'web', 'dist', 'sw.js');

test('a new version asks to reload and waits: what the member is typing stays until they choose Reload', async ({
  page,
  request,
}) => {
  const member = await signUpViaApi(request);
  await loginInBrowser(page, member, '/settings');
  await serviceWorkerControls(page);

  // A release: the server's worker gains one byte, which makes it a new version to the browser.
  const original = await readFile(swFile, 'utf8');
  await writeFile(swFile, `${original}\n// next release\n`);
  try {
    await expectUpdatePrompt(page);
  } finally {
    await writeFile(swFile, original);
  }
});

async function expectUpdatePrompt(page: Page) {
  const search = page.getByLabel('Current password');
  await search.fill('half-written');
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

  const prompt = page.getByRole('status').filter({ hasText: 'A new version is ready' });
  await expect(prompt).toBeVisible();
  await screenshot(page, 'pwa-update-prompt', { fullPage: false });
  await page.waitForTimeout(1000);
  await expect(search).toHaveValue('half-written');

  await prompt.getByRole('button', { name: 'Reload' }).click();
  await expect(prompt).toHaveCount(0);
  await page.waitForLoadState('load');
  await expect(page.getByLabel('Current password')).toHaveValue('');
  await serviceWorkerControls(page);
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
    false,
  );
}
