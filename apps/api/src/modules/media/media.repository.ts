import { arrayContains, eq, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { matrimonialProfiles, posts, reports, users } from '../../db/schema/index.ts';

/** Every column that holds the path of a stored file: a new one must be added here too. */
export class MediaRepository {
  private readonly db: DbOrTx;
  constructor(db: DbOrTx) {
    this.db = db;
  }

  /**
   * Whether a member (profile photo), a marriage profile (photos), a post (photo, link image) or a report (the
   * evidence it keeps) still refers to this path. Stored files are named by their content, so the same picture uploaded twice is one file with many owners.
   */
  async isInUse(image: string): Promise<boolean> {
    const found = sql<number>`1`;
    const [row] = await unionAll(
      this.db.select({ found }).from(users).where(eq(users.image, image)),
      this.db
        .select({ found })
        .from(posts)
        .where(or(eq(posts.image, image), eq(posts.metaImage, image))),
      this.db
        .select({ found })
        .from(matrimonialProfiles)
        .where(arrayContains(matrimonialProfiles.images, [image])),
      this.db.select({ found }).from(reports).where(eq(reports.targetImage, image)),
    ).limit(1);
    return row !== undefined;
  }
}
