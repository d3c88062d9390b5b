import {
  expect,
  loginInBrowser,
  screenshot,
  sendMessageViaApi,
  serviceWorkerControls,
  signUpViaApi,
  test,
} from '../fixtures.ts';

test.use({ serviceWorkers: 'allow' });

test('offline: a reload shows the feed and chats the member saw last, with the offline banner; logout forgets them', async ({
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
  const banner = page.getByRole('status').filter({ hasText: "You're offline — showing what you saw last" });
  await expect(banner).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(banner).toBeVisible();
  await expect(page.getByText('Namaste Asha, see you at the camp')).toBeVisible();
  await screenshot(page, 'offline-chats', { fullPage: false });

  await page.goto('/posts');
  await expect(banner).toBeVisible();
  await expect(page.getByText('Blood donation camp at the community hall on Sunday')).toBeVisible();
  await screenshot(page, 'offline-feed', { fullPage: false });

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);

  // Logging out drops the copies: the next member on this phone never sees Asha's chats.
  const hasCopies = () => page.evaluate(async () => (await caches.keys()).some((name) => name.startsWith('samaj-api')));
  expect(await hasCopies()).toBe(true);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(hasCopies).toBe(false);
});

test('a message written offline waits, and is sent once when the network returns', async ({
  page,
  context,
  request,
}) => {
  const asha = await signUpViaApi(request, { fullName: 'Asha Kumari' });
  const ravi = await signUpViaApi(request, { fullName: 'Ravi Prasad' });
  const { chatId } = await sendMessageViaApi(page, ravi, asha, 'Are you coming to the camp?');
  await loginInBrowser(page, asha, `/chat/${chatId}`);
  const list = page.getByRole('list', { name: 'Messages' });
  await expect(list.getByText('Are you coming to the camp?')).toBeVisible();

  await context.setOffline(true);
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('Yes, I will bring my brother too');
  await box.press('Enter');
  const bubble = list.getByRole('listitem').filter({ hasText: 'Yes, I will bring my brother too' });
  await expect(bubble.getByRole('img', { name: 'Waiting to send' })).toBeVisible();
  await expect(bubble.getByText('Waiting to send — it goes when you are back online')).toBeVisible();
  await screenshot(page, 'offline-message-waiting', { fullPage: false });

  await context.setOffline(false);
  await expect(bubble.getByRole('img', { name: 'Sent' })).toBeVisible();
  await expect(bubble).toHaveCount(1);
  const stored = await page.request.get(`/api/chats/${chatId}/messages`, {
    headers: { authorization: `Bearer ${asha.tokens.accessToken}` },
  });
  const { rows } = ((await stored.json()) as { data: { rows: { content: string }[] } }).data;
  expect(rows.filter((row) => row.content === 'Yes, I will bring my brother too')).toHaveLength(1);
});
