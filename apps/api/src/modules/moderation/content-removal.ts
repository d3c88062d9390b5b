import type { AuditAction, ReportTargetType } from '@samaj/shared/moderation';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { comments, posts, users } from '../../db/schema/index.ts';
import { ModerationRepository } from './moderation.repository.ts';

export interface Removed {
  auditAction: AuditAction;
  /**
   * Stored files the removed content used: deleted after the commit unless something else uses them. A removed post
   * keeps its photos (its author still sees it), so only a member's removed photos have any.
   */
  images: string[];
  /** The start of what was removed, for the author's notice. */
  preview: string | null;
}

/**
 * "Remove content" of each kind of target: a post or a comment is marked removed (hidden from everyone but its author,
 * who sees the note; a comment's replies go out of view with it), a message is deleted, a member's photos are taken
 * off. The report keeps its snapshot as evidence.
 */
export class ContentRemoval {
  private readonly db: DbOrTx;
  constructor(db: DbOrTx) {
    this.db = db;
  }

  /** Who wrote the post or comment, and whether a moderator already removed it. */
  async find(targetType: 'POST' | 'COMMENT', id: string) {
    const table = targetType === 'POST' ? posts : comments;
    const [row] = await this.db
      .select({ userId: table.userId, removed: sql<boolean>`${table.removedAt} is not null` })
      .from(table)
      .where(eq(table.id, id))
      .limit(1);
    return row;
  }

  /** Removes it if it is still there (its author may have deleted it meanwhile). */
  async remove(targetType: ReportTargetType, id: string, note: string): Promise<Removed> {
    if (targetType === 'POST' || targetType === 'COMMENT') return this.markRemoved(targetType, id, note);
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

  /** Marks a post or comment removed, with the note its author is shown (its counters stay as they are). */
  private async markRemoved(targetType: 'POST' | 'COMMENT', id: string, note: string): Promise<Removed> {
    const table = targetType === 'POST' ? posts : comments;
    const [row] = await this.db
      .update(table)
      .set({ removedAt: new Date(), removalNote: note, updatedAt: sql`${table.updatedAt}` })
      .where(eq(table.id, id))
      .returning({ content: table.content });
    return { auditAction: targetType === 'POST' ? 'REMOVE_POST' : 'REMOVE_COMMENT', images: [], preview: row?.content || null };
  }
}
