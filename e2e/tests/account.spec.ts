import { readFile } from 'node:fs/promises';
import { unzip } from '../../apps/api/src/test/unzip.ts';
import {
  call,
  expect,
  loginInBrowser,
  MARRIAGE_PROFILE,
  postViaApi,
  screenshot,
  signUpViaApi,
  test,
} from '../fixtures.ts';
import { hi, useHindi } from '../hindi.ts';

const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

test('where you’re logged in: see another session and log it out', async ({ page, request }) => {
  const member = await signUpViaApi(request);
  const elsewhere = await request.post('/api/auth/login', {
    headers: { 'user-agent': WINDOWS_FIREFOX },
    data: { phoneNumber: member.phoneE164, password: member.password },
  });
  const { refreshToken } = ((await elsewhere.json()) as { data: { refreshToken: string } }).data;
  await loginInBrowser(page, member, '/settings');

  const card = page.locator('[aria-labelledby="sessions-title"]');
  const otherDevice = card.getByRole('listitem', { name: 'Firefox on Windows' });
  await expect(otherDevice).toBeVisible();
  await expect(otherDevice).toContainText('Active now');
  await expect(card.getByText('This device')).toBeVisible();
  // The signup session is a third one, from this test's HTTP client.
  await expect(card.getByRole('listitem')).toHaveCount(3);
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'settings-sessions', { fullPage: false });

  await otherDevice.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('Firefox on Windows is logged out.').last()).toBeVisible();
  await expect(otherDevice).toHaveCount(0);
  const refreshed = await request.post('/api/auth/refresh-token', { data: { token: refreshToken } });
  expect(refreshed.status()).toBe(401);
  // This device is still logged in.
  await page.reload();
  await expect(card.getByText('This device')).toBeVisible();
});

test('the Terms and Privacy pages are public, readable on a phone, and linked from the guest pages', async ({
  page,
}) => {
  await page.goto('/login');
  const footer = page.getByRole('navigation', { name: 'Legal' });
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your rights and how to use them' })).toBeVisible();
  await expect(page.getByText(/erased after 14 days/)).toBeVisible();
  await expect(page.getByText(/Grievance Officer: /)).toBeVisible();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'privacy');

  await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Terms of Use' }).click();
  await expect(page.getByRole('heading', { name: 'Terms of Use', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Marriage profiles' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'terms');
});

test('download my data: a ZIP with data.json', async ({ page, request }) => {
  const member = await signUpViaApi(request, { fullName: 'Sunita Mishra' });
  await loginInBrowser(page, member, '/settings');
  const card = page.locator('[aria-labelledby="download-data-title"]');
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'settings-download-data', { fullPage: false });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  await expect(page.getByText('Your data is downloaded.').last()).toBeVisible();
  expect(download.suggestedFilename()).toMatch(/^samaj-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = await unzip(await readFile((await download.path())!));
  const data = JSON.parse(entries.get('data.json')!.toString('utf8')) as {
    account: { phoneNumber: string };
    personalDetails: { fullName: string };
    sessions: unknown[];
  };
  expect(data.account.phoneNumber).toBe(member.phoneE164);
  expect(data.personalDetails.fullName).toBe('Sunita Mishra');
  expect(data.sessions.length).toBeGreaterThanOrEqual(2);
});

test('delete my account: a wrong password changes nothing; login then offers restore, and restore logs in', async ({
  page,
  request,
}) => {
  const member = await signUpViaApi(request, { fullName: 'Geeta Sahni' });
  await loginInBrowser(page, member, '/settings');
  const card = page.locator('[aria-labelledby="delete-account-title"]');
  await expect(card).toContainText('erased after 14 days');
  await card.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password', { exact: true }).fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('The password is wrong')).toBeVisible();
  await screenshot(page, 'settings-delete-account', { fullPage: false });

  await dialog.getByLabel('Password', { exact: true }).fill(member.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const refreshed = await request.post('/api/auth/refresh-token', { data: { token: member.tokens.refreshToken } });
  expect(refreshed.status()).toBe(401);

  await page.getByLabel('Mobile number').fill(member.phone);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'This account is being deleted' });
  await expect(notice).toBeVisible();
  await screenshot(page, 'login-restore-account', { fullPage: false });
  await notice.getByRole('button', { name: 'Restore my account' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
});

test('hide my marriage profile for now, then show it again', async ({ page, request }) => {
  const member = await signUpViaApi(request, { fullName: 'Rohit Raj' });
  const token = member.tokens.accessToken;
  await call(
    request,
    'PUT',
    '/api/user/onboard',
    {
      fullName: 'Rohit Raj',
      gender: 'MALE',
      dateOfBirth: '1993-02-10',
      location: { state: 'Bihar', city: 'Patna' },
      canHelpOut: [],
      canSeekHelp: [],
    },
    token,
  );
  await call(request, 'PUT', '/api/user/matrimonial-details', { ...MARRIAGE_PROFILE, height: 175 }, token);
  await loginInBrowser(page, member, '/matrimonial');

  const safety = page.getByRole('complementary', { name: 'Stay safe' });
  await expect(safety).toContainText('Profiles are not verified');
  await expect(safety).toContainText('Never send money');
  await expect(safety.getByRole('link', { name: 'write to the grievance officer' })).toHaveAttribute(
    'href',
    '/grievance',
  );
  const hide = page.getByRole('switch', { name: 'Hide my profile for now' });
  await expect(hide).not.toBeChecked();
  await hide.click();
  await expect(page.getByText('Your marriage profile is hidden.').last()).toBeVisible();
  await expect(hide).toBeChecked();
  await expect(page.getByText(/Hidden: nobody finds you/)).toBeVisible();
  await screenshot(page, 'matrimonial-hidden', { fullPage: false });
  const me = await call<{ matrimonialDetails: { isHidden: boolean } }>(
    request,
    'GET',
    '/api/user/me',
    undefined,
    token,
  );
  expect(me.matrimonialDetails.isHidden).toBe(true);

  await page.reload();
  await expect(hide).toBeChecked();
  await hide.click();
  await expect(page.getByText('Your marriage profile is shown again.').last()).toBeVisible();
  await expect(hide).not.toBeChecked();
});

test('an erased member’s comment that others answered reads "This comment was deleted", its replies still shown', async ({
  page,
  request,
}) => {
  const author = await signUpViaApi(request, { fullName: 'Ramesh Thakur' });
  const leaver = await signUpViaApi(request, { fullName: 'Leela Kumari' });
  const replier = await signUpViaApi(request, { fullName: 'Kiran Devi' });
  const postId = await postViaApi(request, author, 'Chhath puja volunteers?');
  const comment = await call<{ id: string }>(
    request,
    'POST',
    `/api/comments/${postId}`,
    { content: 'I will bring the baskets' },
    leaver.tokens.accessToken,
  );
  await call(
    request,
    'POST',
    `/api/comments/${comment.id}/reply`,
    { content: 'Count me in' },
    replier.tokens.accessToken,
  );
  // This server erases 14 days after "Delete my account": the comment list is given the shape the API answers once
  // the account is erased (author null; apps/api/src/modules/account/erasure.test.ts proves the API side).
  await page.route(new RegExp(`/api/comments/${postId}(\\?|$)`), async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { rows: { id: string; author: unknown; content: string }[] } };
    for (const row of body.data.rows) {
      if (row.id === comment.id) Object.assign(row, { author: null, content: 'This comment was deleted' });
    }
    await route.fulfill({ response, json: body });
  });
  await loginInBrowser(page, author, `/posts/${postId}`);

  const deleted = page.getByRole('article', { name: 'Deleted comment' });
  await expect(deleted).toContainText('This comment was deleted');
  await expect(page.getByText('Leela Kumari')).toHaveCount(0);
  await expect(deleted.getByRole('button', { name: 'Reply', exact: true })).toHaveCount(0);
  await deleted.getByRole('button', { name: 'View replies (1)' }).click();
  const reply = deleted.getByRole('article', { name: 'Reply by Kiran Devi' });
  await expect(reply).toContainText('Count me in');
  // The thread is closed: its replies can be liked, not answered.
  await expect(reply.getByRole('button', { name: /^Like comment/ })).toBeVisible();
  await expect(reply.getByRole('button', { name: 'Reply', exact: true })).toHaveCount(0);
  await screenshot(page, 'comment-deleted', { fullPage: false });

  await useHindi(page);
  await page.reload();
  const deletedInHindi = page.getByRole('article', { name: hi('Deleted comment') });
  await expect(deletedInHindi).toContainText(hi('This comment was deleted'));
  await deletedInHindi.getByRole('button', { name: hi('View replies ({repliesCount})', { repliesCount: 1 }) }).click();
  await expect(
    deletedInHindi.getByRole('article', { name: hi('Reply by {authorName}', { authorName: 'Kiran Devi' }) }),
  ).toContainText('Count me in');
  await screenshot(page, 'hindi-comment-deleted', { fullPage: false });
});
