import type { APIRequestContext } from '@playwright/test';
import {
  acceptInterestViaApi,
  call,
  expect,
  interestViaApi,
  loginInBrowser,
  MARRIAGE_PROFILE,
  noHorizontalScroll,
  screenshot,
  secondPhone,
  signUpViaApi,
  test,
  uniqueWord,
  type Member,
} from '../fixtures.ts';
import { hi, useHindi } from '../hindi.ts';

/** A member with a marriage profile, made over HTTP. */
async function candidate(
  request: APIRequestContext,
  fullName: string,
  gender: 'MALE' | 'FEMALE',
  details: Record<string, unknown> = {},
): Promise<Member> {
  const member = await signUpViaApi(request, { fullName });
  const token = member.tokens.accessToken;
  const dateOfBirth = gender === 'MALE' ? '1993-02-10' : '1996-04-12';
  await call(
    request,
    'PUT',
    '/api/user/onboard',
    {
      fullName,
      gender,
      dateOfBirth,
      location: { state: 'Bihar', city: 'Patna' },
      canHelpOut: [],
      canSeekHelp: [],
    },
    token,
  );
  await call(request, 'PUT', '/api/user/matrimonial-details', { ...MARRIAGE_PROFILE, ...details }, token);
  return member;
}

test('contact after acceptance: shown only once accepted, and each view listed for the owner', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const tag = uniqueWord();
  const asha = await candidate(request, `Asha ${tag}`, 'FEMALE', {
    familyContactName: 'Sunita Devi (mother)',
    familyContactPhone: '98765 11122',
  });
  const rahul = await candidate(request, `Rahul ${tag}`, 'MALE');
  const interest = await interestViaApi(request, rahul, asha);

  // Before acceptance: no contact card, the number nowhere on the page.
  await loginInBrowser(page, rahul, `/matrimonial/profile/${asha.user.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Asha ${tag}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contact details' })).toHaveCount(0);
  await expect(page.getByText(asha.phone.slice(-4))).toHaveCount(0);

  await acceptInterestViaApi(request, asha, interest.id);
  await page.reload();
  const card = page.getByRole('heading', { name: 'Contact details' }).locator('..');
  await expect(card).toContainText(`Asha ${tag} will see that you looked.`);
  await card.getByRole('button', { name: 'Show contact details' }).click();
  await expect(page.getByRole('link', { name: asha.phoneE164 })).toHaveAttribute('href', `tel:${asha.phoneE164}`);
  await expect(page.getByText('Sunita Devi (mother)')).toBeVisible();
  await expect(page.getByRole('link', { name: '+919876511122' })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'matrimonial-family-1-contact', { fullPage: false });

  // Asha, on her phone, sees who viewed her contact (in English, then in Hindi).
  const { page: ashaPage } = await secondPhone(browser, baseURL);
  await loginInBrowser(ashaPage, asha, '/matrimonial/family');
  const viewedBy = ashaPage.getByRole('heading', { name: 'Contact viewed by' }).locator('..');
  await expect(viewedBy).toContainText(`Rahul ${tag} viewed your contact details`);
  await noHorizontalScroll(ashaPage);
  await viewedBy.scrollIntoViewIfNeeded();
  await screenshot(ashaPage, 'matrimonial-family-2-contact-viewed', { fullPage: false });
  // Her family contact is in her marriage profile form.
  await ashaPage.goto('/profile?page=matrimonialdetails');
  const contactName = ashaPage.getByLabel('Family contact', { exact: false }).first();
  await expect(contactName).toHaveValue('Sunita Devi (mother)');
  await expect(ashaPage.getByLabel("Family contact's phone number", { exact: false })).toHaveValue('+919876511122');
  await contactName.scrollIntoViewIfNeeded();
  await screenshot(ashaPage, 'matrimonial-family-0-form', { fullPage: false });

  await useHindi(ashaPage);
  await ashaPage.goto('/matrimonial/family');
  await expect(ashaPage.getByRole('heading', { name: hi('Contact viewed by') })).toBeVisible();
  await expect(ashaPage.getByText(`Rahul ${tag}`, { exact: true })).toBeVisible();
  await noHorizontalScroll(ashaPage);
  await ashaPage.getByRole('heading', { name: hi('Contact viewed by') }).scrollIntoViewIfNeeded();
  await screenshot(ashaPage, 'matrimonial-family-2-contact-viewed-hi', { fullPage: false });
  await ashaPage.context().close();

  // In Hindi, Rahul's card.
  await useHindi(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: hi('Contact details') })).toBeVisible();
  await page.getByRole('button', { name: hi('Show contact details') }).click();
  await expect(page.getByText('Sunita Devi (mother)')).toBeVisible();
  await page.getByRole('heading', { name: hi('Contact details') }).scrollIntoViewIfNeeded();
  await screenshot(page, 'matrimonial-family-1-contact-hi', { fullPage: false });
});

test('a co-manager answering an interest: the mother accepts for her son, both families see her name', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const tag = uniqueWord(14); // a long surname
  const rahul = await candidate(request, `Rahul ${tag}`, 'MALE');
  const asha = await candidate(request, `Asha ${tag}`, 'FEMALE');
  const sunita = await signUpViaApi(request, { fullName: `Sunita ${tag}` });
  await call(request, 'POST', '/api/matrimonial/co-managers', { phoneNumber: sunita.phone }, rahul.tokens.accessToken);
  await interestViaApi(request, asha, rahul);

  // Sunita has no marriage profile: the invitation waits on the Family page (her notification leads there).
  await loginInBrowser(page, sunita, '/matrimonial/family');
  const managing = page.getByRole('heading', { name: 'Profiles you manage' }).locator('..');
  await expect(managing).toContainText(`Rahul ${tag} asked you to help manage their marriage profile.`);
  await screenshot(page, 'matrimonial-family-3-invitation', { fullPage: false });
  await managing.getByRole('button', { name: 'Accept' }).click();
  // A long family name wraps inside the button instead of pushing it off the screen.
  const manageLink = managing.getByRole('link', { name: `Manage Rahul ${tag}'s profile` });
  await expect(manageLink).toBeVisible();
  await noHorizontalScroll(page);
  await screenshot(page, 'matrimonial-family-3-accepted', { fullPage: false });
  await manageLink.click();

  await expect(page.getByRole('status').filter({ hasText: `Managing Rahul ${tag}'s profile` })).toBeVisible();
  const received = page.getByRole('article', { name: `Asha ${tag}` });
  await expect(received).toContainText('Waiting for you');
  await received.getByRole('button', { name: 'Accept' }).click();
  await expect(received).toContainText('Connected');
  await expect(received).toContainText(`Answered by Sunita ${tag}`);
  await noHorizontalScroll(page);
  await screenshot(page, 'matrimonial-family-4-managing', { fullPage: false });

  // She writes to Asha's family for him, in the chat of that accepted interest.
  await received.getByRole('link', { name: 'Message' }).click();
  await page.getByRole('textbox', { name: 'Message' }).fill("Namaste ji, I am Rahul's mother.");
  await page.getByRole('button', { name: 'Send' }).click();
  const sentList = page.getByRole('list', { name: 'Messages' });
  await expect(sentList).toContainText("Namaste ji, I am Rahul's mother.");
  await expect(sentList).toContainText(`Rahul ${tag}'s family (Sunita ${tag})`);
  await noHorizontalScroll(page);
  await screenshot(page, 'matrimonial-family-6-managed-chat', { fullPage: false });

  // Rahul sees who answered, and what his mother did.
  const { page: rahulPage } = await secondPhone(browser, baseURL);
  await loginInBrowser(rahulPage, rahul, '/matrimonial/interest');
  await expect(rahulPage.getByRole('article', { name: `Asha ${tag}` })).toContainText(`Answered by Sunita ${tag}`);
  await rahulPage.goto('/matrimonial/family');
  await expect(rahulPage.getByRole('heading', { name: 'Managed by' }).locator('..')).toContainText(
    'Manages your profile',
  );
  await expect(rahulPage.getByRole('heading', { name: 'What your family did' }).locator('..')).toContainText(
    `Sunita ${tag} answered an interest`,
  );
  await screenshot(rahulPage, 'matrimonial-family-5-managed-by');
  await rahulPage.context().close();

  // Asha sees "Rahul's family (Sunita)" on her sent interest.
  const { page: ashaPage } = await secondPhone(browser, baseURL);
  await loginInBrowser(ashaPage, asha, '/matrimonial/interest?tab=sent');
  await expect(ashaPage.getByRole('article', { name: `Rahul ${tag}` })).toContainText(
    `Answered by Rahul ${tag}'s family (Sunita ${tag})`,
  );
  await ashaPage.goto(`/chat/new/${rahul.user.id}`);
  const conversation = ashaPage.getByRole('list', { name: 'Messages' });
  await expect(conversation).toContainText("Namaste ji, I am Rahul's mother.");
  await expect(conversation).toContainText(`Rahul ${tag}'s family (Sunita ${tag})`);
  await screenshot(ashaPage, 'matrimonial-family-7-chat-other-side', { fullPage: false });
  await ashaPage.context().close();

  // The same screen in Hindi.
  await useHindi(page);
  await page.goto(`/matrimonial/family/${rahul.user.id}`);
  await expect(page.getByText(hi("Managing {name}'s profile", { name: `Rahul ${tag}` }))).toBeVisible();
  await expect(page.getByText(hi('Answered by {answerer}', { answerer: `Sunita ${tag}` }))).toBeVisible();
  await noHorizontalScroll(page);
  await screenshot(page, 'matrimonial-family-4-managing-hi', { fullPage: false });
});
