import {
  call,
  expect,
  loginInBrowser,
  marriageCandidateViaApi,
  noHorizontalScroll,
  screenshot,
  test,
  uniqueWord,
} from '../fixtures.ts';
import { loadHindiLabels } from '@samaj/shared/reference/hindi';
import { hi, useHindi } from '../hindi.ts';

test('the shortlist: Save on a profile, its own tab, and an interest sent from it', async ({ page, request }) => {
  const tag = uniqueWord();
  const asha = await marriageCandidateViaApi(request, `Asha ${tag}`, 'FEMALE');
  const rahul = await marriageCandidateViaApi(request, `Rahul ${tag}`, 'MALE');
  const name = `Rahul ${tag}`;

  // Asha saves Rahul's profile from the profile page.
  await loginInBrowser(page, asha, `/matrimonial/profile/${rahul.user.id}`);
  // The button turns at once; the next full page load would cancel a save still on its way, so wait for it.
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/matrimonial/shortlist'),
  );
  await page.getByRole('button', { name: `Save ${name}` }).click();
  await expect(page.getByRole('button', { name: `Saved: remove ${name} from your shortlist` })).toBeVisible();
  expect((await saved).ok()).toBe(true);

  // The Saved tab lists him; the interest goes from his card there.
  await page.goto('/matrimonial');
  await page.getByRole('link', { name: 'Saved' }).click();
  await expect(page).toHaveURL(/\/matrimonial\/saved$/);
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await noHorizontalScroll(page);
  await screenshot(page, 'matrimonial-shortlist-1-saved', { fullPage: false });
  await card.getByRole('button', { name: 'Send interest' }).click();
  const dialog = page.getByRole('dialog', { name: `Send interest to ${name}` });
  await dialog.getByRole('button', { name: 'Send interest' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByText('Interest sent')).toBeVisible();
  await screenshot(page, 'matrimonial-shortlist-2-interest-sent', { fullPage: false });
  const received = await call<{ interests: { sender: { id: string } }[] }>(
    request,
    'GET',
    '/api/matrimonial/interests/received',
    undefined,
    rahul.tokens.accessToken,
  );
  expect(received.interests.map((interest) => interest.sender.id)).toEqual([asha.user.id]);

  // In Hindi.
  await useHindi(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: hi('Saved profiles') })).toBeVisible();
  await expect(page.getByRole('article', { name }).getByText(hi('Interest sent'))).toBeVisible();
  // The Hindi labels of the lists (marital status, places) come with their own chunk.
  const { maritalStatuses } = await loadHindiLabels();
  await expect(page.getByRole('article', { name })).toContainText(maritalStatuses['NEVER_MARRIED']!);
  await noHorizontalScroll(page);
  await screenshot(page, 'matrimonial-shortlist-1-saved-hi', { fullPage: false });
});
