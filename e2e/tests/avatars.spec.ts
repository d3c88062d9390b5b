import type { APIRequestContext, Locator } from '@playwright/test';
import {
  expect,
  loginInBrowser,
  postViaApi,
  profilePhotoViaApi,
  screenshot,
  signUpViaApi,
  test,
  uniqueWord,
} from '../fixtures.ts';
import { hi, useHindi } from '../hindi.ts';

/** What the browser made of an avatar: its attributes, the copy it chose and that copy's pixel width. */
const loaded = (image: Locator) =>
  image.evaluate(async (element: HTMLImageElement) => {
    await element.decode();
    return {
      srcset: element.getAttribute('srcset'),
      sizes: element.getAttribute('sizes'),
      width: element.getAttribute('width'),
      height: element.getAttribute('height'),
      currentSrc: element.currentSrc,
      naturalWidth: element.naturalWidth,
    };
  });

/** Ravi with a profile photo `size` px wide and a post, and Asha (no photo) to look at them. */
async function raviPostedWithPhoto(request: APIRequestContext, size: number) {
  const word = uniqueWord();
  const ravi = await signUpViaApi(request, { fullName: `Ravi ${word}` });
  const photo = await profilePhotoViaApi(request, ravi, size);
  const postId = await postViaApi(request, ravi, `Namaste from Ravi ${word}`);
  const asha = await signUpViaApi(request, { fullName: `Asha ${word}` });
  return { word, ravi, photo, postId, asha };
}

test('avatars load the small copy their size needs (srcset of the copies made at upload), in Hindi too', async ({
  page,
  request,
}) => {
  const { word, ravi, photo, postId, asha } = await raviPostedWithPhoto(request, 600);
  const copy = (width: number) => photo.replace('.webp', `-${width}w.webp`);

  // A post's author: 40 CSS px at DPR 2 is 80 px, so the 96 px copy, never the 600 px photo.
  await loginInBrowser(page, asha, `/posts/${postId}`);
  const inPost = page
    .getByRole('article')
    .getByRole('img', { name: `Photo of Ravi ${word}` })
    .first();
  await expect(inPost).toBeVisible();
  const post = await loaded(inPost);
  // (naturalWidth is in CSS px for a srcset choice: 40. currentSrc names the file.)
  expect(post).toMatchObject({ sizes: '40px', width: '40', height: '40' });
  expect(post.srcset).toBe(`${copy(96)} 96w, ${copy(192)} 192w, ${copy(480)} 480w`);
  expect(new URL(post.currentSrc).pathname).toBe(copy(96));
  await screenshot(page, 'avatar-post', { fullPage: false });

  // The profile page's 96 CSS px photo at DPR 2: the 192 px copy.
  await page.goto(`/profile/${ravi.user.id}`);
  const header = page.getByRole('img', { name: `Photo of Ravi ${word}` }).first();
  await expect(header).toBeVisible();
  const profile = await loaded(header);
  expect(profile).toMatchObject({ sizes: '96px', width: '96', height: '96' });
  expect(new URL(profile.currentSrc).pathname).toBe(copy(192));
  await screenshot(page, 'avatar-profile', { fullPage: false });

  await useHindi(page);
  await page.goto(`/posts/${postId}`);
  const inHindi = page
    .getByRole('article')
    .getByRole('img', { name: hi('Photo of {name}', { name: `Ravi ${word}` }) })
    .first();
  await expect(inHindi).toBeVisible();
  // Chrome may take the 192 px copy it has in its cache from the profile page: either way a small copy.
  expect([copy(96), copy(192)]).toContain(new URL((await loaded(inHindi)).currentSrc).pathname);
  await screenshot(page, 'avatar-post-hindi', { fullPage: false });
});

test('an avatar whose copies fail to load shows the photo itself, and the initial when there is no photo', async ({
  page,
  request,
}) => {
  const { word, photo, postId, asha } = await raviPostedWithPhoto(request, 300);

  // A CDN that lacks the copies of a photo stored before they were made: 404 for every copy.
  await page.route(/-\d+w\.webp/, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await loginInBrowser(page, asha, `/posts/${postId}`);
  const avatar = page
    .getByRole('article')
    .getByRole('img', { name: `Photo of Ravi ${word}` })
    .first();
  // The copy fails first; then the avatar drops its srcset and loads the photo.
  await expect(avatar).not.toHaveAttribute('srcset');
  await expect(avatar).toBeVisible();
  const shown = await loaded(avatar);
  expect(new URL(shown.currentSrc).pathname).toBe(photo);
  expect(shown.naturalWidth).toBe(300);

  // Asha has no photo: her initial, named for screen readers, in the comment box.
  await expect(page.getByLabel(`Asha ${word}`, { exact: true }).first()).toHaveText('A');
});
