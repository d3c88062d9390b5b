import {
  call,
  expect,
  loginInBrowser,
  marriageCandidateViaApi,
  screenshot,
  secondPhone,
  test,
  uniqueWord,
} from '../fixtures.ts';
import { collectMemberContent, expectNoEnglishUi, hi, hiExact, useHindi } from '../hindi.ts';

const candidate = marriageCandidateViaApi;

test('request and grant photos: a placeholder and Request photos, the owner shares, then stops sharing', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const tag = uniqueWord(6);
  const asha = await candidate(request, `Asha ${tag}`, 'FEMALE', { photoVisibility: 'NOBODY', photos: 2 });
  const ravi = await candidate(request, `Ravi ${tag}`, 'MALE');

  // Ravi sees a placeholder and "Request photos", on her card and on her profile.
  await loginInBrowser(page, ravi, `/matrimonial/search?keyword=${tag}`);
  const card = page.getByRole('article', { name: `Asha ${tag}` });
  // The card's photo is a decorative link (the name is the link read aloud): its words show it.
  await expect(card.getByText('Photos are private', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Request photos' })).toBeVisible();
  await page.goto(`/matrimonial/profile/${asha.user.id}`);
  await expect(page.getByRole('img', { name: `Asha ${tag}: photos are private` })).toBeVisible();
  await screenshot(page, 'photo-requests-1-placeholder', { fullPage: false });
  await page.getByRole('button', { name: 'Request photos' }).click();
  await expect(page.getByText('Photos requested', { exact: true }).last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request photos' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: `Photo of Asha ${tag}` })).toHaveCount(0);

  // Asha hears of it under the bell; it leads to the Photos tab of Interests, where she shares them.
  const { page: ashaPage, context: ashaPhone, errors } = await secondPhone(browser, baseURL);
  await loginInBrowser(ashaPage, asha, '/');
  const bell = ashaPage.getByRole('button', { name: /^Show notifications/ });
  await expect(bell).toHaveAccessibleName('Show notifications, 1 unread');
  await bell.click();
  const notice = ashaPage.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem').first();
  await expect(notice).toContainText(`Ravi ${tag} asked to see your photos`);
  await notice.getByRole('link').click();
  await expect(ashaPage).toHaveURL(/\/matrimonial\/interest\?tab=photos$/);
  const asked = ashaPage
    .getByRole('region', { name: 'Asked to see your photos' })
    .getByRole('article', { name: `Ravi ${tag}` });
  await expect(asked).toBeVisible();
  await screenshot(ashaPage, 'photo-requests-2-owner-list', { fullPage: false });
  await asked.getByRole('button', { name: 'Share photos' }).click();
  await expect(ashaPage.getByText(`Ravi ${tag} can now see your photos.`, { exact: true })).toBeVisible();
  const shared = ashaPage
    .getByRole('region', { name: 'Your photos are shared with' })
    .getByRole('article', { name: `Ravi ${tag}` });
  await expect(shared.getByRole('button', { name: 'Stop sharing' })).toBeVisible();

  // Ravi now sees her photos (served through short-lived signed links), and says so.
  await page.reload();
  const photo = page.getByRole('img', { name: `Photo of Asha ${tag}` }).first();
  await expect(photo).toBeVisible();
  expect(await photo.getAttribute('src')).toMatch(/^\/media\/private\/[0-9a-f]{64}\.webp\?expires=\d+&signature=/);
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText('Photos shared with you', { exact: true })).toBeVisible();
  await screenshot(page, 'photo-requests-3-shared', { fullPage: false });

  // Asha stops sharing: Ravi sees the placeholder again.
  await shared.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(ashaPage.getByText(`Ravi ${tag} can no longer see your photos.`, { exact: true })).toBeVisible();
  await expect(ashaPage.getByRole('article', { name: `Ravi ${tag}` })).toHaveCount(0);
  expect(errors).toEqual([]);
  await ashaPhone.close();

  await page.reload();
  await expect(page.getByRole('img', { name: `Asha ${tag}: photos are private` })).toBeVisible();
  await expect(page.getByRole('img', { name: `Photo of Asha ${tag}` })).toHaveCount(0);
  await expect(page.getByText('Photos not shared', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('in Hindi: the placeholder, Request photos and the owner’s Photos tab', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const tag = uniqueWord(6);
  const asha = await candidate(request, `Asha ${tag}`, 'FEMALE', { photoVisibility: 'ACCEPTED_INTERESTS', photos: 1 });
  const ravi = await candidate(request, `Ravi ${tag}`, 'MALE');

  await useHindi(page);
  const memberContent = collectMemberContent(page);
  await loginInBrowser(page, ravi, `/matrimonial/profile/${asha.user.id}`);
  await page.getByRole('button', { name: hiExact('Request photos') }).click();
  await expect(page.getByText(hi('Photos requested'), { exact: true }).last()).toBeVisible();
  await expectNoEnglishUi(page, memberContent, 'profile with a photo request');
  await screenshot(page, 'photo-requests-hi-requested', { fullPage: false });

  const { page: ashaPage, context: ashaPhone } = await secondPhone(browser, baseURL);
  await useHindi(ashaPage);
  const ashaContent = collectMemberContent(ashaPage);
  await loginInBrowser(ashaPage, asha, '/matrimonial/interest?tab=photos');
  const asked = ashaPage.getByRole('article', { name: `Ravi ${tag}` });
  await expect(asked.getByRole('button', { name: hiExact('Share photos') })).toBeVisible();
  await expectNoEnglishUi(ashaPage, ashaContent, 'photo requests tab');
  await screenshot(ashaPage, 'photo-requests-hi-owner-list', { fullPage: false });
  await ashaPhone.close();
});

test('Settings: "Show my profile photo to" everyone or members I have accepted', async ({ page, request }) => {
  const asha = await candidate(request, `Asha ${uniqueWord(6)}`, 'FEMALE');
  await loginInBrowser(page, asha, '/settings');
  const setting = page.getByRole('radiogroup', { name: 'Show my profile photo to' });
  await expect(setting.getByRole('radio', { name: 'Everyone' })).toBeChecked();
  await setting.getByRole('radio', { name: 'Members I have accepted' }).click();
  await expect(
    page.getByText('Only members you have accepted can see your profile photo.', { exact: true }),
  ).toBeVisible();
  await setting.scrollIntoViewIfNeeded();
  await screenshot(page, 'photo-requests-settings', { fullPage: false });
  await page.reload();
  await expect(
    page
      .getByRole('radiogroup', { name: 'Show my profile photo to' })
      .getByRole('radio', { name: 'Members I have accepted' }),
  ).toBeChecked();
  const me = await call<{ preferences: { avatarVisibility: string } }>(
    request,
    'GET',
    '/api/user/me',
    undefined,
    asha.tokens.accessToken,
  );
  expect(me.preferences.avatarVisibility).toBe('ACCEPTED');

  await useHindi(page);
  await page.reload();
  const hindi = page.getByRole('radiogroup', { name: hiExact('Show my profile photo to') });
  await expect(hindi.getByRole('radio', { name: hiExact('Members I have accepted') })).toBeChecked();
  await hindi.scrollIntoViewIfNeeded();
  await screenshot(page, 'photo-requests-settings-hi', { fullPage: false });
});
