/**
 * What a lived-in community has and a fresh seed lacks, for `npm run bench`: each read then pays for its rules and its
 * history as a real member's or moderator's would. Each of these found a real cost the fresh seed hid
 * (docs/BENCHMARKS.md: the feed's hidden-comment count, the notifications list, the console's audit log). Each step
 * adds only what is missing.
 */
import { and, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../apps/api/src/db/client.ts';
import { rowsOf } from '../apps/api/src/db/rows.ts';
import { auditLog, blocks, comments, notifications, posts, users } from '../apps/api/src/db/schema/index.ts';

/** The benchmarked member's notifications: a year of an active member's (their posts' comments and likes, replies). */
export const BENCH_MEMBER_NOTIFICATIONS = 3_000;
/** The console's audit log: a few years of moderation in a community of 100,000. */
export const BENCH_AUDIT_ENTRIES = 100_000;

async function memberId(db: DbOrTx, phoneNumber: string): Promise<string> {
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phoneNumber));
  if (!member) throw new Error(`No member ${phoneNumber}`);
  return member.id;
}

const countOf = async (db: DbOrTx, query: ReturnType<typeof sql>) =>
  Number(rowsOf(await db.execute(query))[0]?.['count'] ?? 0);

/**
 * Blocks and removals: the benchmarked member has blocked three members (authors of the newest posts, so the feed must
 * step over them) and been blocked by two, and moderators have removed 20 posts and 50 comments among the newest 2,000
 * posts. With none of this, `exists (hidden members)` is false and the per-row counts of hidden likes and comments
 * never run.
 */
export async function ensureSafetyHistory(db: DbOrTx, memberPhone: string): Promise<void> {
  const member = { id: await memberId(db, memberPhone) };
  if ((await db.$count(blocks, eq(blocks.blockerId, member.id))) > 0) return;
  const newestAuthors = await db
    .select({ id: posts.userId })
    .from(posts)
    .where(ne(posts.userId, member.id))
    .groupBy(posts.userId)
    .orderBy(sql`max(${posts.createdAt}) desc`)
    .limit(3);
  const blockers = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        ne(users.id, member.id),
        notInArray(
          users.id,
          newestAuthors.map((author) => author.id),
        ),
      ),
    )
    .orderBy(desc(users.id))
    .limit(2);
  await db
    .insert(blocks)
    .values([
      ...newestAuthors.map((author) => ({ blockerId: member.id, blockedId: author.id, reason: 'bench' })),
      ...blockers.map((blocker) => ({ blockerId: blocker.id, blockedId: member.id, reason: 'bench' })),
    ]);
  const newestPosts = sql`(select id from ${posts} order by created_at desc limit 2000)`;
  await db.execute(sql`
    update ${posts} set removed_at = now(), removal_note = 'Removed by a moderator (bench)'
    where id in (select id from ${newestPosts} newest where id::text like '%1' limit 20)`);
  await db.execute(sql`
    update ${comments} set removed_at = now(), removal_note = 'Removed by a moderator (bench)'
    where id in (select id from ${comments} where post_id in ${newestPosts} and parent_id is null limit 50)`);
  await db.execute(sql`vacuum (analyze) blocks, posts, comments`);
  console.log('The benchmarked member blocked 3 members and was blocked by 2; 20 posts and 50 comments removed');
}

/**
 * Notifications: every member hears of the comments on their posts (one each, read an hour later), so the table has
 * the size and spread of a real one; and the benchmarked member has `BENCH_MEMBER_NOTIFICATIONS` of every kind over a
 * year, the comments, replies and interests among the newest 40 unread (22), some from the members they blocked and
 * some about replies under others' posts.
 */
export async function ensureNotificationHistory(db: DbOrTx, memberPhone: string): Promise<void> {
  const member = await memberId(db, memberPhone);
  const community = await countOf(db, sql`select count(*)::int as count from ${notifications}`);
  const own = await countOf(db, sql`select count(*)::int as count from ${notifications} where user_id = ${member}`);
  if (community >= 100_000 && own >= BENCH_MEMBER_NOTIFICATIONS) return;
  if (community < 100_000) {
    await db.execute(sql`
      insert into ${notifications} (id, user_id, type, actor_id, entity_id, data, read_at, created_at)
      select gen_random_uuid(), p.user_id, 'POST_COMMENT', c.user_id, p.id,
        jsonb_build_object('commentId', c.id, 'preview', left(c.content, 80)),
        c.created_at + interval '1 hour', c.created_at
      from ${comments} c join ${posts} p on p.id = c.post_id
      where c.parent_id is null and c.user_id <> p.user_id`);
  }
  if (own < BENCH_MEMBER_NOTIFICATIONS) {
    // Types by i mod 10: 5 comments on my posts, 2 likes of them (grouped, so read), a reply under another's post,
    // an interest received, a message (grouped, read). Actors: 500 members, among them those the member blocked.
    await db.execute(sql`
      with mine as (select id, row_number() over (order by id) as n from ${posts} where user_id = ${member}),
      others as (select id, row_number() over (order by created_at desc, id) as n from ${posts}
        where user_id <> ${member} order by created_at desc limit 100),
      actors as (select id, row_number() over (order by id) as n from (
        (select blocked_id as id from ${blocks} where blocker_id = ${member})
        union (select id from ${users} where id <> ${member} order by id desc limit 497)) chosen)
      insert into ${notifications} (id, user_id, type, actor_id, entity_id, data, read_at, created_at)
      select gen_random_uuid(), ${member}, kind.type, a.id,
        case when kind.type = 'COMMENT_REPLY' then o.id when kind.type in ('INTEREST_RECEIVED', 'MESSAGE')
          then gen_random_uuid() else p.id end,
        case kind.type
          when 'POST_COMMENT' then jsonb_build_object('commentId', gen_random_uuid(), 'preview', 'Bahut sundar!')
          when 'POST_LIKE' then jsonb_build_object('count', 3, 'actorIds', jsonb_build_array(a.id))
          when 'COMMENT_REPLY' then jsonb_build_object('commentId', gen_random_uuid(), 'replyId', gen_random_uuid(),
            'preview', 'Ji haan')
          when 'MESSAGE' then jsonb_build_object('count', 2, 'preview', 'Namaste ji')
          else '{}'::jsonb end,
        case when i > 40 or kind.type in ('POST_LIKE', 'MESSAGE')
          then now() - i * interval '3 hours' + interval '1 hour' end,
        now() - i * interval '3 hours'
      from generate_series(${own + 1}::int, ${BENCH_MEMBER_NOTIFICATIONS}::int) i
      cross join lateral (select case when i % 10 < 5 then 'POST_COMMENT' when i % 10 < 7 then 'POST_LIKE'
        when i % 10 = 7 then 'COMMENT_REPLY' when i % 10 = 8 then 'INTEREST_RECEIVED' else 'MESSAGE' end as type) kind
      join mine p on p.n = 1 + i % (select count(*) from mine)
      join others o on o.n = 1 + i % 100
      join actors a on a.n = 1 + (i * 7) % (select count(*) from actors)`);
  }
  await db.execute(sql`vacuum (analyze) notifications`);
  console.log(`Notifications: the benchmarked member has ${BENCH_MEMBER_NOTIFICATIONS.toLocaleString('en-US')}`);
}

/**
 * The matrimonial side of a member who has used it for a while: 400 members viewed their profile and they viewed 300,
 * 60 profiles saved, 80 marked "not interested", 50 photo requests received and 30 sent, 40 members saw their contact.
 */
export async function ensureMatrimonialHistory(db: DbOrTx, memberPhone: string): Promise<void> {
  const member = await memberId(db, memberPhone);
  if ((await countOf(db, sql`select count(*)::int as count from not_interested where user_id = ${member}`)) > 0) return;
  const others = sql`(select u.id, row_number() over (order by u.id) as n from ${users} u
    join matrimonial_profiles m on m.user_id = u.id
    where u.gender <> (select gender from ${users} where id = ${member}) and u.id <> ${member}
    order by u.id limit 960)`;
  const step = (text: ReturnType<typeof sql>) => db.execute(sql`with others as ${others} ${text}`);
  await step(sql`insert into matrimonial_profile_views (viewed_id, viewer_id, viewed_on, viewed_at)
    select ${member}, id, (now() - n * interval '20 hours')::date, now() - n * interval '20 hours'
    from others where n <= 400`);
  await step(sql`insert into matrimonial_profile_views (viewed_id, viewer_id, viewed_on, viewed_at)
    select id, ${member}, (now() - n * interval '25 hours')::date, now() - n * interval '25 hours'
    from others where n > 400 and n <= 700`);
  await step(sql`insert into matrimonial_shortlist (user_id, target_id, created_at)
    select ${member}, id, now() - n * interval '1 day' from others where n > 700 and n <= 760`);
  await step(sql`insert into not_interested (id, user_id, target_user_id, created_at)
    select gen_random_uuid(), ${member}, id, now() - n * interval '1 day' from others where n > 760 and n <= 840`);
  await step(sql`insert into photo_requests (id, requester_id, owner_id, status, created_at, updated_at)
    select gen_random_uuid(), id, ${member}, case when n % 3 = 0 then 'GRANTED' else 'REQUESTED' end,
      now() - n * interval '1 day', now() - n * interval '1 day' from others where n > 840 and n <= 890`);
  await step(sql`insert into photo_requests (id, requester_id, owner_id, status, created_at, updated_at)
    select gen_random_uuid(), ${member}, id, case when n % 3 = 0 then 'GRANTED' else 'REQUESTED' end,
      now() - n * interval '1 day', now() - n * interval '1 day' from others where n > 890 and n <= 920`);
  await step(sql`insert into matrimonial_contact_views (id, owner_id, viewer_id, viewed_at)
    select gen_random_uuid(), ${member}, id, now() - n * interval '1 day' from others where n > 920`);
  await db.execute(
    sql`vacuum (analyze) matrimonial_profile_views, matrimonial_shortlist, not_interested, photo_requests,
      matrimonial_contact_views`,
  );
  console.log('The benchmarked member viewed and was viewed, saved, set aside, asked for photos and was asked');
}

/**
 * The audit log of a few years of moderation (`BENCH_AUDIT_ENTRIES`, one every 15 minutes, by the bench's moderator,
 * about members across the community): the console's audit-log page and each case's history read it.
 */
export async function ensureAuditHistory(db: DbOrTx, moderatorPhone: string): Promise<void> {
  const existing = await db.$count(auditLog);
  if (existing >= BENCH_AUDIT_ENTRIES) return;
  const moderator = await memberId(db, moderatorPhone);
  await db.execute(sql`
    with members as (select id, row_number() over (order by id) as n from ${users})
    insert into ${auditLog} (id, actor_id, action, target_type, target_id, member_id, note, created_at)
    select gen_random_uuid(), ${moderator},
      (array['DISMISS_REPORT', 'REMOVE_POST', 'REMOVE_COMMENT', 'WARN', 'SUSPEND'])[1 + i % 5],
      case when i % 5 in (3, 4) then 'USER' when i % 5 = 2 then 'COMMENT' else 'POST' end,
      gen_random_uuid(), m.id, 'Benchmark history', now() - i * interval '15 minutes'
    from generate_series(${existing + 1}::int, ${BENCH_AUDIT_ENTRIES}::int) i
    join members m on m.n = 1 + (i * 7919) % (select count(*) from members)`);
  await db.execute(sql`vacuum (analyze) audit_log`);
  console.log(`The audit log holds ${BENCH_AUDIT_ENTRIES.toLocaleString('en-US')} entries`);
}
