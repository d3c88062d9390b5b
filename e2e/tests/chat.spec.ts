import { expect, loginInBrowser, screenshot, sendMessageViaApi, signUpViaApi, test, secondPhone } from '../fixtures.ts';

test('two members chat in real time: delivery, read ticks, typing and replies without reloading', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const asha = await signUpViaApi(request, { fullName: 'Asha Kumari' });
  const ravi = await signUpViaApi(request, { fullName: 'Ravi Prasad' });
  const phoneB = await secondPhone(browser, baseURL);

  // Ravi has the app open on his inbox, with nothing in it yet.
  await loginInBrowser(phoneB.page, ravi, '/chat');
  await expect(phoneB.page.getByText('No conversations yet')).toBeVisible();
  await expect(phoneB.page.getByText('Start the chart with community members')).toBeVisible();

  // Asha opens a chat with Ravi from his profile's link and writes.
  await loginInBrowser(page, asha, `/chat/new/${ravi.user.id}`);
  const conversation = page.getByRole('region', { name: 'Conversation' });
  await expect(conversation.getByRole('link', { name: /Ravi Prasad/ })).toHaveAttribute(
    'href',
    `/profile/${ravi.user.id}`,
  );
  await expect(page.getByText('Say namaste to Ravi')).toBeVisible();
  // Online status is shared only once both have written (or an interest was accepted): not with a stranger yet.
  await expect(conversation.getByRole('link', { name: /Ravi Prasad/ })).not.toContainText('Online');
  await screenshot(page, 'chat-new');
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('Namaste Ravi ji! Are you coming to the Chhath puja meeting?');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  const chatId = page.url().split('/').at(-1)!;
  const mine = page.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: 'Chhath puja' });
  await expect(mine.getByRole('img', { name: 'Sent' })).toBeVisible();
  await expect(box).toHaveValue('');

  // It reaches Ravi's inbox live, with its unread count and the badge on Chat.
  const row = phoneB.page.getByRole('link', { name: /Asha Kumari/ });
  await expect(row).toContainText('Namaste Ravi ji!');
  await expect(row).toContainText('1 unread');
  await expect(
    phoneB.page.getByRole('navigation', { name: 'Main areas' }).getByRole('link', { name: /Chat/ }),
  ).toContainText('1 unread message');
  await screenshot(phoneB.page, 'chat-inbox-unread');

  // Ravi opens it: Asha sees the read ticks.
  await row.click();
  await expect(phoneB.page).toHaveURL(`/chat/${chatId}`);
  await expect(
    phoneB.page
      .getByRole('list', { name: 'Messages' })
      .getByText('Namaste Ravi ji! Are you coming to the Chhath puja meeting?'),
  ).toBeVisible();
  await expect(mine.getByRole('img', { name: 'Read' })).toBeVisible();

  // Ravi types: Asha sees "typing…".
  const raviBox = phoneB.page.getByRole('textbox', { name: 'Message' });
  await raviBox.pressSequentially('Namaste Asha', { delay: 30 });
  await expect(conversation.getByText('typing…')).toBeVisible();
  await screenshot(page, 'chat-typing');

  // He sends with the button (and a second line): it appears for Asha without a reload, and "typing…" goes.
  await raviBox.press('Shift+Enter');
  await raviBox.pressSequentially('Yes, I will be there at 6.');
  await phoneB.page.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByRole('list', { name: 'Messages' }).getByText(/Namaste Asha\s+Yes, I will be there at 6\./),
  ).toBeVisible();
  await expect(conversation.getByText('typing…')).toHaveCount(0);
  await expect(phoneB.page.getByRole('list', { name: 'Messages' }).getByRole('img', { name: 'Read' })).toBeVisible();
  await expect(page.getByRole('separator', { name: 'Today' })).toBeVisible();
  await screenshot(page, 'chat-conversation');
  await screenshot(phoneB.page, 'chat-conversation-other-side');

  // Back in Asha's inbox: the reply, already read, and Ravi online (they have now both written).
  await page.getByRole('link', { name: 'Back to chats' }).click();
  const ashaRow = page.getByRole('link', { name: /Ravi Prasad/ });
  await expect(ashaRow).toContainText('Yes, I will be there at 6.');
  await expect(ashaRow).not.toContainText('unread');
  await expect(ashaRow.getByText('Online')).toBeAttached();
  await screenshot(page, 'chat-inbox');

  // /chat/new/{id} of an existing chat opens that chat.
  await page.goto(`/chat/new/${ravi.user.id}`);
  await expect(page).toHaveURL(`/chat/${chatId}`);

  expect(phoneB.errors, 'uncaught errors in the second phone').toEqual([]);
  await phoneB.context.close();
});

test('a long conversation opens at the newest message and loads older ones when scrolling up', async ({
  page,
  request,
}) => {
  const asha = await signUpViaApi(request, { fullName: 'Asha Kumari' });
  const ravi = await signUpViaApi(request, { fullName: 'Ravi Prasad' });
  let chatId = '';
  for (let index = 1; index <= 45; index += 1) {
    const [from, to] = index % 3 === 0 ? [asha, ravi] : [ravi, asha];
    ({ chatId } = await sendMessageViaApi(page, from, to, `Message number ${index}`));
  }
  await loginInBrowser(page, asha, `/chat/${chatId}`);
  const list = page.getByRole('list', { name: 'Messages' });
  await expect(list.getByText('Message number 45', { exact: true })).toBeInViewport();
  await expect(list.getByText('Message number 1', { exact: true })).toHaveCount(0);

  for (let attempt = 0; attempt < 10; attempt += 1) {
    if ((await list.getByText('Message number 1', { exact: true }).count()) > 0) break;
    await list.getByRole('listitem').last().scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
  }
  await expect(list.getByText('Message number 1', { exact: true })).toBeAttached();
  await expect(list.getByRole('listitem').filter({ hasText: /^Message number \d+/ })).toHaveCount(45);
  await screenshot(page, 'chat-older-messages');
});

test('a message that cannot be sent says so and can be tried again', async ({ page, request }) => {
  const asha = await signUpViaApi(request, { fullName: 'Asha Kumari' });
  const ravi = await signUpViaApi(request, { fullName: 'Ravi Prasad' });
  const { chatId } = await sendMessageViaApi(page, ravi, asha, 'Hello Asha');
  await loginInBrowser(page, asha, `/chat/${chatId}`);
  await expect(page.getByRole('list', { name: 'Messages' }).getByText('Hello Asha')).toBeVisible();

  // A refusal of the server's (no network at all keeps the message waiting instead: offline.spec).
  await page.route('**/api/chats/messages', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"success":false,"message":"Busy","code":"UNAVAILABLE"}',
    }),
  );
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('Are you there?');
  await box.press('Enter');
  await expect(page.getByRole('button', { name: 'Not sent. Tap to retry' })).toBeVisible();
  await screenshot(page, 'chat-not-sent');

  await page.unroute('**/api/chats/messages');
  await page.getByRole('button', { name: 'Not sent. Tap to retry' }).click();
  const bubble = page
    .getByRole('list', { name: 'Messages' })
    .getByRole('listitem')
    .filter({ hasText: 'Are you there?' });
  await expect(bubble.getByRole('img', { name: 'Sent' })).toBeVisible();
  await expect(bubble).toHaveCount(1);
});
