/**
 * The top bar's menus, the drawer, the bell's list and each post's "more" menu mount once the member first touches,
 * types or scrolls (apps/web/src/components/ui/deferred-overlay.tsx, issue 16's first load): their code is not on
 * the way to the first post. Until it is in, a plain button that looks the same stands in; a tap on it opens the
 * overlay when the code arrives, and someone who tabbed to it keeps the focus.
 */
import type { Page, Route } from '@playwright/test';
import { expect, loginInBrowser, postViaApi, screenshot, signUpViaApi, test, uniqueWord } from '../fixtures.ts';

const OVERLAY_CODE =
  /\/assets\/(account-menu|app-drawer|member-search-panel|notification-popover|post-options-menu|safety-menu|dropdown-menu|sheet|dialog)-[\w-]+\.js$/;

/** Holds every overlay's code back until released, as on a slow phone; the rest of the app loads as usual. */
async function holdOverlayCode(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(OVERLAY_CODE, (route) => (released ? route.continue() : void held.push(route)));
  return {
    asked: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

test('the feed shows without the overlays’ code, a tap made meanwhile opens its menu once it is in', async ({
  page,
}) => {
  const member = await signUpViaApi(page.request);
  const word = uniqueWord();
  await postViaApi(page.request, member, `Deferred menus ${word}`);
  const overlays = await holdOverlayCode(page);
  await loginInBrowser(page, member, '/posts');

  const post = page.getByRole('article').filter({ hasText: `Deferred menus ${word}` });
  await expect(post).toBeVisible();
  // Nothing of the overlays is fetched while the member has not touched the page: stand-ins are on screen.
  await page.waitForLoadState('networkidle');
  expect(overlays.asked()).toBe(0);
  const accountMenu = page.getByRole('button', { name: 'Account menu' });
  await expect(accountMenu).toHaveAttribute('aria-haspopup', 'menu');
  await expect(accountMenu).toHaveAttribute('aria-expanded', 'false');
  await screenshot(page, 'deferred-overlays-stand-ins', { fullPage: false });

  // The tap asks for the code (held back here, as on a slow network); the menu opens once it is in.
  await accountMenu.click();
  await expect.poll(overlays.asked).toBeGreaterThan(0);
  await expect(page.getByRole('menu')).toHaveCount(0);
  await overlays.release();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu', includeHidden: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);

  // The post's own menu works as before once its code is in.
  await post.getByRole('button', { name: 'Post options' }).click();
  await expect(page.getByRole('menuitem', { name: 'Edit post' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Delete post' })).toBeVisible();
});

test('someone who tabbed to a stand-in keeps the focus on the real button, and the drawer opens from a tap', async ({
  page,
}) => {
  const member = await signUpViaApi(page.request);
  const overlays = await holdOverlayCode(page);
  await loginInBrowser(page, member, '/posts');
  await expect(page.getByRole('heading', { level: 1, name: 'Posts' })).toBeVisible();

  const bell = page.getByRole('button', { name: /^Show notifications/ });
  await bell.focus();
  await expect(bell).toHaveAttribute('data-stand-in');
  // Scrolling the feed is using the page: the overlays' code is asked for, and swapped in once it comes.
  await page.mouse.wheel(0, 200);
  await expect.poll(overlays.asked).toBeGreaterThan(0);
  await expect(bell).toBeFocused();
  await overlays.release();
  // Swapped for the popover's own trigger, still focused.
  await expect(bell).not.toHaveAttribute('data-stand-in');
  await expect(bell).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await screenshot(page, 'deferred-overlays-drawer', { fullPage: false });
});
