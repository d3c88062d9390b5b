import type { Page } from '@playwright/test';
import { call, expect, loginInBrowser, readOtp, signUpViaApi, test } from '../fixtures.ts';

async function expectScreen(page: Page, name: string, { fullPage = true } = {}) {
  await expect(page).toHaveScreenshot(`${name}.png`, { fullPage });
}

async function choose(page: Page, field: string, search: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('textbox', { name: /^Search/ }).fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

const MARRIAGE_PROFILE = {
  height: 163,
  weight: 55,
  maritalStatus: 'NEVER_MARRIED',
  motherTongue: 'Hindi',
  religion: 'Hindu',
  caste: 'Kayastha',
  diet: 'VEGETARIAN',
  smokingHabits: 'NEVER',
  manglik: 'NO',
  familyType: 'NUCLEAR',
  fatherOccupation: 'Teacher',
  siblings: [{ relation: 'ELDER_BROTHER', name: 'Ravi', maritalStatus: 'MARRIED', occupation: 'Engineer' }],
  familyIncome: '₹10–20 lakh',
  profileCreatedBy: 'PARENT',
  confirmation: { forMarriage: true, detailsTrue: true },
  photoVisibility: 'ACCEPTED_INTERESTS',
  gotra: 'Kashyap',
  aboutFamily: 'A close-knit family from Patna.',
};

test('sign-up steps and login', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByLabel('Mobile number')).toBeVisible();
  await expectScreen(page, 'signup-1-phone');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectScreen(page, 'signup-1-errors');

  // A fixed number: every run starts with an empty database, and the number shows on the next step.
  const phone = '9876500001';
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your number' })).toBeVisible();
  // A made-up code for the picture (the real one differs every run), then the real one.
  await page.getByLabel('Verification code').fill('1234');
  await expect(page).toHaveScreenshot('signup-2-otp.png', { mask: [page.getByText(/Resend/)] });
  await page.getByLabel('Verification code').fill(await readOtp(`+91${phone}`, 'signup'));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Set a password' })).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectScreen(page, 'signup-3-password-errors');

  await page.goto('/login');
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectScreen(page, 'login-errors');
});

test('onboarding, its three steps', async ({ page, request }) => {
  await loginInBrowser(page, await signUpViaApi(request, { onboard: false }), '/onboarding');
  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
  await expectScreen(page, 'onboarding-1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please choose one')).toBeVisible();
  await expectScreen(page, 'onboarding-1-errors');

  // A fresh form: filled without errors first.
  await page.reload();
  await page.getByLabel('Full name').fill('Ravi Prakash');
  await page.getByLabel('Day').selectOption('3');
  await page.getByLabel('Month').selectOption({ label: 'March' });
  await page.getByLabel('Year').selectOption('1990');
  await page.getByText('Male', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
  await expectScreen(page, 'onboarding-1-filled');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Where you live' })).toBeVisible();
  await choose(page, 'State', 'Bihar', 'Bihar');
  await choose(page, 'City', 'Patna', 'Patna');
  await expectScreen(page, 'onboarding-2');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'How you can help' })).toBeVisible();
  await expectScreen(page, 'onboarding-3');
});

test('profile: personal and community tabs', async ({ page, request }) => {
  await loginInBrowser(page, await signUpViaApi(request), '/profile');
  const personal = page.getByRole('form', { name: 'Personal details' });
  await expect(personal.getByText('All changes saved')).toBeVisible();
  await expectScreen(page, 'profile-personal');
  await page.getByLabel('Full name').fill('');
  await page.getByLabel('Full name').blur();
  await expect(personal.getByText('Unsaved changes')).toBeVisible();
  await expectScreen(page, 'profile-personal-dirty', { fullPage: false });

  await page.goto('/profile?page=communitydetails');
  await expect(page.getByRole('form', { name: 'Community details' }).getByText('All changes saved')).toBeVisible();
  await expectScreen(page, 'profile-community');
});

test('profile: matrimonial tab, empty and filled', async ({ page, request }) => {
  const member = await signUpViaApi(request);
  await loginInBrowser(page, member, '/profile?page=matrimonialdetails');
  const form = page.getByRole('form', { name: 'Matrimonial details' });
  await expect(form.getByText('Complete your marriage profile to open Matrimonial')).toBeVisible();
  await expectScreen(page, 'matrimonial-tab-empty');
  await form.getByLabel(/Weight in kg/).fill('5');
  await form.getByLabel(/Gotra/).focus();
  await expect(form.getByRole('alert').first()).toBeVisible();
  await expectScreen(page, 'matrimonial-tab-error', { fullPage: false });

  await call(request, 'PUT', '/api/user/matrimonial-details', MARRIAGE_PROFILE, member.tokens.accessToken);
  await page.reload();
  await expect(form.getByText('Your marriage profile is complete')).toBeVisible();
  await expectScreen(page, 'matrimonial-tab-filled');

  await page.goto('/matrimonial/search');
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('dialog', { name: 'Filter profiles' })).toBeVisible();
  await expectScreen(page, 'matrimonial-search-filters', { fullPage: false });
});

test('settings', async ({ page, request }) => {
  await loginInBrowser(page, await signUpViaApi(request), '/settings');
  await expect(page.getByRole('radio', { name: 'Light' })).toBeVisible();
  await expectScreen(page, 'settings');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('form', { name: 'Change password' }).getByRole('alert').first()).toBeVisible();
  await expectScreen(page, 'settings-password-errors');
  await page.getByRole('radio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectScreen(page, 'settings-dark');
});

test('community help filters and the post composer', async ({ page, request }) => {
  await loginInBrowser(page, await signUpViaApi(request), '/community/helpers');
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectScreen(page, 'community-help-filters', { fullPage: false });

  await page.goto('/posts');
  await page.getByRole('button', { name: 'Share something with the community…' }).click();
  await expect(page.getByRole('form', { name: 'New post' })).toBeVisible();
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  await expectScreen(page, 'post-composer', { fullPage: false });
});
