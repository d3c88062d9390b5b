import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { matrimonialProfiles } from '../../db/schema/index.ts';
import type { MediaStore } from './media-store.ts';
import { UnusedMedia } from './unused-media.ts';

/** Profiles with a marriage photo stored as a public file (uploaded before marriage photos became private files). */
const hasPublicPhoto = sql`exists (
  select 1 from unnest(${matrimonialProfiles.images}) as image
  where image like '/media/%' and image not like '/media/private/%'
)`;

/**
 * Moves marriage photos stored as public files to private ones: a private copy takes the photo's place, and the
 * public file goes once nothing else (a profile photo, a post) uses it. Run at every start; with nothing to move it
 * is one query. Processes that start together take turns on each profile. Returns how many photos moved.
 */
export async function makeMarriagePhotosPrivate(db: Db, media: MediaStore): Promise<number> {
  const pending = await db
    .select({ userId: matrimonialProfiles.userId })
    .from(matrimonialProfiles)
    .where(hasPublicPhoto);
  let moved = 0;
  for (const { userId } of pending) {
    const replaced = await db.transaction(async (tx) => {
      const [profile] = await tx
        .select({ images: matrimonialProfiles.images })
        .from(matrimonialProfiles)
        .where(eq(matrimonialProfiles.userId, userId))
        .for('update');
      const images: string[] = [];
      const replaced: string[] = [];
      for (const image of profile?.images ?? []) {
        const copy = await media.privateCopy(image);
        if (copy) replaced.push(image);
        images.push(copy ?? image);
      }
      await tx
        .update(matrimonialProfiles)
        .set({ images: [...new Set(images)] })
        .where(eq(matrimonialProfiles.userId, userId));
      return replaced;
    });
    await new UnusedMedia(db, media).remove(replaced);
    moved += replaced.length;
  }
  return moved;
}
