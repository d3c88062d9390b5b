/**
 * /login and /signup are usable before the app's JavaScript arrives (issue 16, "Fast first load"): the build prerenders
 * them in English and in Hindi (apps/web/vite-prerender.ts), first-paint.js shows the reader's language, fetches
 * the app's code once the page has loaded and runs it at the guest's first touch; the app then hydrates the copy on
 * screen, keeping what was typed.
 */
import type { Page } from '@playwright/test';
import {
  expect,
  holdAppScripts,
  postViaApi,
  screenshot,
  serviceWorkerControls,
  signUpViaApi,
  test,
  uniqueWord,
  type Member,
} from '../fixtures.ts';
import { hi, useHindi } from '../hindi.ts';

/** Every script of the app refused, as on a phone whose download of them has not finished (or failed). */
const blockAppScripts = (page: Page) => page.route('**/assets/*.js', (route) => route.abort());

/** Layout shifts (as Lighthouse's CLS adds them up) from the start of the page, and hydration errors React reports. */
async function watchThePage(page: Page) {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const shifts = { value: 0 };
    Object.assign(window, { __layoutShift: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) shifts.value += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return {
    consoleErrors,
    layoutShift: () =>
      page.evaluate(() => (window as unknown as { __layoutShift: { value: number } }).__layoutShift.value),
  };
}

/** The member's session as the app keeps it (localStorage 'auth'), set through a page of the origin that runs no app. */
async function storeSession(page: Page, member: Member) {
  await page.goto('/manifest.webmanifest');
  await page.evaluate((auth) => localStorage.setItem('auth', JSON.stringify(auth)), {
    user: member.user,
    accessToken: member.tokens.accessToken,
    refreshToken: member.tokens.refreshToken,
    isAuthenticated: true,
  });
}

/** React handles the field: hydration keeps its props on the element. */
const hydrated = (page: Page, label: string) =>
  expect
    .poll(() =>
      page.getByLabel(label).evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactProps'))),
    )
    .toBe(true);

test.describe('with the app’s scripts refused', () => {
  test('/login and /signup show their forms in English, and take typing', async ({ page }) => {
    await blockAppScripts(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    // The Hindi copy is in the document but never shown to an English reader.
    await expect(page.getByRole('heading', { name: hi('Welcome back') })).toBeHidden();
    await page.getByLabel('Mobile number').fill('98765 43210');
    await page.getByLabel('Password', { exact: true }).fill('not sent yet');
    await expect(page.getByLabel('Mobile number')).toHaveValue('98765 43210');
    // Nothing can send the form before the app's code is in: not a tap, not Enter (no GET with the password).
    await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled();
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    await screenshot(page, 'auth-first-load-login-html-en');

    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.getByLabel('Mobile number').fill('98765 43210');
    await expect(page.getByLabel('Mobile number')).toHaveValue('98765 43210');
    await expect(page.getByRole('button', { name: 'Send code' })).toBeDisabled();
    await screenshot(page, 'auth-first-load-signup-html-en');
  });

  test('a Hindi reader sees the Hindi copy first, never the English one', async ({ page }) => {
    await useHindi(page);
    await blockAppScripts(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: hi('Welcome back') })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    // Its labels name its own fields (the copies' ids do not clash).
    await page.getByLabel(hi('Mobile number')).fill('98765 43210');
    await expect(page.getByLabel(hi('Mobile number'))).toHaveValue('98765 43210');
    await expect(page.getByRole('button', { name: hi('Log in') })).toBeDisabled();
    await screenshot(page, 'auth-first-load-login-html-hi');

    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: hi('Create your account') })).toBeVisible();
    await expect(page.getByLabel(hi('Mobile number'))).toBeVisible();
    await screenshot(page, 'auth-first-load-signup-html-hi');
  });
});

test('typed before the app arrives, logged in after: nothing typed is lost, nothing moves', async ({ page }) => {
  const member = await signUpViaApi(page.request);
  const watch = await watchThePage(page);
  const release = await holdAppScripts(page);
  // Not until 'load' (nor DOMContentLoaded): both wait for the module scripts held back.
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Mobile number').fill(member.phone);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  const before = await page.getByRole('button', { name: 'Log in' }).boundingBox();

  await release();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
  await hydrated(page, 'Mobile number');
  await expect(page.getByLabel('Mobile number')).toHaveValue(member.phone);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(member.password);
  // The other language's copy has gone, and the one kept is the app's root.
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', /.*/); // The kept copy is the root, no longer tied to its language's CSS rule.
  expect(await page.getByRole('button', { name: 'Log in' }).boundingBox()).toEqual(before);
  expect(await watch.layoutShift()).toBeLessThanOrEqual(0.05);
  await screenshot(page, 'auth-first-load-login-hydrated-en');

  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(watch.consoleErrors.filter((text) => /hydrat|did not match|#418|#423|#425/i.test(text))).toEqual([]);
});

test('in Hindi too: typed into the Hindi copy, logged in once the app has taken it over', async ({ page }) => {
  const member = await signUpViaApi(page.request);
  await useHindi(page);
  const watch = await watchThePage(page);
  const release = await holdAppScripts(page);
  // Not until 'load' (nor DOMContentLoaded): both wait for the module scripts held back.
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel(hi('Mobile number')).fill(member.phone);
  await page.getByLabel(hi('Password'), { exact: true }).fill(member.password);

  await release();
  await expect(page.getByRole('button', { name: hi('Log in') })).toBeEnabled();
  await hydrated(page, hi('Mobile number'));
  await expect(page.getByLabel(hi('Mobile number'))).toHaveValue(member.phone);
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', /.*/); // The kept copy is the root, no longer tied to its language's CSS rule.
  // Its ids are the app's own again (the build had prefixed them).
  await expect(page.locator('#phoneNumber')).toHaveValue(member.phone);
  expect(await watch.layoutShift()).toBeLessThanOrEqual(0.05);
  await screenshot(page, 'auth-first-load-login-hydrated-hi');

  await page.getByRole('button', { name: hi('Log in') }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(watch.consoleErrors.filter((text) => /hydrat|did not match|#418|#423|#425/i.test(text))).toEqual([]);
});

test('the app’s code is fetched once the page has loaded, and runs only at the first touch, which still counts', async ({
  page,
}) => {
  // Downloaded (so the first touch need not wait for the network). The first hint goes out two frames after the load
  // event, on a busy machine later than the half second of quiet `networkidle` waits for: so wait for the download.
  const firstScript = page.waitForRequest((request) => /\/assets\/.*\.js$/.test(request.url()));
  await page.goto('/login');
  await firstScript;
  await page.waitForLoadState('networkidle');
  // Not run: React has not touched the form.
  await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled();
  expect(
    await page
      .getByLabel('Mobile number')
      .evaluate((input) => Object.keys(input).some((key) => key.startsWith('__react'))),
  ).toBe(false);

  // The first touch is a tap on "Show password": it starts the app, and is not lost.
  await page.getByRole('button', { name: 'Show password' }).tap();
  await hydrated(page, 'Mobile number');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Hide password' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
});

test('a signed-in member who opens /login is taken home, without the login form', async ({ page }) => {
  const member = await signUpViaApi(page.request);
  await storeSession(page, member);
  await blockAppScripts(page);
  await page.goto('/login');
  // Before the app: the prerendered form is there but not shown.
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeHidden();
  await page.unrouteAll();
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});

test('first-paint.js is in the page itself, and the CSP lets it run and nothing else inline', async ({ page }) => {
  const member = await signUpViaApi(page.request);
  await storeSession(page, member);
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { __cspViolations: violations });
    document.addEventListener('securitypolicyviolation', (event) => violations.push(event.violatedDirective));
  });
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/posts');
  await expect(page.getByRole('heading', { level: 1, name: 'Posts' })).toBeVisible();
  // It ran before the app (the member's first requests need it), from the page: no file of its own was asked for.
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-signed-in'))).toBe(true);
  expect(fetched.filter((pathname) => pathname.endsWith('first-paint.js'))).toEqual([]);
  // An inline script the page did not ship is refused.
  await page.evaluate(() => {
    const injected = document.createElement('script');
    injected.textContent = 'window.__injectedRan = true';
    document.head.append(injected);
  });
  expect(await page.evaluate(() => '__injectedRan' in window)).toBe(false);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations))
    .toEqual(['script-src-elem']);
});

test('a signed-in member’s /posts asks for its code and its feed before the app’s code has run, and only once', async ({
  page,
}) => {
  const member = await signUpViaApi(page.request);
  const word = uniqueWord();
  await postViaApi(page.request, member, `Early feed ${word}`);
  await storeSession(page, member);
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/') || pathname.startsWith('/assets/')) asked.push(pathname + search);
  });
  const release = await holdAppScripts(page);
  await page.goto('/posts', { waitUntil: 'commit' });
  // None of the app's code has arrived, yet the feed's first page, the member's account and the page's own code
  // (the member frame, with the home layout, and the feed's screen, not only the entry's) are on their way
  // (first-paint.js).
  await expect.poll(() => asked.filter((url) => url === '/api/posts?page=1&limit=8').length).toBe(1);
  expect(asked).toContain('/api/user/me');
  expect(asked.some((url) => /^\/assets\/member-frame-[\w-]+\.js$/.test(url))).toBe(true);
  expect(asked.some((url) => /^\/assets\/posts-[\w-]+\.js$/.test(url))).toBe(true);
  await release();
  await expect(page.getByText(`Early feed ${word}`)).toBeVisible();
  // The app took those answers rather than asking again.
  expect(asked.filter((url) => url === '/api/posts?page=1&limit=8')).toHaveLength(1);
  expect(asked.filter((url) => url === '/api/user/me')).toHaveLength(1);

  // Another page inside fetches no feed ahead.
  asked.length = 0;
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(asked.filter((url) => url.startsWith('/api/posts'))).toEqual([]);
});

test('the live connection and the unread counters wait until the feed is on screen', async ({ page }) => {
  const member = await signUpViaApi(page.request);
  const word = uniqueWord();
  await postViaApi(page.request, member, `First screen ${word}`);
  await storeSession(page, member);
  // What happened, in order: the feed's answer, then anything that is not the page itself (lib/first-screen.ts).
  const happened: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().endsWith('/api/posts?page=1&limit=8')) happened.push('feed answered');
  });
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('/unread-count')) happened.push(pathname);
  });
  page.on('websocket', () => happened.push('live connection'));
  // A slow network's feed: its answer takes a second and a half.
  await page.route('**/api/posts?page=1&limit=8', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/posts');
  await expect(page.getByText(`First screen ${word}`)).toBeVisible();
  // Each at least once (the counters are asked again once the live connection is up, for what came in between).
  await expect
    .poll(() => [...new Set(happened)].sort())
    .toEqual(['/api/chats/unread-count', '/api/notifications/unread-count', 'feed answered', 'live connection']);
  expect(happened[0]).toBe('feed answered');
});

test('the unread counters are asked for only once the first screen’s largest paint is on screen, not just rendered', async ({
  page,
}) => {
  const member = await signUpViaApi(page.request);
  const word = uniqueWord();
  await postViaApi(page.request, member, `Painted first ${word}`);
  await storeSession(page, member);
  // In the page: when each largest paint was presented, and when the first counter request left.
  await page.addInitScript(() => {
    const seen = { paints: [] as { at: number; text: string }[], counterAskedAt: -1 };
    Object.assign(window, { firstScreenSeen: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[])
        seen.paints.push({ at: entry.startTime, text: entry.element?.textContent ?? '' });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    const send = window.fetch;
    window.fetch = (input, init) => {
      if (seen.counterAskedAt < 0 && String(input instanceof Request ? input.url : input).includes('/unread-count'))
        seen.counterAskedAt = performance.now();
      return send(input, init);
    };
  });
  await page.goto('/posts');
  await expect(page.getByText(`Painted first ${word}`)).toBeVisible();
  const seen = () =>
    page.evaluate(
      () =>
        (window as unknown as { firstScreenSeen: { paints: { at: number; text: string }[]; counterAskedAt: number } })
          .firstScreenSeen,
    );
  await expect.poll(async () => (await seen()).counterAskedAt).toBeGreaterThan(0);
  const { paints, counterAskedAt } = await seen();
  // The first screen's largest paints were all presented before the first counter request left.
  expect(paints.length, 'largest paints reported').toBeGreaterThan(0);
  expect(counterAskedAt, JSON.stringify(paints)).toBeGreaterThan(Math.max(...paints.map((paint) => paint.at)));
});

test('a Hindi reader’s /posts asks for its Hindi catalogues with its code, before any of it has run', async ({
  page,
}) => {
  const member = await signUpViaApi(page.request);
  await storeSession(page, member);
  await useHindi(page);
  const catalogues: string[] = [];
  page.on('request', (request) => {
    const file = /^\/assets\/(hi-[a-z-]+)-[\w-]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (file) catalogues.push(file);
  });
  const release = await holdAppScripts(page);
  await page.goto('/posts', { waitUntil: 'commit' });
  // The shell's and the feed's: requested from the HTML (first-paint.js), while the
  // entry's code, which would otherwise ask for them once it has run, is still held back.
  await expect.poll(() => catalogues).toEqual(expect.arrayContaining(['hi-shell', 'hi-posts']));
  await release();
  await expect(page.getByRole('heading', { level: 1, name: hi('Posts') })).toBeVisible();
  // Each asked for once: the app's own requests for them were answered by the preloads.
  expect(catalogues.filter((file, index) => catalogues.indexOf(file) !== index)).toEqual([]);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('/login opens offline from its precache, prerendered, in Hindi too, and the app takes it over', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    // The app (and with it the service worker) starts at the guest's first touch.
    await page.getByLabel('Mobile number').tap();
    await serviceWorkerControls(page);
    // Once in Hindi with the network: the service worker keeps the Hindi catalogues it fetched (they are not precached).
    await page.evaluate(() => localStorage.setItem('language', 'hi'));
    await page.reload();
    await page.getByLabel(hi('Mobile number')).tap();
    await hydrated(page, hi('Mobile number'));

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: hi('Welcome back') })).toBeVisible();
    await page.getByLabel(hi('Mobile number')).tap();
    await hydrated(page, hi('Mobile number'));
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', /.*/); // The kept copy is the root, no longer tied to its language's CSS rule.

    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await page.getByLabel('Mobile number').tap();
    await hydrated(page, 'Mobile number');
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', /.*/); // The kept copy is the root, no longer tied to its language's CSS rule.
  });
});
