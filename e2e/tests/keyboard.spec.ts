import type { Locator, Page } from '@playwright/test';
import { expect, loginInBrowser, postViaApi, signUpViaApi, test, uniqueWord } from '../fixtures.ts';

/** Issue 15: every action reachable from a keyboard, with a visible focus, and dialogs that trap and give focus back. */

/** Tab (or Shift+Tab) `times` times; answers whether focus stayed inside `container` each time. */
async function focusStaysInside(page: Page, container: Locator, times: number, key = 'Tab'): Promise<boolean> {
  for (let index = 0; index < times; index++) {
    await page.keyboard.press(key);
    if (!(await container.evaluate((element) => element.contains(document.activeElement)))) return false;
  }
  return true;
}

/** The focused element draws an outline or a ring (box-shadow): something a sighted keyboard user can see. */
function focusIndicator(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'nothing focused';
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ringed = style.boxShadow !== 'none';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? element.tagName;
    return outlined || ringed ? 'visible' : `no focus indicator on ${element.tagName.toLowerCase()} "${name}"`;
  });
}

test('the report dialog opens from the keyboard, keeps focus inside, closes on Escape and gives focus back', async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const author = await signUpViaApi(request, { fullName: `Ravi ${word}` });
  const reader = await signUpViaApi(request, { fullName: `Asha ${word}` });
  const postId = await postViaApi(request, author, `Namaste from Ravi ${word}`);
  await loginInBrowser(page, reader, `/posts/${postId}`);

  const more = page.getByRole('button', { name: `More actions for Ravi ${word}`, exact: true });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Report post' })).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Report this post' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  expect(await focusStaysInside(page, dialog, 12)).toBe(true);
  expect(await focusStaysInside(page, dialog, 12, 'Shift+Tab')).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(more).toBeFocused();
});

test('the filters sheet and the menu drawer close on Escape and give focus back to their button', async ({
  page,
  request,
}) => {
  const member = await signUpViaApi(request, { fullName: `Asha ${uniqueWord()}` });
  await loginInBrowser(page, member, '/community/helpers');

  const filters = page.getByRole('button', { name: 'Filters' });
  await filters.focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Filter helpers' });
  await expect(sheet).toBeVisible();
  expect(await focusStaysInside(page, sheet, 15)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(filters).toBeFocused();

  const openMenu = page.getByRole('button', { name: 'Open menu' });
  await openMenu.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(openMenu).toBeFocused();
});

test('the post composer opens from the keyboard, and every stop on the feed shows where focus is', async ({
  page,
  request,
}) => {
  const member = await signUpViaApi(request, { fullName: `Asha ${uniqueWord()}` });
  await postViaApi(request, member, 'Diwali Milan this Sunday at the community hall');
  await loginInBrowser(page, member, '/posts');
  await expect(page.getByRole('article').first()).toBeVisible();

  // Tab through the top bar, the tabs, the composer's button and the first post.
  for (let stop = 0; stop < 14; stop++) {
    await page.keyboard.press('Tab');
    expect(await focusIndicator(page), `tab stop ${stop + 1}`).toBe('visible');
  }

  const share = page.getByRole('button', { name: 'Share something with the community…' });
  await share.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'New post' });
  await expect(form.getByLabel('What would you like to share?')).toBeFocused();
  await form.getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('Enter');
  await expect(form).toBeHidden();
  await expect(share).toBeFocused();
});
