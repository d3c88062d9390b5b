import type { Locator, Page } from '@playwright/test';
import {
  expect,
  loginInBrowser,
  pngImage,
  screenshot,
  signUpViaApi,
  test,
  uniqueWord,
  type Member,
  secondPhone,
} from '../fixtures.ts';

/** Other specs post to the same feed at the same time: every post here carries a word of its own. */
const postCard = (page: Page, text: string): Locator =>
  page
    .getByRole('article')
    .filter({ has: page.getByText(text, { exact: false }) })
    .first();

const likeButton = (card: Locator) => card.getByRole('button', { name: /^Like,/ });

async function createPostViaApi(page: Page, author: Member, content: string): Promise<string> {
  const response = await page.request.post('/api/posts', {
    multipart: { content },
    headers: { authorization: `Bearer ${author.tokens.accessToken}` },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

async function compose(page: Page, text: string) {
  await page.getByRole('button', { name: 'Share something with the community…' }).click();
  const form = page.getByRole('form', { name: 'New post' });
  await form.getByLabel('What would you like to share?').fill(text);
  return form;
}

test('a member shares a text post, a photo and a link card, and likes and unlikes', async ({ page, request }) => {
  const member = await signUpViaApi(request, { fullName: 'Asha Kumari' });
  await loginInBrowser(page, member, '/posts');
  await expect(page.getByRole('heading', { name: 'Posts' })).toBeVisible();
  await page.getByRole('tab', { name: 'My posts' }).click();
  await expect(page.getByText('You have not posted yet')).toBeVisible();
  await screenshot(page, 'posts-1-empty-mine');
  await page.getByRole('tab', { name: 'All posts' }).click();

  // Text, with a link typed in it and some HTML that must stay text.
  const word = uniqueWord();
  const text = `Namaste ${word}! Meeting on Sunday, details at https://example.org/meeting <b>not bold</b>`;
  let form = await compose(page, text);
  // What the member sees: a full-page capture of the shared feed grows it without end (it loads more at the bottom).
  await screenshot(page, 'posts-2-composer', { fullPage: false });
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form).toBeHidden();
  const textCard = postCard(page, `Namaste ${word}`);
  await expect(textCard).toBeVisible();
  await expect(textCard.getByRole('link', { name: 'https://example.org/meeting' })).toHaveAttribute(
    'href',
    'https://example.org/meeting',
  );
  await expect(textCard.getByText('<b>not bold</b>', { exact: false })).toBeVisible();
  await expect(textCard.locator('b')).toHaveCount(0);

  // A photo, with its preview before sharing.
  const photoWord = uniqueWord();
  form = await compose(page, `Diwali mela ${photoWord}`);
  await form
    .getByLabel('Choose a photo')
    .setInputFiles({ name: 'mela.png', mimeType: 'image/png', buffer: pngImage(240) });
  await expect(form.getByRole('img', { name: 'The photo of your post' })).toBeVisible();
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  const photoCard = postCard(page, `Diwali mela ${photoWord}`);
  const photo = photoCard.getByRole('img', { name: 'Photo shared by Asha Kumari' });
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('src', /^\/media\/[0-9a-f]{64}\.webp$/);
  // The copies made at upload: a 390 px wide phone at DPR 2 loads the 720 px one for its 358 px wide card.
  await expect(photo).toHaveAttribute(
    'srcset',
    /^\/media\/([0-9a-f]{64})-480w\.webp 480w, \/media\/\1-720w\.webp 720w, \/media\/\1\.webp 1080w$/,
  );
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(await photo.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/-720w\.webp$/);

  // A link card with a caption and an uploaded picture (never one from another site: it would track readers).
  const linkWord = uniqueWord();
  form = await compose(page, `Scholarships ${linkWord}`);
  await form.getByRole('button', { name: 'Link', exact: true }).click();
  await form.getByLabel('Link address').fill('https://scholarships.gov.in/');
  await form.getByLabel('Link caption').fill('National Scholarship Portal');
  await form
    .getByLabel(/Link picture/)
    .setInputFiles({ name: 'portal.png', mimeType: 'image/png', buffer: pngImage(200) });
  await expect(form.getByText('Picture chosen: portal.png')).toBeVisible();
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  const linkCard = postCard(page, `Scholarships ${linkWord}`);
  const link = linkCard.getByRole('link', { name: /National Scholarship Portal/ });
  await expect(link).toHaveAttribute('href', 'https://scholarships.gov.in/');
  const linkPicture = link.locator('img');
  await expect(linkPicture).toHaveAttribute('src', /^\/media\/[0-9a-f]{64}\.webp$/);
  await expect.poll(() => linkPicture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await screenshot(page, 'posts-3-feed', { fullPage: false });

  // Like, unlike, like again; the last one survives a reload.
  const like = likeButton(textCard);
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAccessibleName('Like, 1 like');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveAccessibleName('Like, 0 likes');
  await like.click();
  await expect(like).toHaveAccessibleName('Like, 1 like');
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(likeButton(postCard(page, `Namaste ${word}`))).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('tab', { name: 'Liked' }).click();
  await expect(postCard(page, `Namaste ${word}`)).toBeVisible();
  await page.getByRole('tab', { name: 'My posts' }).click();
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('article').first()).toContainText(`Scholarships ${linkWord}`);
});

test('a failed like rolls back with "Failed to like post"', async ({ page, request }) => {
  const member = await signUpViaApi(request, { fullName: 'Meera Devi' });
  const word = uniqueWord();
  await createPostViaApi(page, member, `Hello ${word}`);
  await loginInBrowser(page, member, '/posts?show=mine');
  const card = postCard(page, `Hello ${word}`);
  await expect(card).toBeVisible();
  await page.route('**/api/posts/*/like', (route) =>
    route.fulfill({ status: 500, json: { success: false, message: 'Internal server error', code: 'INTERNAL_ERROR' } }),
  );
  await likeButton(card).click();
  await expect(page.getByText('Failed to like post', { exact: true })).toBeVisible();
  await expect(likeButton(card)).toHaveAttribute('aria-pressed', 'false');
  await expect(likeButton(card)).toHaveAccessibleName('Like, 0 likes');
});

test('on a post page: comment, reply, like a comment, delete a reply, edit and delete the post', async ({
  page,
  request,
}) => {
  const member = await signUpViaApi(request, { fullName: 'Sunita Prasad' });
  const word = uniqueWord();
  const postId = await createPostViaApi(page, member, `Health camp ${word} this Saturday`);
  await loginInBrowser(page, member, `/posts/${postId}`);
  await expect(page.getByRole('heading', { name: 'Post', exact: true })).toBeVisible();
  await expect(page.getByText('No comments yet')).toBeVisible();

  await page.getByLabel('Add comment').first().fill('What time does it start?');
  await page.getByRole('button', { name: 'Add comment' }).click();
  const comment = page.getByRole('article', { name: 'Comment by Sunita Prasad' });
  await expect(comment).toContainText('What time does it start?');
  const post = postCard(page, `Health camp ${word}`);
  await expect(post.getByRole('link', { name: 'Comments, 1' })).toBeVisible();

  const likeComment = comment.getByRole('button', { name: /^Like comment/ }).first();
  await likeComment.click();
  await expect(likeComment).toHaveAttribute('aria-pressed', 'true');
  await expect(likeComment).toHaveAccessibleName('Like comment, 1 like');

  await comment.getByRole('button', { name: 'Reply' }).first().click();
  await page.getByLabel('Send reply').first().fill('9 am, at the community hall');
  await page.getByRole('button', { name: 'Send reply' }).click();
  const reply = page.getByRole('article', { name: 'Reply by Sunita Prasad' });
  await expect(reply).toContainText('9 am, at the community hall');
  await expect(comment.getByRole('button', { name: 'Hide replies' })).toBeVisible();
  await expect(post.getByRole('link', { name: 'Comments, 2' })).toBeVisible();
  await screenshot(page, 'posts-4-post-page');

  await reply.getByRole('button', { name: 'Delete reply' }).click();
  const confirmReply = page.getByRole('alertdialog', { name: 'Delete this reply?' });
  await confirmReply.getByRole('button', { name: 'Delete' }).click();
  await expect(reply).toHaveCount(0);
  await expect(post.getByRole('link', { name: 'Comments, 1' })).toBeVisible();

  await post.getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: 'Edit post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit post' });
  await dialog.getByLabel('What would you like to share?').fill(`Health camp ${word} moved to Sunday`);
  await screenshot(page, 'posts-5-edit', { fullPage: false });
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(post).toContainText('moved to Sunday');
  await page.reload();
  await expect(postCard(page, `Health camp ${word}`)).toContainText('moved to Sunday');

  await postCard(page, `Health camp ${word}`).getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: 'Delete post' }).click();
  const confirmPost = page.getByRole('alertdialog', { name: 'Delete this post?' });
  await screenshot(page, 'posts-6-delete-confirm', { fullPage: false });
  await confirmPost.getByRole('button', { name: 'Delete post' }).click();
  await expect(page).toHaveURL(/\/posts$/);
  await expect(page.getByText(`Health camp ${word}`)).toHaveCount(0);
  await page.goto(`/posts/${postId}`);
  await expect(page.getByText('This post is not available')).toBeVisible();
});

test('a second member sees the post, cannot edit it, and comments on it', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const author = await signUpViaApi(request, { fullName: 'Ravi Prasad' });
  const reader = await signUpViaApi(request, { fullName: 'Neha Sahay' });
  const word = uniqueWord();
  const postId = await createPostViaApi(page, author, `Our new shop ${word} opens tomorrow`);

  const second = await secondPhone(browser, baseURL);
  try {
    await loginInBrowser(second.page, reader, '/social');
    await expect(second.page).toHaveURL(/\/posts$/);
    const card = postCard(second.page, `Our new shop ${word}`);
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: /Ravi Prasad/ }).first()).toHaveAttribute(
      'href',
      `/profile/${author.user.id}`,
    );
    await expect(card.getByRole('button', { name: 'Post options' })).toHaveCount(0);
    await likeButton(card).click();
    await expect(likeButton(card)).toHaveAccessibleName('Like, 1 like');

    await card.getByRole('link', { name: /^Comments/ }).click();
    await expect(second.page).toHaveURL(new RegExp(`/posts/${postId}$`));
    await expect(second.page.getByRole('button', { name: 'Post options' })).toHaveCount(0);
    await second.page.getByLabel('Add comment').first().fill('All the best!');
    await second.page.getByRole('button', { name: 'Add comment' }).click();
    await expect(second.page.getByRole('article', { name: 'Comment by Neha Sahay' })).toBeVisible();
    await screenshot(second.page, 'posts-7-second-member');

    const edit = await second.page.request.put(`/api/posts/${postId}`, {
      multipart: { content: 'Not mine to change' },
      headers: { authorization: `Bearer ${reader.tokens.accessToken}` },
    });
    expect(edit.status()).toBe(403);
    expect(second.errors).toEqual([]);
  } finally {
    await second.context.close();
  }

  // The author sees the like and the comment, and may delete the comment on their post.
  await loginInBrowser(page, author, `/posts/${postId}`);
  await expect(likeButton(postCard(page, `Our new shop ${word}`))).toHaveAccessibleName('Like, 1 like');
  const comment = page.getByRole('article', { name: 'Comment by Neha Sahay' });
  await expect(comment).toContainText('All the best!');
  await expect(comment.getByRole('button', { name: 'Delete comment' })).toBeVisible();
});
