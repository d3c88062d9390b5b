import type { APIRequestContext, Page } from '@playwright/test';
import { expect, loginInBrowser, screenshot, signUpViaApi, test, type Member } from '../fixtures.ts';

/** A made-up word, so this run's keywords match no other spec's members (they share one server). */
function distinctive(): string {
  const letters = 'bdfgklmnprstvz';
  const vowels = 'aeiou';
  let word = '';
  for (let index = 0; index < 6; index++) {
    const from = index % 2 === 0 ? letters : vowels;
    word += from[Math.floor(Math.random() * from.length)];
  }
  return word[0]!.toUpperCase() + word.slice(1);
}

interface HelperSpec {
  fullName: string;
  location: { state: string; city: string; locality?: string };
  canHelpOut?: string[];
  canSeekHelp?: string[];
}

/** A member who onboarded with these details (over HTTP, as the web app does). */
async function member(request: APIRequestContext, spec: HelperSpec): Promise<Member> {
  const created = await signUpViaApi(request, { fullName: spec.fullName });
  const response = await request.put('/api/user/onboard', {
    headers: { authorization: `Bearer ${created.tokens.accessToken}` },
    data: {
      fullName: spec.fullName,
      dateOfBirth: '1990-06-01',
      gender: 'FEMALE',
      location: spec.location,
      canHelpOut: spec.canHelpOut ?? [],
      canSeekHelp: spec.canSeekHelp ?? [],
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return created;
}

async function choose(page: Page, field: string, search: string, option: string) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('textbox', { name: /^Search/ }).fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

const cards = (page: Page) => page.getByRole('article');
const cardOf = (page: Page, name: string) => page.getByRole('article', { name });

/** Three helpers offering this run's keyword in Patna, Gaya and Bengaluru (the newest first in lists). */
async function helpersOf(request: APIRequestContext, word: string) {
  const keyword = `${word} kite repair`;
  const names = { patna: `Meera ${word}`, gaya: `Sita ${word}`, bengaluru: `Ravi ${word}` };
  await member(request, {
    fullName: names.patna,
    location: { state: 'Bihar', city: 'Patna', locality: 'Boring Road' },
    canHelpOut: [keyword, 'Medical advice'],
  });
  await member(request, {
    fullName: names.bengaluru,
    location: { state: 'Karnataka', city: 'Bengaluru' },
    canHelpOut: [keyword],
  });
  await member(request, { fullName: names.gaya, location: { state: 'Bihar', city: 'Gaya' }, canHelpOut: [keyword] });
  return { keyword, names };
}

test('filters helpers by keyword, state and city, and the filtered link survives a reload', async ({
  page,
  request,
}) => {
  const word = distinctive();
  const { keyword, names } = await helpersOf(request, word);
  const viewer = await member(request, {
    fullName: `Viewer ${word}`,
    location: { state: 'Bihar', city: 'Patna' },
    canSeekHelp: [keyword.toUpperCase()],
  });

  // Without filters: the viewer's own suggestions, their keyword highlighted whatever its case.
  await loginInBrowser(page, viewer, '/community/helpers');
  await expect(page.getByRole('heading', { name: 'Helpers', level: 1 })).toBeVisible();
  await expect(page.getByText('Suggested for what you are looking for')).toBeVisible();
  await expect(cards(page)).toHaveCount(3);
  await expect(cards(page).first()).toHaveAccessibleName(names.gaya);
  await expect(cardOf(page, names.patna).getByRole('listitem').filter({ hasText: '(matches)' })).toHaveText(
    `${keyword}(matches)`,
  );
  await screenshot(page, 'community-2-helpers-suggested');

  await page.getByRole('button', { name: 'Filters' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filter helpers' });
  await sheet.getByRole('combobox', { name: 'Help they can give' }).fill(keyword);
  await page.keyboard.press('Enter');
  await sheet.getByRole('combobox', { name: 'Help they can give' }).fill(keyword.toLowerCase());
  await page.keyboard.press('Enter');
  await expect(sheet.getByRole('button', { name: `Remove ${keyword}` })).toHaveCount(1);
  await expect(sheet.getByRole('combobox', { name: 'Cities' })).toBeDisabled();
  await choose(page, 'States', 'Bih', 'Bihar');
  await choose(page, 'Cities', 'Pat', 'Patna');
  await expect(sheet.getByRole('combobox', { name: 'Localities' })).toBeVisible();
  await screenshot(page, 'community-3-filter-sheet');
  // Adding a state clears the cities.
  await choose(page, 'States', 'Karn', 'Karnataka');
  await expect(sheet.getByRole('button', { name: 'Remove Patna' })).toHaveCount(0);
  await sheet.getByRole('button', { name: 'Remove Karnataka' }).click();
  await choose(page, 'Cities', 'Pat', 'Patna');
  await sheet.getByRole('button', { name: 'Show results' }).click();

  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toHaveAccessibleName(names.patna);
  await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('listitem')).toHaveText([
    keyword,
    'Bihar',
    'Patna',
  ]);
  await expect(page).toHaveURL(/keyword=.+&state=Bihar&city=Patna$/);
  await screenshot(page, 'community-4-helpers-filtered');

  await page.reload();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toHaveAccessibleName(names.patna);
  await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('listitem')).toHaveCount(3);

  // Removing the city chip widens the list to the state.
  await page.getByRole('button', { name: 'Remove filter Patna' }).click();
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).nth(0)).toHaveAccessibleName(names.gaya);
  await expect(cards(page).nth(1)).toHaveAccessibleName(names.patna);
  await page.getByRole('button', { name: 'Remove filter Bihar' }).click();
  await expect(cards(page)).toHaveCount(3);

  // Nobody matches: the empty state's "Clear filters" leads back to the suggestions.
  await page.goto(`/community/helpers?keyword=${encodeURIComponent(`${word} nothing`)}`);
  await expect(page.getByText('No helpers match these filters')).toBeVisible();
  await screenshot(page, 'community-5-helpers-empty');
  await page.getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(page).toHaveURL(/\/community\/helpers$/);
  await expect(cards(page)).toHaveCount(3);
});

test('shortlists a helper and a seeker, then removes one by type and undoes', async ({ page, request }) => {
  const word = distinctive();
  const { keyword, names } = await helpersOf(request, word);
  const seekerName = `Kavya ${word}`;
  await member(request, {
    fullName: seekerName,
    location: { state: 'Delhi', city: 'Delhi' },
    canSeekHelp: [`${word} tuition`],
  });
  const viewer = await member(request, { fullName: `Viewer ${word}`, location: { state: 'Bihar', city: 'Patna' } });

  await loginInBrowser(page, viewer, `/community/helpers?keyword=${encodeURIComponent(keyword)}`);
  const patna = cardOf(page, names.patna);
  await expect(patna.getByRole('link', { name: 'Message' })).toHaveAttribute('href', /^\/chat\/new\/[0-9a-f-]{36}$/);
  // Each button turns at once; the next full page load would cancel a save still on its way, so wait for it.
  const shortlisted = () =>
    page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/community/checkout-list'),
    );
  let saved = shortlisted();
  await patna.getByRole('button', { name: 'Shortlist' }).click();
  await expect(patna.getByRole('button', { name: 'Shortlisted' })).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).ok()).toBe(true);

  await page.goto(`/community/seekers?keyword=${encodeURIComponent(`${word} tuition`)}`);
  saved = shortlisted();
  await cardOf(page, seekerName).getByRole('button', { name: 'Shortlist' }).click();
  await expect(cardOf(page, seekerName).getByRole('button', { name: 'Shortlisted' })).toBeVisible();
  expect((await saved).ok()).toBe(true);

  await page.goto('/community');
  await expect(page.getByRole('link', { name: /Find help/ })).toBeVisible();
  const shortlist = page.getByRole('region', { name: /Your shortlist/ });
  await expect(shortlist.getByRole('heading', { name: 'Ask help from' })).toBeVisible();
  await expect(shortlist.getByRole('heading', { name: 'Reach out to help' })).toBeVisible();
  await expect(shortlist.getByRole('link', { name: names.patna })).toBeVisible();
  await expect(shortlist.getByRole('link', { name: seekerName })).toBeVisible();
  await screenshot(page, 'community-1-home');

  await shortlist.getByRole('button', { name: `Remove ${names.patna} from your shortlist` }).click();
  await expect(shortlist.getByRole('link', { name: names.patna })).toHaveCount(0);
  await expect(shortlist.getByRole('heading', { name: 'Ask help from' })).toHaveCount(0);
  await expect(shortlist.getByRole('link', { name: seekerName })).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(shortlist.getByRole('link', { name: names.patna })).toBeVisible();

  await page.reload();
  await expect(shortlist.getByRole('link', { name: names.patna })).toBeVisible();
  await shortlist.getByRole('button', { name: `Remove ${seekerName} from your shortlist` }).click();
  await expect(shortlist.getByRole('heading', { name: 'Reach out to help' })).toHaveCount(0);
  await page.reload();
  await expect(shortlist.getByRole('link', { name: seekerName })).toHaveCount(0);
  await expect(shortlist.getByRole('link', { name: names.patna })).toBeVisible();
});

test('marks a helper not interested, which hides them at once, and undoes', async ({ page, request }) => {
  const word = distinctive();
  const { keyword, names } = await helpersOf(request, word);
  const viewer = await member(request, { fullName: `Viewer ${word}`, location: { state: 'Bihar', city: 'Patna' } });

  await loginInBrowser(page, viewer, `/community/helpers?keyword=${encodeURIComponent(keyword)}`);
  await expect(cards(page)).toHaveCount(3);
  await cardOf(page, names.bengaluru).getByRole('button', { name: 'Not interested' }).click();
  await expect(cardOf(page, names.bengaluru)).toHaveCount(0);
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByText(`${names.bengaluru} is hidden`, { exact: true })).toBeVisible();
  await screenshot(page, 'community-6-not-interested-toast', { withToasts: true });
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(cardOf(page, names.bengaluru)).toBeVisible();
  await expect(cards(page)).toHaveCount(3);

  // Hidden again, then brought back from the community home.
  await cardOf(page, names.gaya).getByRole('button', { name: 'Not interested' }).click();
  await expect(cards(page)).toHaveCount(2);
  await page.reload();
  await expect(cards(page)).toHaveCount(2);
  await page.goto('/community');
  const hidden = page.getByRole('region', { name: /Not interested/ });
  await expect(hidden.getByRole('link', { name: names.gaya })).toBeVisible();
  await hidden.getByRole('button', { name: `Show ${names.gaya} again` }).click();
  await expect(hidden.getByRole('link', { name: names.gaya })).toHaveCount(0);
  await page.goto(`/community/helpers?keyword=${encodeURIComponent(keyword)}`);
  await expect(cards(page)).toHaveCount(3);
});

test('shows helpers 6 at a time and loads the next ones on scrolling', async ({ page, request }) => {
  const word = distinctive();
  const keyword = `${word} bicycle repair`;
  await Promise.all(
    Array.from({ length: 7 }, (_, index) =>
      member(request, {
        fullName: `Helper${'abcdefg'[index]} ${word}`,
        location: { state: 'Bihar', city: 'Patna' },
        canHelpOut: [keyword],
      }),
    ),
  );
  const viewer = await member(request, { fullName: `Viewer ${word}`, location: { state: 'Bihar', city: 'Patna' } });

  await loginInBrowser(page, viewer, `/community/helpers?keyword=${encodeURIComponent(keyword)}`);
  await expect(page.getByRole('heading', { name: '7 helpers' })).toBeVisible();
  await expect(cards(page)).toHaveCount(6);
  await cards(page).last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 2000);
  await expect(cards(page)).toHaveCount(7);
  await expect(page.getByText('That is everyone for now.')).toBeVisible();
});
