import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminViaApi,
  call,
  expect,
  loginInBrowser,
  MARRIAGE_PROFILE,
  postViaApi,
  screenshot,
  signUpViaApi,
  test,
  uniqueWord,
  type Member,
} from '../fixtures.ts';
import { collectMemberContent, expectNoEnglishUi, hi, hiExact, useHindi } from '../hindi.ts';

/*
 * Issue 15: reference data and the profile's choices show in Hindi to a Hindi reader (a card, the search filters, a
 * profile, the moderation console), while the values sent to the API stay the English ones.
 */

test.setTimeout(180_000);

/** Ravi's marriage profile: a value of every kind a card or a profile page shows. */
const RAVI_DETAILS = {
  ...MARRIAGE_PROFILE,
  height: 175,
  motherTongue: 'Maithili',
  familyType: 'JOINT',
  profileCreatedBy: 'PARENT',
  manglik: 'NO',
  rashi: 'MESH',
  nakshatra: 'ROHINI',
  smokingHabits: 'NEVER',
  drinkingHabits: 'NEVER',
  bodyType: 'ATHLETIC',
  fatherOccupation: 'Retired',
  motherOccupation: 'Homemaker',
  familyIncome: '₹5–10 lakh',
  siblings: [{ relation: 'ELDER_SISTER', maritalStatus: 'MARRIED' }],
  birthPlace: { state: 'Bihar', city: 'Darbhanga' },
  photoVisibility: 'ALL',
};

async function memberWithProfile(
  api: APIRequestContext,
  fullName: string,
  gender: 'MALE' | 'FEMALE',
  details: Record<string, unknown>,
): Promise<Member> {
  const member = await signUpViaApi(api, { onboard: false });
  const token = member.tokens.accessToken;
  const dateOfBirth = gender === 'MALE' ? '1993-02-10' : '1996-04-12';
  const location = { state: 'Bihar', city: 'Darbhanga' };
  await call(
    api,
    'PUT',
    '/api/user/onboard',
    { fullName, gender, dateOfBirth, location, canHelpOut: [], canSeekHelp: [] },
    token,
  );
  await call(
    api,
    'PUT',
    '/api/user/personal-details',
    {
      fullName,
      gender,
      dateOfBirth,
      languages: ['Hindi', 'Maithili'],
      isPhoneNumberPublic: false,
      currentLocation: location,
    },
    token,
  );
  await call(
    api,
    'PUT',
    '/api/user/community-details',
    { educationDegree: 'Diploma in Civil Engineering', profession: 'Teacher' },
    token,
  );
  await call(api, 'PUT', '/api/user/matrimonial-details', details, token);
  return { ...member, user: { ...member.user, fullName } };
}

/** Asha looks for Ravi; her preferences name a value of every list, so the match lists them all. */
async function ashaAndRavi(api: APIRequestContext) {
  const word = uniqueWord();
  const ravi = await memberWithProfile(api, `Ravi ${word}`, 'MALE', RAVI_DETAILS);
  const asha = await memberWithProfile(api, `Asha ${word}`, 'FEMALE', { ...MARRIAGE_PROFILE, photoVisibility: 'ALL' });
  await call(
    api,
    'PUT',
    '/api/matrimonial/preferences',
    {
      ageRange: { min: 25, max: 40 },
      heightRange: { min: 163, max: 183 },
      maritalStatus: ['NEVER_MARRIED'],
      educationDegrees: ['Diploma in Civil Engineering'],
      occupations: ['Teacher'],
      states: ['Bihar'],
      motherTongues: ['Maithili'],
      diet: ['VEGETARIAN'],
      manglik: ['NO'],
    },
    asha.tokens.accessToken,
  );
  return { asha, ravi, word };
}

const card = (page: Page, ravi: Member) => page.getByRole('article', { name: ravi.user.fullName! });

test('a Hindi reader sees a card, the search filters and a profile in Hindi; the search sends English values', async ({
  page,
  request,
}) => {
  const { asha, ravi, word } = await ashaAndRavi(request);
  await useHindi(page);
  const memberContent = collectMemberContent(page);

  // The search, filtered from the address as a shared link would be: every chip in Hindi.
  const filters =
    'heightMin=163&heightMax=183&state=Bihar&city=Darbhanga&maritalStatus=NEVER_MARRIED&educationDegree=Diploma+in+Civil+Engineering' +
    `&profession=Teacher&motherTongue=Maithili&diet=VEGETARIAN&manglik=NO&familyType=JOINT&rashi=MESH&keyword=${word}`;
  const searched = page.waitForRequest((request) => request.url().includes('/api/matrimonial/profiles/search'));
  await loginInBrowser(page, asha, `/matrimonial/search?${filters}`);
  const query = new URL((await searched).url()).searchParams;
  expect(query.getAll('state')).toEqual(['Bihar']);
  expect(query.getAll('educationDegree')).toEqual(['Diploma in Civil Engineering']);
  expect(query.getAll('rashi')).toEqual(['MESH']);
  await expect(card(page, ravi)).toBeVisible();
  for (const chip of ['बिहार', 'दरभंगा', 'अविवाहित', 'सिविल इंजीनियरिंग में डिप्लोमा', 'शिक्षक', 'मैथिली', 'मेष']) {
    await expect(page.getByRole('main').getByText(chip, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText(/लंबाई 5 फ़ुट 4 इंच–6 फ़ुट/).first()).toBeVisible();

  // A card: the facts, the career, the horoscope and both sides of the match.
  const ravisCard = card(page, ravi);
  await expect(ravisCard).toContainText('5 फ़ुट 9 इंच');
  await expect(ravisCard).toContainText('दरभंगा, बिहार');
  await expect(ravisCard).toContainText('सिविल इंजीनियरिंग में डिप्लोमा · शिक्षक');
  await ravisCard.getByRole('button', { expanded: false }).first().click();
  await expect(ravisCard.getByRole('list', { name: hi('Your preferences') })).toContainText('खान-पान: शाकाहारी');
  await expectNoEnglishUi(page, memberContent, 'matrimonial search with filters and a card');
  await screenshot(page, 'hindi-reference-search-card');

  // The filters sheet: chips, the height range in फ़ुट, the searchable lists in Hindi.
  await page.getByRole('button', { name: new RegExp(`^${hi('Filters')}\\s*\\(`) }).click();
  const sheet = page.getByRole('dialog', { name: hi('Filter profiles') });
  await expect(sheet.getByRole('checkbox', { name: 'शाकाहारी', exact: true })).toBeChecked();
  await expect(sheet.getByRole('combobox', { name: hi('Shortest height') })).toContainText('5 फ़ुट 4 इंच (163 सेमी)');
  await expect(sheet.getByRole('listitem').filter({ hasText: 'मैथिली' })).toBeVisible();
  await expectNoEnglishUi(page, memberContent, 'matrimonial filters');
  await screenshot(page, 'hindi-reference-filters', { fullPage: false });
  await sheet.getByRole('combobox', { name: hi('Mother tongue') }).click();
  await page.getByRole('textbox', { name: hi('Search languages') }).fill('भोज');
  await page.getByRole('option', { name: 'भोजपुरी' }).click();
  await expect(page.getByRole('option', { name: 'भोजपुरी' })).toHaveAttribute('aria-selected', 'true');
  await expectNoEnglishUi(page, memberContent, 'mother tongue list');
  await page.keyboard.press('Escape');
  const applied = page.waitForRequest((request) => request.url().includes('/api/matrimonial/profiles/search'));
  await sheet.getByRole('button', { name: hi('Show results') }).click();
  expect(new URL((await applied).url()).searchParams.getAll('motherTongue')).toEqual(['Maithili', 'Bhojpuri']);

  // Ravi's profile: every fact and the family's details in Hindi.
  await page.goto(`/matrimonial/profile/${ravi.user.id}`);
  await expect(page.getByRole('heading', { level: 1, name: ravi.user.fullName! })).toBeVisible();
  const main = page.getByRole('main');
  for (const text of [
    '5 फ़ुट 9 इंच (175 सेमी)',
    'हिन्दी, मैथिली',
    'कसरती',
    'सेवानिवृत्त',
    'गृहिणी',
    'बड़ी बहन',
    '₹5–10 लाख',
    'हिंदू',
    'मांगलिक नहीं',
    'रोहिणी',
    'दरभंगा, बिहार',
  ]) {
    await expect(main).toContainText(text);
  }
  await expectNoEnglishUi(page, memberContent, 'marriage profile');
  await screenshot(page, 'hindi-reference-profile');

  // Her own marriage profile form: the choices and the selects in Hindi, the values saved in English.
  await page.goto('/profile?page=matrimonialdetails');
  await expect(page.getByRole('radio', { name: 'शाकाहारी', exact: true })).toBeChecked();
  await expectNoEnglishUi(page, memberContent, 'marriage profile form');
});

test('settings and the moderation console speak Hindi to a Hindi moderator', async ({ page, request }) => {
  const admin = await adminViaApi(request);
  const word = uniqueWord();
  const moderator = await signUpViaApi(request, { fullName: `Mohan ${word}` });
  await call(
    request,
    'PUT',
    `/api/admin/users/${moderator.user.id}/role`,
    { role: 'MODERATOR' },
    admin.tokens.accessToken,
  );
  const author = await signUpViaApi(request, { fullName: `Ravi ${word}` });
  const reporter = await signUpViaApi(request, { fullName: `Sita ${word}` });
  const postId = await postViaApi(request, author, `Send money to win a prize ${word}`);
  await call(
    request,
    'POST',
    '/api/reports',
    { targetType: 'POST', targetId: postId, reason: 'ASKING_FOR_MONEY' },
    reporter.tokens.accessToken,
  );
  await useHindi(page);
  const memberContent = collectMemberContent(page);

  await loginInBrowser(page, moderator, '/settings');
  await expect(page.getByRole('heading', { level: 1, name: hi('Settings') })).toBeVisible();
  await expectNoEnglishUi(page, memberContent, 'settings');
  await screenshot(page, 'hindi-settings');

  await page.goto('/admin?tab=queue');
  const reportCase = page.getByTestId('report-case').filter({ hasText: word });
  await expect(reportCase).toContainText('पैसे मांग रहे हैं');
  await expect(reportCase).toContainText(hi('Suspend…'));
  await expectNoEnglishUi(page, memberContent, 'moderation queue');
  await screenshot(page, 'hindi-moderation-queue');

  await page.getByRole('tab', { name: hiExact('Members') }).click();
  await page.getByRole('searchbox').fill(`Mohan ${word}`);
  await page.getByRole('searchbox').press('Enter');
  await expect(page.getByTestId('admin-member').filter({ hasText: `Mohan ${word}` })).toContainText('मॉडरेटर');
  await expectNoEnglishUi(page, memberContent, 'moderation members');
  await screenshot(page, 'hindi-moderation-members');
});
