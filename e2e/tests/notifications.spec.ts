import type { APIRequestContext } from '@playwright/test';
import { expect, loginInBrowser, MARRIAGE_PROFILE, screenshot, signUpViaApi, test, type Member } from '../fixtures.ts';

async function callApi<T>(
  request: APIRequestContext,
  member: Member,
  method: 'POST' | 'PUT',
  url: string,
  options: { data?: unknown; multipart?: Record<string, string> } = {},
): Promise<T> {
  const response = await request.fetch(`/api${url}`, {
    method,
    headers: { authorization: `Bearer ${member.tokens.accessToken}` },
    ...(options.multipart ? { multipart: options.multipart } : { data: options.data ?? {} }),
  });
  const body = (await response.json()) as { data: T; message: string };
  expect(response.ok(), `${method} ${url}: ${body.message}`).toBe(true);
  return body.data;
}

test('a comment and likes on my post appear under the bell at once, grouped, and lead to the post', async ({
  page,
  request,
}) => {
  const meera = await signUpViaApi(request, { fullName: 'Meera Jha' });
  const ravi = await signUpViaApi(request, { fullName: 'Ravi Prasad' });
  const sita = await signUpViaApi(request, { fullName: 'Sita Devi' });
  const post = await callApi<{ id: string }>(request, meera, 'POST', '/posts', {
    multipart: { content: 'Diwali Milan this Sunday at the community hall, 5 pm onwards.' },
  });

  await loginInBrowser(page, meera, '/');
  const bell = page.getByRole('button', { name: /^Show notifications/ });
  await expect(bell).toHaveAccessibleName('Show notifications');

  // Others act while Meera is on the home page: the count goes up without a reload.
  await callApi(request, ravi, 'POST', `/comments/${post.id}`, {
    data: { content: 'I will bring sweets from Patna!' },
  });
  await expect(bell).toHaveAccessibleName('Show notifications, 1 unread');
  await callApi(request, ravi, 'POST', `/posts/${post.id}/like`);
  await callApi(request, sita, 'POST', `/posts/${post.id}/like`);
  await expect(bell).toHaveAccessibleName('Show notifications, 2 unread');

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const items = panel.getByRole('list', { name: 'Notification list' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Sita Devi and 1 other liked your post');
  await expect(items.nth(1)).toContainText('Ravi Prasad commented on your post');
  await expect(items.nth(1)).toContainText('I will bring sweets from Patna!');
  await screenshot(page, 'notifications-open');

  await panel.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell).toHaveAccessibleName('Show notifications');
  await expect(panel.getByText('Unread')).toHaveCount(0);

  await items.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(`/posts/${post.id}`);
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toHaveCount(0);
});

test('an interest, and a message while its chat is closed, appear under the bell', async ({ page, request }) => {
  const asha = await signUpViaApi(request, { fullName: 'Asha Kumari' });
  const rahul = await signUpViaApi(request, { fullName: 'Rahul Sinha' });
  for (const member of [asha, rahul]) {
    await callApi(request, member, 'PUT', '/user/matrimonial-details', { data: MARRIAGE_PROFILE });
  }

  await loginInBrowser(page, asha, '/');
  const bell = page.getByRole('button', { name: /^Show notifications/ });
  await expect(bell).toHaveAccessibleName('Show notifications');

  await callApi(request, rahul, 'POST', '/matrimonial/interests/send', {
    data: { receiverId: asha.user.id, message: 'Namaste, our families know each other from Patna.' },
  });
  await expect(bell).toHaveAccessibleName('Show notifications, 1 unread');
  await callApi(request, rahul, 'POST', '/chats/messages', {
    data: { receiverId: asha.user.id, content: 'Hope to hear from you.' },
  });
  await expect(bell).toHaveAccessibleName('Show notifications, 2 unread');

  await bell.click();
  const items = page.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem');
  await expect(items.nth(0)).toContainText('Rahul Sinha sent you a message');
  await expect(items.nth(0)).toContainText('Hope to hear from you.');
  await expect(items.nth(1)).toContainText('Rahul Sinha sent you an interest');
  await screenshot(page, 'notifications-interest-message');

  // Opening the chat reads its messages, and its notification with them.
  await items.nth(0).getByRole('link').click();
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('list', { name: 'Messages' }).getByText('Hope to hear from you.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to chats' }).click();
  await expect(bell).toHaveAccessibleName('Show notifications, 1 unread');
});
