import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminViaApi,
  call,
  expect,
  loginInBrowser,
  loginThroughUi,
  screenshot,
  signUpViaApi,
  test,
  uniqueWord,
  type Member,
} from '../fixtures.ts';

/** Members report posts, comments and received messages, follow them in My reports, and hear what moderators did. */

const THANKS = 'Thank you. Our team will look into it; they are not told who reported them.';

async function asMember<T>(
  request: APIRequestContext,
  who: Member,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: unknown,
) {
  return call<T>(request, method, url, data ?? {}, who.tokens.accessToken);
}

async function createPost(request: APIRequestContext, author: Member, content: string): Promise<string> {
  const response = await request.post('/api/posts', {
    multipart: { content },
    headers: { authorization: `Bearer ${author.tokens.accessToken}` },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** The open report on a target, as the console lists it (oldest first, several pages when other specs report too). */
async function openReportOn(request: APIRequestContext, admin: Member, targetId: string): Promise<string> {
  for (let page = 1; page <= 20; page++) {
    const { rows } = await asMember<{ rows: { id: string; targetId: string }[] }>(
      request,
      admin,
      'GET',
      `/api/admin/reports?status=OPEN&page=${page}&limit=20`,
    );
    const found = rows.find((row) => row.targetId === targetId);
    if (found) return found.id;
    if (rows.length === 0) break;
  }
  throw new Error(`No open report on ${targetId}`);
}

async function sendReport(page: Page, dialogName: string, reason: string, description?: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await dialog.getByText(reason, { exact: true }).click();
  if (description) await dialog.getByLabel(/What happened/).fill(description);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toHaveCount(0);
}

test('a member reports a post, a comment and a received message, follows them in My reports and hears the outcome', async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const ravi = await signUpViaApi(request, { fullName: `Ravi ${word}` });
  const asha = await signUpViaApi(request, { fullName: `Asha ${word}` });
  const admin = await adminViaApi(request);
  const postId = await createPost(request, ravi, `Send me 5000 rupees for the registration fee ${word}`);
  await asMember(request, ravi, 'POST', `/api/comments/${postId}`, { content: `DM me your number ${word}` });
  const { chatId } = await asMember<{ chatId: string }>(request, ravi, 'POST', '/api/chats/messages', {
    receiverId: asha.user.id,
    content: `Pay first, then we talk ${word}`,
  });
  await asMember(request, asha, 'POST', '/api/chats/messages', {
    receiverId: ravi.user.id,
    content: `Who is this? ${word}`,
  });

  // The post's own page: its menu reports the post, its author, or blocks them.
  await loginInBrowser(page, asha, `/posts/${postId}`);
  const postCard = page.getByRole('article', { name: `Post by Ravi ${word}` });
  await postCard.getByRole('button', { name: `More actions for Ravi ${word}`, exact: true }).click();
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Report post', 'Report member', 'Block']);
  await screenshot(page, 'reports-1-post-menu', { fullPage: false });
  await page.getByRole('menuitem', { name: 'Report post' }).click();
  await screenshot(page, 'reports-2-post-dialog', { fullPage: false });
  await sendReport(page, 'Report this post', 'Asking for money', 'Asks everyone for a registration fee');
  await expect(page.getByText(THANKS, { exact: true })).toBeVisible();

  // Reporting it again files nothing new.
  await postCard.getByRole('button', { name: `More actions for Ravi ${word}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Report post' }).click();
  await sendReport(page, 'Report this post', 'Spam or unwanted messages');
  await expect(page.getByText('You have already reported this.', { exact: true })).toBeVisible();

  // A comment has the same menu, with Report comment.
  const comment = page.getByRole('article', { name: `Comment by Ravi ${word}` });
  await comment.getByRole('button', { name: `More actions for Ravi ${word}`, exact: true }).click();
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Report comment', 'Report member', 'Block']);
  await page.getByRole('menuitem', { name: 'Report comment' }).click();
  await sendReport(page, 'Report this comment', 'Spam or unwanted messages');

  // A received message is reported from its bubble; my own message has no such menu.
  await page.goto(`/chat/${chatId}`);
  const received = page.getByRole('listitem').filter({ hasText: `Pay first, then we talk ${word}` });
  const mine = page.getByRole('listitem').filter({ hasText: `Who is this? ${word}` });
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Message actions' })).toHaveCount(0);
  // On a phone a long press (Android's contextmenu) opens the bubble's menu; its button is there for screen readers.
  await expect(received.getByRole('button', { name: 'Message actions' })).toHaveCount(1);
  await received.getByText(`Pay first, then we talk ${word}`).click({ button: 'right' });
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Report message']);
  await screenshot(page, 'reports-3-message-menu', { fullPage: false });
  await page.getByRole('menuitem', { name: 'Report message' }).click();
  await sendReport(page, 'Report this message', 'Harassment');

  // My reports in Settings: newest first, under review.
  await page.goto('/settings#my-reports');
  const myReports = page.getByRole('list', { name: 'My reports' }).getByRole('listitem');
  await expect(myReports).toHaveCount(3);
  await expect(myReports.nth(0)).toContainText('Message · Harassment');
  await expect(myReports.nth(1)).toContainText('Comment · Spam or unwanted messages');
  await expect(myReports.nth(2)).toContainText('Post · Asking for money');
  await expect(myReports.nth(2)).toContainText('Under review');
  await page.getByRole('heading', { name: 'My reports' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'reports-4-my-reports-open', { fullPage: false });

  // A moderator removes the post with a note.
  const reportId = await openReportOn(request, admin, postId);
  await asMember(request, admin, 'POST', `/api/admin/reports/${reportId}/resolve`, {
    action: 'REMOVE_CONTENT',
    note: 'Asking members for money is not allowed',
  });

  await page.reload();
  await expect(myReports.nth(2)).toContainText('Reviewed: action taken');
  await expect(myReports.nth(0)).toContainText('Under review');
  await page.getByRole('heading', { name: 'My reports' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'reports-5-my-reports-resolved', { fullPage: false });
  await expect(page.getByText(/Admin Devi/)).toHaveCount(0);

  await page.getByRole('button', { name: /^Show notifications/ }).click();
  const notices = page.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem');
  await expect(notices.first()).toContainText('Your report was reviewed: action taken');
  await screenshot(page, 'reports-6-reporter-notification', { fullPage: false });

  // The author is told what was removed and why, with the way to the grievance page.
  await page.evaluate(() => localStorage.clear());
  await loginInBrowser(page, ravi, '/posts');
  await page.getByRole('button', { name: /^Show notifications/ }).click();
  const authorNotice = page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: 'A moderator removed your post' });
  await expect(authorNotice).toContainText('Asking members for money is not allowed');
  await expect(authorNotice.getByRole('link')).toHaveAttribute('href', '/grievance');
  await screenshot(page, 'reports-7-author-notice', { fullPage: false });
});

test('a suspended or banned member is told at login, with the way to the grievance page', async ({ page, request }) => {
  const word = uniqueWord();
  const suspended = await signUpViaApi(request, { fullName: `Suresh ${word}` });
  const banned = await signUpViaApi(request, { fullName: `Bablu ${word}` });
  const admin = await adminViaApi(request);
  await asMember(request, admin, 'POST', `/api/admin/users/${suspended.user.id}/suspend`, {
    days: 3,
    note: 'Asked several families for money',
  });
  await asMember(request, admin, 'POST', `/api/admin/users/${banned.user.id}/ban`, { note: 'Fake profile' });

  await page.goto('/login');
  await loginThroughUi(page, suspended);
  const alert = page.getByRole('alert').filter({ hasText: 'Your account is suspended until' });
  await expect(alert).toBeVisible();
  await expect(page).toHaveURL('/login');
  await screenshot(page, 'reports-8-login-suspended');

  await page.getByLabel('Mobile number').fill(banned.phone);
  await page.getByLabel('Password', { exact: true }).fill(banned.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your account has been banned' })).toBeVisible();
  await expect(alert).toHaveCount(0);
  await screenshot(page, 'reports-9-login-banned');

  await page.getByRole('link', { name: 'contact the Grievance Officer' }).click();
  await expect(page).toHaveURL('/grievance');
  await expect(page.getByRole('heading', { name: 'Grievances', level: 1 })).toBeVisible();
});

test("a verified member's posts carry the tick", async ({ page, request }) => {
  const word = uniqueWord();
  const verified = await signUpViaApi(request, { fullName: `Vidya ${word}` });
  const plain = await signUpViaApi(request, { fullName: `Pankaj ${word}` });
  const viewer = await signUpViaApi(request, { fullName: `Asha ${word}` });
  const admin = await adminViaApi(request);
  await asMember(request, admin, 'POST', `/api/admin/users/${verified.user.id}/verify`);
  const plainPost = await createPost(request, plain, `Unverified note ${word}`);
  const verifiedPost = await createPost(request, verified, `Verified note ${word}`);

  // Each post on its own page: other specs post to the same feed at the same time and may push these below the fold.
  await loginInBrowser(page, viewer, `/posts/${plainPost}`);
  const plainCard = page.getByRole('article', { name: `Post by Pankaj ${word}` });
  await expect(plainCard).toBeVisible();
  await expect(plainCard.getByRole('img', { name: 'Verified member' })).toHaveCount(0);
  await page.goto(`/posts/${verifiedPost}`);
  const verifiedCard = page.getByRole('article', { name: `Post by Vidya ${word}` });
  await expect(verifiedCard.getByRole('img', { name: 'Verified member' })).toBeVisible();
  await screenshot(page, 'reports-10-verified-tick', { fullPage: false });

  // The same tick on the member's profile and in member search.
  await verifiedCard.getByRole('link', { name: /Vidya/ }).first().click();
  await expect(page.getByRole('heading', { level: 1 }).getByRole('img', { name: 'Verified member' })).toBeVisible();
  await page.goto(`/profile/${plain.user.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Pankaj ${word}`);
  await expect(page.getByRole('heading', { level: 1 }).getByRole('img', { name: 'Verified member' })).toHaveCount(0);
});

test('My reports pages by 10, and Settings and the menu lead to the grievance page', async ({ page, request }) => {
  const word = uniqueWord();
  const author = await signUpViaApi(request, { fullName: `Ravi ${word}` });
  const reporter = await signUpViaApi(request, { fullName: `Asha ${word}` });
  for (let index = 1; index <= 11; index++) {
    const postId = await createPost(request, author, `Note ${index} ${word}`);
    await asMember(request, reporter, 'POST', '/api/reports', { targetType: 'POST', targetId: postId, reason: 'SPAM' });
  }

  await loginInBrowser(page, reporter, '/settings');
  const card = page.locator('#my-reports');
  const rows = card.getByRole('list', { name: 'My reports' }).getByRole('listitem');
  await expect(rows).toHaveCount(10);
  await expect(card.getByText('Page 1 of 2')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await card.getByRole('button', { name: 'Next' }).click();
  await expect(card.getByText('Page 2 of 2')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(card.getByRole('button', { name: 'Next' })).toBeDisabled();
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'reports-11-my-reports-page-2', { fullPage: false });

  await page.getByRole('link', { name: /^Grievances/ }).click();
  await expect(page).toHaveURL('/grievance');
  await page.goBack();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Grievances and appeals' }).click();
  await expect(page).toHaveURL('/grievance');
});
