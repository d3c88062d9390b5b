import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import {
  aChatFromRavi,
  expect,
  loginInBrowser,
  screenshot,
  serviceWorkerControls,
  signUpViaApi,
  test,
} from '../fixtures.ts';
import { collectMemberContent, expectNoEnglishUi, hi, useHindi } from '../hindi.ts';

// Chromium here cannot reach a real push service (no network to FCM), so these specs cover the settings and the
// client's subscribe path up to the API call: where the browser's subscription is needed, PushManager.subscribe is
// given the shape a real one has; everything after it (the API, its validation, the database) runs for real.
test.use({ serviceWorkers: 'allow' });

/**
 * The browser's side of a subscription, as Chrome gives it after FCM answered (FCM cannot be reached from here):
 * PushManager.subscribe answers a subscription of the real shape, for this endpoint.
 */
async function fakePushService(page: Page, endpoint: string) {
  await page.addInitScript((endpoint) => {
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
  }, endpoint);
}

/** A new member on Settings, who allowed notifications, with the service worker in charge. */
async function onSettingsWithNotificationsAllowed(page: Page, context: BrowserContext, request: APIRequestContext) {
  const member = await signUpViaApi(request);
  await context.grantPermissions(['notifications']);
  await loginInBrowser(page, member, '/settings');
  await serviceWorkerControls(page);
}

/** The next POST or DELETE of /api/push/subscriptions. */
const subscriptionCall = (page: Page, method: 'POST' | 'DELETE') =>
  page.waitForResponse(
    (response) => response.url().endsWith('/api/push/subscriptions') && response.request().method() === method,
  );

test('notification choices and quiet hours are saved and shown after a reload', async ({ page, request }) => {
  const member = await signUpViaApi(request);
  await loginInBrowser(page, member, '/settings');
  const card = page.getByRole('form', { name: 'Notification choices' });
  await expect(card.getByRole('switch', { name: 'New messages' })).toBeChecked();
  await expect(card.getByRole('switch', { name: 'Likes on your posts' })).not.toBeChecked();

  // Photo requests and family co-manager invitations have their own switches, on until the member says otherwise.
  const photoRequests = card.getByRole('switch', { name: 'Someone asks to see your photos' });
  const photosShared = card.getByRole('switch', { name: 'Someone shares their photos with you' });
  const coManaging = card.getByRole('switch', {
    name: 'Invitations to help manage a marriage profile',
  });
  for (const on of [photoRequests, photosShared, coManaging]) await expect(on).toBeChecked();

  await card.getByRole('switch', { name: 'Likes on your posts' }).click();
  await card.getByRole('switch', { name: 'Comments on your posts' }).click();
  await photoRequests.click();
  await coManaging.click();
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
  await expect(photoRequests).not.toBeChecked();
  await expect(photosShared).toBeChecked();
  await expect(coManaging).not.toBeChecked();
  await expect(card.getByRole('switch', { name: 'Quiet hours' })).toBeChecked();
  await expect(card.getByLabel('From', { exact: true })).toHaveValue('23:00');
  await expect(card.getByLabel('To', { exact: true })).toHaveValue('06:30');

  const saved = await page.request.get('/api/notifications/preferences', {
    headers: { authorization: `Bearer ${member.tokens.accessToken}` },
  });
  expect(((await saved.json()) as { data: unknown }).data).toMatchObject({
    types: {
      POST_LIKE: { push: true },
      POST_COMMENT: { push: false },
      MESSAGE: { push: true },
      PHOTO_REQUEST_RECEIVED: { push: false },
      PHOTO_REQUEST_GRANTED: { push: true },
      CO_MANAGER_INVITED: { push: false },
    },
    quietHours: { from: '23:00', to: '06:30' },
  });
});

test('after a sent message the app offers notifications; "Not now" is remembered', async ({ page, request }) => {
  await aChatFromRavi(page, request, 'Namaste Asha');
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

test('in Hindi: the offer after a message and the notification settings', async ({ page, request }) => {
  await useHindi(page);
  const memberContent = collectMemberContent(page);
  await aChatFromRavi(page, request, 'Namaste Asha');
  const box = page.getByRole('textbox', { name: hi('Message') });
  await box.fill('Namaste Ravi ji');
  await box.press('Enter');
  const offer = page.getByRole('region', { name: hi('Get a notification when they reply?') });
  await expect(offer).toBeVisible();
  await screenshot(page, 'push-offer-hindi', { fullPage: false });
  await offer.getByRole('button', { name: hi('Not now') }).click();

  await page.goto('/settings');
  const card = page.getByRole('form', { name: hi('Notification choices') });
  await card.getByRole('switch', { name: hi('Quiet hours') }).click();
  await expect(card.getByLabel(hi('From'), { exact: true })).toHaveValue('22:00');
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'push-settings-hindi', { fullPage: false });
  await expectNoEnglishUi(page, memberContent, 'settings: notifications');
});

test('"Turn on" on the offer asks the browser, subscribes this device and tells the member', async ({
  page,
  context,
  request,
}) => {
  await fakePushService(page, 'https://fcm.googleapis.com/fcm/send/e2e-device-offer');
  await aChatFromRavi(page, request, 'Namaste Asha', { cached: true });
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('Namaste Ravi ji');
  await box.press('Enter');
  const offer = page.getByRole('region', { name: 'Get a notification when they reply?' });
  await expect(offer).toBeVisible();

  // The member says yes in the browser's own question (Playwright answers it through the granted permission).
  await context.grantPermissions(['notifications']);
  const posted = subscriptionCall(page, 'POST');
  await offer.getByRole('button', { name: 'Turn on' }).click();
  const response = await posted;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({
    endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-device-offer',
  });
  await expect(offer).toHaveCount(0);
  await expect(page.getByText('Samaj will tell you when they reply.', { exact: true })).toBeVisible();
});

test("turning on this device: permission, the browser's subscription, then POST /push/subscriptions", async ({
  page,
  context,
  request,
}) => {
  await fakePushService(page, 'https://fcm.googleapis.com/fcm/send/e2e-device-1');
  await onSettingsWithNotificationsAllowed(page, context, request);
  const device = page.getByRole('switch', { name: 'This device' });
  await expect(device).not.toBeChecked();
  await expect(device).toBeEnabled();

  const posted = subscriptionCall(page, 'POST');
  await device.click();
  const response = await posted;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({
    endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-device-1',
  });
  await expect(device).toBeChecked();
  await expect(page.getByText('This phone shows notifications from Samaj.')).toBeVisible();

  const deleted = subscriptionCall(page, 'DELETE');
  await device.click();
  expect((await deleted).status()).toBe(200);
  await expect(device).not.toBeChecked();
});

/** The parts of a service worker's global scope these specs use (the e2e types are the page's, not a worker's). */
interface WorkerScope {
  registration: { getNotifications(filter?: { tag?: string }): Promise<Notification[]> };
  dispatchEvent(event: Event): boolean;
  PushEvent: new (type: 'push', init: { data: string }) => Event;
  NotificationEvent: new (type: 'notificationclick', init: { notification: Notification }) => Event;
}

test('the service worker shows one notification per chat, updated, and a tap opens its screen', async ({
  page,
  context,
  request,
}) => {
  await onSettingsWithNotificationsAllowed(page, context, request);
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));

  // What the push service hands the worker, decrypted (no push service is reachable from here): two messages of one
  // chat, then a comment. Events made by a script cannot be extended (the listener's waitUntil throws, reported in
  // the worker), but what the listener started before that runs: here, showing the notification.
  const shown = await worker.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const push = (payload: object) =>
      scope.dispatchEvent(new scope.PushEvent('push', { data: JSON.stringify(payload) }));
    const message = { type: 'MESSAGE', url: '/chat/11111111-1111-4111-8111-111111111111', tag: 'MESSAGE:one' };
    push({ ...message, title: 'Asha Kumari sent you a message', body: 'Namaste' });
    push({ ...message, title: 'Asha Kumari sent you 2 messages', body: 'Are you coming?' });
    push({ type: 'POST_COMMENT', title: 'Ravi commented on your post', body: 'Well said', url: '/posts', tag: 'c' });
    for (let tries = 0; tries < 50 && (await scope.registration.getNotifications()).length < 2; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return (await scope.registration.getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      renotify: (notification as Notification & { renotify?: boolean }).renotify,
    }));
  });
  // The chat's second push replaced its first (same tag), and rings again (renotify).
  expect(shown).toHaveLength(2);
  expect(shown).toContainEqual({
    title: 'Asha Kumari sent you 2 messages',
    body: 'Are you coming?',
    tag: 'MESSAGE:one',
    renotify: true,
  });

  // The member taps the comment's notification: the open tab goes to its screen.
  await worker.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications({ tag: 'c' });
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
  });
  await expect(page).toHaveURL(/\/posts$/);
  await expect(page.getByRole('heading', { name: 'Posts' })).toBeVisible();
});
