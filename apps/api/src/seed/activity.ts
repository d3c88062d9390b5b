import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

/*
 * What members do besides posting, for a generated community of any size, made inside PostgreSQL (no rows through
 * Node): chats with messages, interests between marriage profiles, and shortlists. The proportions are written in
 * docs/BENCHMARKS.md ("The seeded community"). Each step adds only for members who have none of it yet, so a second
 * run after adding members continues instead of doubling, and the same members get the same activity.
 */

/** Sample lines, in the mix of Hindi and English members write. */
const MESSAGE_LINES = [
  'Namaste! Kaise hain aap?',
  'Namaste ji, sab theek hai. Aap sunaiye?',
  'Did you see the Chhath photos on the feed?',
  'Haan, bahut sundar the. Ghat par kaun kaun tha?',
  'Pura mohalla! Next time aap bhi aaiye.',
  'Zaroor. Puja ka samay kya hai?',
  'Subah 5 baje. Main location bhej dunga.',
  'Thank you, milte hain phir.',
];

export interface ActivityCounts {
  chats: number;
  messages: number;
  interests: number;
  shortlists: number;
}

/** The members in a fixed order, numbered from 1, in a temporary table the steps join against. */
async function numberMembers(tx: DbOrTx): Promise<number> {
  await tx.execute(sql`drop table if exists seed_members`);
  await tx.execute(sql`
    create temporary table seed_members on commit drop as
    select row_number() over (order by id) as rn, id, gender, is_matrimonial_profile as matrimonial
    from users where onboarding_completed`);
  await tx.execute(sql`create index on seed_members (rn)`);
  // A temporary table has no statistics until analysed: without them the planner nests loops over it.
  await tx.execute(sql`analyze seed_members`);
  return Number(rowsOf(await tx.execute(sql`select count(*)::int as count from seed_members`))[0]!['count']);
}

/**
 * About three chats per member (each member who has started none starts one or two, with members near them in the
 * numbering), each with 4 to 15 messages over a few hours of the last 90 days; the last two messages of a third of
 * the chats are unread.
 */
async function addChats(tx: DbOrTx, members: number): Promise<{ chats: number; messages: number }> {
  const lines = sql.raw(`array[${MESSAGE_LINES.map((line) => `'${line.replaceAll("'", "''")}'`).join(', ')}]`);
  const result = await tx.execute(sql`
    with pairs as (
      select distinct on (least(m.id, p.id), greatest(m.id, p.id))
        least(m.id, p.id) as a, greatest(m.id, p.id) as b, m.id as starter
      from seed_members m
      cross join generate_series(1, 2) as k
      join seed_members p on p.rn = ((m.rn + k * 7 + (m.rn * 31 + k) % 97) % ${members}) + 1
      where p.id <> m.id and (k = 1 or m.rn % 2 = 0)
        and not exists (select 1 from chats c where c.started_by = m.id)
      order by least(m.id, p.id), greatest(m.id, p.id), m.id
    ),
    shaped as (
      select a, b, starter,
        4 + abs(hashtext(a::text || b::text)) % 12 as message_count,
        now() - interval '3 hours' - (abs(hashtext(b::text || a::text)) % (90 * 24 * 60)) * interval '1 minute' as started_at
      from pairs
    ),
    new_chats as (
      insert into chats (id, member_a, member_b, started_by, created_at, last_message_at)
      select gen_random_uuid(), a, b, starter, started_at, started_at + message_count * interval '7 minutes'
      from shaped
      on conflict do nothing
      returning id, member_a, member_b, started_by, created_at, last_message_at
    ),
    new_messages as (
      insert into messages (id, chat_id, sender_id, receiver_id, content, read_at, created_at)
      select gen_random_uuid(), c.id,
        case when g % 2 = 1 then c.started_by else other.id end,
        case when g % 2 = 1 then other.id else c.started_by end,
        (${lines})[1 + (g - 1) % ${MESSAGE_LINES.length}],
        case when g > total - 2 and abs(hashtext(c.id::text)) % 3 = 0 then null
             else c.created_at + g * interval '7 minutes' + interval '2 minutes' end,
        c.created_at + g * interval '7 minutes'
      from new_chats c
      cross join lateral (select case when c.member_a = c.started_by then c.member_b else c.member_a end as id) other
      cross join lateral (select (extract(epoch from c.last_message_at - c.created_at) / 420)::int as total) n
      cross join lateral generate_series(1, n.total) g
      returning 1
    )
    select (select count(*) from new_chats)::int as chats, (select count(*) from new_messages)::int as messages`);
  const [row] = rowsOf(result);
  return { chats: Number(row!['chats']), messages: Number(row!['messages']) };
}

/**
 * Three interests sent by each marriage profile that has sent none, to profiles of the other gender: about 60 %
 * pending, 25 % accepted and 15 % declined.
 */
async function addInterests(tx: DbOrTx): Promise<number> {
  await tx.execute(sql`drop table if exists seed_profiles`);
  await tx.execute(sql`
    create temporary table seed_profiles on commit drop as
    select id, gender, row_number() over (partition by gender order by rn) as nth
    from seed_members where matrimonial and gender in ('MALE', 'FEMALE')`);
  await tx.execute(sql`create index on seed_profiles (gender, nth)`);
  await tx.execute(sql`analyze seed_profiles`);
  const result = await tx.execute(sql`
    with genders as (select gender, count(*) as profiles from seed_profiles group by gender),
    sent as (
      insert into interests (id, sender_id, receiver_id, message, status, created_at, updated_at)
      select gen_random_uuid(), s.id, r.id,
        case when k = 1 then 'Namaste, we liked your profile. Please see our details.' end,
        case when h < 60 then 'PENDING' when h < 85 then 'ACCEPTED' else 'DECLINED' end,
        now() - (abs(hashtext(s.id::text || k::text)) % (60 * 24)) * interval '1 hour',
        now() - (abs(hashtext(s.id::text || k::text)) % (30 * 24)) * interval '1 hour'
      from seed_profiles s
      cross join generate_series(1, 3) as k
      join genders other on other.gender <> s.gender
      join seed_profiles r on r.gender = other.gender and r.nth = 1 + (s.nth * 13 + k * 101) % other.profiles
      cross join lateral (select abs(hashtext(s.id::text || r.id::text)) % 100 as h) hashed
      where not exists (select 1 from interests i where i.sender_id = s.id)
      on conflict do nothing
      returning 1
    )
    select count(*)::int as count from sent`);
  return Number(rowsOf(result)[0]!['count']);
}

/** Each member who has none shortlists two members: one as a helper, one as a seeker. */
async function addShortlists(tx: DbOrTx, members: number): Promise<number> {
  const result = await tx.execute(sql`
    with added as (
      insert into checkout_list (id, user_id, target_user_id, check_out_type, created_at)
      select gen_random_uuid(), m.id, t.id, kind,
        now() - (abs(hashtext(m.id::text || kind)) % (60 * 24)) * interval '1 hour'
      from seed_members m
      cross join (values ('helpers', 13), ('seekers', 29)) as kinds(kind, step)
      join seed_members t on t.rn = ((m.rn + step) % ${members}) + 1
      where t.id <> m.id and not exists (select 1 from checkout_list c where c.user_id = m.id)
      on conflict do nothing
      returning 1
    )
    select count(*)::int as count from added`);
  return Number(rowsOf(result)[0]!['count']);
}

/**
 * Chats, messages, interests and shortlists for every onboarded member who has none yet. One transaction under an
 * advisory lock: two seeds or benchmarks starting together add them once.
 */
export async function addCommunityActivity(db: Db): Promise<ActivityCounts> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('samaj:seed-activity'))`);
    const members = await numberMembers(tx);
    if (members < 2) return { chats: 0, messages: 0, interests: 0, shortlists: 0 };
    const { chats, messages } = await addChats(tx, members);
    const interests = await addInterests(tx);
    const shortlists = await addShortlists(tx, members);
    return { chats, messages, interests, shortlists };
  });
}
