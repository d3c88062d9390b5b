import type { AuditAction, ReportTargetType } from '@samaj/shared/moderation';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { comments, posts, users } from '../../db/schema/index.ts';
import { CommentsRepository } from '../posts/comments.repository.ts';
import { PostsRepository } from '../posts/index.ts';
import { ModerationRepository } from './moderation.repository.ts';

export interface Removed {
  auditAction: AuditAction;
  /** Stored files the removed content used: deleted after the commit unless something else uses them. */
  images: string[];
  /** The start of what was removed, for the author's notice. */
  preview: string | null;
}

/**
 * "Remove content" of each kind of target: a post (with its comments and likes), a comment (with its replies), a
 * message, or a member's photos. The report keeps its snapshot as evidence.
 */
export class ContentRemoval {
  private readonly db: DbOrTx;
  constructor(db: DbOrTx) {
    this.db = db;
  }

  async authorOf(targetType: 'POST' | 'COMMENT', id: string): Promise<string | undefined> {
    const table = targetType === 'POST' ? posts : comments;
    const [row] = await this.db.select({ userId: table.userId }).from(table).where(eq(table.id, id)).limit(1);
    return row?.userId;
  }

  /** Removes it if it is still there (its author may have deleted it meanwhile). */
  async remove(targetType: ReportTargetType, id: string): Promise<Removed> {
    if (targetType === 'POST') return this.removePost(id);
    if (targetType === 'COMMENT') return this.removeComment(id);
    if (targetType === 'MESSAGE') {
      const repository = new ModerationRepository(this.db);
      const message = await repository.findMessage(id);
      if (message) await repository.deleteMessage(id);
      return { auditAction: 'REMOVE_MESSAGE', images: [], preview: message?.content ?? null };
    }
    const [member] = await this.db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
    const images = member ? await new ModerationRepository(this.db).removePhotos(id) : [];
    return { auditAction: 'REMOVE_PHOTOS', images, preview: null };
  }

  private async removePost(id: string): Promise<Removed> {
    const [post] = await this.db
      .select({ userId: posts.userId, content: posts.content })
      .from(posts)
      .where(eq(posts.id, id))
      .limit(1);
    const images = post ? ((await new PostsRepository(this.db).delete(id, post.userId)) ?? []) : [];
    return { auditAction: 'REMOVE_POST', images, preview: post?.content || null };
  }

  private async removeComment(id: string): Promise<Removed> {
    const [comment] = await this.db
      .select({ id: comments.id, postId: comments.postId, parentId: comments.parentId, content: comments.content })
      .from(comments)
      .where(eq(comments.id, id))
      .limit(1);
    if (comment) await new CommentsRepository(this.db).delete(comment);
    return { auditAction: 'REMOVE_COMMENT', images: [], preview: comment?.content ?? null };
  }
}
