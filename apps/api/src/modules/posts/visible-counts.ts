import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { commentLikes, comments, postLikes, posts } from '../../db/schema/index.ts';
import {
  commentByHiddenAuthor,
  commentHiddenFrom,
  hiddenFrom,
  hiddenMemberIds,
  removedFrom,
  type Viewer,
} from '../safety/index.ts';

/*
 * The counters stored on posts and comments (`likes_count`, `comments_count`, `replies_count`) count every member. A
 * viewer is shown them less what members hidden from them did: their likes, their comments and replies, and the
 * replies under their comments (the viewer does not see those threads). The hidden part is counted from the few
 * hidden members' rows, and only when the viewer has anyone hidden at all (an `exists` PostgreSQL evaluates once per
 * statement), so the usual case costs nothing per row. Comments and replies a moderator removed are hidden the same
 * way from everyone but their authors (`commentHiddenFrom`), checked only while any comment is removed.
 */

/** A post or comment id: the column of the row being read, or a value. */
type Id = AnyPgColumn | string;

const hiddenLike = alias(postLikes, 'hidden_like');
const hiddenCommentLike = alias(commentLikes, 'hidden_comment_like');
const hiddenComment = alias(comments, 'hidden_comment');
const removedComment = alias(comments, 'removed_comment');
const hiddenThread = alias(comments, 'hidden_thread');
const threadReply = alias(comments, 'thread_reply');
const hiddenReply = alias(comments, 'hidden_reply');

/** Any comment removed by a moderator, from the partial index `comments_removed_idx`. */
const anyRemovedComment = sql`exists (select 1 from ${comments} where ${comments.removedAt} is not null)`;

/**
 * `counter` less `hidden` (a count subquery), worked out only when the viewer has anyone hidden (or, for counts of
 * comments, when any comment is removed).
 */
function lessHidden(viewer: Viewer, counter: AnyPgColumn, hidden: SQL, ofComments = false): SQL<number> {
  const anyHidden = ofComments
    ? sql`(exists ${hiddenMemberIds(viewer)} or ${anyRemovedComment})`
    : sql`exists ${hiddenMemberIds(viewer)}`;
  return sql<number>`(case when ${anyHidden} then ${counter} - ${hidden} else ${counter} end)`;
}

const countOf = (query: SQL | { getSQL(): SQL }) => sql`(select count(*)::int from (${query}) hidden)`;

/** The rows of `table` whose `parent` is `parentId` and whose `author` is hidden from the viewer. */
function byHiddenAuthors(
  db: DbOrTx,
  viewer: Viewer,
  table: PgTable,
  { author, parent }: { author: AnyPgColumn; parent: AnyPgColumn },
  parentId: Id,
) {
  return db
    .select({ author })
    .from(table)
    .where(and(eq(parent, parentId), hiddenFrom(viewer, author)));
}

/** The post's likes the viewer may see. */
export function visiblePostLikes(db: DbOrTx, viewer: Viewer, postId: Id = posts.id): SQL<number> {
  const hidden = byHiddenAuthors(
    db,
    viewer,
    hiddenLike,
    { author: hiddenLike.userId, parent: hiddenLike.postId },
    postId,
  );
  return lessHidden(viewer, posts.likesCount, countOf(hidden));
}

/**
 * The post's comments and replies the viewer may see. The hidden ones are three sets, each read from an index: by
 * hidden authors (`comments_author_post_idx`), removed (`comments_removed_idx`), and the replies under hidden threads
 * (`comments_post_idx`, then `comments_replies_idx`). One `or` of the first two (`commentHiddenFrom`) has no index:
 * PostgreSQL scanned every comment of the community for each post of a page (a second per feed page).
 */
export function visiblePostComments(db: DbOrTx, viewer: Viewer, postId: Id = posts.id): SQL<number> {
  const byHiddenAuthors = db
    .select({ id: hiddenComment.id })
    .from(hiddenComment)
    .where(and(eq(hiddenComment.postId, postId), commentByHiddenAuthor(viewer, hiddenComment)));
  const removed = db
    .select({ id: removedComment.id })
    .from(removedComment)
    .where(and(eq(removedComment.postId, postId), removedFrom(viewer, removedComment)));
  const underHidden = db
    .select({ id: threadReply.id })
    .from(hiddenThread)
    .innerJoin(threadReply, eq(threadReply.parentId, hiddenThread.id))
    .where(
      and(eq(hiddenThread.postId, postId), isNull(hiddenThread.parentId), commentHiddenFrom(viewer, hiddenThread)),
    );
  return lessHidden(viewer, posts.commentsCount, countOf(byHiddenAuthors.union(removed).union(underHidden)), true);
}

/** The comment's likes the viewer may see. */
export function visibleCommentLikes(db: DbOrTx, viewer: Viewer, commentId: Id = comments.id): SQL<number> {
  const columns = { author: hiddenCommentLike.userId, parent: hiddenCommentLike.commentId };
  return lessHidden(
    viewer,
    comments.likesCount,
    countOf(byHiddenAuthors(db, viewer, hiddenCommentLike, columns, commentId)),
  );
}

/** The comment's replies the viewer may see. */
export function visibleReplies(db: DbOrTx, viewer: Viewer, commentId: Id = comments.id): SQL<number> {
  const hidden = db
    .select({ id: hiddenReply.id })
    .from(hiddenReply)
    .where(and(eq(hiddenReply.parentId, commentId), commentHiddenFrom(viewer, hiddenReply)));
  return lessHidden(viewer, comments.repliesCount, countOf(hidden), true);
}
