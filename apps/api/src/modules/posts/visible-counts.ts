import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import type { Bound } from '../../db/prepared.ts';
import { commentLikes, comments, postLikes, posts } from '../../db/schema/index.ts';
import { hiddenFrom, hiddenMemberIds } from '../safety/index.ts';

/*
 * The counters stored on posts and comments (`likes_count`, `comments_count`, `replies_count`) count every member. A
 * viewer is shown them less what members hidden from them did: their likes, their comments and replies, and the
 * replies under their comments (the viewer does not see those threads). The hidden part is counted from the few
 * hidden members' rows, and only when the viewer has anyone hidden at all (an `exists` PostgreSQL evaluates once per
 * statement), so the usual case costs nothing per row.
 */

/** A post or comment id: the column of the row being read, or a value. */
type Id = AnyPgColumn | string;

const hiddenLike = alias(postLikes, 'hidden_like');
const hiddenCommentLike = alias(commentLikes, 'hidden_comment_like');
const hiddenComment = alias(comments, 'hidden_comment');
const hiddenThread = alias(comments, 'hidden_thread');
const threadReply = alias(comments, 'thread_reply');
const hiddenReply = alias(comments, 'hidden_reply');

/** `counter` less `hidden` (a count subquery), worked out only when the viewer has anyone hidden. */
function lessHidden(viewerId: Bound, counter: AnyPgColumn, hidden: SQL): SQL<number> {
  return sql<number>`(case when exists ${hiddenMemberIds(viewerId)} then ${counter} - ${hidden} else ${counter} end)`;
}

const countOf = (query: SQL | { getSQL(): SQL }) => sql`(select count(*)::int from (${query}) hidden)`;

/** The rows of `table` whose `parent` is `parentId` and whose `author` is hidden from the viewer. */
function byHiddenAuthors(
  db: DbOrTx,
  viewerId: Bound,
  table: PgTable,
  { author, parent }: { author: AnyPgColumn; parent: AnyPgColumn },
  parentId: Id,
) {
  return db
    .select({ author })
    .from(table)
    .where(and(eq(parent, parentId), hiddenFrom(viewerId, author)));
}

/** The post's likes the viewer may see. */
export function visiblePostLikes(db: DbOrTx, viewerId: Bound, postId: Id = posts.id): SQL<number> {
  const hidden = byHiddenAuthors(
    db,
    viewerId,
    hiddenLike,
    { author: hiddenLike.userId, parent: hiddenLike.postId },
    postId,
  );
  return lessHidden(viewerId, posts.likesCount, countOf(hidden));
}

/** The post's comments and replies the viewer may see. */
export function visiblePostComments(db: DbOrTx, viewerId: Bound, postId: Id = posts.id): SQL<number> {
  const byHidden = db
    .select({ id: hiddenComment.id })
    .from(hiddenComment)
    .where(and(eq(hiddenComment.postId, postId), hiddenFrom(viewerId, hiddenComment.userId)));
  const underHidden = db
    .select({ id: threadReply.id })
    .from(hiddenThread)
    .innerJoin(threadReply, eq(threadReply.parentId, hiddenThread.id))
    .where(
      and(eq(hiddenThread.postId, postId), isNull(hiddenThread.parentId), hiddenFrom(viewerId, hiddenThread.userId)),
    );
  return lessHidden(viewerId, posts.commentsCount, countOf(byHidden.union(underHidden)));
}

/** The comment's likes the viewer may see. */
export function visibleCommentLikes(db: DbOrTx, viewerId: Bound, commentId: Id = comments.id): SQL<number> {
  const columns = { author: hiddenCommentLike.userId, parent: hiddenCommentLike.commentId };
  return lessHidden(
    viewerId,
    comments.likesCount,
    countOf(byHiddenAuthors(db, viewerId, hiddenCommentLike, columns, commentId)),
  );
}

/** The comment's replies the viewer may see. */
export function visibleReplies(db: DbOrTx, viewerId: Bound, commentId: Id = comments.id): SQL<number> {
  const columns = { author: hiddenReply.userId, parent: hiddenReply.parentId };
  return lessHidden(
    viewerId,
    comments.repliesCount,
    countOf(byHiddenAuthors(db, viewerId, hiddenReply, columns, commentId)),
  );
}
