import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { matrimonialProfiles } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { changed } from '../caches.ts';

/** "Hide my profile for now": out of search and recommendations until shown again; interests and chats stay. */
export async function setMarriageProfileVisible(db: Db, userId: string, visible: boolean): Promise<{ visible: boolean }> {
  const rows = await db
    .update(matrimonialProfiles)
    .set({ isHidden: !visible })
    .where(eq(matrimonialProfiles.userId, userId))
    .returning({ isHidden: matrimonialProfiles.isHidden });
  if (rows.length === 0) throw notFound('You have no marriage profile yet');
  changed({ type: 'member-changed', userId });
  return { visible: !rows[0]!.isHidden };
}
