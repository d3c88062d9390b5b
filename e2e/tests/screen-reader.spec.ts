import type { Page } from '@playwright/test';
import {
  call,
  expect,
  loginInBrowser,
  MARRIAGE_PROFILE,
  postViaApi,
  profilePhotoViaApi,
  sendMessageViaApi,
  signUpViaApi,
  test,
  uniqueWord,
  type Member,
} from '../fixtures.ts';
import { hi, useHindi } from '../hindi.ts';

/*
 * What a screen reader and a member who asked for less motion get (issue 15), beside axe's rules: toasts and new chat
 * messages are announced, members' photos are named "Photo of {name}", and reduced motion stops the animations.
 */

/** The live regions of the page (Radix's toast announcer, the chat's announcer, counts). */
const liveRegions = (page: Page) => page.locator('[aria-live="polite"], [aria-live="assertive"]');

test('a toast is read out: its words are in a live region', async ({ page, request }) => {
  const member = await signUpViaApi(request);
  await loginInBrowser(page, member, '/settings');
  await page.getByRole('switch', { name: 'Show when I’m online' }).click();
  await expect(liveRegions(page).filter({ hasText: 'Operation Succeed!' }).first()).toBeAttached();
});

test('a message arriving in an open conversation is read out, the ones already there are not', async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const asha = await signUpViaApi(request, { fullName: `Asha ${word}` });
  const ravi = await signUpViaApi(request, { fullName: `Ravi ${word}` });
  const { chatId } = await sendMessageViaApi(page, ravi, asha, 'Namaste, an old message');
  await loginInBrowser(page, asha, `/chat/${chatId}`);
  await expect(page.getByRole('list', { name: 'Messages' }).getByText('Namaste, an old message')).toBeVisible();
  const announcer = page.getByRole('status').filter({ hasText: `Ravi ${word}:` });
  await expect(announcer).toHaveCount(0);

  await sendMessageViaApi(page, ravi, asha, 'How is the family?');
  await expect(page.getByRole('status').filter({ hasText: `Ravi ${word}: How is the family?` })).toBeAttached();
  await expect(page.getByRole('status').filter({ hasText: 'an old message' })).toHaveCount(0);
});

test('members’ photos are named "Photo of {name}", in Hindi too', async ({ page, request }) => {
  const word = uniqueWord();
  const ravi = await signUpViaApi(request, { fullName: `Ravi ${word}` });
  await profilePhotoViaApi(request, ravi);
  await postViaApi(request, ravi, `Namaste from Ravi ${word}`);
  const asha = await signUpViaApi(request, { fullName: `Asha ${word}` });
  await call(request, 'PUT', '/api/user/matrimonial-details', { ...MARRIAGE_PROFILE }, asha.tokens.accessToken);

  await loginInBrowser(page, asha, `/profile/${ravi.user.id}`);
  await expect(page.getByRole('img', { name: `Photo of Ravi ${word}` }).first()).toBeVisible();

  await useHindi(page);
  await page.reload();
  await expect(page.getByRole('img', { name: hi('Photo of {name}', { name: `Ravi ${word}` }) }).first()).toBeVisible();
});

/** A member's home page with the menu drawer open. */
async function openMenuDrawer(page: Page, member: Member) {
  await loginInBrowser(page, member, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test.describe('less motion asked for', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the menu drawer opens without animation, and pages scroll without smoothing', async ({ page, request }) => {
    const drawer = await openMenuDrawer(page, await signUpViaApi(request));
    const motion = await drawer.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        animation: parseFloat(style.animationDuration) * 1000,
        transition: parseFloat(style.transitionDuration) * 1000,
        scroll: getComputedStyle(document.documentElement).scrollBehavior,
      };
    });
    expect(motion.animation).toBeLessThanOrEqual(1);
    expect(motion.transition).toBeLessThanOrEqual(1);
    expect(motion.scroll).toBe('auto');
  });
});

test('without that wish the drawer slides in (the rule above is what turns it off)', async ({ page, request }) => {
  const drawer = await openMenuDrawer(page, await signUpViaApi(request));
  const animation = await drawer.evaluate((element) => parseFloat(getComputedStyle(element).animationDuration));
  expect(animation).toBeGreaterThan(0.05);
});
