import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminViaApi,
  call,
  expect,
  loginInBrowser,
  loginThroughUi,
  type Member,
  pngImage,
  screenshot,
  sendMessageViaApi,
  signUpViaApi,
  test,
  uniqueWord,
} from '../fixtures.ts';
import { collectMemberContent, expectNoEnglishUi, useHindi } from '../hindi.ts';

/** The moderation console at 390×844: moderators are volunteers on their phones. */

async function moderator(request: APIRequestContext): Promise<Member> {
  const admin = await adminViaApi(request);
  const made = await signUpViaApi(request, { fullName: `Mohan Moderator ${uniqueWord()}` });
  await call(request, 'PUT', `/api/admin/users/${made.user.id}/role`, { role: 'MODERATOR' }, admin.tokens.accessToken);
  return made;
}

async function postAs(page: Page, author: Member, content: string, { withPhoto = false } = {}): Promise<string> {
  const photo = { name: 'photo.png', mimeType: 'image/png', buffer: pngImage(240) };
  const response = await page.request.post('/api/posts', {
    multipart: withPhoto ? { content, image: photo } : { content },
    headers: { authorization: `Bearer ${author.tokens.accessToken}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

const openMenu = async (page: Page) => {
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('dialog', { name: 'Menu' });
};

test('a member and a guest get the 404 page at /admin; a moderator finds the console in the menu', async ({
  page,
  browser,
  request,
}) => {
  const member = await signUpViaApi(request, { fullName: `Meena Member ${uniqueWord()}` });
  await loginInBrowser(page, member, '/admin');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/posts');
  await expect(await openMenu(page)).not.toContainText('Console');

  const guest = await browser.newPage();
  await guest.goto('/admin');
  await expect(guest.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await guest.close();

  const staff = await browser.newPage();
  await loginInBrowser(staff, await moderator(request), '/posts');
  const menu = await openMenu(staff);
  await menu.getByRole('link', { name: 'Console' }).click();
  await expect(staff).toHaveURL(/\/admin$/);
  await expect(staff.getByRole('heading', { name: 'Moderation' })).toBeVisible();
  await staff.close();
});

test('the moderator removes a reported post with a note: gone for others, its author is told and sees it marked', async ({
  page,
  browser,
  request,
}) => {
  const word = uniqueWord();
  const author = await signUpViaApi(request, { fullName: `Ravi Reported ${word}` });
  const reporter = await signUpViaApi(request, { fullName: `Sita Reporter ${word}` });
  const postId = await postAs(page, author, `Send ₹5000 to win a prize ${word}`, { withPhoto: true });
  await postAs(page, reporter, `Namaste from Sita ${word}`);
  await call(
    request,
    'POST',
    '/api/reports',
    { targetType: 'POST', targetId: postId, reason: 'SPAM' },
    reporter.tokens.accessToken,
  );

  await loginInBrowser(page, await moderator(request), '/admin');
  const card = page.getByTestId('report-case').filter({ hasText: word });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Spam');
  await expect(card).toContainText(`Sita Reporter ${word}`);
  await expect(card).toContainText(/Due in (23|24) h/);
  await expect(card).toContainText('No earlier actions');
  // The reported photo: a stored photo's copies, in a box of fixed height whatever its shape.
  const photo = card.getByRole('img', { name: 'The reported photo' });
  await expect(photo).toHaveAttribute('srcset', /^\/media\/([0-9a-f]{64})-480w\.webp 480w, /);
  await expect(photo).toHaveAttribute('width', '1080');
  await expect(photo).toHaveAttribute('height', '810');
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'moderation-queue', { fullPage: false });

  await card.getByRole('button', { name: 'Remove content' }).click();
  const dialog = page.getByRole('dialog', { name: `Remove content: Ravi Reported ${word}` });
  await dialog.getByRole('button', { name: 'Remove content' }).click();
  await expect(dialog.getByText('Write a note: it is kept in the audit log.')).toBeVisible();
  await dialog.getByLabel('Note').fill('Prize scams are not allowed here.');
  await screenshot(page, 'moderation-remove-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Remove content' }).click();
  await expect(page.getByText('Content removed', { exact: true }).last()).toBeVisible();
  await expect(card).toHaveCount(0);

  const forOthers = await request.get(`/api/posts/${postId}`, {
    headers: { authorization: `Bearer ${reporter.tokens.accessToken}` },
  });
  expect(forOthers.status()).toBe(404);

  // The author sees the notice under the bell, with the note.
  const authorPage = await browser.newPage();
  await loginInBrowser(authorPage, author, '/posts');
  await authorPage.getByRole('button', { name: /^Show notifications/ }).click();
  const panel = authorPage.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toContainText('A moderator removed your post');
  await expect(panel).toContainText('Prize scams are not allowed here.');
  await screenshot(authorPage, 'moderation-author-notice', { fullPage: false });
  await authorPage.keyboard.press('Escape');

  // On the feed the author still sees the post, marked, with only Delete left.
  const ownCard = authorPage.getByRole('article', { name: `Post by Ravi Reported ${word}` });
  const banner = ownCard.getByRole('note', { name: 'Removed by moderators' });
  await expect(banner).toHaveText(
    'Removed by moderators: Prize scams are not allowed here. Only you can see this. Disagree? File a grievance',
  );
  await expect(banner.getByRole('link', { name: 'Disagree? File a grievance' })).toHaveAttribute('href', '/grievance');
  await expect(ownCard.getByRole('button', { name: /^Like/ })).toHaveCount(0);
  await ownCard.getByRole('button', { name: 'Post options' }).click();
  await expect(authorPage.getByRole('menuitem', { name: 'Delete post' })).toBeVisible();
  await expect(authorPage.getByRole('menuitem', { name: 'Edit post' })).toHaveCount(0);
  await authorPage.keyboard.press('Escape');
  await ownCard.scrollIntoViewIfNeeded();
  await screenshot(authorPage, 'moderation-author-removed-post', { fullPage: false });
  await authorPage.close();

  // Another member's feed no longer has it.
  const readerPage = await browser.newPage();
  await loginInBrowser(readerPage, reporter, '/posts');
  await expect(readerPage.getByText(`Namaste from Sita ${word}`)).toBeVisible();
  await expect(readerPage.getByText(`Send ₹5000 to win a prize ${word}`)).toHaveCount(0);
  await readerPage.close();

  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page.getByTestId('audit-entry').filter({ hasText: `Ravi Reported ${word}` })).toContainText(
    'removed a post',
  );
  await page.getByRole('tab', { name: 'Stats' }).click();
  await expect(page.getByText('Open reports')).toBeVisible();
  await screenshot(page, 'moderation-stats');
});

test('the stats name a member who wrote to many strangers today, counted in the reader’s language', async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const eager = await signUpViaApi(request, { fullName: `Eager Writer ${word}` });
  const strangers = await Promise.all(Array.from({ length: 10 }, () => signUpViaApi(request)));
  for (const stranger of strangers) await sendMessageViaApi(page, eager, stranger, `Namaste ${word}`);
  const staff = await moderator(request);

  await loginInBrowser(page, staff, '/admin?tab=stats');
  const burst = page.getByRole('listitem').filter({ hasText: `Eager Writer ${word}` });
  await expect(burst).toContainText('10 new conversations');
  await burst.evaluate((card) => card.scrollIntoView({ block: 'center' }));
  await screenshot(page, 'moderation-stats-burst', { fullPage: false });

  const memberContent = collectMemberContent(page);
  await useHindi(page);
  await page.reload();
  await expect(burst).toContainText('10 नई बातचीत');
  await expectNoEnglishUi(page, memberContent, 'moderation stats');
  await burst.evaluate((card) => card.scrollIntoView({ block: 'center' }));
  await screenshot(page, 'moderation-stats-burst-hindi', { fullPage: false });
});

test('member search, verify, and suspend: the suspended member’s login shows the message', async ({
  page,
  browser,
  request,
}) => {
  const word = uniqueWord();
  const member = await signUpViaApi(request, { fullName: `Kiran Checked ${word}` });
  const postId = await postAs(page, member, `Namaste from Kiran ${word}`);

  await loginInBrowser(page, await moderator(request), '/admin?tab=members');
  await page.getByLabel('Name or phone').fill(word);
  await page.getByRole('button', { name: 'Find members' }).click();
  const row = page.getByTestId('admin-member').filter({ hasText: `Kiran Checked ${word}` });
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId('admin-member')).toHaveCount(1);
  await expect(row).toContainText(member.phoneE164);

  await row.getByRole('button', { name: `Actions for Kiran Checked ${word}` }).click();
  await page.getByRole('menuitem', { name: 'Verify' }).click();
  await expect(page.getByText('Member verified', { exact: true }).last()).toBeVisible();
  await expect(row.getByText('Verified', { exact: true })).toBeVisible();
  await screenshot(page, 'moderation-members');
  // The tick now stands beside the name on the member's post.
  await page.goto(`/posts/${postId}`);
  const article = page.getByRole('article').filter({ hasText: `Namaste from Kiran ${word}` });
  await expect(article.getByRole('img', { name: 'Verified member' }).first()).toBeVisible();
  await screenshot(page, 'moderation-verified-post', { fullPage: false });
  await page.goto('/admin?tab=members');
  await page.getByLabel('Name or phone').fill(word);
  await page.getByRole('button', { name: 'Find members' }).click();
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: `Actions for Kiran Checked ${word}` }).click();
  await page.getByRole('menuitem', { name: 'Suspend…' }).click();
  const dialog = page.getByRole('dialog', { name: `Suspend Kiran Checked ${word}` });
  await dialog.getByLabel('Days').fill('3');
  await dialog.getByLabel('Note').fill('Cool off for three days.');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText('Member suspended', { exact: true }).last()).toBeVisible();
  await expect(row).toContainText('Suspended until');

  const login = await browser.newPage();
  await login.goto('/login');
  await loginThroughUi(login, member);
  await expect(login.getByText(/Your account is suspended until/).first()).toBeVisible();
  await screenshot(login, 'moderation-suspended-login', { withToasts: true });
  await login.close();
});

test('grievances: the officer acknowledges then resolves with notes; the ticket’s page shows the answer; desktop too', async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const filed = await call<{ ticket: string }>(request, 'POST', '/api/grievances', {
    name: 'Shobha Devi',
    contact: 'shobha@example.com',
    subject: `A profile uses my photos ${word}`,
    description: 'Someone made a marriage profile with my daughter’s photographs.',
  });

  await loginInBrowser(page, await moderator(request), '/admin?tab=grievances');
  const card = page.getByTestId('grievance').filter({ hasText: word });
  await expect(card).toContainText('Received');
  await expect(card).toContainText(/Acknowledge: Due in (23|24) h/);
  await expect(card).toContainText(filed.ticket);
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'moderation-grievances', { fullPage: false });

  await card.getByRole('button', { name: 'Acknowledge' }).click();
  let dialog = page.getByRole('dialog', { name: 'Acknowledge the grievance' });
  await dialog.getByLabel('Note').fill('We are looking into it.');
  await dialog.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(page.getByText('Grievance acknowledged', { exact: true }).last()).toBeVisible();
  await expect(card).toContainText('Acknowledged');

  await card.getByRole('button', { name: 'Resolve' }).click();
  dialog = page.getByRole('dialog', { name: 'Resolve the grievance' });
  await dialog.getByLabel('Note').fill('The profile was removed and its owner banned.');
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByText('Grievance resolved', { exact: true }).last()).toBeVisible();
  await expect(card).toHaveCount(0);

  const status = await call<{ status: string; note: string }>(
    request,
    'GET',
    `/api/grievances/${filed.ticket}`,
    undefined,
  );
  expect(status).toMatchObject({ status: 'RESOLVED', note: 'The profile was removed and its owner banned.' });

  // On a desktop the sidebar stays open with the Moderation entry, and the tabs sit in one row.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('radio', { name: 'Resolved', exact: true }).click();
  await expect(page.getByTestId('grievance').filter({ hasText: word })).toContainText('Resolved');
  await expect(page.getByRole('complementary').getByRole('link', { name: 'Console' })).toBeVisible();
  await screenshot(page, 'moderation-desktop', { fullPage: false });
});
