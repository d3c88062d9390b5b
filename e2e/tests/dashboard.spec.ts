import { expect, loginInBrowser, screenshot, signUpViaApi, test, type Member } from '../fixtures.ts';

test('the home page shows profile completion, recent chats and recent posts', async ({ page, request }) => {
  const meera = await signUpViaApi(request, { fullName: 'Meera Jha' });
  const ravi = await signUpViaApi(request, { fullName: 'Ravi Prasad' });
  const sita = await signUpViaApi(request, { fullName: 'Sita Devi' });
  const bearer = (member: Member) => ({ authorization: `Bearer ${member.tokens.accessToken}` });

  const posted = await request.post('/api/posts', {
    headers: bearer(sita),
    multipart: { content: 'Free health camp this Saturday at Kankarbagh, 9 am to 1 pm.' },
  });
  expect(posted.status()).toBe(201);
  for (const [from, to, content] of [
    [ravi, meera, 'Namaste Meera ji, the tent house confirmed 150 chairs.'],
    [meera, sita, 'See you at the health camp!'],
  ] as const) {
    const sent = await request.post('/api/chats/messages', {
      headers: bearer(from),
      data: { receiverId: to.user.id, content },
    });
    expect(sent.status()).toBe(201);
  }

  await loginInBrowser(page, meera, '/');
  await expect(page.getByRole('heading', { name: 'Namaste, Meera' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Chat with community members' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Your profile is \d+% complete/ })).toBeVisible();

  const chats = page.getByRole('list', { name: 'Recent chats' }).getByRole('link');
  await expect(chats).toHaveCount(2);
  await expect(chats.nth(0)).toContainText('Sita Devi');
  await expect(chats.nth(0)).toContainText('See you at the health camp!');
  await expect(chats.nth(1)).toContainText('Ravi Prasad');
  await expect(chats.nth(1)).toContainText('the tent house confirmed 150 chairs');

  // Other specs post at the same time: Sita's post is among the newest, not necessarily the first.
  const post = page
    .getByRole('list', { name: 'Recent posts' })
    .getByRole('link', { name: /Free health camp this Saturday/ });
  await expect(post).toContainText('Sita Devi');
  await expect(page.getByRole('heading', { name: 'Your community' })).toBeVisible();
  await screenshot(page, 'home-dashboard');

  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  await chats.nth(1).click();
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole('list', { name: 'Messages' }).getByText('the tent house confirmed 150 chairs'),
  ).toBeVisible();
});
