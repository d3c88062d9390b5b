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
import { collectMemberContent, expectNoCutButtons, expectNoEnglishUi, expectNoHindiUi, hi, hiExact } from '../hindi.ts';

/*
 * Issue 15: a member walks sign up → onboarding → post → community filter → marriage profile → interest → chat at
 * 390×844, in Hindi with no English of the app's own on the way, and the same walk in English with no Hindi of the
 * app's own. Members' words are in Hindi in both: they are never translated.
 */

/** A marriage profile as the API takes it (the values never change with the language). */
const HINDI_FAMILY_PROFILE = {
  ...MARRIAGE_PROFILE,
  height: 160,
  familyType: 'JOINT',
  profileCreatedBy: 'PARENT',
  photoVisibility: 'ALL',
  aboutFamily: 'पटना का एक संयुक्त परिवार।',
};

/** A made-up Hindi word, different on every run, so that this run's keyword matches no other spec's members. */
function uniqueHindiWord(): string {
  const letters = 'कखगचजटडतदनपबमरलवसह';
  const matras = ['', 'ा', 'ि', 'ी', 'ु', 'े', 'ो'];
  const pick = (list: string | string[]) => list[Math.floor(Math.random() * list.length)]!;
  return Array.from({ length: 4 }, () => pick(letters) + pick(matras)).join('');
}

const LANGUAGES = ['hi', 'en'] as const;

/** What each language's reader sees: the app's messages, and the reference names they type and pick. */
const READER = {
  hi: { say: hi, sayExact: hiExact, bihar: 'बिहार', patna: 'पटना', word: 'Hindi', check: expectNoEnglishUi },
  en: {
    // The code's English is what an English reader sees; a context only tells translators apart.
    say: (english: string, values: Record<string, string> = {}, _context?: string) =>
      english.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!),
    sayExact: (english: string, values: Record<string, string> = {}, _context?: string) =>
      new RegExp(`^\\s*${english.replace(/\{(\w+)\}/g, (_, name: string) => values[name]!)}\\s*$`),
    bihar: 'Bihar',
    patna: 'Patna',
    word: 'English',
    check: expectNoHindiUi,
  },
} as const;

test.setTimeout(240_000);

for (const language of LANGUAGES) {
  const { say, sayExact, bihar, patna, word, check } = READER[language];
  const shot = (name: string) => (language === 'hi' ? `hindi-${name}` : `journey-en-${name}`);

  test(`a member signs up, posts, filters the community, sends an interest and chats, all in ${word}`, async ({
    page,
    request,
  }) => {
    const memberContent = collectMemberContent(page);
    const noOtherLanguage = async (screen: string) => {
      await check(page, memberContent, screen);
      await expectNoCutButtons(page, screen);
    };
    const phone = uniquePhone();
    const password = uniquePassword();
    const name = 'सुनीता देवी';

    // Sign up. A Hindi reader picks Hindi on the first screen, which opens in English.
    await page.goto('/signup');
    const switchTo = (name: string) =>
      page.getByRole('group', { name: say('Language') }).getByRole('button', { name, exact: true });
    if (language === 'hi') {
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      // The first touch of the page: the app starts with it, and takes the tap on the switch as well
      // (language-switch-first-tap.spec.ts).
      await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी', exact: true }).click();
    }
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(language === 'hi' ? 'hi' : null);
    await expect(switchTo(language === 'hi' ? 'हिन्दी' : 'English')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: say('Create your account') })).toBeVisible();
    await noOtherLanguage('signup: phone');
    await screenshot(page, shot('1-signup'));
    await page.getByLabel(say('Mobile number')).fill(phone);
    await page.getByRole('button', { name: say('Send code') }).click();
    await expect(page.getByRole('heading', { name: say('Verify your number') })).toBeVisible();
    await page.getByLabel(say('Verification code')).fill(await readOtp(`+91${phone}`, 'signup'));
    await noOtherLanguage('signup: code');
    await page.getByRole('button', { name: sayExact('Verify') }).click();
    await expect(page.getByRole('heading', { name: say('Set a password') })).toBeVisible();
    await page.getByLabel(say('Password'), { exact: true }).fill(password);
    await page.getByLabel(say('Confirm password')).fill(password);
    await page.getByRole('checkbox').check();
    await noOtherLanguage('signup: password');
    await page.getByRole('button', { name: say('Create account') }).click();

    // Onboarding.
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('heading', { name: say('About you') })).toBeVisible();
    await page.getByLabel(say('Full name')).fill(name);
    await page.getByLabel(say('Day'), { exact: true }).selectOption('12');
    await page.getByLabel(say('Month'), { exact: true }).selectOption('04');
    await page.getByLabel(say('Year'), { exact: true }).selectOption('1972');
    await page.getByText(say('Female'), { exact: true }).click();
    await noOtherLanguage('onboarding: about you');
    await screenshot(page, shot('2-onboarding'));
    await page.getByRole('button', { name: say('Continue') }).click();
    await expect(page.getByRole('heading', { name: say('Where you live') })).toBeVisible();
    await page.getByRole('combobox', { name: say('State') }).click();
    await page.getByRole('textbox', { name: say('Search states') }).fill(bihar);
    await page.getByRole('option', { name: bihar, exact: true }).click();
    await page.getByRole('combobox', { name: say('City') }).click();
    await page.getByRole('textbox', { name: say('Search cities') }).fill(patna);
    await page.getByRole('option', { name: patna, exact: true }).click();
    await noOtherLanguage('onboarding: where you live');
    await page.getByRole('button', { name: say('Continue') }).click();
    await expect(page.getByRole('heading', { name: say('How you can help') })).toBeVisible();
    await noOtherLanguage('onboarding: help');
    await page.getByRole('button', { name: say('Finish') }).click();
    await expect(page.getByRole('heading', { name: say('Namaste, {name}', { name: 'सुनीता' }) })).toBeVisible();
    await noOtherLanguage('home');
    await screenshot(page, shot('3-home'));

    // A post.
    await page.goto('/posts');
    await page.getByRole('button', { name: say('Share something with the community…') }).click();
    const form = page.getByRole('form', { name: say('New post') });
    await form.getByLabel(say('What would you like to share?')).fill('छठ पूजा की सबको शुभकामनाएँ!');
    await noOtherLanguage('new post');
    await form.getByRole('button', { name: sayExact('Post', {}, 'button: publish the post') }).click();
    await expect(form).toHaveCount(0);
    // The other language's walk, on the same server, may have shared the same words.
    await expect(page.getByText('छठ पूजा की सबको शुभकामनाएँ!').first()).toBeVisible();
    await noOtherLanguage('posts');
    await screenshot(page, shot('4-posts'), { fullPage: false }); // the shared feed grows as a full page is captured

    // The community, filtered by a keyword, a state and a city: one helper in Patna offers it.
    const keyword = `सिलाई ${uniqueHindiWord()}`;
    const helper = await signUpViaApi(request, { onboard: false });
    await call(
      request,
      'PUT',
      '/api/user/onboard',
      {
        fullName: 'कमला वर्मा',
        gender: 'FEMALE',
        dateOfBirth: '1980-06-01',
        location: { state: 'Bihar', city: 'Patna' },
        canHelpOut: [keyword],
        canSeekHelp: [],
      },
      helper.tokens.accessToken,
    );
    await page.goto('/community/helpers');
    await page.getByRole('button', { name: new RegExp(say('Filters')) }).click();
    const sheet = page.getByRole('dialog', { name: say('Filter helpers') });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('combobox', { name: say('Help they can give') }).fill(keyword);
    await page.keyboard.press('Enter');
    await sheet.getByRole('combobox', { name: say('States'), exact: true }).click();
    await page.getByRole('textbox', { name: say('Search states') }).fill(bihar);
    await page.getByRole('option', { name: bihar, exact: true }).click();
    await sheet.getByRole('combobox', { name: say('Cities'), exact: true }).click();
    await page.getByRole('textbox', { name: say('Search cities') }).fill(patna);
    await page.getByRole('option', { name: patna, exact: true }).click();
    await noOtherLanguage('community filters');
    await screenshot(page, shot('5-community-filters'));
    await sheet.getByRole('button', { name: say('Show results') }).click();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article').first()).toHaveAccessibleName('कमला वर्मा');
    await expect(page.getByRole('list', { name: say('Active filters') }).getByRole('listitem')).toHaveText([
      keyword,
      bihar,
      patna,
    ]);
    await noOtherLanguage('community helpers, filtered');
    await screenshot(page, shot('5-community'));

    // Her marriage profile (its many fields over HTTP: the form has its own specs), then edited in the form.
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('auth') ?? '{}') as { accessToken?: string }).accessToken ?? '',
    );
    await call(request, 'PUT', '/api/user/matrimonial-details', HINDI_FAMILY_PROFILE, token);
    await page.goto('/profile?page=matrimonialdetails');
    const aboutFamily = page.getByRole('textbox', { name: say('About the family') });
    await expect(aboutFamily).toHaveValue(HINDI_FAMILY_PROFILE.aboutFamily);
    await noOtherLanguage('my marriage profile form');
    await screenshot(page, shot('6-my-marriage-profile'));
    await aboutFamily.fill('पटना का एक संयुक्त परिवार। बेटी के लिए पढ़ा-लिखा वर चाहिए।');
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/user/matrimonial-details') && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: say('Save changes') }).click();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect(aboutFamily).toHaveValue('पटना का एक संयुक्त परिवार। बेटी के लिए पढ़ा-लिखा वर चाहिए।');

    // Another family's marriage profile, and an interest.
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
    await page.goto(`/matrimonial/search/profile?id=${rahul.user.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'राहुल कुमार' })).toBeVisible();
    await noOtherLanguage('matrimonial profile');
    await screenshot(page, shot('6-matrimonial-profile'));
    await page.getByRole('button', { name: say('Send interest') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill('नमस्ते! हमारे दोनों परिवार पटना से हैं।');
    await noOtherLanguage('send interest');
    await screenshot(page, shot('6-send-interest'));
    await dialog.getByRole('button', { name: say('Send interest') }).click();
    await expect(dialog).toHaveCount(0);
    await page.goto('/matrimonial/interest?tab=sent');
    await expect(page.getByRole('article', { name: 'राहुल कुमार' })).toBeVisible();
    await noOtherLanguage('interests sent');
    await screenshot(page, shot('6-interests-sent'));

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
    const box = page.getByRole('textbox', { name: say('Message') });
    await box.fill('नमस्ते, आपसे बात करके अच्छा लगा।');
    await page.getByRole('button', { name: sayExact('Send') }).click();
    await expect(page).toHaveURL(/\/chat\/[\w-]+$/);
    await expect(page.getByText('नमस्ते, आपसे बात करके अच्छा लगा।', { exact: true })).toBeVisible();
    await noOtherLanguage('chat');
    await screenshot(page, shot('7-chat'));
    await page.goto('/chat');
    await expect(page.getByText('राहुल कुमार').first()).toBeVisible();
    await noOtherLanguage('chats');
    await screenshot(page, shot('7-chats'));

    // The language she signed up in is hers (notifications go out in it); Settings changes it on her too.
    const languageOf = async () =>
      (await call<{ preferences: { language: string } }>(request, 'GET', '/api/user/me', undefined, token)).preferences
        .language;
    expect(await languageOf()).toBe(language);
    await page.goto('/settings');
    await noOtherLanguage('settings');
    const other = language === 'hi' ? 'en' : 'hi';
    const savedLanguage = page.waitForResponse(
      (response) => response.url().endsWith('/api/user/preferences') && response.request().method() === 'PUT',
    );
    await switchTo(other === 'hi' ? 'हिन्दी' : 'English').click();
    expect((await savedLanguage).status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    expect(await languageOf()).toBe(other);
  });
}
