import type { APIRequestContext } from '@playwright/test';
import {
  call,
  expect,
  loginInBrowser,
  loginThroughUi,
  screenshot,
  signUpViaApi,
  test,
  uniquePassword,
  type Member,
} from '../fixtures.ts';

/** Whether the server still accepts a refresh token (a live session). */
async function refreshWorks(request: APIRequestContext, refreshToken: string): Promise<boolean> {
  const response = await request.post('/api/auth/refresh-token', { data: { token: refreshToken } });
  return response.ok();
}

async function otherSession(request: APIRequestContext, member: Member) {
  return call<{ refreshToken: string }>(request, 'POST', '/api/auth/login', {
    phoneNumber: member.phoneE164,
    password: member.password,
  });
}

test('change the password: mismatch and wrong current password are explained; other devices are logged out', async ({
  page,
  request,
}) => {
  const member = await signUpViaApi(request);
  const elsewhere = await otherSession(request, member);
  await loginInBrowser(page, member, '/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await screenshot(page, 'settings');

  const newPassword = uniquePassword();
  await page.getByLabel('Current password').fill(member.password);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Operation failed', { exact: true })).toBeVisible();
  await expect(page.locator('#currentPassword-error')).toHaveText('Current password is wrong');
  await screenshot(page, 'settings-password-error', { withToasts: true, fullPage: false });

  await page.getByRole('button', { name: 'Show password' }).first().click();
  await expect(page.getByLabel('Current password')).toHaveAttribute('type', 'text');
  await page.getByLabel('Current password').fill(member.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Operation Succeed!', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveValue('');
  expect(await refreshWorks(request, elsewhere.refreshToken)).toBe(false);

  // This device stays logged in; after logging out, only the new password works.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await loginThroughUi(page, member);
  await expect(page.getByText('Login Failed', { exact: true })).toBeVisible();
  await loginThroughUi(page, { phone: member.phone, password: newPassword });
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
});

test('log out of all devices ends every session, this one too', async ({ page, request }) => {
  const member = await signUpViaApi(request);
  const elsewhere = await otherSession(request, member);
  await loginInBrowser(page, member, '/settings');

  await page.getByRole('button', { name: 'Log out of all devices' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Log out of all devices?' });
  await expect(dialog).toBeVisible();
  await screenshot(page, 'settings-log-out-everywhere', { fullPage: false });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Log out of all devices' }).click();
  await dialog.getByRole('button', { name: 'Log out everywhere' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  expect(await refreshWorks(request, elsewhere.refreshToken)).toBe(false);
  expect(await refreshWorks(request, member.tokens.refreshToken)).toBe(false);

  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
});

test('phone visibility is saved, and members see the number only while it is public', async ({ page, request }) => {
  const [member, viewer] = await Promise.all([signUpViaApi(request), signUpViaApi(request)]);
  await loginInBrowser(page, member, '/settings');
  const visibility = page.getByRole('switch', { name: 'Show my phone number to members' });
  await expect(visibility).not.toBeChecked();
  await visibility.click();
  await expect(page.getByText('Operation Succeed!', { exact: true })).toBeVisible();
  await expect(visibility).toBeChecked();
  await page.reload();
  await expect(visibility).toBeChecked();

  const seen = await call<{ phoneNumber: string | null }>(
    request,
    'GET',
    `/api/user/profile/${member.user.id}`,
    undefined,
    viewer.tokens.accessToken,
  );
  expect(seen.phoneNumber).toBe(member.phoneE164);

  await visibility.click();
  await expect(visibility).not.toBeChecked();
  await expect(page.getByText('Your phone number is now private.', { exact: true })).toBeVisible();
  const hidden = await call<{ phoneNumber: string | null }>(
    request,
    'GET',
    `/api/user/profile/${member.user.id}`,
    undefined,
    viewer.tokens.accessToken,
  );
  expect(hidden.phoneNumber).toBeNull();
});

test('"Show when I\'m online" is saved and stays after a reload', async ({ page, request }) => {
  const member = await signUpViaApi(request);
  await loginInBrowser(page, member, '/settings');
  const online = page.getByRole('switch', { name: 'Show when I’m online' });
  await expect(online).toBeChecked();
  await online.click();
  await expect(page.getByText('You now appear offline.', { exact: true })).toBeVisible();
  await expect(online).not.toBeChecked();
  await online.scrollIntoViewIfNeeded();
  await screenshot(page, 'settings-online-status-off', { fullPage: false });
  await page.reload();
  await expect(online).not.toBeChecked();
  const me = await call<{ preferences: { showOnline: boolean; language: string } }>(
    request,
    'GET',
    '/api/user/me',
    undefined,
    member.tokens.accessToken,
  );
  expect(me.preferences).toEqual({ showOnline: false, language: 'en' });

  await online.click();
  await expect(page.getByText('Members you talk with can see when you are online.', { exact: true })).toBeVisible();
  await page.reload();
  await expect(online).toBeChecked();
});
