import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  DEFAULT_ONBOARDING,
  call,
  expect,
  loginInBrowser,
  pngImage,
  screenshot,
  signUpViaApi,
  test,
  uniqueWord,
  type Member,
} from '../fixtures.ts';

async function choose(page: Page, field: string | RegExp, search: string | null, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  if (search) await page.getByRole('textbox', { name: /^Search/ }).fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Ticks options of a multi-select, searching for each when the list has a search box, then closes it. */
async function tick(page: Page, field: string | RegExp, options: string[]) {
  await page.getByRole('combobox', { name: field }).click();
  const search = page.getByRole('textbox', { name: /^Search/ });
  for (const option of options) {
    if (await search.isVisible()) await search.fill(option.slice(0, 6));
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await page.getByRole('button', { name: 'Done' }).click();
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

const succeeded = (page: Page) => page.getByText('Operation Succeed!', { exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save changes' });

async function setPhoneVisibility(member: Member, request: Parameters<typeof signUpViaApi>[0], isPublic: boolean) {
  await call(
    request,
    'PUT',
    '/api/user/personal-details',
    {
      fullName: member.user.fullName,
      gender: DEFAULT_ONBOARDING.gender,
      dateOfBirth: DEFAULT_ONBOARDING.dateOfBirth,
      languages: ['Hindi', 'Maithili'],
      bioData: 'I teach mathematics and guide students choosing a college.',
      isPhoneNumberPublic: isPublic,
      currentLocation: { state: 'Bihar', city: 'Patna' },
    },
    member.tokens.accessToken,
  );
}

test('personal details: fill every section, save, and see the values after a reload', async ({ page, request }) => {
  const member = await signUpViaApi(request);
  await loginInBrowser(page, member, '/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Asha Kumari' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Personal/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Full name')).toHaveValue('Asha Kumari');
  await expect(page.getByRole('combobox', { name: 'City' })).toContainText('Patna');
  const personalForm = page.getByRole('form', { name: 'Personal details' });
  await expect(personalForm.getByText('All changes saved')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'profile-1-personal');

  await page.getByLabel('Full name').fill('Asha Devi');
  await page.getByLabel('Day', { exact: true }).selectOption('5');
  await page.getByLabel('Month', { exact: true }).selectOption({ label: 'June' });
  await page.getByLabel('Year', { exact: true }).selectOption('1994');
  await choose(page, 'State', 'Karn', 'Karnataka');
  await choose(page, 'City', 'Beng', 'Bengaluru');
  await page.getByRole('combobox', { name: /Locality/ }).click();
  const firstLocality = page.getByRole('listbox').getByRole('option').first();
  const locality = (await firstLocality.textContent())!;
  await firstLocality.click();
  await page
    .getByRole('textbox', { name: /About you/ })
    .fill('Software engineer in Bengaluru. Happy to guide students from home.');
  await tick(page, /Languages you speak/, ['Hindi', 'Bhojpuri']);
  await expect(page.getByRole('button', { name: 'Remove Bhojpuri' })).toBeVisible();
  await page.getByRole('textbox', { name: /Email/ }).fill('asha.devi@example.com');
  await page.getByRole('switch', { name: 'Show my phone number to members' }).click();
  await expect(personalForm.getByText('Unsaved changes')).toBeVisible();
  await screenshot(page, 'profile-2-personal-filled', { fullPage: false });

  await saveButton(page).click();
  await expect(succeeded(page)).toBeVisible();
  await screenshot(page, 'profile-3-personal-saved', { withToasts: true, fullPage: false });
  await expect(page.getByRole('heading', { level: 1, name: 'Asha Devi' })).toBeVisible();
  await expect(page.getByText(`${locality}, Bengaluru, Karnataka`)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Asha Devi');
  await expect(page.getByLabel('Day', { exact: true })).toHaveValue('05');
  await expect(page.getByLabel('Month', { exact: true })).toHaveValue('06');
  await expect(page.getByLabel('Year', { exact: true })).toHaveValue('1994');
  await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'State' })).toContainText('Karnataka');
  await expect(page.getByRole('combobox', { name: 'City' })).toContainText('Bengaluru');
  await expect(page.getByRole('combobox', { name: /Locality/ })).toContainText(locality);
  await expect(page.getByRole('textbox', { name: /About you/ })).toHaveValue(/Software engineer in Bengaluru/);
  await expect(page.getByRole('button', { name: 'Remove Hindi' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Bhojpuri' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Email/ })).toHaveValue('asha.devi@example.com');
  await expect(page.getByRole('switch', { name: 'Show my phone number to members' })).toBeChecked();
});

test('community details: fill, save and reload; removing an industry removes its sub-industries', async ({
  page,
  request,
}) => {
  const member = await signUpViaApi(request);
  await loginInBrowser(page, member, '/profile?page=communitydetails');
  await expect(page.getByRole('tab', { name: /Community/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('combobox', { name: /Sub-industries/ })).toBeDisabled();

  await choose(page, /Degree/, 'M.Sc. Comp', 'M.Sc. Computer Science');
  await page.getByRole('textbox', { name: /Specialisation/ }).fill('Artificial Intelligence');
  await page.getByRole('textbox', { name: /University or college/ }).fill('Patna University');
  await page.getByRole('combobox', { name: /Year of passing/ }).selectOption('2018');
  await choose(page, /Profession/, 'Teach', 'Teacher');
  await page.getByRole('textbox', { name: /Current job role/ }).fill('Senior teacher at DAV School');
  await page.getByRole('combobox', { name: /^Industries/ }).click();
  await screenshot(page, 'profile-4-industries-picker', { fullPage: false });
  await page.keyboard.press('Escape');
  await tick(page, /^Industries/, ['Education', 'Information Technology']);
  await tick(page, /Sub-industries/, ['Coaching and tuition', 'Software development']);
  await expect(page.getByRole('button', { name: 'Remove Software development' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Information Technology' }).click();
  await expect(page.getByRole('button', { name: 'Remove Software development' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove Coaching and tuition' })).toBeVisible();
  await tick(page, /^Skills/, ['Leadership', 'Communication']);

  const helpOut = page.getByRole('combobox', { name: /I can help with/ });
  await helpOut.fill('Resume writing');
  await helpOut.press('Enter');
  const achievements = page.getByRole('combobox', { name: /Achievements/ });
  await achievements.fill('Best teacher award 2022');
  await achievements.press('Enter');
  const hobbies = page.getByRole('combobox', { name: /Hobbies/ });
  await hobbies.fill('Chess');
  await page.getByRole('option', { name: 'Chess' }).click();
  await screenshot(page, 'profile-4-community-filled', { fullPage: false });

  await saveButton(page).click();
  await expect(succeeded(page)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('combobox', { name: /Degree/ })).toContainText('M.Sc. Computer Science');
  await expect(page.getByRole('textbox', { name: /Specialisation/ })).toHaveValue('Artificial Intelligence');
  await expect(page.getByRole('textbox', { name: /University or college/ })).toHaveValue('Patna University');
  await expect(page.getByRole('combobox', { name: /Year of passing/ })).toHaveValue('2018');
  await expect(page.getByRole('combobox', { name: /Profession/ })).toContainText('Teacher');
  await expect(page.getByRole('textbox', { name: /Current job role/ })).toHaveValue('Senior teacher at DAV School');
  for (const chip of [
    'Education',
    'Coaching and tuition',
    'Leadership',
    'Communication',
    'Career guidance',
    'Resume writing',
    'Best teacher award 2022',
    'Chess',
  ]) {
    await expect(page.getByRole('button', { name: `Remove ${chip}`, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Remove Information Technology' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'profile-5-community-saved');
});

test('switching tabs keeps unsaved edits; ?page=matrimonialdetails opens the matrimonial tab', async ({
  page,
  request,
}) => {
  const member = await signUpViaApi(request);
  await loginInBrowser(page, member, '/profile');
  await page.getByLabel('Full name').fill('Asha Edited');
  await page.getByRole('tab', { name: /Community/ }).click();
  await expect(page).toHaveURL(/page=communitydetails/);
  await page.getByRole('tab', { name: /Personal/ }).click();
  await expect(page.getByLabel('Full name')).toHaveValue('Asha Edited');

  await page.goto('/profile?page=matrimonialdetails');
  await expect(page.getByRole('tab', { name: /Matrimonial/ })).toHaveAttribute('aria-selected', 'true');
  // The matrimonial feature's form (e2e/tests/matrimonial.spec.ts fills it in).
  const matrimonial = page.getByRole('form', { name: 'Matrimonial details' });
  for (const section of ['Basic details', 'Religion and horoscope', 'Family', 'Photos']) {
    await expect(matrimonial.getByRole('heading', { name: section, exact: true })).toBeVisible();
  }
  await screenshot(page, 'profile-6-matrimonial');
});

test('a new photo shows in the top bar at once and after a reload', async ({ page, request }) => {
  const member = await signUpViaApi(request);
  await loginInBrowser(page, member, '/profile');
  const topBarPhoto = page.getByRole('button', { name: 'Account menu' }).locator('img');
  await expect(page.getByRole('heading', { level: 1, name: 'Asha Kumari' })).toBeVisible();
  await expect(topBarPhoto).toHaveCount(0);

  const photoInput = page.getByLabel('Choose a profile photo');
  await photoInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(page.getByText('Choose a JPEG, PNG or WebP photo.', { exact: true })).toBeVisible();

  await photoInput.setInputFiles({ name: 'asha.png', mimeType: 'image/png', buffer: pngImage() });
  await expect(succeeded(page)).toBeVisible();
  await expect(topBarPhoto).toHaveAttribute('src', /\/media\//);
  await expect(page.getByRole('button', { name: 'Change your profile photo' }).locator('img')).toHaveAttribute(
    'src',
    /\/media\//,
  );
  await screenshot(page, 'profile-7-photo');

  await page.reload();
  await expect(topBarPhoto).toHaveAttribute('src', /\/media\//);
});

test("the server's field errors show under their fields", async ({ page, request }) => {
  const member = await signUpViaApi(request);
  await page.route('**/api/user/personal-details', (route) =>
    route.fulfill({
      status: 400,
      json: {
        success: false,
        message: 'currentLocation.city: Choose a city of Bihar',
        code: 'VALIDATION_ERROR',
        errors: [{ path: 'currentLocation.city', message: 'Choose a city of Bihar' }],
      },
    }),
  );
  await loginInBrowser(page, member, '/profile');
  await page.getByLabel('Full name').fill('Asha K');
  await saveButton(page).click();
  await expect(page.getByText('Operation failed', { exact: true })).toBeVisible();
  // The server's message, without the field path the field itself already shows.
  await expect(page.locator('[data-variant="destructive"]')).toContainText('Choose a city of Bihar');
  await expect(page.getByText(/currentLocation\.city/)).toHaveCount(0);
  await expect(page.locator('#city-error')).toHaveText('Choose a city of Bihar');
  await expect(page.getByRole('form', { name: 'Personal details' }).getByText('Unsaved changes')).toBeVisible();
  await screenshot(page, 'profile-8-server-error', { withToasts: true, fullPage: false });
});

test("another member's profile shows only what they share", async ({ page, request }) => {
  const viewer = await signUpViaApi(request);
  const shownName = `Meera ${uniqueWord()}`;
  const member = await signUpViaApi(request, { fullName: shownName });
  await setPhoneVisibility(member, request, true);

  await loginInBrowser(page, viewer, `/profile/${member.user.id}`);
  await expect(page.getByRole('heading', { level: 1, name: shownName })).toBeVisible();
  await expect(page.getByText(/^\d+ years · Female$/)).toBeVisible();
  const phone = `+91 ${member.phone.slice(0, 5)} ${member.phone.slice(5)}`;
  await expect(page.getByTestId('member-phone')).toHaveText(phone);
  await expect(page.getByRole('link', { name: 'Call' })).toHaveAttribute('href', `tel:${member.phoneE164}`);
  await expect(page.getByRole('link', { name: 'Message' })).toHaveAttribute('href', `/chat/new/${member.user.id}`);
  await expect(page.getByText('I teach mathematics and guide students choosing a college.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Languages' }).getByText('Maithili')).toBeVisible();
  await expect(page.getByText(member.phoneE164)).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'member-profile');

  await setPhoneVisibility(member, request, false);
  await page.reload();
  await expect(page.getByText('This member keeps their phone number private.')).toBeVisible();
  await expect(page.getByTestId('member-phone')).toHaveCount(0);

  await page.goto(`/profile/${randomUUID()}`);
  await expect(page.getByText('This profile is not available')).toBeVisible();

  await page.goto(`/profile/${viewer.user.id}`);
  await expect(page.getByText('This is how other members see your profile.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Message' })).toHaveCount(0);
});
