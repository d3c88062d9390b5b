import {
  acceptInterestViaApi,
  call,
  coManagerViaApi,
  expect,
  interestViaApi,
  loginInBrowser,
  marriageCandidateViaApi,
  MARRIAGE_PROFILE,
  noHorizontalScroll,
  screenshot,
  secondPhone,
  sendMessageViaApi,
  signUpViaApi,
  test,
  uniqueWord,
} from '../fixtures.ts';
import { loadHindiLabels } from '@samaj/shared/reference/hindi';
import { collectMemberContent, expectNoEnglishUi, hi, useHindi } from '../hindi.ts';

test('a co-manager edits the marriage profile for the owner, photos left to him; he sees it and who did it', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const tag = uniqueWord();
  const rahul = await marriageCandidateViaApi(request, `Rahul ${tag}`, 'MALE', {
    photos: 1,
    photoVisibility: 'NOBODY',
  });
  await call(
    request,
    'PUT',
    '/api/user/matrimonial-details',
    { ...MARRIAGE_PROFILE, gotra: 'Kashyap', aboutFamily: 'A family of teachers in Patna.' },
    rahul.tokens.accessToken,
  );
  const sunita = await signUpViaApi(request, { fullName: `Sunita ${tag}` });
  await coManagerViaApi(request, rahul, sunita);

  // From "Managing Rahul's profile", his mother opens his marriage profile.
  await loginInBrowser(page, sunita, `/matrimonial/family/${rahul.user.id}`);
  await expect(page.getByRole('status').filter({ hasText: `Managing Rahul ${tag}'s profile` })).toBeVisible();
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/matrimonial/family/${rahul.user.id}/profile$`));
  await expect(page.getByRole('heading', { level: 1, name: `Rahul ${tag}'s marriage profile` })).toBeVisible();
  await expect(page.getByText(`Rahul ${tag}'s marriage profile is complete`)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `Managing Rahul ${tag}'s profile` })).toBeVisible();
  await noHorizontalScroll(page);
  await screenshot(page, 'matrimonial-family-9-edit-for-owner', { fullPage: false });

  // The form is his, photos excepted: a note instead, and no photo of his on the page.
  const about = page.getByRole('textbox', { name: 'About the family' });
  await expect(about).toHaveValue('A family of teachers in Patna.');
  const photos = page.getByText(`Only Rahul ${tag} can add photos and choose who sees them.`);
  await expect(photos).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Who can see your photos' })).toHaveCount(0);
  await expect(page.locator('img[src*="/media/private/"]')).toHaveCount(0);
  await photos.scrollIntoViewIfNeeded();
  await screenshot(page, 'matrimonial-family-9-edit-photos-note', { fullPage: false });

  await about.fill('A family of teachers in Patna. His mother writes this.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByText(`Saved for Rahul ${tag}. They see in Family that you edited their profile.`, { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await screenshot(page, 'matrimonial-family-9-edit-saved', { fullPage: false, withToasts: true });

  // Rahul sees the change, and who made it; his photo and who may see it are as they were.
  const { page: rahulPage, context } = await secondPhone(browser, baseURL);
  await loginInBrowser(rahulPage, rahul, '/matrimonial/family');
  const actions = rahulPage.getByRole('heading', { name: 'What your family did' }).locator('..');
  await expect(actions).toContainText(`Sunita ${tag} edited your marriage profile`);
  await rahulPage.getByText(`edited your marriage profile`, { exact: false }).scrollIntoViewIfNeeded();
  await screenshot(rahulPage, 'matrimonial-family-9-owner-sees-edit', { fullPage: false });
  await rahulPage.goto('/profile?page=matrimonialdetails');
  await expect(rahulPage.getByRole('textbox', { name: 'About the family' })).toHaveValue(
    'A family of teachers in Patna. His mother writes this.',
  );
  const me = await call<{ matrimonialDetails: { images: string[]; photoVisibility: string; gotra: string } }>(
    request,
    'GET',
    '/api/user/me',
    undefined,
    rahul.tokens.accessToken,
  );
  expect(me.matrimonialDetails).toMatchObject({ photoVisibility: 'NOBODY', gotra: 'Kashyap' });
  expect(me.matrimonialDetails.images).toHaveLength(1);
  await context.close();

  // The same screen in Hindi.
  await useHindi(page);
  await page.goto(`/matrimonial/family/${rahul.user.id}/profile`);
  await expect(
    page.getByRole('heading', { level: 1, name: hi("{name}'s marriage profile", { name: `Rahul ${tag}` }) }),
  ).toBeVisible();
  await expect(page.getByText(hi("Managing {name}'s profile", { name: `Rahul ${tag}` }))).toBeVisible();
  await noHorizontalScroll(page);
  await screenshot(page, 'matrimonial-family-9-edit-for-owner-hi', { fullPage: false });
  const note = page.getByText(
    hi('Only {ownerName} can add photos and choose who sees them. Saving here leaves the photos as they are.', {
      ownerName: `Rahul ${tag}`,
    }),
  );
  await note.scrollIntoViewIfNeeded();
  await screenshot(page, 'matrimonial-family-9-edit-photos-note-hi', { fullPage: false });
});

test("a co-manager edits the owner's partner preferences; the form speaks of him by name", async ({
  page,
  request,
}) => {
  const tag = uniqueWord();
  const rahul = await marriageCandidateViaApi(request, `Rahul ${tag}`, 'MALE');
  const sunita = await signUpViaApi(request, { fullName: `Sunita ${tag}` });
  await coManagerViaApi(request, rahul, sunita);
  const name = `Rahul ${tag}`;

  // His form, in words for his mother: his profile, his gotra, his phone number; never "my profile".
  await loginInBrowser(page, sunita, `/matrimonial/family/${rahul.user.id}/profile`);
  await expect(page.getByRole('switch', { name: `Hide ${name}'s profile` })).toBeVisible();
  await expect(page.getByText('Hide my profile', { exact: true })).toHaveCount(0);
  await expect(
    page.getByText(`Shown with ${name}'s phone number only to families whose interest was accepted.`),
  ).toBeVisible();
  const gotraRule = page.getByText(
    `Profiles of ${name}'s gotra are not suggested, and ${name}'s profile is not suggested to them.`,
  );
  await expect(gotraRule).toBeVisible();
  await expect(page.getByText(/\byour (card|gotra|phone number|profile)\b/)).toHaveCount(0);
  await gotraRule.scrollIntoViewIfNeeded();
  await noHorizontalScroll(page);
  await screenshot(page, 'matrimonial-family-11-form-named', { fullPage: false });

  // His partner preferences, from the same form.
  const card = page.getByRole('heading', { name: `${name}'s partner preferences` });
  await card.scrollIntoViewIfNeeded();
  await expect(page.getByRole('link', { name: 'See your matches' })).toHaveCount(0);
  await screenshot(page, 'matrimonial-family-11-preferences-card', { fullPage: false });
  await page.getByRole('button', { name: 'Edit preferences' }).click();
  const sheet = page.getByRole('dialog', { name: `${name}'s partner preferences` });
  await expect(sheet).toContainText(
    `${name}'s matches are ranked by how well they meet these, and how well ${name} meets theirs.`,
  );
  await noHorizontalScroll(page);
  await screenshot(page, 'matrimonial-family-11-preferences-sheet-top', { fullPage: false });
  await sheet.getByRole('combobox', { name: 'Youngest age' }).selectOption('24');
  await sheet.getByRole('combobox', { name: 'Oldest age' }).selectOption('30');
  await sheet.getByRole('checkbox', { name: 'Vegetarian', exact: true }).click();
  await sheet.getByRole('switch', { name: 'Horoscope matters to us' }).click();
  await expect(sheet.getByText(`Shown on ${name}'s profile.`, { exact: false })).toBeVisible();
  await noHorizontalScroll(page);
  await screenshot(page, 'matrimonial-family-11-preferences-sheet', { fullPage: false });
  await sheet.getByRole('button', { name: 'Save preferences' }).click();
  await expect(
    page.getByText(`Saved for ${name}. They see in Family that you changed their partner preferences.`, {
      exact: true,
    }),
  ).toBeVisible();
  await expect(sheet).toHaveCount(0);
  await screenshot(page, 'matrimonial-family-11-preferences-saved', { fullPage: false, withToasts: true });

  // They are his now, and he sees who changed them.
  const his = await call<{ ageRange: unknown; diet: string[]; horoscopeMatters: boolean }>(
    request,
    'GET',
    '/api/matrimonial/preferences',
    undefined,
    rahul.tokens.accessToken,
  );
  expect(his).toMatchObject({ ageRange: { min: 24, max: 30 }, diet: ['VEGETARIAN'], horoscopeMatters: true });
  const family = await call<{ actions: { action: string; manager: { fullName: string } }[] }>(
    request,
    'GET',
    '/api/matrimonial/co-managers',
    undefined,
    rahul.tokens.accessToken,
  );
  expect(family.actions).toMatchObject([
    { action: 'PUT /matrimonial/preferences', manager: { fullName: `Sunita ${tag}` } },
  ]);

  // The same in Hindi: the sheet opens with what was saved.
  await useHindi(page);
  const memberContent = collectMemberContent(page);
  await page.reload();
  await expect(page.getByRole('switch', { name: hi("Hide {name}'s profile", { name }) })).toBeVisible();
  // The Hindi labels of the lists (manglik, heights…) come with their own chunk: all of the form is in Hindi then.
  const { manglik } = await loadHindiLabels();
  await expect(page.getByText(manglik['NO']!, { exact: true })).toBeVisible();
  await expectNoEnglishUi(page, memberContent, 'the co-manager form');
  await page
    .getByText(
      hi("Profiles of {name}'s gotra are not suggested, and {name}'s profile is not suggested to them.", { name }),
    )
    .scrollIntoViewIfNeeded();
  await noHorizontalScroll(page);
  await screenshot(page, 'matrimonial-family-11-form-named-hi', { fullPage: false });
  await page.getByRole('button', { name: hi('Edit preferences') }).click();
  const hindiSheet = page.getByRole('dialog', { name: hi("{name}'s partner preferences", { name }) });
  await expect(hindiSheet.getByRole('combobox', { name: hi('Youngest age') })).toHaveValue('24');
  await expect(hindiSheet.getByRole('switch', { name: hi('Horoscope matters to us') })).toBeChecked();
  await noHorizontalScroll(page);
  await screenshot(page, 'matrimonial-family-11-preferences-sheet-hi', { fullPage: false });
});

test('the managed chat is live: messages of both families arrive without polling or reloading', async ({
  page,
  request,
}) => {
  const tag = uniqueWord();
  const rahul = await marriageCandidateViaApi(request, `Rahul ${tag}`, 'MALE');
  const asha = await marriageCandidateViaApi(request, `Asha ${tag}`, 'FEMALE');
  const sunita = await signUpViaApi(request, { fullName: `Sunita ${tag}` });
  await coManagerViaApi(request, rahul, sunita);
  const interest = await interestViaApi(request, asha, rahul);
  await acceptInterestViaApi(request, rahul, interest.id);

  // What the page's socket receives, and every chat request it makes.
  const frames: string[] = [];
  page.on('websocket', (socket) => {
    if (socket.url().includes('/socket.io')) socket.on('framereceived', (frame) => frames.push(String(frame.payload)));
  });
  const chatRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/chats')) chatRequests.push(sent.url());
  });

  await loginInBrowser(page, sunita, `/matrimonial/family/${rahul.user.id}/chat/${asha.user.id}`);
  await expect(page.getByText(`No messages yet. Write the first one for Rahul ${tag}.`)).toBeVisible();
  // The socket is connected (Socket.IO's "40" connect packet) and the page has fetched what it needs (on connecting,
  // it fetches the chat again); from here on, the page is left alone.
  await expect.poll(() => frames.some((frame) => frame.startsWith('40'))).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(chatRequests.length).toBeGreaterThan(0);
  chatRequests.length = 0;

  // Asha writes to Rahul: it reaches his mother's page over the socket, with no request for it.
  await sendMessageViaApi(page, asha, rahul, 'Namaste ji, can our families meet on Sunday?');
  const list = page.getByRole('list', { name: 'Messages' });
  await expect(list).toContainText('Namaste ji, can our families meet on Sunday?');
  expect(frames.some((frame) => frame.includes('"managed:message"'))).toBe(true);
  expect(chatRequests).toEqual([]);

  // Rahul answers from his own phone: that arrives too, on his side of the chat.
  await sendMessageViaApi(page, rahul, asha, 'Sunday suits us, after 4.');
  await expect(list).toContainText('Sunday suits us, after 4.');
  expect(chatRequests).toEqual([]);

  // She writes for him; the answer comes back live.
  await page.getByRole('textbox', { name: 'Message' }).fill('We will bring sweets from Patna.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(list).toContainText(`Rahul ${tag}'s family (Sunita ${tag})`);
  await sendMessageViaApi(page, asha, rahul, 'Wonderful, see you then.');
  await expect(list).toContainText('Wonderful, see you then.');
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await noHorizontalScroll(page);
  await screenshot(page, 'matrimonial-family-10-managed-chat-live', { fullPage: false });

  // In Hindi, after a reload (a new socket): the chat is fetched again, and new messages still arrive live.
  await useHindi(page);
  frames.length = 0;
  await page.reload();
  const hindiList = page.getByRole('list', { name: hi('Messages') });
  await expect(page.getByText(hi("Managing {name}'s profile", { name: `Rahul ${tag}` }))).toBeVisible();
  await expect(hindiList.getByRole('listitem')).toHaveCount(4);
  await expect.poll(() => frames.some((frame) => frame.startsWith('40'))).toBe(true);
  await sendMessageViaApi(page, asha, rahul, 'मिठाई की ज़रूरत नहीं, बस आप आइए।');
  await expect(hindiList).toContainText('मिठाई की ज़रूरत नहीं, बस आप आइए।');
  await expect(hindiList).toContainText(
    hi("{who}'s family ({manager})", { who: `Rahul ${tag}`, manager: `Sunita ${tag}` }),
  );
  await noHorizontalScroll(page);
  await screenshot(page, 'matrimonial-family-10-managed-chat-live-hi', { fullPage: false });
});
