import type { BrowserContext, Page } from '@playwright/test';
import {
  aChatFromRavi,
  expect,
  loginInBrowser,
  type Member,
  screenshot,
  sendMessageViaApi,
  serviceWorkerControls,
  signUpViaApi,
  test,
} from '../fixtures.ts';
import { hi, useHindi } from '../hindi.ts';

test.use({ serviceWorkers: 'allow' });

/** Goes offline and writes a message in the open conversation: its bubble. */
async function writeOffline(page: Page, context: BrowserContext, text: string, label = 'Message') {
  await context.setOffline(true);
  const box = page.getByRole('textbox', { name: label });
  await box.fill(text);
  await box.press('Enter');
  return page.getByRole('listitem').filter({ hasText: text });
}

/** How many messages with this text the API has in the chat. */
async function storedCount(page: Page, member: Member, chatId: string, text: string): Promise<number> {
  const response = await page.request.get(`/api/chats/${chatId}/messages`, {
    headers: { authorization: `Bearer ${member.tokens.accessToken}` },
  });
  const { rows } = ((await response.json()) as { data: { rows: { content: string }[] } }).data;
  return rows.filter((row) => row.content === text).length;
}

test('offline: a reload shows the feed, chats, bell and profile the member saw last, with the offline banner; logout forgets them', async ({
  page,
  context,
  request,
}) => {
  const asha = await signUpViaApi(request, { fullName: 'Asha Kumari' });
  const ravi = await signUpViaApi(request, { fullName: 'Ravi Prasad' });
  const posted = await request.post('/api/posts', {
    multipart: { content: 'Blood donation camp at the community hall on Sunday' },
    headers: { authorization: `Bearer ${ravi.tokens.accessToken}` },
  });
  expect(posted.status()).toBe(201);
  await sendMessageViaApi(page, ravi, asha, 'Namaste Asha, see you at the camp');

  await loginInBrowser(page, asha, '/posts');
  await serviceWorkerControls(page);
  // Seen once the service worker is in charge: these are the copies it keeps.
  await page.reload();
  await expect(page.getByText('Blood donation camp at the community hall on Sunday')).toBeVisible();
  await page.goto('/chat');
  await expect(page.getByText('Namaste Asha, see you at the camp')).toBeVisible();
  // The screen says its data is a saved copy, and from when (the time the server gave it).
  const banner = page
    .getByRole('status')
    .filter({ hasText: /^Saved copy from \d{1,2}:\d{2}\s?[ap]m · you're offline$/ });
  await expect(banner).toHaveCount(0);
  // The bell's list and my profile, seen once too.
  const bell = page.getByRole('button', { name: /^Show notifications/ });
  const bellItem = page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: 'Ravi Prasad sent you a message' });
  await bell.click();
  await expect(bellItem).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Asha Kumari' })).toBeVisible();
  await page.goto('/chat');
  await expect(page.getByText('Namaste Asha, see you at the camp')).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(banner).toBeVisible();
  const savedAt = Date.parse((await banner.locator('time').getAttribute('datetime'))!);
  expect(Date.now() - savedAt).toBeLessThan(5 * 60 * 1000);
  await expect(page.getByText('Namaste Asha, see you at the camp')).toBeVisible();
  await screenshot(page, 'offline-chats', { fullPage: false });

  await page.goto('/posts');
  await expect(banner).toBeVisible();
  await expect(page.getByText('Blood donation camp at the community hall on Sunday')).toBeVisible();
  await screenshot(page, 'offline-feed', { fullPage: false });
  await bell.click();
  await expect(bellItem).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Asha Kumari' })).toBeVisible();
  await expect(banner).toBeVisible();
  await screenshot(page, 'offline-profile', { fullPage: false });

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);

  // Logging out drops the copies and the unsent messages: the next member on this phone never sees Asha's chats, nor
  // sends what she wrote.
  const hasCopies = () => page.evaluate(async () => (await caches.keys()).some((name) => name.startsWith('samaj-api')));
  expect(await hasCopies()).toBe(true);
  const outbox = (action: 'put' | 'count') =>
    page.evaluate(async (action) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open('samaj-outbox');
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error);
      });
      const store = db.transaction('messages', 'readwrite').objectStore('messages');
      const request =
        action === 'put'
          ? store.put({ clientMessageId: crypto.randomUUID(), senderId: 'someone', chatId: null, content: 'x' })
          : store.count();
      const result = await new Promise((resolve) => (request.onsuccess = () => resolve(request.result)));
      db.close();
      return result;
    }, action);
  await outbox('put');
  expect(await outbox('count')).toBe(1);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(hasCopies).toBe(false);
  await expect.poll(() => outbox('count')).toBe(0);
});

test('a message written offline waits, and is sent once when the network returns', async ({
  page,
  context,
  request,
}) => {
  const { asha, chatId } = await aChatFromRavi(page, request, 'Are you coming to the camp?');
  const list = page.getByRole('list', { name: 'Messages' });
  await expect(list.getByText('Are you coming to the camp?')).toBeVisible();

  const bubble = await writeOffline(page, context, 'Yes, I will bring my brother too');
  await expect(bubble.getByRole('img', { name: 'Waiting to send' })).toBeVisible();
  await expect(bubble.getByText('Waiting to send — it goes when you are back online')).toBeVisible();
  await screenshot(page, 'offline-message-waiting', { fullPage: false });

  await context.setOffline(false);
  await expect(bubble.getByRole('img', { name: 'Sent' })).toBeVisible();
  await expect(bubble).toHaveCount(1);
  expect(await storedCount(page, asha, chatId, 'Yes, I will bring my brother too')).toBe(1);
});

test('a message written offline survives a reload: it waits, then goes once when the network returns', async ({
  page,
  context,
  request,
}) => {
  const { asha, chatId } = await aChatFromRavi(page, request, 'Will you bring the tent?', { cached: true });
  const list = page.getByRole('list', { name: 'Messages' });
  await expect(list.getByText('Will you bring the tent?')).toBeVisible();

  const bubble = await writeOffline(page, context, 'Yes, and the lanterns too');
  await expect(bubble.getByRole('img', { name: 'Waiting to send' })).toBeVisible();

  // The phone reloads the page (or kills the tab) while still offline: the message is kept, still waiting.
  await page.reload();
  await expect(list.getByText('Will you bring the tent?')).toBeVisible();
  await expect(bubble.getByRole('img', { name: 'Waiting to send' })).toBeVisible();
  await expect(bubble.getByText('Waiting to send — it goes when you are back online')).toBeVisible();
  // Said in the conversation itself, which covers the frame's banner on a phone.
  const conversation = page.getByRole('region', { name: 'Conversation' });
  await expect(
    conversation.getByRole('status').filter({ hasText: /^Saved copy from .+ · you're offline$/ }),
  ).toBeVisible();
  await screenshot(page, 'offline-message-after-reload', { fullPage: false });

  await context.setOffline(false);
  await expect(bubble.getByRole('img', { name: 'Sent' })).toBeVisible();
  await expect(bubble).toHaveCount(1);
  await expect(conversation.getByRole('status').filter({ hasText: 'Saved copy' })).toHaveCount(0);
  const stored = () => storedCount(page, asha, chatId, 'Yes, and the lanterns too');
  expect(await stored()).toBe(1);
  // Nothing is left to send: another load shows it once, sent, and the server still has it once.
  await page.reload();
  await expect(bubble).toHaveCount(1);
  await expect(bubble.getByRole('img', { name: 'Sent' })).toBeVisible();
  expect(await stored()).toBe(1);
});

test('in Hindi: the saved copy and a waiting message say so', async ({ page, context, request }) => {
  await useHindi(page);
  await aChatFromRavi(page, request, 'Camp kab hai?', { cached: true });
  const list = page.getByRole('list', { name: hi('Messages') });
  await expect(list.getByText('Camp kab hai?')).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  const bubble = await writeOffline(page, context, 'Ravivar ko', hi('Message'));
  await expect(bubble.getByText(hi('Waiting to send — it goes when you are back online'))).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: hi('Conversation') })
      .getByRole('status')
      .filter({ hasText: 'की सहेजी गई कॉपी · आप ऑफ़लाइन हैं' }),
  ).toBeVisible();
  await screenshot(page, 'offline-message-hindi', { fullPage: false });
  await context.setOffline(false);
  await expect(bubble.getByRole('img', { name: hi('Sent') })).toBeVisible();
});
