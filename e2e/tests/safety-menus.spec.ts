import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, loginInBrowser, screenshot, signUpViaApi, test, uniqueWord, type Member } from '../fixtures.ts';

/** Block and Report from the "more" menu on posts, community cards and chat headers, for members without a marriage profile. */

const succeeded = (page: Page) => page.getByText('Operation Succeed!', { exact: true }).last();
const REPORTED = 'Thank you. Our team will look into it; they are not told who reported them.';

/** Other specs post to the same feed at the same time: every post here carries a word of its own. */
const postCard = (page: Page, text: string): Locator =>
  page
    .getByRole('article')
    .filter({ has: page.getByText(text, { exact: false }) })
    .first();

const moreActions = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name: `More actions for ${name}`, exact: true });

async function createPostViaApi(page: Page, author: Member, content: string): Promise<string> {
  const response = await page.request.post('/api/posts', {
    multipart: { content },
    headers: { authorization: `Bearer ${author.tokens.accessToken}` },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** A helper offering `keyword` (onboarded over HTTP, as the web app does). */
async function helper(request: APIRequestContext, fullName: string, keyword: string): Promise<Member> {
  const created = await signUpViaApi(request, { fullName });
  const response = await request.put('/api/user/onboard', {
    headers: { authorization: `Bearer ${created.tokens.accessToken}` },
    data: {
      fullName,
      dateOfBirth: '1990-06-01',
      gender: 'FEMALE',
      location: { state: 'Bihar', city: 'Patna' },
      canHelpOut: [keyword],
      canSeekHelp: [],
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return created;
}

/** A full touch target: its laid-out size (menus pop in with a scale animation, so not the painted box). */
async function expectTouchTarget(target: Locator) {
  await expect(target).toBeVisible();
  const size = await target.evaluate((element: HTMLElement) => ({
    width: element.offsetWidth,
    height: element.offsetHeight,
  }));
  expect(size.width).toBeGreaterThanOrEqual(44);
  expect(size.height).toBeGreaterThanOrEqual(44);
}

async function report(page: Page, name: string, reason: string, description?: string) {
  await page.getByRole('menuitem', { name: 'Report', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Report ${name}` });
  await dialog.getByText(reason, { exact: true }).click();
  if (description) await dialog.getByLabel(/What happened/).fill(description);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText(REPORTED, { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

async function block(page: Page, name: string, reason?: string) {
  await page.getByRole('menuitem', { name: 'Block' }).click();
  const dialog = page.getByRole('dialog', { name: `Block ${name}?` });
  if (reason) await dialog.getByLabel(/Reason/).fill(reason);
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(succeeded(page)).toBeVisible();
  await expect(page.getByText(`${name} is blocked.`, { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

test("blocking a post's author from the post menu takes their posts out of the feed", async ({ page, request }) => {
  const tag = uniqueWord();
  const asha = await signUpViaApi(request, { fullName: `Asha ${tag}` });
  const bina = await signUpViaApi(request, { fullName: `Bina ${tag}` });
  const word = uniqueWord();
  const binaPostId = await createPostViaApi(page, bina, `Fresh mangoes ${word} at the Sunday market`);
  await createPostViaApi(page, bina, `Second note ${word} from Bina`);
  await createPostViaApi(page, asha, `My own note ${word}`);

  await loginInBrowser(page, asha, '/posts');
  const binaCard = postCard(page, `Fresh mangoes ${word}`);
  await expect(binaCard).toBeVisible();
  await expect(postCard(page, `Second note ${word}`)).toBeVisible();

  // My own post keeps its Edit and Delete menu; another member's post has Report and Block.
  const mine = postCard(page, `My own note ${word}`);
  await expect(mine.getByRole('button', { name: 'Post options' })).toBeVisible();
  await expect(mine.getByRole('button', { name: /^More actions for/ })).toHaveCount(0);
  await expect(binaCard.getByRole('button', { name: 'Post options' })).toHaveCount(0);

  const trigger = moreActions(binaCard, `Bina ${tag}`);
  await expectTouchTarget(trigger);
  // Mid-screen, as a member scrolling the feed sees it (near the bottom bar the menu opens upwards).
  await binaCard.evaluate((card) => card.scrollIntoView({ block: 'center' }));
  await trigger.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Report post', 'Report member', 'Block']);
  for (const item of await menu.getByRole('menuitem').all()) await expectTouchTarget(item);
  await screenshot(page, 'safety-1-post-menu', { fullPage: false });

  await block(page, `Bina ${tag}`, 'Keeps sending me forwards');
  await expect(postCard(page, `Fresh mangoes ${word}`)).toHaveCount(0);
  await expect(postCard(page, `Second note ${word}`)).toHaveCount(0);
  await expect(postCard(page, `My own note ${word}`)).toBeVisible();
  await screenshot(page, 'safety-2-feed-after-block', { withToasts: true, fullPage: false });

  // The page stays usable after the dialog closed over a card that went away.
  await page.getByRole('tab', { name: 'My posts' }).click();
  await expect(postCard(page, `My own note ${word}`)).toBeVisible();

  // It lasts: after a reload, and on the post's own page.
  await page.reload();
  await expect(postCard(page, `My own note ${word}`)).toBeVisible();
  await page.getByRole('tab', { name: 'All posts' }).click();
  await expect(postCard(page, `Fresh mangoes ${word}`)).toHaveCount(0);
  await page.goto(`/posts/${binaPostId}`);
  await expect(page.getByText('This post is not available')).toBeVisible();

  // Settings lists the block with its reason.
  await page.goto('/settings');
  await expect(page.getByRole('listitem', { name: `Bina ${tag}` })).toContainText('Keeps sending me forwards');
});

test("blocking from a post's own page leaves for the feed", async ({ page, request }) => {
  const tag = uniqueWord();
  const asha = await signUpViaApi(request, { fullName: `Asha ${tag}` });
  const kiran = await signUpViaApi(request, { fullName: `Kiran ${tag}` });
  const word = uniqueWord();
  const postId = await createPostViaApi(page, kiran, `Bhajan evening ${word}`);

  await loginInBrowser(page, asha, `/posts/${postId}`);
  await expect(postCard(page, `Bhajan evening ${word}`)).toBeVisible();
  await moreActions(page, `Kiran ${tag}`).click();
  await block(page, `Kiran ${tag}`);
  await expect(page).toHaveURL(/\/posts$/);
  await expect(page.getByRole('heading', { name: 'Posts' })).toBeVisible();
  await expect(postCard(page, `Bhajan evening ${word}`)).toHaveCount(0);
});

test('reporting and blocking from community cards and the shortlist', async ({ page, request }) => {
  const tag = uniqueWord();
  const keyword = `${tag} harmonium lessons`;
  await helper(request, `Devi ${tag}`, keyword);
  await helper(request, `Esha ${tag}`, keyword);
  const gita = await helper(request, `Gita ${tag}`, keyword);
  const asha = await signUpViaApi(request, { fullName: `Asha ${tag}` });
  // Gita is on Asha's shortlist.
  const shortlisted = await request.post('/api/community/checkout-list', {
    headers: { authorization: `Bearer ${asha.tokens.accessToken}` },
    data: { targetUserId: gita.user.id, checkOutType: 'helpers' },
  });
  expect(shortlisted.ok(), await shortlisted.text()).toBe(true);

  await loginInBrowser(page, asha, `/community/helpers?keyword=${encodeURIComponent(keyword)}`);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);

  // Report Devi from her card.
  const deviCard = page.getByRole('article', { name: `Devi ${tag}` });
  const trigger = moreActions(deviCard, `Devi ${tag}`);
  await expectTouchTarget(trigger);
  await trigger.click();
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Report', 'Block']);
  await screenshot(page, 'safety-3-card-menu', { fullPage: false });
  await report(page, `Devi ${tag}`, 'Harassment', 'Rude messages after I asked for lessons.');
  await expect(deviCard).toBeVisible();

  // Block Esha from hers: the card goes.
  await moreActions(page.getByRole('article', { name: `Esha ${tag}` }), `Esha ${tag}`).click();
  await block(page, `Esha ${tag}`);
  await expect(page.getByRole('article', { name: `Esha ${tag}` })).toHaveCount(0);
  await expect(cards).toHaveCount(2);
  await page.reload();
  await expect(cards).toHaveCount(2);

  // Block Gita from the shortlist on the community home: she leaves it.
  await page.goto('/community');
  const shortlist = page.getByRole('region', { name: /Your shortlist/ });
  await expect(shortlist.getByRole('link', { name: `Gita ${tag}` })).toBeVisible();
  const rowTrigger = moreActions(shortlist, `Gita ${tag}`);
  await expectTouchTarget(rowTrigger);
  await screenshot(page, 'safety-4-shortlist-row', { fullPage: false });
  await rowTrigger.click();
  await block(page, `Gita ${tag}`);
  await expect(shortlist.getByRole('link', { name: `Gita ${tag}` })).toHaveCount(0);
  await page.goto(`/community/helpers?keyword=${encodeURIComponent(keyword)}`);
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('article', { name: `Devi ${tag}` })).toBeVisible();
});

test('reporting and blocking from the chat header: the conversation becomes read-only', async ({ page, request }) => {
  const tag = uniqueWord();
  const asha = await signUpViaApi(request, { fullName: `Asha ${tag}` });
  const chandra = await signUpViaApi(request, { fullName: `Chandra ${tag}` });
  const sent = await request.post('/api/chats/messages', {
    headers: { authorization: `Bearer ${chandra.tokens.accessToken}` },
    data: { receiverId: asha.user.id, content: 'Please send me your bank details' },
  });
  expect(sent.status()).toBe(201);
  const { chatId } = ((await sent.json()) as { data: { chatId: string } }).data;

  await loginInBrowser(page, asha, `/chat/${chatId}`);
  const conversation = page.getByRole('region', { name: 'Conversation' });
  const messages = conversation.getByRole('list', { name: 'Messages' });
  await expect(messages.getByText('Please send me your bank details')).toBeVisible();
  const trigger = moreActions(page, `Chandra ${tag}`);
  await expectTouchTarget(trigger);
  await trigger.click();
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Report', 'Block']);
  await screenshot(page, 'safety-5-chat-menu', { fullPage: false });
  await report(page, `Chandra ${tag}`, 'Asking for money');

  await trigger.click();
  await block(page, `Chandra ${tag}`, 'Asked for money');
  // The history stays for the member who blocked; no more messages either way.
  await expect(messages.getByText('Please send me your bank details')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await expect(conversation.getByRole('status').filter({ hasText: `You blocked Chandra ${tag}` })).toBeVisible();
  await screenshot(page, 'safety-6-chat-blocked', { fullPage: false });
  const refused = await request.post('/api/chats/messages', {
    headers: { authorization: `Bearer ${chandra.tokens.accessToken}` },
    data: { receiverId: asha.user.id, content: 'Hello?' },
  });
  expect(refused.status()).toBe(403);

  // Opened again later, the first refused message turns the conversation read-only with the server's reason.
  await page.reload();
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('Why did you ask that?');
  await box.press('Enter');
  await expect(page.getByText('Message not sent', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  // The conversation's other status is the screen-reader live region for new messages.
  await expect(conversation.getByRole('status').filter({ hasText: 'You have blocked' })).toHaveText(
    'You have blocked this member. Unblock them to send a message.',
  );
});
