import {
  call,
  expect,
  MARRIAGE_PROFILE,
  readOtp,
  screenshot,
  signUpViaApi,
  test,
  uniquePassword,
  uniquePhone,
} from '../fixtures.ts';
import { collectMemberContent, expectNoEnglishUi, hi, hiExact, useHindi } from '../hindi.ts';

/** A marriage profile as the API takes it (the values never change with the language). */
const HINDI_FAMILY_PROFILE = {
  ...MARRIAGE_PROFILE,
  height: 160,
  familyType: 'JOINT',
  profileCreatedBy: 'PARENT',
  photoVisibility: 'ALL',
  aboutFamily: 'पटना का एक संयुक्त परिवार।',
};

test.setTimeout(180_000);

test('a Hindi reader signs up, posts, filters the community, sends an interest and chats, all in Hindi', async ({
  page,
  request,
}) => {
  await useHindi(page);
  const memberContent = collectMemberContent(page);
  const phone = uniquePhone();
  const password = uniquePassword();
  const name = 'सुनीता देवी';

  // Sign up.
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: hi('Create your account') })).toBeVisible();
  await expectNoEnglishUi(page, memberContent, 'signup: phone');
  await screenshot(page, 'hindi-1-signup');
  await page.getByLabel(hi('Mobile number')).fill(phone);
  await page.getByRole('button', { name: hi('Send code') }).click();
  await expect(page.getByRole('heading', { name: hi('Verify your number') })).toBeVisible();
  await page.getByLabel(hi('Verification code')).fill(await readOtp(`+91${phone}`, 'signup'));
  await expectNoEnglishUi(page, memberContent, 'signup: code');
  await page.getByRole('button', { name: hiExact('Verify') }).click();
  await expect(page.getByRole('heading', { name: hi('Set a password') })).toBeVisible();
  await page.getByLabel(hi('Password'), { exact: true }).fill(password);
  await page.getByLabel(hi('Confirm password')).fill(password);
  await page.getByRole('checkbox').check();
  await expectNoEnglishUi(page, memberContent, 'signup: password');
  await screenshot(page, 'hindi-1b-signup-password');
  await page.getByRole('button', { name: hi('Create account') }).click();

  // Onboarding.
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: hi('About you') })).toBeVisible();
  await page.getByLabel(hi('Full name')).fill(name);
  await page.getByLabel(hi('Day')).selectOption('12');
  await page.getByLabel(hi('Month')).selectOption('04');
  await page.getByLabel(hi('Year')).selectOption('1972');
  await page.getByText(hi('Female'), { exact: true }).click();
  await expectNoEnglishUi(page, memberContent, 'onboarding: about you');
  await screenshot(page, 'hindi-2-onboarding');
  await page.getByRole('button', { name: hi('Continue') }).click();
  await expect(page.getByRole('heading', { name: hi('Where you live') })).toBeVisible();
  await page.getByRole('combobox', { name: hi('State') }).click();
  await page.getByRole('textbox', { name: hi('Search states') }).fill('बिहार');
  await page.getByRole('option', { name: 'बिहार', exact: true }).click();
  await page.getByRole('combobox', { name: hi('City') }).click();
  await page.getByRole('textbox', { name: hi('Search cities') }).fill('पटना');
  await page.getByRole('option', { name: 'पटना', exact: true }).click();
  await expectNoEnglishUi(page, memberContent, 'onboarding: where you live');
  await page.getByRole('button', { name: hi('Continue') }).click();
  await expect(page.getByRole('heading', { name: hi('How you can help') })).toBeVisible();
  await expectNoEnglishUi(page, memberContent, 'onboarding: help');
  await page.getByRole('button', { name: hi('Finish') }).click();
  await expect(page.getByRole('heading', { name: hi('Namaste, {name}', { name: 'सुनीता' }) })).toBeVisible();
  await expectNoEnglishUi(page, memberContent, 'home');
  await screenshot(page, 'hindi-3-home');

  // A post.
  await page.goto('/posts');
  await page.getByRole('button', { name: hi('Share something with the community…') }).click();
  const form = page.getByRole('form', { name: hi('New post') });
  await form.getByLabel(hi('What would you like to share?')).fill('छठ पूजा की सबको शुभकामनाएँ!');
  await expectNoEnglishUi(page, memberContent, 'new post');
  await form.getByRole('button', { name: hiExact('Post', {}, 'button: publish the post') }).click();
  await expect(page.getByText('छठ पूजा की सबको शुभकामनाएँ!')).toBeVisible();
  await expectNoEnglishUi(page, memberContent, 'posts');
  await screenshot(page, 'hindi-4-posts');

  // The community, filtered.
  await page.goto('/community/helpers');
  await page.getByRole('button', { name: new RegExp(hi('Filters')) }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoEnglishUi(page, memberContent, 'community filters');
  await page.getByRole('button', { name: hi('Show results') }).click();
  await expectNoEnglishUi(page, memberContent, 'community helpers');
  await screenshot(page, 'hindi-5-community');

  // A marriage profile (made over HTTP: the form has its own specs), then another family's profile and an interest.
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('auth') ?? '{}') as { accessToken?: string }).accessToken ?? '',
  );
  await call(request, 'PUT', '/api/user/matrimonial-details', HINDI_FAMILY_PROFILE, token);
  const rahul = await signUpViaApi(request, { onboard: false });
  await call(
    request,
    'PUT',
    '/api/user/onboard',
    {
      fullName: 'राहुल कुमार',
      gender: 'MALE',
      dateOfBirth: '1995-02-10',
      location: { state: 'Bihar', city: 'Patna' },
      canHelpOut: [],
      canSeekHelp: [],
    },
    rahul.tokens.accessToken,
  );
  await call(
    request,
    'PUT',
    '/api/user/matrimonial-details',
    { ...HINDI_FAMILY_PROFILE, height: 175 },
    rahul.tokens.accessToken,
  );
  await page.goto('/matrimonial');
  await page.reload();
  await page.goto(`/matrimonial/search/profile?id=${rahul.user.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'राहुल कुमार' })).toBeVisible();
  await expectNoEnglishUi(page, memberContent, 'matrimonial profile');
  await screenshot(page, 'hindi-6-matrimonial-profile');
  await page.getByRole('button', { name: hi('Send interest') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('नमस्ते! हमारे दोनों परिवार पटना से हैं।');
  await expectNoEnglishUi(page, memberContent, 'send interest');
  await dialog.getByRole('button', { name: hi('Send interest') }).click();
  await expect(dialog).toHaveCount(0);

  // Rahul's family accepts; she writes to him.
  const received = await call<{ interests: { id: string }[] }>(
    request,
    'GET',
    '/api/matrimonial/interests/received',
    undefined,
    rahul.tokens.accessToken,
  );
  await call(
    request,
    'PUT',
    `/api/matrimonial/interests/${received.interests[0]!.id}/respond`,
    { status: 'ACCEPTED' },
    rahul.tokens.accessToken,
  );
  await page.goto(`/chat/new/${rahul.user.id}`);
  const box = page.getByRole('textbox', { name: hi('Message') });
  await box.fill('नमस्ते, आपसे बात करके अच्छा लगा।');
  await page.getByRole('button', { name: hiExact('Send') }).click();
  await expect(page).toHaveURL(/\/chat\/[\w-]+$/);
  await expect(page.getByText('नमस्ते, आपसे बात करके अच्छा लगा।', { exact: true })).toBeVisible();
  await expectNoEnglishUi(page, memberContent, 'chat');
  await screenshot(page, 'hindi-7-chat');
});
