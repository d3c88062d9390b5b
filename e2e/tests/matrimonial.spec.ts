import type { APIRequestContext, Page } from '@playwright/test';
import {
  call,
  expect,
  loginInBrowser,
  pngImage,
  screenshot,
  signUpViaApi,
  test,
  uniqueWord,
  type Member,
  secondPhone,
  MARRIAGE_PROFILE as REQUIRED_MARRIAGE_PROFILE,
} from '../fixtures.ts';

/** The required fields of a marriage profile, and a few more, as the API takes them. */
const MARRIAGE_PROFILE = {
  ...REQUIRED_MARRIAGE_PROFILE,
  profileCreatedBy: 'PARENT',
  photoVisibility: 'ALL',
  aboutFamily: 'A close-knit family from Patna.',
};

interface CandidateSpec {
  fullName: string;
  gender: 'MALE' | 'FEMALE';
  dateOfBirth?: string;
  location?: { state: string; city: string };
  details?: Record<string, unknown>;
  preferences?: Record<string, unknown>;
  community?: Record<string, unknown>;
  canHelpOut?: string[];
  /** Generated photos to upload (each a different size, so each is its own file). */
  photos?: number;
}

/** A member with a marriage profile (and preferences, community details when given), made over HTTP. */
async function candidate(request: APIRequestContext, spec: CandidateSpec): Promise<Member> {
  const member = await signUpViaApi(request, { fullName: spec.fullName });
  const token = member.tokens.accessToken;
  await call(
    request,
    'PUT',
    '/api/user/onboard',
    {
      fullName: spec.fullName,
      gender: spec.gender,
      dateOfBirth: spec.dateOfBirth ?? (spec.gender === 'MALE' ? '1993-02-10' : '1996-04-12'),
      location: spec.location ?? { state: 'Bihar', city: 'Patna' },
      canHelpOut: spec.canHelpOut ?? [],
      canSeekHelp: [],
    },
    token,
  );
  if (spec.community) await call(request, 'PUT', '/api/user/community-details', spec.community, token);
  await call(request, 'PUT', '/api/user/matrimonial-details', { ...MARRIAGE_PROFILE, ...spec.details }, token);
  if (spec.preferences) await call(request, 'PUT', '/api/matrimonial/preferences', spec.preferences, token);
  for (let index = 0; index < (spec.photos ?? 0); index++) {
    const response = await request.put('/api/user/matrimonial-images', {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        matrimonialImages: { name: `photo-${index}.png`, mimeType: 'image/png', buffer: pngImage(300 - index * 40) },
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
  return member;
}

const succeeded = (page: Page) => page.getByText('Operation Succeed!', { exact: true }).last();

/** Another member's browser, at the same phone size as the project's. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('without a marriage profile every matrimonial page shows the gate; filling the tab opens them', async ({
  page,
  request,
}) => {
  const member = await signUpViaApi(request, { fullName: `Asha ${uniqueWord(6)}` });
  await loginInBrowser(page, member, '/matrimonial');

  const gate = page.getByRole('dialog', { name: 'Complete Your Profile' });
  await expect(gate).toBeVisible();
  await expect(gate).toContainText(
    'Your matrimonial profile is not completed. Please complete your Matrimonial profile section to proceed.',
  );
  await screenshot(page, 'matrimonial-1-gate', { fullPage: false });
  // Escape does not dismiss it, and every /matrimonial* path has it.
  await page.keyboard.press('Escape');
  await expect(gate).toBeVisible();
  for (const path of ['/matrimonial/search', '/matrimonial/interest', '/matrimonial/sent-interests', '/matches']) {
    await page.goto(path);
    await expect(page.getByRole('dialog', { name: 'Complete Your Profile' })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(page).toHaveURL(/\/profile\?page=matrimonialdetails$/);
  await expect(page.getByRole('tab', { name: /Matrimonial/ })).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('form', { name: 'Matrimonial details' });
  await expect(form.getByText('Complete your marriage profile to open Matrimonial')).toBeVisible();
  await expect(form.getByText(/Still needed: Height, Marital status, Mother tongue, Religion, Diet/)).toBeVisible();

  // Basics.
  await form.getByLabel('Height', { exact: true }).selectOption({ label: `5'4" (163 cm)` });
  await form.getByLabel(/^Weight in kg/).fill('54');
  await form.getByRole('radiogroup', { name: 'Marital status' }).getByRole('radio', { name: 'Never married' }).click();
  await form.getByRole('combobox', { name: 'Mother tongue' }).click();
  await page.getByRole('textbox', { name: 'Search languages' }).fill('Maith');
  await page.getByRole('option', { name: 'Maithili', exact: true }).click();
  await form.getByRole('radiogroup', { name: 'Diet' }).getByRole('radio', { name: 'Vegetarian', exact: true }).click();
  // Religion and horoscope.
  await form.getByLabel('Religion', { exact: true }).selectOption('Hindu');
  await form.getByRole('combobox', { name: /^Gotra/ }).click();
  await page.getByRole('textbox', { name: 'Search gotras' }).fill('Kash');
  await page.getByRole('option', { name: 'Kashyap', exact: true }).click();
  await form
    .getByRole('radiogroup', { name: /^Manglik/ })
    .getByRole('radio', { name: 'Non-manglik' })
    .click();
  // Family.
  await form.getByRole('radiogroup', { name: 'Family type' }).getByRole('radio', { name: 'Joint family' }).click();
  await form.getByRole('combobox', { name: "Father's occupation" }).click();
  await page.getByRole('textbox', { name: 'Search occupations' }).fill('Teach');
  await page.getByRole('option', { name: 'Teacher', exact: true }).click();
  await form.getByRole('button', { name: 'Add a brother or sister' }).click();
  await form.getByLabel('Sibling 1: relation', { exact: true }).selectOption({ label: 'Younger sister' });
  await form.getByRole('radiogroup', { name: 'Sibling 1: married?' }).getByRole('radio', { name: 'Unmarried' }).click();
  await form.getByLabel('Sibling 1: occupation', { exact: true }).fill('Student');
  await form.getByRole('radiogroup', { name: 'Profile created by' }).getByRole('radio', { name: 'Parent' }).click();
  await form.getByLabel(/^About the family\s*\(optional\)$/).fill('We are a simple family from Patna who love music.');
  // Photos are saved as soon as they are added.
  await form.getByLabel(/Add photos/).setInputFiles({ name: 'asha.png', mimeType: 'image/png', buffer: pngImage(240) });
  await expect(form.getByRole('list', { name: 'Your photos' }).getByRole('img')).toHaveCount(1);
  // A third of the column wide: the phone loads a small copy, through the photo's signed link.
  const ownPhoto = form.getByRole('list', { name: 'Your photos' }).getByRole('img');
  await expect(ownPhoto).toHaveAttribute('srcset', /-480w\.webp\?expires=\d+&signature=[\w-]+ 480w/);
  await expect.poll(() => ownPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(await ownPhoto.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/-480w\.webp\?/);
  await expect(form.getByText('Main', { exact: true })).toBeVisible();
  await form
    .getByRole('radiogroup', { name: 'Who can see your photos' })
    .getByRole('radio', { name: /connected with/ })
    .click();
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'matrimonial-2-details-filled');

  // Creating the profile asks for whom it is, that it is for marriage and that the details are true.
  await form.getByRole('button', { name: 'Save changes' }).click();
  const confirm = page.getByRole('dialog', { name: 'Create the marriage profile' });
  await expect(confirm).toBeVisible();
  const confirmSave = confirm.getByRole('button', { name: 'Confirm and save' });
  await expect(confirmSave).toBeDisabled();
  await confirm.getByLabel('Who is this profile for?').selectOption('My daughter');
  await confirm.getByLabel('This profile is for finding a marriage partner.').check();
  await expect(confirmSave).toBeDisabled();
  await confirm.getByLabel('The details I give are true.').check();
  await screenshot(page, 'matrimonial-2b-create-confirm', { fullPage: false });
  await confirmSave.click();
  await expect(succeeded(page)).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(form.getByText('Your marriage profile is complete')).toBeVisible();
  await expect(
    form.getByRole('radiogroup', { name: 'Profile created by' }).getByRole('radio', { name: 'Parent' }),
  ).toBeChecked();
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Matrimonial details' }).getByRole('combobox', { name: /^Gotra/ }),
  ).toContainText('Kashyap');

  await page.goto('/matrimonial');
  await expect(page.getByRole('heading', { level: 1, name: 'Matches' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Complete Your Profile' })).toHaveCount(0);
  await page.goto('/matches');
  await expect(page).toHaveURL(/\/matrimonial$/);
});

test('matches with the reasons, search with filters, an interest accepted on the other phone, a withdrawal', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const tag = uniqueWord(7);
  // Her preferences single Rahul out: a veterinarian whose mother tongue is Kodava.
  const asha = await candidate(request, {
    fullName: `Asha ${tag}`,
    gender: 'FEMALE',
    preferences: { occupations: ['Veterinarian'], motherTongues: ['Kodava'], ageRange: { min: 28, max: 36 } },
  });
  const rahul = await candidate(request, {
    fullName: `Rahul ${tag}`,
    gender: 'MALE',
    dateOfBirth: '1994-05-20',
    community: { profession: 'Veterinarian', educationDegree: 'B.V.Sc. & A.H.' },
    details: { height: 178, motherTongue: 'Kodava', gotra: 'Kashyap' },
    preferences: { ageRange: { min: 25, max: 32 } },
    photos: 2,
  });
  const vikram = await candidate(request, {
    fullName: `Vikram ${tag}`,
    gender: 'MALE',
    dateOfBirth: '1990-01-15',
    location: { state: 'Karnataka', city: 'Bengaluru' },
    details: { maritalStatus: 'DIVORCED', height: 173 },
  });

  await loginInBrowser(page, asha, '/matrimonial');
  await expect(page.getByRole('heading', { level: 1, name: 'Matches' })).toBeVisible();
  const rahulCard = page.getByRole('article', { name: `Rahul ${tag}` });
  await expect(rahulCard).toBeVisible();
  await expect(page.getByRole('article').first()).toHaveAccessibleName(`Rahul ${tag}`);
  await expect(rahulCard).toContainText('100% match');
  await expect(rahulCard).toContainText(`5'10"`);
  await expect(rahulCard).toContainText('Patna, Bihar');
  await rahulCard.getByRole('button', { name: 'Meets 3 of 3 of your preferences' }).click();
  const reasons = rahulCard.getByRole('list', { name: 'Your preferences' });
  await expect(reasons).toContainText('Age 28–36');
  await expect(reasons).toContainText('Profession: Veterinarian');
  await expect(reasons).toContainText('Mother tongue: Kodava');
  await expect(rahulCard).toContainText('You meet 1 of 1 of his');
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'matrimonial-3-matches', { fullPage: false });

  // Search: the keyword finds both men; a filter keeps Rahul only.
  await page.getByRole('navigation', { name: 'Matrimonial' }).getByRole('link', { name: 'Search' }).click();
  await page.getByRole('searchbox', { name: /Search by name/ }).fill(tag);
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByText('2 profiles, newest first')).toBeVisible();
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filter profiles' });
  await sheet.getByRole('group', { name: 'Marital status' }).getByRole('checkbox', { name: 'Never married' }).click();
  await sheet.getByLabel('Youngest age').selectOption('25');
  await sheet.getByLabel('Oldest age').selectOption('35');
  await screenshot(page, 'matrimonial-4-filters', { fullPage: false });
  await sheet.getByRole('button', { name: 'Show results' }).click();
  await expect(page).toHaveURL(/maritalStatus=NEVER_MARRIED/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: `Rahul ${tag}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove filter Never married' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove filter Age 25–35' })).toBeVisible();
  await screenshot(page, 'matrimonial-5-search');
  await page.getByRole('button', { name: 'Remove filter Never married' }).click();
  await expect(page.getByRole('article')).toHaveCount(1); // Vikram is 36: still out by age.
  await page.getByRole('button', { name: 'Remove filter Age 25–35' }).click();
  await expect(page.getByRole('article')).toHaveCount(2);

  // The whole profile, then an interest with a message.
  await page
    .getByRole('article', { name: `Rahul ${tag}` })
    .getByRole('link', { name: `Rahul ${tag}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/matrimonial/search/profile\\?id=${rahul.user.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Rahul ${tag}` })).toBeVisible();
  for (const section of ['About', 'Basic details', 'Education and career', 'Family', 'Religion and horoscope']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 2, name: 'His partner preferences' })).toBeVisible();
  await expect(page.getByText('Kashyap')).toBeVisible();
  const photos = page.getByRole('region', { name: `Photos of Rahul ${tag}` });
  await expect(photos.getByRole('img')).toHaveCount(2);
  // A private photo's smaller copies open with its signed link's query; the phone loads the one it needs.
  const first = photos.getByRole('img').first();
  await expect(first).toHaveAttribute('srcset', /-480w\.webp\?expires=\d+&signature=[\w-]+ 480w/);
  await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(await first.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
    /\/media\/private\/.+-\d+w\.webp\?/,
  );
  await photos.getByRole('button', { name: 'Show photo 2' }).click();
  await screenshot(page, 'matrimonial-6-profile', { fullPage: false });
  await page.getByRole('button', { name: 'Send interest' }).click();
  const dialog = page.getByRole('dialog', { name: `Send interest to Rahul ${tag}` });
  await dialog.getByLabel(/Message/).fill('Namaste! Our families are both from Patna.');
  await screenshot(page, 'matrimonial-7-send-interest', { fullPage: false });
  await dialog.getByRole('button', { name: 'Send interest' }).click();
  await expect(succeeded(page)).toBeVisible();
  await expect(page.getByText('Interest sent', { exact: true })).toBeVisible();

  // Rahul, on his own phone, accepts it.
  const { page: rahulPage } = await secondPhone(browser, baseURL);
  await loginInBrowser(rahulPage, rahul, '/matrimonial/interest');
  const received = rahulPage.getByRole('article', { name: `Asha ${tag}` });
  await expect(received).toContainText('Namaste! Our families are both from Patna.');
  await expect(received).toContainText('Waiting for you');
  await screenshot(rahulPage, 'matrimonial-8-received', { fullPage: false });
  await received.getByRole('button', { name: 'Accept' }).click();
  await expect(rahulPage.getByText('Operation Succeed!', { exact: true })).toBeVisible();
  await expect(received).toContainText('Connected');
  await expect(received.getByRole('link', { name: 'Message' })).toHaveAttribute('href', `/chat/new/${asha.user.id}`);
  await rahulPage.context().close();

  // Asha sees the acceptance: Message opens a chat with him.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Message' })).toHaveAttribute('href', `/chat/new/${rahul.user.id}`);
  await page.goto('/matrimonial/interest?tab=sent');
  await expect(page.getByRole('article', { name: `Rahul ${tag}` })).toContainText('Accepted');

  // An interest in Vikram, then withdrawn from "Your send Requests".
  await call(
    request,
    'POST',
    '/api/matrimonial/interests/send',
    { receiverId: vikram.user.id },
    asha.tokens.accessToken,
  );
  await page.goto('/matrimonial/sent-interests');
  await expect(page.getByRole('heading', { level: 1, name: 'Your send Requests' })).toBeVisible();
  const sentCards = page.getByRole('article');
  await expect(sentCards).toHaveCount(2);
  const vikramCard = page.getByRole('article', { name: `Vikram ${tag}` });
  await expect(vikramCard.getByRole('heading', { name: 'Withdraw your sent request' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'matrimonial-9-sent-requests');
  await vikramCard.getByRole('button', { name: 'Withdraw' }).click();
  await expect(succeeded(page)).toBeVisible();
  await expect(vikramCard).toHaveCount(0);
  await expect(sentCards).toHaveCount(1);
});

test('"Your send Requests" when nothing was sent', async ({ page, request }) => {
  const member = await candidate(request, { fullName: `Neha ${uniqueWord(6)}`, gender: 'FEMALE' });
  await loginInBrowser(page, member, '/matrimonial/sent-interests');
  await expect(page.getByRole('heading', { level: 1, name: 'Your send Requests' })).toBeVisible();
  await expect(page.getByText("You didn't sent any interest yet! Try connecting with users!!!")).toBeVisible();
  await screenshot(page, 'matrimonial-10-sent-empty', { fullPage: false });
});

test('report and block: the member vanishes from search and community, and comes back after unblocking', async ({
  page,
  request,
}) => {
  const tag = uniqueWord(7);
  const keyword = `${tag} flute lessons`;
  const priya = await candidate(request, { fullName: `Priya ${tag}`, gender: 'FEMALE' });
  const ravi = await candidate(request, { fullName: `Ravi ${tag}`, gender: 'MALE', canHelpOut: [keyword] });

  await loginInBrowser(page, priya, `/matrimonial/search?keyword=${tag}`);
  const raviCard = page.getByRole('article', { name: `Ravi ${tag}` });
  await expect(raviCard).toBeVisible();
  await page.goto(`/community/helpers?keyword=${encodeURIComponent(keyword)}`);
  await expect(page.getByRole('article', { name: `Ravi ${tag}` })).toBeVisible();

  await page.goto(`/matrimonial/profile/${ravi.user.id}`);
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  const report = page.getByRole('dialog', { name: `Report Ravi ${tag}` });
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report.getByText('Choose what is wrong.')).toBeVisible();
  await report.getByText('Asking for money', { exact: true }).click();
  await report.getByLabel(/What happened/).fill('Asked my father for a loan before we even met.');
  await screenshot(page, 'matrimonial-11-report', { fullPage: false });
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(succeeded(page)).toBeVisible();
  await expect(report).toHaveCount(0);

  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Block' }).click();
  const block = page.getByRole('dialog', { name: `Block Ravi ${tag}?` });
  await block.getByLabel(/Reason/).fill('Asked for money');
  await screenshot(page, 'matrimonial-12-block', { fullPage: false });
  await block.getByRole('button', { name: 'Block' }).click();
  await expect(succeeded(page)).toBeVisible();

  await page.goto(`/matrimonial/search?keyword=${tag}`);
  await expect(page.getByText('No profiles match')).toBeVisible();
  await expect(page.getByRole('article', { name: `Ravi ${tag}` })).toHaveCount(0);
  await page.goto(`/community/helpers?keyword=${encodeURIComponent(keyword)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: `Ravi ${tag}` })).toHaveCount(0);
  await page.goto(`/profile/${ravi.user.id}`);
  await expect(page.getByText('This profile is not available')).toBeVisible();

  // Settings lists him; unblocking brings him back.
  await page.goto('/settings');
  const blocked = page.getByRole('listitem', { name: `Ravi ${tag}` });
  await expect(blocked).toContainText('Asked for money');
  await blocked.scrollIntoViewIfNeeded();
  await screenshot(page, 'matrimonial-13-blocked-list', { fullPage: false });
  await blocked.getByRole('button', { name: 'Unblock' }).click();
  await expect(succeeded(page)).toBeVisible();
  await expect(page.getByText('You have not blocked anyone')).toBeVisible();
  await page.goto(`/matrimonial/search?keyword=${tag}`);
  await expect(page.getByRole('article', { name: `Ravi ${tag}` })).toBeVisible();
});

test("another member's profile offers Block and Report to every member", async ({ page, request }) => {
  const tag = uniqueWord(7);
  const viewer = await signUpViaApi(request, { fullName: `Sita ${tag}` });
  const other = await signUpViaApi(request, { fullName: `Mohan ${tag}` });
  await loginInBrowser(page, viewer, `/profile/${other.user.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Mohan ${tag}` })).toBeVisible();
  await page.getByRole('button', { name: 'Report' }).click();
  await expect(page.getByRole('dialog', { name: `Report Mohan ${tag}` })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Block' }).click();
  const block = page.getByRole('dialog', { name: `Block Mohan ${tag}?` });
  await block.getByRole('button', { name: 'Block' }).click();
  await expect(succeeded(page)).toBeVisible();
  await page.goto(`/profile/${other.user.id}`);
  await expect(page.getByText('This profile is not available')).toBeVisible();
});

test('a profile of the same gotra, reached by link, says why it is not suggested and offers no interest', async ({
  page,
  request,
}) => {
  const tag = uniqueWord(6);
  const asha = await candidate(request, { fullName: `Asha ${tag}`, gender: 'FEMALE', details: { gotra: 'Vatsa' } });
  const raj = await candidate(request, {
    fullName: `Raj ${tag}`,
    gender: 'MALE',
    details: { gotra: 'vats', rashi: 'SIMHA', nakshatra: 'MAGHA' },
  });
  await loginInBrowser(page, asha, `/matrimonial/search?keyword=${tag}`);
  await expect(page.getByText('No profiles match', { exact: true })).toBeVisible();

  await page.goto(`/matrimonial/profile/${raj.user.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Raj ${tag}` })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'Same gotra: not suggested' });
  await expect(notice).toBeVisible();
  await expect(page.getByText('Rashi Simha · Nakshatra Magha')).toBeVisible();
  await expect(page.getByRole('button', { name: /Send interest/ })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'matrimonial-11-same-gotra', { fullPage: false });
});

test('who viewed me: a visit shows with its time; browsing privately hides the list', async ({ page, request }) => {
  const tag = uniqueWord(6);
  const asha = await candidate(request, { fullName: `Asha ${tag}`, gender: 'FEMALE', details: { gotra: 'Garg' } });
  const vikas = await candidate(request, { fullName: `Vikas ${tag}`, gender: 'MALE', details: { gotra: 'Atri' } });
  await call(request, 'GET', `/api/matrimonial/profile/${asha.user.id}`, undefined, vikas.tokens.accessToken);

  await loginInBrowser(page, asha, '/matrimonial/viewed-me');
  await expect(page.getByRole('heading', { level: 1, name: 'Who viewed me' })).toBeVisible();
  const card = page.getByRole('article', { name: `Vikas ${tag}` });
  await expect(card).toBeVisible();
  await expect(card.getByText(/^Viewed your profile (just now|now|\d+ seconds? ago)$/)).toBeVisible();
  await expect(card.getByRole('button', { name: `Save Vikas ${tag}` })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'matrimonial-12-viewed-me', { fullPage: false });

  // Saved from the card, the profile waits in its own tab.
  await card.getByRole('button', { name: `Save Vikas ${tag}` }).click();
  await expect(card.getByRole('button', { name: `Saved: remove Vikas ${tag} from your shortlist` })).toBeVisible();
  await page.getByRole('navigation', { name: 'Matrimonial' }).getByRole('link', { name: 'Saved' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saved profiles' })).toBeVisible();
  await expect(page.getByRole('article', { name: `Vikas ${tag}` })).toBeVisible();

  await call(
    request,
    'PUT',
    '/api/user/matrimonial-details',
    { ...MARRIAGE_PROFILE, gotra: 'Garg', browsePrivately: true },
    asha.tokens.accessToken,
  );
  await page.goto('/matrimonial/viewed-me');
  await expect(page.getByText('You browse privately')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await screenshot(page, 'matrimonial-13-browse-privately', { fullPage: false });
});
