import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts, users } from '../../db/schema/index.ts';
import { bearer, createTestContext, json, type TestContext, type TestMember } from '../../test/app.ts';
import { addComment, addReply, createPost, onboardedMember, png, sendPostForm, tableCounts } from './test-support.ts';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'samaj-posts-'));
let ctx: TestContext;
let asha: TestMember;
let ravi: TestMember;
beforeAll(async () => {
  ctx = await createTestContext({ MEDIA_DIR: mediaDir });
  asha = await onboardedMember(ctx, 'Asha Sinha');
  ravi = await onboardedMember(ctx, 'Ravi Kumar');
});
afterAll(async () => {
  await ctx.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

const get = (url: string, who: TestMember = asha) => ctx.app.inject({ method: 'GET', url, headers: bearer(who) });
const del = (url: string, who: TestMember = asha) => ctx.app.inject({ method: 'DELETE', url, headers: bearer(who) });
const mediaFiles = () =>
  readdirSync(mediaDir)
    .filter((name) => name.endsWith('.webp'))
    .sort();
const fileOf = (publicPath: string) => path.join(mediaDir, publicPath.replace('/media/', ''));
const UNKNOWN_ID = '01900000-0000-7000-8000-000000000000';

describe('POST /posts', () => {
  it('shares a text post and returns it in the shape of its contract', async () => {
    const response = await sendPostForm(ctx, asha, 'POST', '/api/posts', {
      content: '  Namaste! Meeting at the community hall on Sunday.\nAll welcome.  ',
    });
    expect(response.statusCode, response.body).toBe(201);
    const post = json(response).data;
    expect(post).toEqual({
      id: expect.any(String),
      userId: asha.id,
      author: { id: asha.id, fullName: 'Asha Sinha', image: null, isVerified: false },
      content: 'Namaste! Meeting at the community hall on Sunday.\nAll welcome.',
      image: null,
      metaImage: null,
      metaCaption: null,
      metaUrl: null,
      socialMediaLinks: [],
      isLiked: 0,
      likesCount: 0,
      commentsCount: 0,
      removedByModerators: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(new Date(post.createdAt).toISOString()).toBe(post.createdAt);
  });

  it('stores HTML as plain text, exactly as typed', async () => {
    const content = '<img src=x onerror="alert(1)"> & <b>bold</b>';
    const post = await createPost(ctx, asha, { content });
    const [row] = await ctx.database.db.select({ content: posts.content }).from(posts).where(eq(posts.id, post.id));
    expect(row!.content).toBe(content);
    expect(json(await get(`/api/posts/${post.id}`)).data.content).toBe(content);
  });

  it('takes a photo (re-encoded to WebP), a link card and social links', async () => {
    const response = await sendPostForm(
      ctx,
      asha,
      'POST',
      '/api/posts',
      {
        content: 'Our Diwali mela https://example.org/mela',
        metaUrl: 'https://example.org/mela',
        metaCaption: 'Diwali mela 2026: stalls, food and music',
        socialMediaLinks: JSON.stringify(['https://instagram.com/samaj', 'https://facebook.com/samaj']),
      },
      [{ bytes: await png(800, 600), filename: 'mela.png' }],
    );
    expect(response.statusCode, response.body).toBe(201);
    const post = json(response).data;
    expect(post.image).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);
    expect(existsSync(fileOf(post.image))).toBe(true);
    expect(post).toMatchObject({
      metaUrl: 'https://example.org/mela',
      metaCaption: 'Diwali mela 2026: stalls, food and music',
      metaImage: null,
      socialMediaLinks: ['https://instagram.com/samaj', 'https://facebook.com/samaj'],
    });
  });

  it('takes a post that is only a photo, and a link image as an uploaded file', async () => {
    const onlyPhoto = await createPost(ctx, asha, {}, [{ bytes: await png(300, 200, { r: 10, g: 90, b: 200 }) }]);
    expect(onlyPhoto.image).toMatch(/^\/media\//);

    const withLinkImage = await createPost(ctx, asha, { content: 'See this', metaUrl: 'https://example.org' }, [
      { field: 'metaImage', bytes: await png(120, 80, { r: 1, g: 2, b: 3 }) },
    ]);
    expect(withLinkImage.image).toBeNull();
    expect(withLinkImage.metaImage).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);
  });

  it('refuses bad input with a message, stores nothing and keeps no file', async () => {
    const before = await tableCounts(ctx);
    const filesBefore = mediaFiles();
    const photo = await png(50, 50, { r: 5, g: 5, b: 5 });
    const cases: [string, Record<string, string>, Parameters<typeof sendPostForm>[5], number, RegExp][] = [
      ['no content and no photo', {}, [], 400, /Write something or add a photo/],
      ['only spaces', { content: '   \n ' }, [], 400, /Write something or add a photo/],
      ['5,001 characters', { content: 'a'.repeat(5001) }, [], 400, /at most 5000 characters/],
      [
        'a text file as the photo',
        { content: 'Look' },
        [{ bytes: Buffer.from('not an image at all'), filename: 'photo.png' }],
        415,
        /not a JPEG, PNG or WebP image/,
      ],
      [
        'a bad second file after a good photo',
        { content: 'Look', metaUrl: 'https://example.org' },
        [{ bytes: photo }, { field: 'metaImage', bytes: Buffer.from('GIF89a nope') }],
        415,
        /not a JPEG, PNG or WebP image/,
      ],
      ['bad JSON in socialMediaLinks', { content: 'Hi', socialMediaLinks: '["https://a.example"' }, [], 400, /JSON/],
      ['socialMediaLinks not a list', { content: 'Hi', socialMediaLinks: '{"a":1}' }, [], 400, /list of links/],
      [
        'a javascript: social link',
        { content: 'Hi', socialMediaLinks: '["javascript:alert(1)"]' },
        [],
        400,
        /http:\/\/ or https:\/\//,
      ],
      ['an ftp metaUrl', { content: 'Hi', metaUrl: 'ftp://example.org/file' }, [], 400, /http:\/\/ or https:\/\//],
      ['a disguised metaUrl', { content: 'Hi', metaUrl: 'https://bank.example@evil.example' }, [], 400, /http/],
      [
        'a data: metaImage',
        { content: 'Hi', metaUrl: 'https://a.example', metaImage: 'data:image/png;base64,AAAA' },
        [],
        400,
        /Upload the link image as a photo file/,
      ],
      [
        'a metaImage on another site',
        { content: 'Hi', metaUrl: 'https://a.example', metaImage: 'https://tracker.example/pixel.png' },
        [],
        400,
        /Upload the link image as a photo file/,
      ],
      [
        'a caption over 300',
        { content: 'Hi', metaUrl: 'https://a.example', metaCaption: 'c'.repeat(301) },
        [],
        400,
        /300/,
      ],
      ['a caption without its link', { content: 'Hi', metaCaption: 'A caption' }, [], 400, /Add the link/],
      ['a text value for image', { content: 'Hi', image: 'https://example.org/a.png' }, [], 400, /as a file/],
    ];
    for (const [label, fields, uploads, status, message] of cases) {
      const response = await sendPostForm(ctx, asha, 'POST', '/api/posts', fields, uploads);
      expect(response.statusCode, `${label}: ${response.body}`).toBe(status);
      expect(json(response), label).toMatchObject({ success: false, message: expect.stringMatching(message) });
    }

    const notMultipart = await ctx.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: bearer(asha),
      payload: { content: 'JSON is not the format' },
    });
    expect(notMultipart.statusCode).toBe(415);
    const tooLarge = await sendPostForm(ctx, asha, 'POST', '/api/posts', { content: 'Big' }, [
      { bytes: Buffer.alloc(5 * 1024 * 1024 + 1, 1) },
    ]);
    expect(tooLarge.statusCode).toBe(413);
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/posts', payload: {} });
    expect(anonymous.statusCode).toBe(401);

    expect(await tableCounts(ctx)).toEqual(before);
    expect(mediaFiles()).toEqual(filesBefore);
  });

  it('accepts exactly 5,000 characters', async () => {
    const post = await createPost(ctx, asha, { content: 'क'.repeat(5000) });
    expect(json(await get(`/api/posts/${post.id}`)).data.content).toHaveLength(5000);
  });
});

describe('GET /posts/{id}', () => {
  it('answers 404 for an unknown post and 400 for a malformed id', async () => {
    const unknown = await get(`/api/posts/${UNKNOWN_ID}`);
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({ success: false, message: 'Post not found', code: 'NOT_FOUND' });
    const malformed = await get('/api/posts/not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed).code).toBe('VALIDATION_ERROR');
  });
});

describe('feeds', () => {
  let ctxFeed: TestContext;
  let meera: TestMember;
  let karan: TestMember;
  beforeAll(async () => {
    ctxFeed = await createTestContext({ MEDIA_DIR: mediaDir });
    meera = await onboardedMember(ctxFeed, 'Meera Devi');
    karan = await onboardedMember(ctxFeed, 'Karan Singh');
  });
  afterAll(() => ctxFeed.close());
  const list = (url: string, who: TestMember) =>
    ctxFeed.app.inject({ method: 'GET', url, headers: bearer(who) }).then((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return json(response).data as { rows: { id: string; content: string; isLiked: 0 | 1 }[]; count: number };
    });

  it('pages the feed newest first, 8 by default, with the total', async () => {
    expect(await list('/api/posts', meera)).toEqual({ rows: [], count: 0 });
    const created: string[] = [];
    for (let index = 1; index <= 11; index++) {
      const author = index % 2 ? meera : karan;
      created.push((await createPost(ctxFeed, author, { content: `Post ${index}` })).id);
    }
    const first = await list('/api/posts?page=1', meera);
    expect(first.count).toBe(11);
    expect(first.rows.map((row) => row.content)).toEqual([11, 10, 9, 8, 7, 6, 5, 4].map((index) => `Post ${index}`));
    const second = await list('/api/posts?page=2', meera);
    expect(second.rows.map((row) => row.content)).toEqual(['Post 3', 'Post 2', 'Post 1']);
    expect(second.count).toBe(11);
    expect(await list('/api/posts?page=5&limit=3', meera)).toEqual({ rows: [], count: 11 });
    expect((await list('/api/posts?page=2&limit=5', meera)).rows.map((row) => row.content)).toEqual([
      'Post 6',
      'Post 5',
      'Post 4',
      'Post 3',
      'Post 2',
    ]);
  });

  it('refuses limits of 0 and 51, and pages below 1', async () => {
    for (const query of ['limit=0', 'limit=51', 'page=0', 'page=abc']) {
      for (const url of ['/api/posts', '/api/posts/my-post', '/api/posts/my-liked-post']) {
        const response = await ctxFeed.app.inject({ method: 'GET', url: `${url}?${query}`, headers: bearer(meera) });
        expect(response.statusCode, `${url}?${query}`).toBe(400);
        expect(json(response).message).toMatch(/limit|page/);
      }
    }
  });

  it('lists my posts and the posts I liked, with isLiked for the caller', async () => {
    const mine = await list('/api/posts/my-post', karan);
    expect(mine.count).toBe(5);
    expect(mine.rows.map((row) => row.content)).toEqual(['Post 10', 'Post 8', 'Post 6', 'Post 4', 'Post 2']);

    const feed = await list('/api/posts?limit=50', karan);
    const byContent = new Map(feed.rows.map((row) => [row.content, row.id]));
    for (const content of ['Post 3', 'Post 10', 'Post 7']) {
      const like = await ctxFeed.app.inject({
        method: 'POST',
        url: `/api/posts/${byContent.get(content)}/like`,
        headers: bearer(karan),
      });
      expect(json(like).data.liked).toBe(true);
    }
    const liked = await list('/api/posts/my-liked-post', karan);
    expect(liked.count).toBe(3);
    expect(liked.rows.map((row) => row.content)).toEqual(['Post 7', 'Post 10', 'Post 3']);
    expect(liked.rows.every((row) => row.isLiked === 1)).toBe(true);

    const karanFeed = await list('/api/posts?limit=50', karan);
    const meeraFeed = await list('/api/posts?limit=50', meera);
    const likedBy = (rows: { content: string; isLiked: number }[]) =>
      rows
        .filter((row) => row.isLiked === 1)
        .map((row) => row.content)
        .sort();
    expect(likedBy(karanFeed.rows)).toEqual(['Post 10', 'Post 3', 'Post 7']);
    expect(likedBy(meeraFeed.rows)).toEqual([]);
    expect(await list('/api/posts/my-liked-post', meera)).toEqual({ rows: [], count: 0 });
  });
});

describe('PUT /posts/{id}', () => {
  it('lets the author change the text, the link card and the photo, and keeps what is left out', async () => {
    const first = await png(200, 100, { r: 250, g: 0, b: 0 });
    const created = await createPost(
      ctx,
      asha,
      {
        content: 'Before',
        metaUrl: 'https://a.example',
        metaCaption: 'Old caption',
        socialMediaLinks: '["https://x.example"]',
      },
      [{ bytes: first }],
    );
    const edited = await sendPostForm(ctx, asha, 'PUT', `/api/posts/${created.id}`, {
      content: 'After',
      metaCaption: 'New caption',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json(edited).data).toMatchObject({
      id: created.id,
      content: 'After',
      metaCaption: 'New caption',
      metaUrl: 'https://a.example',
      image: created.image,
      socialMediaLinks: ['https://x.example'],
    });

    const second = await png(200, 100, { r: 0, g: 250, b: 0 });
    const newPhoto = await sendPostForm(ctx, asha, 'PUT', `/api/posts/${created.id}`, {}, [{ bytes: second }]);
    expect(newPhoto.statusCode, newPhoto.body).toBe(200);
    const newImage = json(newPhoto).data.image as string;
    expect(newImage).not.toBe(created.image);
    expect(existsSync(fileOf(newImage))).toBe(true);
    expect(existsSync(fileOf(created.image!)), 'the replaced photo is deleted').toBe(false);

    const removed = await sendPostForm(ctx, asha, 'PUT', `/api/posts/${created.id}`, { image: '', metaCaption: '' });
    expect(json(removed).data).toMatchObject({ image: null, metaCaption: null, content: 'After' });
    expect(existsSync(fileOf(newImage))).toBe(false);
  });

  it('refuses anyone but the author (403), unknown posts (404) and bad input (400), changing nothing', async () => {
    const created = await createPost(ctx, asha, { content: 'Mine' });
    const other = await sendPostForm(ctx, ravi, 'PUT', `/api/posts/${created.id}`, { content: 'Hijacked' });
    expect(other.statusCode).toBe(403);
    expect(json(other).message).toBe('Only the author can edit this post');
    expect((await sendPostForm(ctx, asha, 'PUT', `/api/posts/${UNKNOWN_ID}`, { content: 'x' })).statusCode).toBe(404);
    expect((await sendPostForm(ctx, asha, 'PUT', '/api/posts/123', { content: 'x' })).statusCode).toBe(400);
    const emptied = await sendPostForm(ctx, asha, 'PUT', `/api/posts/${created.id}`, { content: '' });
    expect(emptied.statusCode).toBe(400);
    expect(json(emptied).message).toBe('Write something or add a photo');
    const tooLong = await sendPostForm(ctx, asha, 'PUT', `/api/posts/${created.id}`, { content: 'b'.repeat(5001) });
    expect(tooLong.statusCode).toBe(400);
    const notImage = await sendPostForm(ctx, asha, 'PUT', `/api/posts/${created.id}`, {}, [
      { bytes: Buffer.from('%PDF-1.7'), filename: 'a.pdf', type: 'application/pdf' },
    ]);
    expect(notImage.statusCode).toBe(415);
    expect(json(await get(`/api/posts/${created.id}`)).data).toMatchObject({ content: 'Mine', image: null });
  });
});

describe('DELETE /posts/{id}', () => {
  it('deletes the post with its comments, replies and likes, and its photo file', async () => {
    const photo = await png(90, 90, { r: 33, g: 66, b: 99 });
    const created = await createPost(ctx, asha, { content: 'To delete' }, [{ bytes: photo }]);
    const comment = await addComment(ctx, ravi, created.id);
    const reply = await addReply(ctx, asha, comment.id);
    await ctx.app.inject({ method: 'POST', url: `/api/posts/${created.id}/like`, headers: bearer(ravi) });
    await ctx.app.inject({ method: 'POST', url: `/api/comments/${reply.id}/like`, headers: bearer(ravi) });
    const before = await tableCounts(ctx);

    const refused = await del(`/api/posts/${created.id}`, ravi);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe('Only the author can delete this post');
    expect(await tableCounts(ctx)).toEqual(before);

    const deleted = await del(`/api/posts/${created.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(json(deleted)).toMatchObject({ success: true, data: null });
    expect(await tableCounts(ctx)).toEqual({
      posts: before.posts - 1,
      postLikes: before.postLikes - 1,
      comments: before.comments - 2,
      commentLikes: before.commentLikes - 1,
    });
    expect(existsSync(fileOf(created.image!))).toBe(false);
    expect((await get(`/api/posts/${created.id}`)).statusCode).toBe(404);
    expect((await get(`/api/comments/${created.id}`)).statusCode).toBe(404);
    expect((await del(`/api/posts/${created.id}`)).statusCode).toBe(404);
    expect((await del('/api/posts/nope')).statusCode).toBe(400);
  });

  it('keeps a photo file that another post or a profile still shows', async () => {
    const photo = await png(70, 70, { r: 7, g: 7, b: 70 });
    const first = await createPost(ctx, asha, { content: 'One' }, [{ bytes: photo }]);
    const second = await createPost(ctx, ravi, { content: 'Same photo' }, [{ bytes: photo }]);
    expect(second.image).toBe(first.image);
    await ctx.database.db.update(users).set({ image: first.image }).where(eq(users.id, asha.id));

    await del(`/api/posts/${first.id}`);
    expect(existsSync(fileOf(first.image!))).toBe(true);
    await del(`/api/posts/${second.id}`, ravi);
    expect(existsSync(fileOf(first.image!)), 'still the profile photo').toBe(true);
    await ctx.database.db.update(users).set({ image: null }).where(eq(users.id, asha.id));
  });

  it('keeps a marriage photo of the same picture (its own private file) when the post photo is replaced or deleted', async () => {
    const photo = await png(75, 75, { r: 170, g: 20, b: 200 });
    const saved = await sendPostForm(ctx, ravi, 'PUT', '/api/user/matrimonial-images', {}, [
      { field: 'matrimonialImages', bytes: photo },
    ]);
    const [marriagePhoto] = json(saved).data as string[];
    const created = await createPost(ctx, ravi, { content: 'Engagement' }, [{ bytes: photo }]);
    expect(marriagePhoto).toMatch(/^\/media\/private\/[0-9a-f]{64}\.webp\?expires=\d+&signature=/);
    expect(created.image).toBe(marriagePhoto!.replace('/private', '').replace(/\?.*$/, ''));

    const edited = await sendPostForm(ctx, ravi, 'PUT', `/api/posts/${created.id}`, {}, [{ bytes: await png(75, 75) }]);
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await get(marriagePhoto!)).statusCode, 'replaced in the post, still a marriage photo').toBe(200);
    const again = await createPost(ctx, ravi, { content: 'Engagement, again' }, [{ bytes: photo }]);
    expect((await del(`/api/posts/${again.id}`, ravi)).statusCode).toBe(200);
    expect((await get(marriagePhoto!)).statusCode, 'deleted with the post, still a marriage photo').toBe(200);
  });
});
