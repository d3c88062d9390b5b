import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { eraseMarriageActivity } from './marriage-activity-erasure.ts';
import { deleteExpiredOrigins, keepOriginForAYear } from './marriage-profile-origin.ts';

export const DELETED_COMMENT_TEXT = 'This comment was deleted';

/** Rows of a raw statement: both drivers answer `{ rows }`. */
async function rows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/**
 * The SQL of erasing one member (docs/PRIVACY-ENGINEERING.md "Deletion and erasure"), to run inside one transaction: every row of the
 * member and every row on either side of them (chats, interests, blocks, shortlists, notifications), counters on other
 * members' posts and comments set right, and the `users` row emptied to a husk that keeps only the id (what a comment
 * with replies still points at) and stays unlisted for good.
 */
export class ErasureRepository {
  private readonly db: DbOrTx;
  constructor(db: DbOrTx) {
    this.db = db;
  }

  /** Only one process erases at a time; false when another holds the lock (it will do this member). */
  async tryLock(): Promise<boolean> {
    const [row] = await rows<{ locked: boolean }>(
      this.db,
      sql`select pg_try_advisory_xact_lock(hashtext('samaj:account-erasure')) as locked`,
    );
    return row?.locked === true;
  }

  /** Members whose erasure is due and not done, oldest first. */
  async dueMemberIds(limit: number): Promise<string[]> {
    const found = await rows<{ id: string }>(
      this.db,
      sql`select u.id from users u where u.erase_at is not null and u.erase_at <= now()
        and not exists (select 1 from account_erasures e where e.id = u.id) order by u.erase_at limit ${limit}`,
    );
    return found.map((row) => row.id);
  }

  /** The member's row, locked, while their erasure is due and not done. */
  async lockDueMember(userId: string) {
    const [row] = await rows<{ id: string; phone_number: string; status: string; image: string | null }>(
      this.db,
      sql`select u.id, u.phone_number, u.status, u.image from users u where u.id = ${userId} and u.erase_at <= now()
        and not exists (select 1 from account_erasures e where e.id = u.id) for update`,
    );
    return row;
  }

  /** Stored files the member owns: profile photo, marriage photos, post photos and link images. */
  async photoPaths(userId: string, image: string | null): Promise<string[]> {
    const found = await rows<{ path: string }>(
      this.db,
      sql`select unnest(images) as path from matrimonial_profiles where user_id = ${userId}
        union select image from posts where user_id = ${userId} and image is not null
        union select meta_image from posts where user_id = ${userId} and meta_image is not null`,
    );
    return [...(image ? [image] : []), ...found.map((row) => row.path)];
  }

  async erase(userId: string, phoneNumber: string): Promise<void> {
    const db = this.db;
    // Likes on other members' posts and comments: their counters go down with the like.
    await db.execute(sql`update posts set likes_count = greatest(likes_count - 1, 0)
      where id in (select post_id from post_likes where user_id = ${userId}) and user_id <> ${userId}`);
    await db.execute(sql`delete from post_likes where user_id = ${userId}`);
    await db.execute(sql`update comments set likes_count = greatest(likes_count - 1, 0)
      where id in (select comment_id from comment_likes where user_id = ${userId})`);
    await db.execute(sql`delete from comment_likes where user_id = ${userId}`);

    // Comments: one that others replied to stays as "This comment was deleted" (their replies stay); the rest go,
    // and the counters of the posts and comments they were under go down.
    await db.execute(sql`update comments c set content = ${DELETED_COMMENT_TEXT}
      where c.user_id = ${userId} and exists (select 1 from comments r where r.parent_id = c.id and r.user_id <> ${userId})`);
    await db.execute(sql`create temporary table erased_comments on commit drop as
      select c.id, c.post_id, c.parent_id from comments c where c.user_id = ${userId}
        and not exists (select 1 from comments r where r.parent_id = c.id and r.user_id <> ${userId})`);
    await db.execute(sql`update posts p set comments_count = greatest(p.comments_count - d.n, 0)
      from (select post_id, count(*)::int as n from erased_comments group by post_id) d where p.id = d.post_id`);
    await db.execute(sql`update comments c set replies_count = greatest(c.replies_count - d.n, 0)
      from (select parent_id, count(*)::int as n from erased_comments where parent_id is not null
        and parent_id not in (select id from erased_comments) group by parent_id) d where c.id = d.parent_id`);
    await db.execute(sql`delete from comments where id in (select id from erased_comments)`);

    // The member's posts (with the likes and comments on them), and every row on either side of them.
    await db.execute(sql`delete from posts where user_id = ${userId}`);
    await db.execute(sql`delete from notifications where user_id = ${userId} or actor_id = ${userId}`);
    await db.execute(sql`delete from messages where sender_id = ${userId} or receiver_id = ${userId}`);
    await db.execute(sql`delete from chats where member_a = ${userId} or member_b = ${userId}`);
    await db.execute(sql`update chats set started_by = null where started_by = ${userId}`);
    await db.execute(sql`delete from interests where sender_id = ${userId} or receiver_id = ${userId}`);
    await db.execute(sql`delete from photo_requests where requester_id = ${userId} or owner_id = ${userId}`);
    await eraseMarriageActivity(db, userId);
    await db.execute(sql`delete from blocks where blocker_id = ${userId} or blocked_id = ${userId}`);
    await db.execute(sql`delete from checkout_list where user_id = ${userId} or target_user_id = ${userId}`);
    await db.execute(sql`delete from not_interested where user_id = ${userId} or target_user_id = ${userId}`);
    await db.execute(sql`delete from reports where reporter_id = ${userId} or reported_id = ${userId}`);
    await db.execute(sql`update reports set resolved_by = null where resolved_by = ${userId}`);
    await db.execute(sql`update grievances set handled_by = null where handled_by = ${userId}`);
    await db.execute(sql`delete from matrimonial_profiles where user_id = ${userId}`);
    await db.execute(sql`delete from partner_preferences where user_id = ${userId}`);
    await db.execute(sql`delete from push_subscriptions where user_id = ${userId}`);
    await db.execute(sql`delete from notification_preferences where user_id = ${userId}`);
    await db.execute(sql`delete from sessions where user_id = ${userId}`);
    await db.execute(sql`delete from login_addresses where user_id = ${userId}`);
    await db.execute(sql`delete from otp_codes where phone_number = ${phoneNumber}`);

    // The husk: no phone (the number may sign up afresh), no password that can match, nothing personal.
    await db.execute(sql`update users set phone_number = ${`erased:${userId}`}, password_hash = '!', full_name = null,
      image = null, email = null, date_of_birth = null, gender = null, state = null, city = null, locality = null,
      languages = '{}', bio_data = null, is_phone_number_public = false, education_degree = null,
      specialized_degree = null, university = null, passing_year = null, profession = null, current_job_role = null,
      industries = '{}', sub_industries = '{}', skills = '{}', can_help_out = '{}', can_seek_help = '{}',
      achievements = '{}', hobbies = '{}', onboarding_completed = false, is_matrimonial_profile = false,
      is_verified = false, role = 'MEMBER', accepted_terms_version = null, terms_accepted_at = null,
      deletion_requested_at = null, password_changed_at = null
      where id = ${userId}`);
    await db.execute(sql`insert into account_erasures (id) values (${userId})`);
    await db.execute(keepOriginForAYear(userId));
  }

  /** Marriage-profile origins a year past their erasure. */
  async deleteExpiredOrigins(): Promise<void> {
    await this.db.execute(deleteExpiredOrigins);
  }
}
