import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * The matrimonial rows on either side of an erased member: profile visits and shortlists (made and received), contact
 * views (made and received), co-managements (as owner or family member) and what they did. Where the member acted as
 * a family co-manager for someone else, that member's interests and messages stay theirs, without the erased name.
 * (The erased `users` row stays as a husk, so the foreign keys' cascades never run: each table is named here.)
 */
export async function eraseMarriageActivity(db: DbOrTx, userId: string): Promise<void> {
  await db.execute(sql`delete from matrimonial_profile_views where viewer_id = ${userId} or viewed_id = ${userId}`);
  await db.execute(sql`delete from matrimonial_shortlist where user_id = ${userId} or target_id = ${userId}`);
  await db.execute(sql`delete from matrimonial_contact_views where viewer_id = ${userId} or owner_id = ${userId}`);
  await db.execute(sql`update matrimonial_contact_views set manager_id = null where manager_id = ${userId}`);
  await db.execute(
    sql`delete from matrimonial_co_manager_actions where owner_id = ${userId} or manager_id = ${userId}`,
  );
  await db.execute(sql`delete from matrimonial_co_managers where owner_id = ${userId} or manager_id = ${userId}`);
  await db.execute(sql`update interests set sent_by_manager_id = null where sent_by_manager_id = ${userId}`);
  await db.execute(sql`update interests set answered_by_manager_id = null where answered_by_manager_id = ${userId}`);
  await db.execute(sql`update messages set sent_by_manager_id = null where sent_by_manager_id = ${userId}`);
}
