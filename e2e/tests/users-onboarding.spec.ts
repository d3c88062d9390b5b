import { expect, loginInBrowser, screenshot, signUpViaApi, test, type Member } from '../fixtures.ts';
import type { Page } from '@playwright/test';

async function startOnboarding(page: Page, member: Member) {
  await loginInBrowser(page, member, '/');
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
}

async function fillAboutYou(page: Page) {
  await page.getByLabel('Full name').fill('Ravi Prakash');
  await page.getByLabel('Day').selectOption('3');
  await page.getByLabel('Month').selectOption({ label: 'March' });
  await page.getByLabel('Year').selectOption('1990');
  await page.getByText('Male', { exact: true }).click();
}

async function choose(page: Page, field: string | RegExp, search: string | null, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  if (search) await page.getByRole('textbox', { name: /^Search/ }).fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('changing the state clears the city and the locality', async ({ page, request }) => {
  await startOnboarding(page, await signUpViaApi(request, { onboard: false }));
  await fillAboutYou(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Where you live' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'City' })).toBeDisabled();

  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('textbox', { name: 'Search states' }).fill('pra');
  await expect(page.getByRole('option')).toHaveText([
    'Andhra Pradesh',
    'Arunachal Pradesh',
    'Himachal Pradesh',
    'Madhya Pradesh',
    'Uttar Pradesh',
  ]);
  await screenshot(page, 'onboarding-2-state-picker');
  await page.keyboard.press('Escape');
  await choose(page, 'State', 'Bihar', 'Bihar');
  await choose(page, 'City', 'Patna', 'Patna');
  const locality = page.getByRole('combobox', { name: /Locality/ });
  await locality.click();
  await page.getByRole('option').first().click();
  await expect(locality).not.toContainText('Choose your locality');

  await choose(page, 'City', 'Gaya', 'Gaya');
  await expect(page.getByRole('combobox', { name: /Locality/ })).toContainText('Choose your locality');

  await choose(page, 'State', 'Maha', 'Maharashtra');
  await expect(page.getByRole('combobox', { name: 'City' })).toContainText('Choose your city');
  await expect(page.getByRole('combobox', { name: /Locality/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('City is required')).toBeVisible();

  await choose(page, 'City', 'Pune', 'Pune');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'How you can help' })).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill('');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Namaste, Ravi' })).toBeVisible();
});

test('going back keeps every value', async ({ page, request }) => {
  await startOnboarding(page, await signUpViaApi(request, { onboard: false }));
  await fillAboutYou(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await choose(page, 'State', 'Karnataka', 'Karnataka');
  await choose(page, 'City', 'Beng', 'Bengaluru');
  await page.getByRole('button', { name: 'Continue' }).click();
  const helpOut = page.getByRole('combobox', { name: /I can help with/ });
  await helpOut.fill('Legal');
  await page.getByRole('option', { name: 'Legal advice' }).click();

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('combobox', { name: 'State' })).toContainText('Karnataka');
  await expect(page.getByRole('combobox', { name: 'City' })).toContainText('Bengaluru');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Full name')).toHaveValue('Ravi Prakash');
  await expect(page.getByLabel('Day')).toHaveValue('03');
  await expect(page.getByLabel('Month')).toHaveValue('03');
  await expect(page.getByLabel('Year')).toHaveValue('1990');
  await expect(page.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();

  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Remove Legal advice' })).toBeVisible();
});

test('a member under 18 is stopped with an error', async ({ page, request }) => {
  // A mid-year "today" keeps the 17-year-old's birthday (tomorrow, 18 years ago) inside the year picker every day.
  const today = new Date(2026, 5, 15, 10, 0, 0);
  await page.clock.setFixedTime(today);
  await startOnboarding(page, await signUpViaApi(request, { onboard: false }));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByText('Full name is required').or(page.getByText('Full name must be at least 2 characters')),
  ).toBeVisible();
  await expect(page.getByText('Please choose one')).toBeVisible();
  await screenshot(page, 'onboarding-1-errors');

  // The day after one's 18th birthday would fall tomorrow: still 17 today.
  const tomorrow = new Date(today);
  tomorrow.setDate(tomorrow.getDate() + 1);
  const year = String(tomorrow.getFullYear() - 18);

  await page.getByLabel('Full name').fill('Young Member');
  await page.getByLabel('Day').selectOption(String(tomorrow.getDate()).padStart(2, '0'));
  await page.getByLabel('Month').selectOption(String(tomorrow.getMonth() + 1).padStart(2, '0'));
  await page.getByLabel('Year').selectOption(year);
  await page.getByText('Female', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('You must be at least 18 years old')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
});
