import {
  countOtps,
  expect,
  loginThroughUi,
  readOtp,
  screenshot,
  signUpViaApi,
  test,
  uniquePassword,
} from '../fixtures.ts';

test('resets a password in three steps, with back navigation and error messages', async ({ page, request }) => {
  const member = await signUpViaApi(request);
  const progress = page.getByRole('progressbar', { name: 'Password reset progress' });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forget-password$/);

  // Step 1: phone.
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '33.3');
  await expect(page.getByText('33.3%')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Phone number is required')).toBeVisible();
  await page.getByLabel('Mobile number').fill(member.phone);
  await screenshot(page, 'forgot-1-phone');
  let sent = await countOtps(member.phoneE164, 'reset');
  await page.getByRole('button', { name: 'Send OTP' }).click();

  // Step 2: code.
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible();
  await expect(page.getByText('OTP Sent', { exact: true })).toBeVisible();
  await expect(page.getByText('A verification code has been sent to your WhatsApp', { exact: true })).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '66.6');
  await expect(page.getByText('66.6%')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('forget_pass_secret_key'))).toBeTruthy();
  let code = await readOtp(member.phoneE164, 'reset', { after: sent });

  const codeField = page.getByLabel('Verification code');
  await expect(codeField).toHaveAttribute('maxlength', '4');
  await codeField.fill('12345');
  await expect(codeField).toHaveValue('1234');

  await codeField.fill(code === '0000' ? '1111' : '0000');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('Invalid OTP', { exact: true })).toBeVisible();
  await expect(page.getByText(/Resend in 0:\d\d/)).toBeVisible();
  await screenshot(page, 'forgot-2-otp', { withToasts: true });

  // Back from otp returns to phone, with the number kept; a new code is sent from there.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '33.3');
  await expect(page.getByLabel('Mobile number')).toHaveValue(member.phone);
  sent = await countOtps(member.phoneE164, 'reset');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible();
  code = await readOtp(member.phoneE164, 'reset', { after: sent });
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('OTP Verified', { exact: true })).toBeVisible();

  // Step 3: new password.
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText('100%')).toBeVisible();

  // Back from reset returns to otp; the (still valid) code gets us forward again.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible();
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();

  const newPassword = uniquePassword();
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(`${newPassword}-typo`);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await screenshot(page, 'forgot-3-reset');

  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Success', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('forget_pass_secret_key'))).toBeNull();

  await loginThroughUi(page, { phone: member.phone, password: newPassword });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Namaste, Asha' })).toBeVisible();
});

test('the old password stops working after a reset', async ({ page, request }) => {
  const member = await signUpViaApi(request);
  await page.goto('/forget-password');
  await page.getByLabel('Mobile number').fill(member.phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible();
  await page.getByLabel('Verification code').fill(await readOtp(member.phoneE164, 'reset'));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  const newPassword = uniquePassword();
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await loginThroughUi(page, member);
  await expect(page.getByText('Login Failed', { exact: true })).toBeVisible();
});
