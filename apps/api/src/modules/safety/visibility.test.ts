import { eq, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interests, notifications } from '../../db/schema/index.ts';
import { createTestContext, json, type TestContext } from '../../test/app.ts';
import { api, type Candidate, candidate, sendInterest } from '../matrimonial/test-support.ts';
import {
  dataOf,
  messageFrom,
  type ModerationContext,
  moderationContext,
  send,
  sendMessage,
} from '../moderation/test-support.ts';
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
  expect((await call.get(`/matrimonial/profiles/${asha.id}/contact`, ravi)).statusCode).toBe(200);

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
const pick = <T extends object, K extends keyof T>(row: T, keys: K[]) =>
  Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<T, K>;

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

  it('matrimonial: contact details are out of reach both ways, and an earlier read is left out of "Contact viewed by"', async () => {
    expect((await call.get(`/matrimonial/profiles/${asha.id}/contact`, ravi)).statusCode).toBe(404);
    expect((await call.get(`/matrimonial/profiles/${ravi.id}/contact`, asha)).statusCode).toBe(404);
    expect(await data('/matrimonial/contact-views', asha)).toEqual({ rows: [], total: 0 });
    expect((await data('/matrimonial/contact-views', sita)).total).toBe(0);
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

/*
 * The same rule for everyone at once: while Kiran is suspended (or banned), he and everything he wrote vanish for
 * every other member on every surface, messages to him answer 403, and reinstatement brings it all back.
 */
describe('the visibility rule: a suspended or banned member', () => {
  let m: ModerationContext;
  let kiran: Candidate;
  let gita: Candidate;
  let call2: ReturnType<typeof api>;
  const kirans = { post: '', comment: '', chatId: '' };
  let gitasPost: string;

  beforeAll(async () => {
    m = await moderationContext();
    call2 = api(m.ctx);
    kiran = await candidate(m.ctx, { gender: 'MALE', fullName: 'Kiran Unlisted' });
    gita = await candidate(m.ctx, { fullName: 'Gita Lister' });
    gitasPost = (await createPost(m.ctx, gita, { content: 'Gita asks' })).id;
    kirans.post = (await createPost(m.ctx, kiran, { content: 'By Kiran' })).id;
    await call2.post(`/posts/${gitasPost}/like`, {}, kiran);
    kirans.comment = (await addComment(m.ctx, kiran, gitasPost, 'Kiran comments')).id;
    await sendInterest(m.ctx, kiran, gita);
    kirans.chatId = (await messageFrom(m.ctx, kiran, gita, 'Namaste Gita')).chatId;
  });
  afterAll(() => m.ctx.close());

  const read = async (url: string, who: Candidate = gita) => {
    const response = await call2.get(url, who);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return json(response).data;
  };

  /** What Gita sees of Kiran on every surface, as one object to compare. */
  async function whatGitaSees() {
    const feed = await read('/posts');
    const notificationsList = await read('/notifications');
    return {
      feed: ids(feed.rows).includes(kirans.post),
      post: (await call2.get(`/posts/${kirans.post}`, gita)).statusCode,
      counts: pick(await read(`/posts/${gitasPost}`), ['likesCount', 'commentsCount']),
      comments: ids((await read(`/comments/${gitasPost}`)).rows),
      replies: (await call2.get(`/comments/${kirans.comment}/replies`, gita)).statusCode,
      helpers: names((await read('/community/helpers?keywords=medical%20advice')).users).includes('Kiran Unlisted'),
      search: (await read('/user/filter?keyword=unlisted')).total,
      profile: (await call2.get(`/user/profile/${kiran.id}`, gita)).statusCode,
      matrimonialSearch: names((await read('/matrimonial/profiles/search?keyword=unlisted')).profiles),
      recommended: names((await read('/matrimonial/profiles/recommended?limit=50')).profiles).includes('Kiran Unlisted'),
      matrimonialProfile: (await call2.get(`/matrimonial/profile/${kiran.id}`, gita)).statusCode,
      interests: (await read('/matrimonial/interests/received')).total,
      chats: (await read('/chats')).map((chat: { chatId: string }) => chat.chatId),
      messages: (await call2.get(`/chats/${kirans.chatId}/messages`, gita)).statusCode,
      notifications: notificationsList.rows.some((row: { actor: { id: string } | null }) => row.actor?.id === kiran.id),
      unreadNotifications: (await read('/notifications/unread-count')).count > 0,
    };
  }

  const visible = {
    feed: true,
    post: 200,
    counts: { likesCount: 1, commentsCount: 1 },
    comments: [] as string[],
    replies: 200,
    helpers: true,
    search: 1,
    profile: 200,
    matrimonialSearch: ['Kiran Unlisted'],
    recommended: true,
    matrimonialProfile: 200,
    interests: 1,
    chats: [] as string[],
    messages: 200,
    notifications: true,
    unreadNotifications: true,
  };

  /** What Gita sees of Kiran while he is unlisted: nothing, on any surface. */
  const vanished = {
    feed: false,
    post: 404,
    counts: { likesCount: 0, commentsCount: 0 },
    comments: [] as string[],
    replies: 404,
    helpers: false,
    search: 0,
    profile: 404,
    matrimonialSearch: [] as string[],
    recommended: false,
    matrimonialProfile: 404,
    interests: 0,
    chats: [] as string[],
    messages: 404,
    notifications: false,
    unreadNotifications: false,
  };

  it('shows Kiran everywhere while he is active (the baseline)', async () => {
    expect(await whatGitaSees()).toEqual({ ...visible, comments: [kirans.comment], chats: [kirans.chatId] });
  });

  it('suspended: he and what he wrote vanish from every surface, and messages to him answer 403', async () => {
    await dataOf(send(m.ctx, 'POST', `/admin/users/${kiran.id}/suspend`, m.moderator, { days: 3, note: 'Cool off' }));
    expect(await whatGitaSees()).toEqual(vanished);
    const toKiran = await sendMessage(m.ctx, gita, kiran, 'Are you there?');
    expect(toKiran.statusCode, toKiran.body).toBe(403);
    // Staff still find him in the console, to reinstate him.
    expect((await dataOf(send(m.ctx, 'GET', '/admin/users?keyword=unlisted', m.moderator))).total).toBe(1);
  });

  it('reinstated: everything comes back, and messages pass again', async () => {
    await dataOf(send(m.ctx, 'POST', `/admin/users/${kiran.id}/reinstate`, m.moderator, { note: 'Served' }));
    expect(await whatGitaSees()).toEqual({ ...visible, comments: [kirans.comment], chats: [kirans.chatId] });
    expect((await sendMessage(m.ctx, gita, kiran, 'Welcome back')).statusCode).toBe(201);
  });

  it('banned: the same vanishing, until an admin reinstates him', async () => {
    await dataOf(send(m.ctx, 'POST', `/admin/users/${kiran.id}/ban`, m.admin, { note: 'Asked families for money' }));
    const seen = await whatGitaSees();
    expect(seen).toMatchObject({ feed: false, post: 404, search: 0, profile: 404, matrimonialProfile: 404, chats: [] });
    expect((await sendMessage(m.ctx, gita, kiran)).statusCode).toBe(403);
    await dataOf(send(m.ctx, 'POST', `/admin/users/${kiran.id}/reinstate`, m.admin, { note: 'Appeal upheld' }));
    expect((await whatGitaSees()).profile).toBe(200);
  });

  it('deleting his account ("Delete my account"): the same vanishing at once; restoring it brings everything back', async () => {
    const credentials = { phoneNumber: kiran.phoneNumber, password: kiran.password };
    const loggedIn = await m.ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: credentials });
    expect(loggedIn.statusCode, loggedIn.body).toBe(200);
    const deleted = await m.ctx.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { authorization: `Bearer ${json(loggedIn).data.accessToken}` },
      payload: { password: kiran.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await whatGitaSees()).toEqual(vanished);
    expect((await sendMessage(m.ctx, gita, kiran, 'Are you there?')).statusCode).toBe(403);
    // Staff still find him in the console.
    expect((await dataOf(send(m.ctx, 'GET', '/admin/users?keyword=unlisted', m.moderator))).total).toBe(1);

    const restored = await m.ctx.app.inject({ method: 'POST', url: '/api/account/restore', payload: credentials });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await whatGitaSees()).toEqual({ ...visible, comments: [kirans.comment], chats: [kirans.chatId] });
  });
});
