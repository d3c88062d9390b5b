import { and, arrayContains, asc, eq, gt, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { unionAll, type PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { matrimonialProfiles, posts, reports, users } from '../../db/schema/index.ts';

/**
 * The columns that hold stored paths, in the order `photoPathsAfter` walks them. `matrimonial_profiles.images` (a list)
 * is walked by profile; the others by their value, along their index.
 */
export const PHOTO_SOURCES = [
  'users.image',
  'posts.image',
  'posts.meta_image',
  'reports.target_image',
  'matrimonial_profiles.images',
] as const;
export type PhotoSource = (typeof PHOTO_SOURCES)[number];

const pathColumns: Record<Exclude<PhotoSource, 'matrimonial_profiles.images'>, PgColumn> = {
  'users.image': users.image,
  'posts.image': posts.image,
  'posts.meta_image': posts.metaImage,
  'reports.target_image': reports.targetImage,
};

/** A page of stored paths: the paths, the key to continue after, and whether there may be more. */
export interface PhotoPathPage {
  paths: string[];
  last: string | undefined;
  more: boolean;
}

/** Every column that holds the path of a stored file: a new one must be added here too (and to `PHOTO_SOURCES`). */
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

  /**
   * The next page of paths in one column, after the key `after` (a path, or for marriage photos a member id; from the
   * start when undefined). A path may come again from another column or profile: callers take that in their stride.
   */
  async photoPathsAfter(source: PhotoSource, after: string | undefined, limit: number): Promise<PhotoPathPage> {
    if (source === 'matrimonial_profiles.images') {
      const rows = await this.db
        .select({ userId: matrimonialProfiles.userId, images: matrimonialProfiles.images })
        .from(matrimonialProfiles)
        .where(after === undefined ? undefined : gt(matrimonialProfiles.userId, after))
        .orderBy(asc(matrimonialProfiles.userId))
        .limit(limit);
      return { paths: rows.flatMap((row) => row.images), last: rows.at(-1)?.userId, more: rows.length === limit };
    }
    const column = pathColumns[source];
    const conditions: SQL[] = [isNotNull(column)];
    if (after !== undefined) conditions.push(gt(column, after));
    const rows = await this.db
      .selectDistinct({ path: sql<string>`${column}` })
      .from(column.table)
      .where(and(...conditions))
      .orderBy(asc(column))
      .limit(limit);
    const paths = rows.map((row) => row.path);
    return { paths, last: paths.at(-1), more: rows.length === limit };
  }
}
