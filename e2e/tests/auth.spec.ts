import {
  countOtps,
  expect,
  loginThroughUi,
  readOtp,
  screenshot,
  signUpViaApi,
  test,
  uniquePassword,
  uniquePhone,
} from '../fixtures.ts';

test('signs up, completes onboarding, logs out and logs back in', async ({ page }) => {
  const phone = uniquePhone();
  const phoneE164 = `+91${phone}`;
  const password = uniquePassword();

  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Sign up progress' })).toHaveAttribute('aria-valuenow', '33.3');
  await expect(page.getByText('Your number is used to log in')).toBeVisible();
  await page.getByLabel('Mobile number').fill(phone);
  await screenshot(page, 'signup-1-phone');
  await page.getByRole('button', { name: 'Send code' }).click();

  await expect(page.getByRole('heading', { name: 'Verify your number' })).toBeVisible();
  await expect(page.getByText('OTP Sent', { exact: true })).toBeVisible();
  await expect(page.getByText(/Resend in 0:\d\d/)).toBeVisible();
  await expect(page.getByLabel('Verification code')).toHaveAttribute('maxlength', '4');
  const otp = await readOtp(phoneE164, 'signup');
  await page.getByLabel('Verification code').fill(otp);
  await screenshot(page, 'signup-2-otp', { withToasts: true });
  await page.getByRole('button', { name: 'Verify', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Set a password' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Sign up progress' })).toHaveAttribute('aria-valuenow', '100');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  // The terms must be agreed to; their links open the public pages.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Tick the box to agree to the Terms of Use and the Privacy Policy')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms of Use' }).first()).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('link', { name: 'Privacy Policy' }).first()).toHaveAttribute('href', '/privacy');
  await page.getByRole('checkbox', { name: /I agree to the Terms of Use and the Privacy Policy/ }).check();
  await expect(page.getByText('Tick the box to agree')).toHaveCount(0);
  await screenshot(page, 'signup-3-password');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/onboarding$/);
  const accessToken = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('auth') ?? '{}') as { accessToken?: string }).accessToken,
  );
  const me = await page.request.get('/api/user/me', { headers: { authorization: `Bearer ${accessToken}` } });
  const { consent } = ((await me.json()) as { data: { consent: { termsVersion: string; acceptedAt: string } | null } })
    .data;
  expect(consent?.termsVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('register_secret_key'))).toBeNull();

  await page.getByLabel('Full name').fill('Meera Devi Sharma');
  await page.getByLabel('Day').selectOption('12');
  await page.getByLabel('Month').selectOption({ label: 'April' });
  await page.getByLabel('Year').selectOption('1994');
  await page.getByText('Female', { exact: true }).click();
  await screenshot(page, 'onboarding-1-about');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Where you live' })).toBeVisible();
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByPlaceholder('Search states').fill('Bih');
  await page.getByRole('option', { name: 'Bihar' }).click();
  await page.getByRole('combobox', { name: 'City' }).click();
  await page.getByPlaceholder('Search cities').fill('Pat');
  await page.getByRole('option', { name: 'Patna', exact: true }).click();
  await expect(page.getByRole('combobox', { name: /Locality/ })).toBeVisible();
  await screenshot(page, 'onboarding-2-location');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'How you can help' })).toBeVisible();
  const helpOut = page.getByRole('combobox', { name: /I can help with/ });
  await helpOut.fill('career');
  await page.getByRole('option', { name: 'Career guidance' }).click();
  await helpOut.fill('Teaching Sanskrit');
  await helpOut.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove Teaching Sanskrit' })).toBeVisible();
  await helpOut.fill('teaching sanskrit');
  await helpOut.press('Enter');
  await expect(page.getByRole('button', { name: /^Remove teaching sanskrit$/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Admission guidance' }).last().click();
  await screenshot(page, 'onboarding-3-help');
  await page.getByRole('button', { name: 'Finish' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Namaste, Meera' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start chatting' })).toHaveAttribute('href', '/chat');
  await screenshot(page, 'home');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await screenshot(page, 'home-account-menu');
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();

  await loginThroughUi(page, { phone, password });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Namaste, Meera' })).toBeVisible();
});

test('resend unlocks after the countdown and sends a new code', async ({ page }) => {
  await page.clock.install();
  const phone = uniquePhone();
  const phoneE164 = `+91${phone}`;
  await page.goto('/signup');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your number' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend code' })).toHaveCount(0);

  const sentBefore = await countOtps(phoneE164, 'signup');
  await page.clock.runFor(31_000);
  await page.getByRole('button', { name: 'Resend code' }).click();
  const newCode = await readOtp(phoneE164, 'signup', { after: sentBefore });
  await page.getByLabel('Verification code').fill(newCode);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Set a password' })).toBeVisible();

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your number' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Mobile number')).toHaveValue(phone);
});

test('a wrong password shows the Login Failed toast', async ({ page, request }) => {
  const member = await signUpViaApi(request);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByLabel('Mobile number')).toHaveAttribute('inputmode', 'tel');
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forget-password');
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
  await screenshot(page, 'login');

  await loginThroughUi(page, { phone: member.phone, password: 'not-the-password' });
  await expect(page.getByText('Login Failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid credentials', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await screenshot(page, 'login-failed', { withToasts: true });

  const passwordField = page.getByLabel('Password', { exact: true });
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(passwordField).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(passwordField).toHaveAttribute('type', 'password');
});

test('login validates the phone and password before calling the server', async ({ page }) => {
  await page.goto('/login');
  // A tap on "Log in" before the app runs (the prerendered button waits for it, disabled) starts the app
  // (first-paint.js); the next tap is the app's.
  const logIn = page.getByRole('button', { name: 'Log in' });
  const box = (await logIn.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await logIn.click();
  await expect(page.getByText('Phone number is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByLabel('Mobile number').fill('12345');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Enter a valid phone number')).toBeVisible();
  await page.getByLabel('Mobile number').fill('1234567');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Enter your 10-digit mobile number')).toBeVisible();
});
