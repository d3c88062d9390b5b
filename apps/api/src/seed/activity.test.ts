import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows.ts';
import { createTestContext, json, type TestContext } from '../test/app.ts';
import { POSTS_PER_MEMBER, seedCommunity } from './bulk.ts';
import { DEMO_PASSWORD } from './demo.ts';
import { generatedPhoneNumber } from './members.ts';

const silentLog = { info: () => {}, warn: () => {} };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const one = async (query: ReturnType<typeof sql>) => rowsOf(await ctx.database.db.execute(query))[0]!;
const counts = async () =>
  one(sql`select
    (select count(*) from users)::int as members,
    (select count(*) from posts)::int as posts,
    (select count(*) from chats)::int as chats,
    (select count(*) from messages)::int as messages,
    (select count(*) from interests)::int as interests,
    (select count(*) from checkout_list)::int as shortlists,
    (select count(*) from users where is_matrimonial_profile)::int as profiles`);

describe('a seeded community', () => {
  it('gives N members posts, marriage profiles, chats with messages, interests and shortlists', async () => {
    await seedCommunity(ctx.database, { members: 300, demo: false, log: silentLog });
    const seeded = await counts();
    expect(seeded.members).toBe(300);
    expect(seeded.posts).toBe(300 * POSTS_PER_MEMBER);
    expect(Number(seeded.profiles)).toBeGreaterThan(90);
    expect(Number(seeded.chats)).toBeGreaterThanOrEqual(400);
    expect(Number(seeded.messages)).toBeGreaterThanOrEqual(Number(seeded.chats) * 4);
    expect(Number(seeded.messages)).toBeLessThanOrEqual(Number(seeded.chats) * 15);
    expect(Number(seeded.interests)).toBeGreaterThan(Number(seeded.profiles) * 2);
    expect(seeded.shortlists).toBe(600);
  });

  it('keeps the rules the API keeps', async () => {
    const broken = await one(sql`select
      (select count(*) from chats c where c.last_message_at <>
        (select max(m.created_at) from messages m where m.chat_id = c.id))::int as chats_with_wrong_last_time,
      (select count(*) from messages where created_at > now() or sender_id = receiver_id)::int as odd_messages,
      (select count(*) from messages m join chats c on c.id = m.chat_id
        where not (m.sender_id in (c.member_a, c.member_b) and m.receiver_id in (c.member_a, c.member_b)))::int
        as messages_outside_their_chat,
      (select count(*) from interests i join users s on s.id = i.sender_id join users r on r.id = i.receiver_id
        where s.gender = r.gender or not s.is_matrimonial_profile or not r.is_matrimonial_profile)::int
        as interests_out_of_rule,
      (select count(*) from checkout_list where user_id = target_user_id)::int as self_shortlists`);
    expect(broken).toEqual({
      chats_with_wrong_last_time: 0,
      odd_messages: 0,
      messages_outside_their_chat: 0,
      interests_out_of_rule: 0,
      self_shortlists: 0,
    });
    const statuses = rowsOf(await ctx.database.db.execute(sql`select status, count(*)::int as n from interests group by status`));
    expect(statuses.map((row) => row['status']).sort()).toEqual(['ACCEPTED', 'DECLINED', 'PENDING']);
  });

  it('is what a seeded member sees in the app: chats with unread messages, and a feed', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phoneNumber: generatedPhoneNumber(7), password: DEMO_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const headers = { authorization: `Bearer ${json(login).data.accessToken}` };
    const chats = json(await ctx.app.inject({ method: 'GET', url: '/api/chats', headers })).data;
    expect(chats.length).toBeGreaterThan(0);
    const feed = json(await ctx.app.inject({ method: 'GET', url: '/api/posts?page=1&limit=8', headers })).data;
    expect(feed.posts ?? feed.rows ?? feed).toHaveLength(8);
  });

  it('adds activity only for members who have none, so a second run continues', async () => {
    const before = await counts();
    await seedCommunity(ctx.database, { members: 100, demo: false, log: silentLog });
    const after = await counts();
    expect(after.members).toBe(400);
    expect(after.posts).toBe(400 * POSTS_PER_MEMBER);
    expect(after.shortlists).toBe(800);
    expect(Number(after.chats)).toBeGreaterThan(Number(before.chats));
    expect(Number(after.chats)).toBeLessThan(Number(before.chats) * 1.5);
  });
});
