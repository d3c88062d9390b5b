import { expect, loginInBrowser, screenshot, serviceWorkerControls, signUpViaApi, test } from '../fixtures.ts';

test.use({ serviceWorkers: 'allow' });

test('installable: the manifest names the app, its colours and PNG icons, and every file it names is there', async ({
  page,
  request,
}) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string;
    short_name: string;
    display: string;
    start_url: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
    screenshots: { src: string; sizes: string; form_factor?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Samaj', short_name: 'Samaj', display: 'standalone', start_url: '/' });
  expect(manifest.theme_color).toBe('#8c1d2c');
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  expect(manifest.screenshots.length).toBeGreaterThan(0);
  for (const file of [...manifest.icons, ...manifest.screenshots, { src: '/icons/badge-96.png' }]) {
    const response = await request.get(file.src);
    expect(response.status(), file.src).toBe(200);
  }

  // The service worker registers once the app runs (on /login: from the guest's first touch) and keeps the app shell
  // for offline opening.
  await page.goto('/login');
  await page.getByLabel('Mobile number').tap();
  await serviceWorkerControls(page);
  const precached = await page.evaluate(async () => {
    const names = await caches.keys();
    const precache = names.find((name) => name.startsWith('workbox-precache'));
    return precache ? (await (await caches.open(precache)).keys()).map((request) => new URL(request.url).pathname) : [];
  });
  expect(precached).toContain('/index.html');
  expect(precached.some((file) => /^\/assets\/login-.+\.js$/.test(file))).toBe(true);
});

test('Settings offers "Install app" while the browser offers to install, and hands the choice to the browser', async ({
  page,
  request,
}) => {
  const member = await signUpViaApi(request);
  await loginInBrowser(page, member, '/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);

  // Chromium here never judges the test server installable, so the page gets the event Android's Chrome would send.
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        document.body.dataset.installPrompted = 'yes';
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });
  const install = page.getByRole('button', { name: 'Install app' });
  await install.scrollIntoViewIfNeeded();
  await screenshot(page, 'pwa-install-card', { fullPage: false });
  await install.click();
  await expect(page.locator('body')).toHaveAttribute('data-install-prompted', 'yes');
  await expect(install).toHaveCount(0);
});

test('the network gone as the first screen shows: the service worker and the live connection come once it is back', async ({
  page,
  context,
  request,
}) => {
  const member = await signUpViaApi(request);
  // The code loaded after the first screen cannot be fetched (what a phone sees when 4G drops right then)…
  const deferred = /\/assets\/(register-sw|esm)-[^/]+\.js$/;
  const failed: string[] = [];
  await page.route(deferred, async (route) => {
    failed.push(new URL(route.request().url()).pathname);
    await route.abort('internetdisconnected');
  });
  await loginInBrowser(page, member, '/posts');
  await expect(page.getByRole('heading', { name: 'Posts' })).toBeVisible();
  await expect.poll(() => failed.some((path) => path.includes('/register-sw-'))).toBe(true);
  await expect.poll(() => failed.some((path) => path.includes('/esm-'))).toBe(true);
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then(Boolean))).toBe(false);

  // …and the browser then says it is back online: both are fetched again and start, with no error in the page (the
  // fixture fails the test on an uncaught one).
  await page.unroute(deferred);
  const liveConnection = page.waitForEvent('websocket', (socket) => socket.url().includes('/socket.io/'));
  await context.setOffline(true);
  await context.setOffline(false);
  await serviceWorkerControls(page);
  await liveConnection;
});
