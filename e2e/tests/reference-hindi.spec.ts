import { expect, loginInBrowser, screenshot, signUpViaApi, test } from '../fixtures.ts';

// Ids and roles only: the screen's own words are being translated, the places are what this checks.
test('a Hindi reader sees and searches places in Hindi, and the English value is what is saved', async ({
  page,
  request,
}) => {
  const member = await signUpViaApi(request); // lives in Patna, Bihar
  await page.addInitScript(() => localStorage.setItem('language', 'hi'));
  await loginInBrowser(page, member, '/profile');

  const state = page.locator('#state');
  const city = page.locator('#city');
  await expect(state).toContainText('बिहार');
  await expect(city).toContainText('पटना');

  await city.click();
  const search = page.locator('input[aria-controls]');
  await search.fill('मुजफ्फरपुर'); // typed without nukta, as most keyboards do
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['मुज़फ़्फ़रपुर']);
  await search.fill('Dar');
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['दरभंगा']);
  await search.fill('गया');
  await screenshot(page, 'reference-hindi-city-search', { fullPage: false });
  // After a full-page screenshot the popup keeps re-placing itself; reopen it as a member would.
  await page.keyboard.press('Escape');
  await city.click();
  await page.locator('input[aria-controls]').fill('गया');
  await page.getByRole('listbox').getByRole('option', { name: 'गया', exact: true }).click();
  await expect(city).toContainText('गया');

  const locality = page.locator('#locality');
  await locality.click();
  await page.locator('input[aria-controls]').fill('बोधगया');
  await page.getByRole('listbox').getByRole('option', { name: 'बोधगया', exact: true }).click();
  await expect(locality).toContainText('बोधगया');

  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/user/personal-details') && response.request().method() === 'PUT',
  );
  await page.locator('form').filter({ has: city }).locator('button[type="submit"]').click();
  const body = (await (await saved).request().postDataJSON()) as { currentLocation: unknown };
  expect(body.currentLocation).toEqual({ state: 'Bihar', city: 'Gaya', locality: 'Bodh Gaya' });
  await screenshot(page, 'reference-hindi-profile');
});

test('an English reader sees the places in English', async ({ page, request }) => {
  const member = await signUpViaApi(request);
  await loginInBrowser(page, member, '/profile');
  await expect(page.locator('#city')).toContainText('Patna');
  await page.locator('#city').click();
  await page.locator('input[aria-controls]').fill('पटना');
  await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(0);
});
