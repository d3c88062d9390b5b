import { expect, loginInBrowser, marriageCandidateViaApi, screenshot, test } from '../fixtures.ts';
import { collectMemberContent, expectNoEnglishUi, hi, hiExact, useHindi } from '../hindi.ts';

const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

test.setTimeout(120_000);

test('a Hindi reader: the Privacy Policy and Terms, hiding the marriage profile, sessions, deleting and restoring the account', async ({
  page,
  request,
}) => {
  await useHindi(page);
  const memberContent = collectMemberContent(page);

  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: hi('Privacy Policy') })).toBeVisible();
  // The policy's text comes with GET /legal: checked once it is there.
  await expect(page.getByRole('heading', { name: hi('Your rights and how to use them') })).toBeVisible();
  await expectNoEnglishUi(page, memberContent, 'privacy');
  await screenshot(page, 'hindi-privacy');
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: hi('Terms of Use') })).toBeVisible();
  await expect(page.getByRole('heading', { name: hi('Marriage profiles') })).toBeVisible();
  await expectNoEnglishUi(page, memberContent, 'terms');
  await screenshot(page, 'hindi-terms');

  const member = await marriageCandidateViaApi(request, 'Rohit Raj', 'MALE');
  const elsewhere = await request.post('/api/auth/login', {
    headers: { 'user-agent': WINDOWS_FIREFOX },
    data: { phoneNumber: member.phoneE164, password: member.password },
  });
  expect(elsewhere.status()).toBe(200);
  await loginInBrowser(page, member, '/matrimonial');

  const hide = page.getByRole('switch', { name: hi('Hide my profile for now') });
  await hide.click();
  await expect(hide).toBeChecked();
  await expect(page.getByText(hi('Your marriage profile is hidden.')).last()).toBeVisible();
  await expect(
    page.getByText(hi('Hidden: nobody finds you in matches or search. Your interests and chats stay.')),
  ).toBeVisible();
  await expectNoEnglishUi(page, memberContent, 'matrimonial: profile hidden');
  await screenshot(page, 'hindi-matrimonial-hidden', { fullPage: false });
  await hide.click();
  await expect(hide).not.toBeChecked();

  await page.goto('/settings');
  const sessions = page.locator('[aria-labelledby="sessions-title"]');
  await expect(sessions.getByText(hi('This device'))).toBeVisible();
  await expect(
    sessions.getByRole('listitem', { name: hi('{browser} on {system}', { browser: 'Firefox', system: 'Windows' }) }),
  ).toBeVisible();
  await sessions.scrollIntoViewIfNeeded();
  await expectNoEnglishUi(page, memberContent, 'settings: sessions');
  await screenshot(page, 'hindi-settings-sessions', { fullPage: false });

  const deleteCard = page.locator('[aria-labelledby="delete-account-title"]');
  await deleteCard.getByRole('button', { name: hi('Delete my account') }).click();
  const dialog = page.getByRole('alertdialog', { name: hi('Delete your account?') });
  const password = dialog.getByLabel(hi('Password'), { exact: true });
  await password.fill('not-my-password');
  await dialog.getByRole('button', { name: hi('Delete my account') }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  // The API's message, in Hindi.
  await expect(dialog).not.toContainText('The password is wrong');
  await expectNoEnglishUi(page, memberContent, 'settings: delete the account');
  await screenshot(page, 'hindi-settings-delete-account', { fullPage: false });
  await password.fill(member.password);
  await dialog.getByRole('button', { name: hi('Delete my account') }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel(hi('Mobile number')).fill(member.phone);
  await page.getByLabel(hi('Password'), { exact: true }).fill(member.password);
  await page.getByRole('button', { name: hiExact('Log in') }).click();
  const notice = page.getByRole('alert').filter({ hasText: hi('This account is being deleted') });
  await expect(notice).toBeVisible();
  await expectNoEnglishUi(page, memberContent, 'login: restore the account');
  await screenshot(page, 'hindi-login-restore-account', { fullPage: false });
  await notice.getByRole('button', { name: hi('Restore my account') }).click();
  await expect(page).not.toHaveURL(/\/login$/);
});
