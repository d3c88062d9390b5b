import { BIO_DATA_MAX_LENGTH } from '@samaj/shared/profile';
import { POST_CONTENT_MAX_LENGTH } from '@samaj/shared/posts';
import { graphemeLength } from '@samaj/shared/graphemes';
import { call, expect, loginInBrowser, screenshot, signUpViaApi, test } from '../fixtures.ts';
import { hi, hiExact, useHindi } from '../hindi.ts';

/*
 * Issue 15: a length limit counts what a reader sees, on the web as on the API. A browser's `maxlength` counts UTF-16
 * code units and would cut this Hindi at half its length; the fields take it whole, and nothing more.
 */

/** Hindi `length` characters long as a reader counts them, and more than twice as many code units. */
function hindiText(length: number): string {
  const text = `${'कि'.repeat(length - 3)}स्त्री हैं`;
  expect(graphemeLength(text)).toBe(length);
  return text;
}

test('a Hindi bio and a Hindi post exactly at their limits are taken whole, and one letter more is not', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const member = await signUpViaApi(request);
  await useHindi(page);

  // The bio: 1,000 characters, 2,000 and more code units.
  const bio = hindiText(BIO_DATA_MAX_LENGTH);
  expect(bio.length).toBeGreaterThan(2 * BIO_DATA_MAX_LENGTH);
  await loginInBrowser(page, member, '/profile');
  const about = page.getByRole('textbox', { name: new RegExp(hi('About you')) });
  await about.fill(bio);
  await expect(about).toHaveValue(bio);
  await about.press('End');
  await about.pressSequentially('त');
  await expect(about).toHaveValue(bio);
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/user/personal-details') && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: hi('Save changes') }).click();
  expect((await saved).status()).toBe(200);
  const me = await call<{ personalDetails: { bioData: string } }>(
    request,
    'GET',
    '/api/user/me',
    undefined,
    member.tokens.accessToken,
  );
  expect(me.personalDetails.bioData).toBe(bio);

  // A post: 5,000 characters, with the counter counting them as the reader does.
  const post = hindiText(POST_CONTENT_MAX_LENGTH);
  await page.goto('/posts');
  await page.getByRole('button', { name: hi('Share something with the community…') }).click();
  const form = page.getByRole('form', { name: hi('New post') });
  const content = form.getByLabel(hi('What would you like to share?'));
  await content.fill(post);
  await expect(content).toHaveValue(post);
  await content.press('End');
  await content.pressSequentially('क');
  await expect(content).toHaveValue(post);
  await expect(form.getByText('5,000 / 5,000', { exact: true })).toBeVisible();
  await content.evaluate((field) => field.scrollTo(0, 0));
  await screenshot(page, 'hindi-lengths-post-at-limit', { fullPage: false });
  const published = page.waitForResponse(
    (response) => response.url().endsWith('/api/posts') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: hiExact('Post', {}, 'button: publish the post') }).click();
  expect((await published).status()).toBe(201);
});
