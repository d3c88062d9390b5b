import type { Page } from '@playwright/test';
import { expect, loginInBrowser, screenshot, signUpViaApi, test, uniqueWord } from '../fixtures.ts';

function openSearch(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: 'Search members' }).click();
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search members' });

test('find a member by part of the name and open their profile', async ({ page, request }) => {
  const surname = uniqueWord(8);
  const fullName = `Kavita ${surname}`;
  const [viewer, member] = await Promise.all([signUpViaApi(request), signUpViaApi(request, { fullName })]);

  await loginInBrowser(page, viewer, '/');
  await openSearch(page);
  await expect(searchBox(page)).toBeFocused();
  await expect(page.getByText('Type at least 2 characters')).toBeVisible();
  await screenshot(page, 'search-1-empty', { fullPage: false });

  await searchBox(page).fill(surname.slice(0, 1));
  await expect(page.getByText('Type at least 2 characters')).toBeVisible();

  // A part from the middle of the surname, typed in lower case.
  await searchBox(page).fill(surname.slice(1, 7).toLowerCase());
  const results = page.getByRole('list', { name: 'Members found' });
  const result = results.getByRole('link', { name: new RegExp(fullName) });
  await expect(result).toBeVisible();
  await expect(result).toContainText('Patna, Bihar');
  await screenshot(page, 'search-2-results', { fullPage: false });

  await result.click();
  await expect(page).toHaveURL(new RegExp(`/profile/${member.user.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('results come 8 at a time with "Load more"; an unknown name says so', async ({ page, request }) => {
  const surname = uniqueWord(8);
  const members = await Promise.all(
    Array.from({ length: 9 }, (_, index) => signUpViaApi(request, { fullName: `Member${index + 1} ${surname}` })),
  );
  await loginInBrowser(page, members[0]!, '/');
  await openSearch(page);
  await searchBox(page).fill(surname);
  const results = page.getByRole('list', { name: 'Members found' }).getByRole('listitem');
  // The searching member never finds themself: 8 others.
  await expect(page.getByText('8 members')).toBeVisible();
  await expect(results).toHaveCount(8);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  const viewer = await signUpViaApi(request);
  await loginInBrowser(page, viewer, '/');
  await openSearch(page);
  await searchBox(page).fill(surname);
  await expect(page.getByText('9 members')).toBeVisible();
  await expect(results).toHaveCount(8);
  await screenshot(page, 'search-4-load-more', { fullPage: false });
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(results).toHaveCount(9);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  const unknown = `Zq${uniqueWord(9)}xq`;
  await searchBox(page).fill(unknown);
  await expect(page.getByText(`No members found for “${unknown}”`)).toBeVisible();
  await screenshot(page, 'search-3-no-results', { fullPage: false });

  await page.getByRole('button', { name: 'Close search' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
