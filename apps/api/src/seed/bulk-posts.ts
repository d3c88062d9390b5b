import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { posts } from '../db/schema/index.ts';

/** Rows of posts per statement: big enough to be quick, small enough to report progress and keep memory flat. */
const POSTS_PER_STATEMENT = 100_000;
/** Generated posts are this far apart, the first one newest: a million posts cover about a year. */
const SECONDS_BETWEEN_POSTS = 30;

export async function countPosts(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(posts);
  return row?.count ?? 0;
}

export interface AddPostsOptions {
  /** How many posts there should be in all. */
  total: number;
  /** After each statement: how many posts were added so far, of how many missing. */
  onBatch?: (added: number, missing: number) => void;
}

/**
 * Adds generated posts for the benchmark until there are `total`, entirely inside PostgreSQL (generate_series, no rows
 * through Node), by members picked evenly from every user. Post number i (counting the ones already there) is 30 s × i
 * older than now, has i % 4 likes and i % 3 comments by members, and counters that match those rows, as the API
 * keeps them. Every tenth post has a link card. Ids are random UUIDs (v4): the feed orders by creation time, not by id.
 * One transaction under an advisory lock: two benchmarks starting together add the posts once. Returns how many it added.
 */
export async function addPostsUpTo(db: Db, { total, onBatch }: AddPostsOptions): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('samaj:bench-posts'))`);
    const existing = await countPosts(tx);
    const missing = Math.max(0, total - existing);
    const newest = new Date();
    let added = 0;
    while (added < missing) {
      const first = existing + added + 1;
      const last = existing + Math.min(missing, added + POSTS_PER_STATEMENT);
      await insertPosts(tx, first, last, newest);
      added = last - existing;
      onBatch?.(added, missing);
    }
    return missing;
  });
}

async function insertPosts(db: DbOrTx, first: number, last: number, newest: Date) {
  await db.execute(sql`
      with authors as (select array_agg(id order by id) as ids, count(*)::int as total from users),
      new_posts as (
        insert into posts (id, user_id, content, meta_url, meta_caption, likes_count, comments_count, created_at, updated_at)
        select gen_random_uuid(), a.ids[(1 + (i::bigint * 7919) % a.total)::int],
          'Post ' || i || ': ' || (array[
            'Namaste everyone! Our community meeting is on Sunday at the hall, 5 pm onwards.',
            'Proud moment for our family today. Thank you all for the blessings.',
            'Looking for advice on admissions for class 11 in Patna. Any suggestions?',
            'Free health camp this Saturday morning, blood pressure and sugar check-ups.',
            'We are hiring two accountants in Noida. Freshers welcome, please share.'
          ])[1 + i % 5],
          case when i % 10 = 0 then 'https://example.org/news/' || i end,
          case when i % 10 = 0 then 'Community news ' || i end,
          i % 4, i % 3,
          ${newest.toISOString()}::timestamptz - make_interval(secs => i::bigint * ${SECONDS_BETWEEN_POSTS}),
          ${newest.toISOString()}::timestamptz - make_interval(secs => i::bigint * ${SECONDS_BETWEEN_POSTS})
        from generate_series(${first}::int, ${last}::int) as i, authors a
        returning id, created_at, likes_count, comments_count
      ),
      new_likes as (
        insert into post_likes (post_id, user_id, created_at)
        select p.id, a.ids[(1 + (abs(hashtext(p.id::text)::bigint) + j * 7907) % a.total)::int], p.created_at + make_interval(mins => j)
        from new_posts p cross join authors a cross join lateral generate_series(1, p.likes_count) as j
      )
      insert into comments (id, post_id, user_id, content, created_at, updated_at)
      select gen_random_uuid(), p.id, a.ids[(1 + (abs(hashtext(p.id::text)::bigint) + j * 6007) % a.total)::int],
        'Comment ' || j || ' on this post. Well said!',
        p.created_at + make_interval(mins => j * 3), p.created_at + make_interval(mins => j * 3)
      from new_posts p cross join authors a cross join lateral generate_series(1, p.comments_count) as j`);
}
