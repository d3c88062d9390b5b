import type { LikeResult } from '@samaj/shared/posts';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { commentLikes, comments, postLikes, posts } from '../../db/schema/index.ts';
import { isForeignKeyViolation } from './sql.ts';
import { visibleCommentLikes, visiblePostLikes } from './visible-counts.ts';

/** What liking one kind of content touches: its likes table, and the liked table with its counter. */
export interface LikeTables {
  /** `post_likes` or `comment_likes`: a row per member and liked thing. */
  likes: PgTable;
  likedId: AnyPgColumn;
  likerId: AnyPgColumn;
  /** `posts` or `comments`. */
  liked: PgTable;
  id: AnyPgColumn;
  likesCount: AnyPgColumn;
  /** The likes the viewer may see, read from the liked row after the change (`visiblePostLikes`, …). */
  visibleLikes: (tx: DbOrTx, viewerId: string) => SQL<number>;
}

/**
 * Likes the post or comment for the viewer, or takes the like back if there is one, and keeps `likes_count` in step
 * in the same transaction. `lock` locks the liked row first (every change of its counters does, so concurrent likes
 * queue on it and the count stays exact) and answers `true` when the viewer may like it; anything else it answers is
 * returned as it is (undefined: not found). Undefined too when the member's account went meanwhile.
 */
export async function toggleLikeOn<Refusal>(
  db: DbOrTx,
  tables: LikeTables,
  { likedId, viewerId }: { likedId: string; viewerId: string },
  lock: (tx: DbOrTx) => Promise<true | Refusal>,
): Promise<LikeResult | Refusal | undefined> {
  const column = (of: AnyPgColumn) => sql.identifier(of.name);
  try {
    return await db.transaction(async (tx) => {
      const allowed = await lock(tx);
      if (allowed !== true) return allowed;
      const added = rowsOf(
        await tx.execute(sql`insert into ${tables.likes} (${column(tables.likedId)}, ${column(tables.likerId)})
          values (${likedId}, ${viewerId}) on conflict do nothing returning 1 as added`),
      );
      let change = added.length;
      if (change === 0) {
        const removed = rowsOf(
          await tx.execute(sql`delete from ${tables.likes}
            where ${tables.likedId} = ${likedId} and ${tables.likerId} = ${viewerId} returning 1 as removed`),
        );
        change = -removed.length;
      }
      // `updated_at` is left alone: it tells when the author last edited, not when someone last liked.
      const [counted] = rowsOf(
        await tx.execute(sql`update ${tables.liked} set ${column(tables.likesCount)} = ${tables.likesCount} + ${change}
          where ${tables.id} = ${likedId} returning ${tables.visibleLikes(tx, viewerId)} as likes_count`),
      );
      return { liked: change > 0, likesCount: Number(counted!['likes_count']) };
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) return undefined; // The member's account went meanwhile.
    throw error;
  }
}

export const postLikeTables: LikeTables = {
  likes: postLikes,
  likedId: postLikes.postId,
  likerId: postLikes.userId,
  liked: posts,
  id: posts.id,
  likesCount: posts.likesCount,
  visibleLikes: visiblePostLikes,
};

export const commentLikeTables: LikeTables = {
  likes: commentLikes,
  likedId: commentLikes.commentId,
  likerId: commentLikes.userId,
  liked: comments,
  id: comments.id,
  likesCount: comments.likesCount,
  visibleLikes: visibleCommentLikes,
};
