import {
  expect,
  loginInBrowser,
  screenshot,
  sendMessageViaApi,
  serviceWorkerControls,
  signUpViaApi,
  test,
} from '../fixtures.ts';

// Chromium here cannot reach a real push service (no network to FCM), so these specs cover the settings and the
// client's subscribe path up to the API call: where the browser's subscription is needed, PushManager.subscribe is
// given the shape a real one has; everything after it (the API, its validation, the database) runs for real.
test.use({ serviceWorkers: 'allow' });

test('notification choices and quiet hours are saved and shown after a reload', async ({ page, request }) => {
  const member = await signUpViaApi(request);
  await loginInBrowser(page, member, '/settings');
  const card = page.getByRole('form', { name: 'Notification choices' });
  await expect(card.getByRole('switch', { name: 'New messages' })).toBeChecked();
  await expect(card.getByRole('switch', { name: 'Likes on your posts' })).not.toBeChecked();

  await card.getByRole('switch', { name: 'Likes on your posts' }).click();
  await card.getByRole('switch', { name: 'Comments on your posts' }).click();
  await card.getByRole('switch', { name: 'Quiet hours' }).click();
  await card.getByLabel('From', { exact: true }).fill('23:00');
  await card.getByLabel('To', { exact: true }).fill('23:00');
  await card.getByRole('button', { name: 'Save notification choices' }).click();
  await expect(card.getByText('Quiet hours must start and end at different times')).toBeVisible();

  await card.getByLabel('To', { exact: true }).fill('06:30');
  await card.getByRole('button', { name: 'Save notification choices' }).click();
  await expect(page.getByText('Your notification choices are saved.', { exact: true })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'push-settings', { fullPage: false });

  await page.reload();
  await expect(card.getByRole('switch', { name: 'Likes on your posts' })).toBeChecked();
  await expect(card.getByRole('switch', { name: 'Comments on your posts' })).not.toBeChecked();
  await expect(card.getByRole('switch', { name: 'New messages' })).toBeChecked();
  await expect(card.getByRole('switch', { name: 'Quiet hours' })).toBeChecked();
  await expect(card.getByLabel('From', { exact: true })).toHaveValue('23:00');
  await expect(card.getByLabel('To', { exact: true })).toHaveValue('06:30');

  const saved = await page.request.get('/api/notifications/preferences', {
    headers: { authorization: `Bearer ${member.tokens.accessToken}` },
  });
  expect(((await saved.json()) as { data: unknown }).data).toMatchObject({
    types: { POST_LIKE: { push: true }, POST_COMMENT: { push: false }, MESSAGE: { push: true } },
    quietHours: { from: '23:00', to: '06:30' },
  });
});

test('after a sent message the app offers notifications; "Not now" is remembered', async ({ page, request }) => {
  const asha = await signUpViaApi(request, { fullName: 'Asha Kumari' });
  const ravi = await signUpViaApi(request, { fullName: 'Ravi Prasad' });
  const { chatId } = await sendMessageViaApi(page, ravi, asha, 'Namaste Asha');
  await loginInBrowser(page, asha, `/chat/${chatId}`);
  const offer = page.getByRole('region', { name: 'Get a notification when they reply?' });
  await expect(page.getByRole('list', { name: 'Messages' }).getByText('Namaste Asha')).toBeVisible();
  // Never on page load: only after the member's own message.
  await expect(offer).toHaveCount(0);

  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('Namaste Ravi ji');
  await box.press('Enter');
  await expect(offer).toBeVisible();
  await screenshot(page, 'push-offer', { fullPage: false });
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toHaveCount(0);

  await box.fill('See you at 6');
  await box.press('Enter');
  await expect(page.getByRole('list', { name: 'Messages' }).getByText('See you at 6')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(offer).toHaveCount(0);
});

test("turning on this device: permission, the browser's subscription, then POST /push/subscriptions", async ({
  page,
  context,
  request,
}) => {
  const member = await signUpViaApi(request);
  await context.grantPermissions(['notifications']);
  // The browser's side of a subscription, as Chrome gives it after FCM answered (FCM cannot be reached from here).
  await page.addInitScript(() => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/e2e-device-1';
    let subscribed: PushSubscription | null = null;
    const fake: PushSubscription = Object.create(PushSubscription.prototype, {
      endpoint: { value: endpoint },
      toJSON: {
        value: () => ({ endpoint, expirationTime: null, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } }),
      },
      unsubscribe: {
        value: () => {
          subscribed = null;
          return Promise.resolve(true);
        },
      },
    });
    PushManager.prototype.subscribe = function subscribe() {
      subscribed = fake;
      return Promise.resolve(subscribed);
    };
    PushManager.prototype.getSubscription = () => Promise.resolve(subscribed);
  });
  await loginInBrowser(page, member, '/settings');
  await serviceWorkerControls(page);
  const device = page.getByRole('switch', { name: 'This device' });
  await expect(device).not.toBeChecked();
  await expect(device).toBeEnabled();

  const posted = page.waitForResponse(
    (response) => response.url().endsWith('/api/push/subscriptions') && response.request().method() === 'POST',
  );
  await device.click();
  const response = await posted;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({
    endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-device-1',
  });
  await expect(device).toBeChecked();
  await expect(page.getByText('This phone shows notifications from Samaj.')).toBeVisible();

  const deleted = page.waitForResponse(
    (response) => response.url().endsWith('/api/push/subscriptions') && response.request().method() === 'DELETE',
  );
  await device.click();
  expect((await deleted).status()).toBe(200);
  await expect(device).not.toBeChecked();
});
