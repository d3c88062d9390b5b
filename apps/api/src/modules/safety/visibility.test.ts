import { eq, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interests, notifications } from '../../db/schema/index.ts';
import { createTestContext, json, type TestContext } from '../../test/app.ts';
import { api, type Candidate, candidate, sendInterest } from '../matrimonial/test-support.ts';
import { addComment, addReply, createPost, tableCounts } from '../posts/test-support.ts';

/*
 * One rule, every surface: once Asha blocks Ravi, neither sees the other nor what the other wrote, anywhere, and the
 * counts shown to them leave it out too. Sita, a bystander, still sees everything.
 */

let ctx: TestContext;
let call: ReturnType<typeof api>;
let asha: Candidate;
let ravi: Candidate;
let sita: Candidate;
/** Sita's post, with Ravi's like, Ravi's comment and Sita's reply to it, Sita's comment and Ravi's reply to it. */
const sitas = { post: '', raviComment: '', replyUnderRavi: '', comment: '' };
let raviPost: string;
let acceptedInterest: string;
let chatId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  call = api(ctx);
  asha = await candidate(ctx, { fullName: 'Asha Visibleton' });
  ravi = await candidate(ctx, { gender: 'MALE', fullName: 'Ravi Visibleton' });
  sita = await candidate(ctx, { fullName: 'Sita Visibleton' });

  sitas.post = (await createPost(ctx, sita, { content: 'Chhath puja timings' })).id;
  await call.post(`/posts/${sitas.post}/like`, {}, ravi);
  sitas.raviComment = (await addComment(ctx, ravi, sitas.post, 'Ravi comments')).id;
  sitas.replyUnderRavi = (await addReply(ctx, sita, sitas.raviComment, 'Sita answers Ravi')).id;
  sitas.comment = (await addComment(ctx, sita, sitas.post, 'Sita comments')).id;
  await addReply(ctx, ravi, sitas.comment, 'Ravi replies to Sita');
  await call.post(`/comments/${sitas.comment}/like`, {}, ravi);
  raviPost = (await createPost(ctx, ravi, { content: 'By Ravi' })).id;

  acceptedInterest = (await sendInterest(ctx, ravi, asha)).id;
  await call.put(`/matrimonial/interests/${acceptedInterest}/respond`, { status: 'ACCEPTED' }, asha);
  const message = await call.post('/chats/messages', { receiverId: asha.id, content: 'Namaste' }, ravi);
  chatId = json(message).data.chatId;

  const blocked = await call.post('/matrimonial/blocks', { blockedId: ravi.id }, asha);
  if (blocked.statusCode !== 201) throw new Error(`block failed: ${blocked.body}`);
});
afterAll(() => ctx.close());

const data = async (url: string, who: Candidate) => {
  const response = await call.get(url, who);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return json(response).data;
};
const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
const names = (rows: { fullName: string }[]) => rows.map((row) => row.fullName);

describe('the visibility rule', () => {
  it('feed: leaves out the posts of a member hidden either way, from the rows, the count and single reads', async () => {
    const forAsha = await data('/posts', asha);
    expect(ids(forAsha.rows)).toEqual([sitas.post]);
    expect(forAsha.count).toBe(1);
    expect((await call.get(`/posts/${raviPost}`, asha)).statusCode).toBe(404);
    expect(ids((await data('/posts', sita)).rows)).toEqual([raviPost, sitas.post]);
  });

  it("feed: counts on a post leave out the hidden member's like, comments and the replies under them", async () => {
    expect(await data(`/posts/${sitas.post}`, asha)).toMatchObject({ likesCount: 0, commentsCount: 1 });
    expect(await data(`/posts/${sitas.post}`, sita)).toMatchObject({ likesCount: 1, commentsCount: 4 });
    // Asha's own like counts for her as one, whatever Ravi did.
    const liked = await call.post(`/posts/${sitas.post}/like`, {}, asha);
    expect(json(liked).data).toEqual({ liked: true, likesCount: 1 });
    expect((await data(`/posts/${sitas.post}`, sita)).likesCount).toBe(2);
    await call.post(`/posts/${sitas.post}/like`, {}, asha);
  });

  it("comments: leaves out the hidden member's comments, replies and likes, and the counts of them", async () => {
    const forAsha = await data(`/comments/${sitas.post}`, asha);
    expect(forAsha).toMatchObject({ count: 1, rows: [{ id: sitas.comment, repliesCount: 0, likesCount: 0 }] });
    expect(await data(`/comments/${sitas.comment}/replies`, asha)).toEqual({ rows: [], count: 0 });
    const forSita = await data(`/comments/${sitas.post}`, sita);
    expect(forSita.count).toBe(2);
    expect(forSita.rows.find((row: { id: string }) => row.id === sitas.comment)).toMatchObject({
      repliesCount: 1,
      likesCount: 1,
    });
  });

  it("comments: a reply under the hidden member's comment is out of reach too, and nothing changes", async () => {
    const before = await tableCounts(ctx);
    const notificationsBefore = await ctx.database.db.$count(notifications);
    for (const [method, url] of [
      ['post', `/comments/${sitas.replyUnderRavi}/reply`],
      ['post', `/comments/${sitas.replyUnderRavi}/like`],
      ['post', `/comments/${sitas.raviComment}/reply`],
      ['get', `/comments/${sitas.raviComment}/replies`],
    ] as const) {
      const response =
        method === 'get' ? await call.get(url, asha) : await call.post(url, { content: 'Reaching Ravi' }, asha);
      expect(response.statusCode, url).toBe(404);
      expect(json(response).message, url).toBe('Comment not found');
    }
    expect(await tableCounts(ctx)).toEqual(before);
    expect(await ctx.database.db.$count(notifications)).toBe(notificationsBefore);
  });

  it('community: leaves the hidden member out of the helpers and seekers lists and the shortlist', async () => {
    expect(names((await data('/community/helpers?keywords=medical%20advice', asha)).users)).toEqual([
      'Sita Visibleton',
    ]);
    expect(names((await data('/community/seekers?keywords=land%20dispute', ravi)).users)).toEqual(['Sita Visibleton']);
    const shortlist = await call.post(
      '/community/checkout-list',
      { targetUserId: ravi.id, checkOutType: 'helpers' },
      asha,
    );
    expect(shortlist.statusCode).toBe(404);
  });

  it('search: leaves the hidden member out of member search, its rows and its total', async () => {
    expect(await data('/user/filter?keyword=visibleton', asha)).toMatchObject({
      rows: [{ fullName: 'Sita Visibleton' }],
      total: 1,
    });
    expect((await data('/user/filter?keyword=visibleton', ravi)).total).toBe(1);
  });

  it('profiles: the member profile is a 404 both ways', async () => {
    expect((await call.get(`/user/profile/${ravi.id}`, asha)).statusCode).toBe(404);
    expect((await call.get(`/user/profile/${asha.id}`, ravi)).statusCode).toBe(404);
    expect((await call.get(`/user/profile/${sita.id}`, ravi)).statusCode).toBe(200);
  });

  it('matrimonial: no search, recommendation or profile shows the other, both ways', async () => {
    expect((await data('/matrimonial/profiles/search?keyword=visibleton', asha)).profiles).toEqual([]);
    expect(names((await data('/matrimonial/profiles/search?keyword=visibleton', ravi)).profiles)).toEqual([
      'Sita Visibleton',
    ]);
    expect(names((await data('/matrimonial/profiles/recommended?limit=50', asha)).profiles)).not.toContain(
      'Ravi Visibleton',
    );
    expect((await call.get(`/matrimonial/profile/${ravi.id}`, asha)).statusCode).toBe(404);
    expect((await call.get(`/matrimonial/profile/${asha.id}`, ravi)).statusCode).toBe(404);
  });

  it('matrimonial: an interest to the hidden member answers exactly as one to an unlisted profile', async () => {
    const unlisted = await candidate(ctx, { gender: 'MALE', details: { isHidden: true } });
    const toUnlisted = await call.post('/matrimonial/interests/send', { receiverId: unlisted.id }, asha);
    for (const [from, to] of [
      [asha, ravi],
      [ravi, asha],
    ] as const) {
      const response = await call.post('/matrimonial/interests/send', { receiverId: to.id }, from);
      expect(response.statusCode).toBe(toUnlisted.statusCode);
      expect(response.json()).toEqual(toUnlisted.json());
    }
    expect(toUnlisted.statusCode).toBe(404);
  });

  it('matrimonial: an old accepted interest is out of both members’ reach, listed nowhere and not withdrawn', async () => {
    expect((await data('/matrimonial/interests/received', asha)).total).toBe(0);
    expect((await data('/matrimonial/interests/sent', ravi)).total).toBe(0);
    const withdrawn = await call.delete(`/matrimonial/interests/${acceptedInterest}`, ravi);
    expect(withdrawn.statusCode).toBe(404);
    expect(json(withdrawn).message).toBe('Interest not found');
    const [kept] = await ctx.database.db.select().from(interests).where(eq(interests.id, acceptedInterest));
    expect(kept?.status).toBe('ACCEPTED');
  });

  it('chat: nothing new passes either way; the member who blocked keeps the history, the other loses the chat', async () => {
    for (const [from, to] of [
      [asha, ravi],
      [ravi, asha],
    ] as const) {
      const response = await call.post('/chats/messages', { receiverId: to.id, content: 'Hello?' }, from);
      expect(response.statusCode).toBe(403);
    }
    expect(await data('/chats', ravi)).toEqual([]);
    expect(await data('/chats', asha)).toMatchObject([{ chatId, user: { id: ravi.id, isOnline: false } }]);
  });

  it('notifications: what the hidden member caused is left out of the list and the counts, both ways', async () => {
    const caused = await ctx.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(notifications)
      .where(or(eq(notifications.actorId, ravi.id), eq(notifications.actorId, asha.id)));
    expect(caused[0]!.count).toBeGreaterThanOrEqual(2);
    expect(await data('/notifications', asha)).toMatchObject({ rows: [], total: 0, unreadCount: 0 });
    const forRavi = await data('/notifications', ravi);
    expect(forRavi.rows.map((row: { actor: { id: string } | null }) => row.actor?.id)).not.toContain(asha.id);
    expect(await data('/notifications/unread-count', asha)).toEqual({ count: 0 });
  });
});
