import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, imageVariantName } from '@samaj/shared/images';
import { notifications, photoRequests } from '../../db/schema/index.ts';
import { bearer, createTestContext, json, type TestContext } from '../../test/app.ts';
import { addComment, block, createPost, onboardedMember, png } from '../posts/test-support.ts';
import { ExportRepository, PAGE } from './export.repository.ts';
import { sendMessage, unzip } from './test-support.ts';

const mediaDir = mkdtempSync(path.join(tmpdir(), 'samaj-export-'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ MEDIA_DIR: mediaDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

const download = (member: { accessToken: string }) =>
  ctx.app.inject({ method: 'GET', url: '/api/account/export', headers: bearer(member) });

describe('GET /account/export', () => {
  it('streams a ZIP with data.json (everything held about me, readable keys, ISO dates) and my photos', async () => {
    const me = await onboardedMember(ctx, 'Kavita Jha');
    const friend = await onboardedMember(ctx, 'Ramesh Thakur');
    const post = await createPost(ctx, me, { content: 'Chhath puja at the ghat' }, [{ bytes: await png() }]);
    await addComment(ctx, me, post.id, 'Come early, the ghat fills up');
    await sendMessage(ctx, me, friend, 'Pranam, are you coming to Patna?');
    await sendMessage(ctx, friend, me, 'Yes, on Sunday');
    await block(ctx, me, await onboardedMember(ctx, 'Pushpa Devi'));
    await ctx.database.db.insert(photoRequests).values([
      { requesterId: me.id, ownerId: friend.id },
      { requesterId: friend.id, ownerId: me.id, status: 'GRANTED', respondedAt: new Date() },
    ]);

    const response = await download(me);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="samaj-my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const entries = await unzip(response.rawPayload);
    const data = JSON.parse(entries.get('data.json')!.toString('utf8'));

    expect(Object.keys(data)).toEqual([
      'exportedAt', 'account', 'consent', 'personalDetails', 'communityDetails', 'matrimonialProfile',
      'partnerPreferences', 'posts', 'comments', 'likedPosts', 'likedComments', 'messages', 'interests',
      'matrimonialShortlist', 'profileViewsMade', 'profileViewsReceived', 'contactViewsMade', 'contactViewsReceived',
      'familyCoManagers', 'familyCoManagerActions', 'photoRequests', 'blocks', 'shortlist', 'notInterested', 'reportsMade', 'notifications', 'sessions', 'loginAddresses',
    ]);
    expect(data.account).toMatchObject({ id: me.id, phoneNumber: me.phoneNumber, role: 'MEMBER', status: 'ACTIVE' });
    expect(new Date(data.account.createdAt).toISOString()).toBe(data.account.createdAt);
    expect(data.personalDetails).toMatchObject({ fullName: 'Kavita Jha', dateOfBirth: '1994-03-14', city: 'Patna' });
    expect(data.communityDetails.canHelpOut).toEqual(['Medical advice', 'Resume review']);
    expect(data.posts).toHaveLength(1);
    expect(data.posts[0]).toMatchObject({ id: post.id, text: 'Chhath puja at the ghat' });
    expect(data.comments[0]).toMatchObject({ postId: post.id, text: 'Come early, the ghat fills up' });
    expect(data.messages.map((message: { direction: string; text: string; with: { name: string } }) => [message.direction, message.text, message.with.name])).toEqual([
      ['sent', 'Pranam, are you coming to Patna?', 'Ramesh Thakur'],
      ['received', 'Yes, on Sunday', 'Ramesh Thakur'],
    ]);
    expect(data.blocks[0].member.name).toBe('Pushpa Devi');
    expect(data.photoRequests).toEqual([
      expect.objectContaining({ direction: 'made', with: { id: friend.id, name: 'Ramesh Thakur' }, status: 'REQUESTED' }),
      expect.objectContaining({ direction: 'received', with: { id: friend.id, name: 'Ramesh Thakur' }, status: 'GRANTED' }),
    ]);
    expect(data.notifications).toEqual([expect.objectContaining({ type: 'MESSAGE', from: { id: friend.id, name: 'Ramesh Thakur' } })]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(data)).not.toContain('passwordHash');

    // The post's photo is in media/, named as data.json names it, with the stored bytes.
    expect(data.posts[0].photo).toMatch(/^media\/[\w-]+\.webp$/);
    const stored = await ctx.app.inject({ method: 'GET', url: post.image! });
    expect(entries.get(data.posts[0].photo)).toEqual(stored.rawPayload);
    // With the smaller copies made of it at upload, beside it.
    const copies = IMAGE_VARIANT_WIDTHS.map((width) => `media/${imageVariantName(data.posts[0].photo.slice(6), width)}`);
    expect([...entries.keys()].sort()).toEqual(['data.json', data.posts[0].photo, ...copies].sort());
    for (const copy of copies) expect(entries.get(copy)!.length, copy).toBeGreaterThan(0);

    // Other members appear by name only: never their phone numbers.
    const everything = [...entries.values()].map((bytes) => bytes.toString('latin1')).join('\n');
    expect(everything).not.toContain(friend.phoneNumber);
    expect(everything).not.toContain(friend.phoneNumber.slice(3));
  });

  it('allows 3 downloads a day, then answers 429 with Retry-After', async () => {
    const member = await onboardedMember(ctx);
    for (let i = 0; i < 3; i += 1) expect((await download(member)).statusCode).toBe(200);
    const refused = await download(member);
    expect(refused.statusCode).toBe(429);
    expect(json(refused).code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    // Another member has their own 3.
    expect((await download(await onboardedMember(ctx))).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/account/export' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/json/);
  });
});

describe('a section longer than a page', () => {
  it('is read whole, each row once, in (created_at, id) order, rows of the same instant included', async () => {
    const me = await onboardedMember(ctx, 'Sunita Mishra');
    const start = Date.parse('2024-01-01T00:00:00Z');
    const inserted = await ctx.database.db
      .insert(notifications)
      .values(
        Array.from({ length: PAGE * 2 + 3 }, (_, index) => ({
          userId: me.id,
          type: 'POST_LIKE' as const,
          readAt: new Date(start),
          // Three rows to an instant: a page may end between two of them.
          createdAt: new Date(start + Math.floor(index / 3) * 1000),
        })),
      )
      .returning({ id: notifications.id, createdAt: notifications.createdAt });
    const expected = inserted
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1))
      .map((row) => row.id);

    const read: string[] = [];
    for await (const row of new ExportRepository(ctx.database.db).notifications(me.id)) read.push(row.id);
    expect(read).toEqual(expected);
  });
});
