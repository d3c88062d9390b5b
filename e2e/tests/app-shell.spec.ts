import { expect, loginInBrowser, loginThroughUi, screenshot, signUpViaApi, test } from '../fixtures.ts';

test('a protected page sends a logged-out visitor to login, then back there after logging in', async ({
  page,
  request,
}) => {
  const member = await signUpViaApi(request);
  await page.goto('/community/helpers');
  await expect(page).toHaveURL(/\/login$/);
  await loginThroughUi(page, member);
  await expect(page).toHaveURL(/\/community\/helpers$/);
  await expect(page.getByRole('heading', { name: 'Helpers', exact: true })).toBeVisible();
});

test('a logged-in member visiting the guest pages is sent on', async ({ page, request }) => {
  const member = await signUpViaApi(request);
  await loginInBrowser(page, member, '/posts');
  await expect(page.getByRole('heading', { name: 'Posts' })).toBeVisible();
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/forget-password');
  await expect(page).not.toHaveURL(/forget-password/);
  await page.goto('/signup');
  await expect(page).not.toHaveURL(/signup/);
});

test('a member who has not onboarded is sent to onboarding', async ({ page, request }) => {
  const member = await signUpViaApi(request, { onboard: false });
  await loginInBrowser(page, member, '/matrimonial');
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/onboarding$/);
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await screenshot(page, '404');
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the drawer opens at phone width and lists the menu', async ({ page, request }) => {
  const member = await signUpViaApi(request);
  await loginInBrowser(page, member, '/');
  await expect(page.getByRole('heading', { name: 'Namaste, Asha' })).toBeVisible();
  const bottomBar = page.getByRole('navigation', { name: 'Main areas' });
  for (const area of ['Home', 'Posts', 'Community', 'Matrimonial', 'Chat']) {
    await expect(bottomBar.getByRole('link', { name: area })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await screenshot(page, 'drawer-open');
  const menu = drawer.getByRole('navigation', { name: 'Main menu' });
  const groups: [string, [string, string][]][] = [
    ['Dashboard', [['Home', '/']]],
    ['Social Media', [['Posts', '/posts']]],
    [
      'Community',
      [
        ['Home', '/community'],
        ['Seekers', '/community/seekers'],
        ['Helpers', '/community/helpers'],
      ],
    ],
    [
      'Matrimonial',
      [
        ['Matches', '/matrimonial'],
        ['Search', '/matrimonial/search'],
        ['Sent interests', '/matrimonial/sent-interests'],
      ],
    ],
    ['Chat', [['Inbox', '/chat']]],
  ];
  for (const [group, entries] of groups) {
    const section = menu.locator('section').filter({ has: page.getByRole('heading', { name: group, exact: true }) });
    for (const [label, href] of entries) {
      await expect(section.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
  }

  await menu.getByRole('link', { name: 'Seekers' }).click();
  await expect(page).toHaveURL(/\/community\/seekers$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test('chat shows its placeholder; old paths redirect', async ({ page, request }) => {
  const member = await signUpViaApi(request);
  await loginInBrowser(page, member, '/chat');
  await expect(page.getByText('Start the chart with community members')).toBeVisible();
  await screenshot(page, 'chat');
  await page.goto('/social');
  await expect(page).toHaveURL(/\/posts$/);
  await page.goto('/matches');
  await expect(page).toHaveURL(/\/matrimonial$/);
});

test('a session whose refresh token is refused ends on the login page, remembering the page', async ({
  page,
  request,
}) => {
  const member = await signUpViaApi(request);
  await page.goto('/manifest.webmanifest');
  await page.evaluate(
    (user) =>
      localStorage.setItem(
        'auth',
        JSON.stringify({
          user,
          accessToken: 'expired-access-token',
          refreshToken: 'revoked-refresh-token',
          isAuthenticated: true,
        }),
      ),
    member.user,
  );
  await page.goto('/community');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await loginThroughUi(page, member);
  await expect(page).toHaveURL(/\/community$/);
});

test('dark theme follows the saved choice', async ({ page, request }) => {
  const member = await signUpViaApi(request);
  await loginInBrowser(page, member, '/settings');
  await page.getByRole('radio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await screenshot(page, 'home-dark');
  await page.goto('/settings');
  await page.getByRole('radio', { name: 'Light' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('a page whose code fails to load shows the global error screen', async ({ page, request }) => {
  const member = await signUpViaApi(request);
  await page.route(/\/assets\/chat-[\w-]+\.js$/, (route) => route.abort());
  await loginInBrowser(page, member, '/');
  await page.getByRole('navigation', { name: 'Main areas' }).getByRole('link', { name: 'Chat' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText(/dynamically imported module|Importing a module script failed/)).toBeVisible();
  await screenshot(page, 'error-screen');

  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /Namaste/ })).toBeVisible();

  // 'Try again' reloads from /, so a page that failed once loads once the network is back.
  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await page.unroute(/\/assets\/chat-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('navigation', { name: 'Main areas' }).getByRole('link', { name: 'Chat' }).click();
  await expect(page.getByText('Start the chart with community members')).toBeVisible();
});
