import { offsetOf } from '@samaj/shared';
import type { Comment, CommentList, CommentListQuery, LikeResult } from '@samaj/shared/posts';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Notifier } from '../notifications/index.ts';
import { CommentsRepository, type CommentParent } from './comments.repository.ts';
import { toComment } from './posts.mapper.ts';

const postNotFound = () => notFound('Post not found');
const commentNotFound = () => notFound('Comment not found');
/** An erased member's comment that others had answered: it stays, with its replies, and nothing more is added. */
const commentDeleted = () => conflict('This comment was deleted: it cannot be answered or liked');

export class CommentsService {
  private readonly repository: CommentsRepository;
  private readonly notifier: Notifier;

  constructor(db: Db, notifier: Notifier) {
    this.repository = new CommentsRepository(db);
    this.notifier = notifier;
  }

  /** Top-level comments of a post the viewer may see, newest first; 404 for an unknown (or hidden) post. */
  commentsOf(viewerId: string, postId: string, query: CommentListQuery): Promise<CommentList> {
    return this.page({ postId }, viewerId, query);
  }

  /** Replies to a comment, newest first, paged like comments. */
  repliesTo(viewerId: string, commentId: string, query: CommentListQuery): Promise<CommentList> {
    return this.page({ commentId }, viewerId, query);
  }

  /** The post's author hears of it (not waited for). */
  async comment(viewerId: string, postId: string, content: string): Promise<Comment> {
    const id = await this.repository.insert({ postId, parentId: null, userId: viewerId, content });
    if (!id) throw postNotFound();
    const created = await this.created(id, viewerId);
    void this.notifier.postComment({
      actorId: viewerId,
      postId: created.postId,
      commentId: created.id,
      content: created.content,
    });
    return created;
  }

  /**
   * A reply to a reply answers the same top-level comment: replies are one level deep. The author of the comment
   * answered (`commentId`) hears of it (not waited for).
   */
  async reply(viewerId: string, commentId: string, content: string): Promise<Comment> {
    const target = await this.repository.findVisible(commentId, viewerId);
    if (!target) throw commentNotFound();
    if (target.threadDeleted) throw commentDeleted();
    const id = await this.repository.insert({
      postId: target.postId,
      parentId: target.parentId ?? target.id,
      userId: viewerId,
      content,
    });
    if (!id) throw commentNotFound();
    const created = await this.created(id, viewerId);
    void this.notifier.commentReply({
      actorId: viewerId,
      postId: created.postId,
      commentId,
      replyId: created.id,
      content: created.content,
    });
    return created;
  }

  async toggleLike(viewerId: string, commentId: string): Promise<LikeResult> {
    const result = await this.repository.toggleLike(commentId, viewerId);
    if (!result) throw commentNotFound();
    if (result === 'deleted') throw commentDeleted();
    return result;
  }

  /** The comment's author or the post's author may delete a comment; its replies go with it. */
  async delete(viewerId: string, commentId: string): Promise<void> {
    const target = await this.repository.findVisible(commentId, viewerId);
    if (!target) throw commentNotFound();
    if (target.userId !== viewerId && target.postAuthorId !== viewerId) {
      throw forbidden('Only the author of the comment or of the post can delete it');
    }
    if (!(await this.repository.delete(target))) throw commentNotFound();
  }

  private async page(parent: CommentParent, viewerId: string, query: CommentListQuery): Promise<CommentList> {
    const rows = await this.repository.page(parent, viewerId, {
      limit: query.limit,
      offset: offsetOf(query.page, query.limit),
    });
    if (rows[0]) return { rows: rows.map(toComment), count: rows[0].total };
    // An empty page: past the end, no comments yet, or no parent the viewer may see.
    const parentVisible =
      'postId' in parent
        ? await this.repository.isPostVisible(parent.postId, viewerId)
        : (await this.repository.findVisible(parent.commentId, viewerId)) !== undefined;
    if (!parentVisible) throw 'postId' in parent ? postNotFound() : commentNotFound();
    return { rows: [], count: await this.repository.count(parent, viewerId) };
  }

  private async created(id: string, viewerId: string): Promise<Comment> {
    const row = await this.repository.findById(id, viewerId);
    if (!row) throw commentNotFound();
    return toComment(row);
  }
}
