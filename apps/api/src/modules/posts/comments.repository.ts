import { and, eq, exists, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { placeholderFor, type Bound } from '../../db/prepared.ts';
import { commentLikes, comments, posts, users } from '../../db/schema/index.ts';
import {
  avatarSeenBy,
  commentShownTo,
  type ContentColumns,
  contentShownTo,
  HiddenOnce,
  idOf,
  isErased,
  type Viewer,
  visibleTo,
} from '../safety/index.ts';
import type { PageWindow } from './posts.repository.ts';
import { isForeignKeyViolation, keepUpdatedAt, newestFirst } from './sql.ts';
import { commentLikeTables, toggleLikeOn } from './toggle-like.ts';
import { visibleCommentLikes, visibleReplies } from './visible-counts.ts';

/** The columns of a comment, `isLiked` and the counts computed for the viewer in the same query. */
function commentColumns(db: DbOrTx, viewer: Viewer) {
  const viewerId = idOf(viewer);
  return {
    id: comments.id,
    postId: comments.postId,
    parentId: comments.parentId,
    author: { id: users.id, fullName: users.fullName, image: avatarSeenBy(viewerId), isVerified: users.isVerified },
    authorErased: sql<boolean>`${isErased(comments.userId)}`,
    content: comments.content,
    isLiked: sql<number>`(exists (select 1 from ${commentLikes} where ${commentLikes.commentId} = ${comments.id} and ${commentLikes.userId} = ${viewerId}))::int`,
    likesCount: visibleCommentLikes(db, viewer),
    repliesCount: visibleReplies(db, viewer),
    removedAt: comments.removedAt,
    removalNote: comments.removalNote,
    createdAt: comments.createdAt,
  };
}

/** `comments` again, for the total computed in the same statement as a page. */
const countedComments = alias(comments, 'counted_comments');
const commentPost = alias(posts, 'comment_post');
/** For a reply, the comment it answers: the thread it lives in. */
const commentThread = alias(comments, 'comment_thread');
/** The same three again, for a comment checked inside another statement. */
const checkedComment = alias(comments, 'checked_comment');
const checkedPost = alias(posts, 'checked_post');
const checkedThread = alias(comments, 'checked_thread');

/**
 * A comment is visible to the viewer when it, its post and, for a reply, the comment it answers are shown to them
 * (`contentShownTo`, `commentShownTo`: their authors visible, and nothing a moderator removed unless the viewer wrote
 * it; an erased member's answered comment is shown to all): a reply lives in that comment's thread. The thread is left
 * joined on `parentId`.
 */
function commentVisibleTo(
  viewer: Viewer,
  comment: ContentColumns & { parentId: AnyPgColumn },
  post: ContentColumns,
  thread: ContentColumns,
): SQL {
  return and(
    commentShownTo(viewer, comment),
    contentShownTo(viewer, post),
    or(isNull(comment.parentId), commentShownTo(viewer, thread)),
  )!;
}

/** The comments of a post (top level), or the replies to a comment. */
export type CommentParent = { postId: string } | { commentId: string };
type ParentKind = 'post' | 'comment';

const parentOf = (parent: CommentParent): { kind: ParentKind; id: string } =>
  'postId' in parent ? { kind: 'post', id: parent.postId } : { kind: 'comment', id: parent.commentId };

function childrenOf(kind: ParentKind, parentId: Bound, table: typeof comments | typeof countedComments): SQL {
  // `parent_id is null` is written out so that the planner can use the partial index comments_post_idx.
  return kind === 'post' ? and(eq(table.postId, parentId), isNull(table.parentId))! : eq(table.parentId, parentId);
}

/** Parameters of the prepared page statements, given where the condition helpers take the values themselves. */
const viewerIdParam = placeholderFor('viewerId');
const parentIdParam = placeholderFor('parentId');

export class CommentsRepository {
  private readonly db: DbOrTx;
  /** The page queries, prepared once: their SQL is not rebuilt per request, and PostgreSQL keeps them parsed. */
  private readonly pageStatements;

  constructor(db: DbOrTx) {
    this.db = db;
    this.pageStatements = { post: this.preparePage('post'), comment: this.preparePage('comment') };
  }

  /** The comment exists and is visible to the viewer (`commentVisibleTo`). */
  private visibleComment(viewer: Viewer, commentId: Bound): SQL {
    return exists(
      this.db
        .select({ id: checkedComment.id })
        .from(checkedComment)
        .innerJoin(checkedPost, eq(checkedPost.id, checkedComment.postId))
        .leftJoin(checkedThread, eq(checkedThread.id, checkedComment.parentId))
        .where(
          and(
            eq(checkedComment.id, commentId),
            commentVisibleTo(viewer, checkedComment, checkedPost, checkedThread),
          ),
        ),
    );
  }

  /**
   * A comment the viewer may see, with what deciding who may delete or answer it needs: `threadDeleted` when the
   * top-level comment it belongs to is an erased member's "This comment was deleted", which takes no new replies.
   */
  async findVisible(id: string, viewerId: string) {
    const [row] = await this.db
      .select({
        id: comments.id,
        postId: comments.postId,
        parentId: comments.parentId,
        userId: comments.userId,
        postAuthorId: commentPost.userId,
        removedAt: comments.removedAt,
        threadDeleted: sql<boolean>`${isErased(sql`coalesce(${commentThread.userId}, ${comments.userId})`)}`,
      })
      .from(comments)
      .innerJoin(commentPost, eq(commentPost.id, comments.postId))
      .leftJoin(commentThread, eq(commentThread.id, comments.parentId))
      .where(and(eq(comments.id, id), commentVisibleTo(viewerId, comments, commentPost, commentThread)))
      .limit(1);
    return row;
  }

  async findById(id: string, viewerId: string) {
    const [row] = await this.db
      .select(commentColumns(this.db, viewerId))
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(eq(comments.id, id))
      .limit(1);
    return row;
  }

  /**
   * A page of comments or replies, newest first, with their total, in one query. The parent's visibility is part of
   * the condition (evaluated once), so an empty page may mean "no such parent": the caller tells which.
   */
  page(parent: CommentParent, viewerId: string, { limit, offset }: PageWindow) {
    const { kind, id } = parentOf(parent);
    return this.pageStatements[kind].execute({ parentId: id, viewerId, limit, offset });
  }

  private preparePage(kind: ParentKind) {
    const viewer = new HiddenOnce(this.db, viewerIdParam);
    const parentVisible =
      kind === 'post'
        ? exists(
            this.db
              .select({ id: posts.id })
              .from(posts)
              .where(and(eq(posts.id, parentIdParam), contentShownTo(viewer, posts))),
          )
        : this.visibleComment(viewer, parentIdParam);
    const total = sql<number>`(${this.db
      .select({ count: sql`count(*)::int` })
      .from(countedComments)
      .where(
        and(childrenOf(kind, parentIdParam, countedComments), commentShownTo(viewer, countedComments)),
      )})`;
    return this.db
      .with(viewer.hiddenMembers)
      .select({ ...commentColumns(this.db, viewer), total })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(and(childrenOf(kind, parentIdParam, comments), commentShownTo(viewer, comments), parentVisible))
      .orderBy(...newestFirst(comments.createdAt, comments.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`comments_page_of_${kind}`);
  }

  async count(parent: CommentParent, viewerId: string): Promise<number> {
    const { kind, id } = parentOf(parent);
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(comments)
      .where(and(childrenOf(kind, id, comments), commentShownTo(viewerId, comments)));
    return row?.count ?? 0;
  }

  async isPostVisible(postId: string, viewerId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.id, postId), contentShownTo(viewerId, posts)))
      .limit(1);
    return row !== undefined;
  }

  /**
   * Adds a comment (parentId null) or a reply, and counts it on the post (and on the comment it answers) in the same
   * transaction. Locks the post, then the top-level comment, before anything else: every change of these counters
   * takes them in that order, so concurrent writers queue instead of deadlocking. Returns the new comment's id, or
   * undefined when the post or the comment answered is gone, not visible to the author, or removed by a moderator.
   */
  async insert(values: { postId: string; parentId: string | null; userId: string; content: string }) {
    try {
      return await this.db.transaction(async (tx) => {
        const [post] = await tx
          .select({ id: posts.id })
          .from(posts)
          .where(and(eq(posts.id, values.postId), visibleTo(values.userId, posts.userId), isNull(posts.removedAt)))
          .for('no key update');
        if (!post) return undefined;
        if (values.parentId) {
          const [parent] = await tx
            .select({ id: comments.id })
            .from(comments)
            .where(
              and(
                eq(comments.id, values.parentId),
                eq(comments.postId, values.postId),
                visibleTo(values.userId, comments.userId),
                isNull(comments.removedAt),
              ),
            )
            .for('no key update');
          if (!parent) return undefined;
        }
        const [created] = await tx.insert(comments).values(values).returning({ id: comments.id });
        await tx
          .update(posts)
          .set({ commentsCount: sql`${posts.commentsCount} + 1`, ...keepUpdatedAt(posts.updatedAt) })
          .where(eq(posts.id, values.postId));
        if (values.parentId) {
          await tx
            .update(comments)
            .set({ repliesCount: sql`${comments.repliesCount} + 1`, ...keepUpdatedAt(comments.updatedAt) })
            .where(eq(comments.id, values.parentId));
        }
        return created!.id;
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) return undefined;
      throw error;
    }
  }

  /**
   * Deletes a comment with its replies (or a reply), taking them off the post's count (and the reply off its
   * comment's) in the same transaction, with the same lock order as `insert`. False when it was already gone.
   */
  async delete(target: { id: string; postId: string; parentId: string | null }): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: posts.id }).from(posts).where(eq(posts.id, target.postId)).for('no key update');
      const topLevelId = target.parentId ?? target.id;
      const [topLevel] = await tx
        .select({ id: comments.id })
        .from(comments)
        .where(eq(comments.id, topLevelId))
        .for(target.parentId ? 'no key update' : 'update');
      if (!topLevel) return false;
      const removed = await tx
        .delete(comments)
        .where(or(eq(comments.id, target.id), eq(comments.parentId, target.id)))
        .returning({ id: comments.id });
      if (!removed.some((row) => row.id === target.id)) return false;
      await tx
        .update(posts)
        .set({
          commentsCount: sql`greatest(${posts.commentsCount} - ${removed.length}, 0)`,
          ...keepUpdatedAt(posts.updatedAt),
        })
        .where(eq(posts.id, target.postId));
      if (target.parentId) {
        await tx
          .update(comments)
          .set({ repliesCount: sql`greatest(${comments.repliesCount} - 1, 0)`, ...keepUpdatedAt(comments.updatedAt) })
          .where(eq(comments.id, target.parentId));
      }
      return true;
    });
  }

  /**
   * Likes the comment for the viewer or takes the like back (`toggleLike`); undefined if not visible or removed by a
   * moderator, 'deleted' for an erased member's "This comment was deleted".
   */
  toggleLike(commentId: string, viewerId: string) {
    return toggleLikeOn(this.db, commentLikeTables, { likedId: commentId, viewerId }, async (tx) => {
      const [target] = await tx
        .select({ deleted: sql<boolean>`${isErased(comments.userId)}` })
        .from(comments)
        .where(and(eq(comments.id, commentId), isNull(comments.removedAt), this.visibleComment(viewerId, commentId)))
        .for('no key update');
      if (target?.deleted) return 'deleted' as const;
      return target !== undefined || undefined;
    });
  }
}
