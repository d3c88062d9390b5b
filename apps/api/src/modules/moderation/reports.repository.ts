import type { ReportTargetType } from '@samaj/shared/moderation';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { countRows, pageWithTotal, windowTotal } from '../../db/paging.ts';
import { comments, messages, posts, reports, users } from '../../db/schema/index.ts';
import { contentShownTo } from '../safety/index.ts';

export type ReportRow = typeof reports.$inferSelect;
export type NewReport = Pick<
  typeof reports.$inferInsert,
  'reporterId' | 'reportedId' | 'targetType' | 'targetId' | 'targetContent' | 'targetImage' | 'reason' | 'description'
>;

/** What a report keeps of its target: whose it is and, frozen, what it said and showed. */
export interface TargetSnapshot {
  authorId: string;
  content: string | null;
  image: string | null;
}

/** Reports as members make and follow them; the console's queries are in cases.repository.ts. */
export class ReportsRepository {
  private readonly db: DbOrTx;
  constructor(db: DbOrTx) {
    this.db = db;
  }

  /** A member the reporter may report: anyone but the reporter, found by id. Their about text and photo are kept. */
  async memberSnapshot(memberId: string): Promise<TargetSnapshot | undefined> {
    const [row] = await this.db
      .select({ authorId: users.id, content: users.bioData, image: users.image })
      .from(users)
      .where(eq(users.id, memberId))
      .limit(1);
    return row;
  }

  /** A post the reporter can see (no block either way), with its text and its photo (or its link's image). */
  async postSnapshot(postId: string, reporterId: string): Promise<TargetSnapshot | undefined> {
    const [row] = await this.db
      .select({
        authorId: posts.userId,
        content: sql<string>`concat_ws(E'\n', nullif(${posts.content}, ''), ${posts.metaCaption}, ${posts.metaUrl})`,
        // A link image on another site (older posts) is not copied: it is not ours to keep.
        image: sql<
          string | null
        >`coalesce(${posts.image}, case when ${posts.metaImage} like '/media/%' then ${posts.metaImage} end)`,
      })
      .from(posts)
      .where(and(eq(posts.id, postId), contentShownTo(reporterId, posts)))
      .limit(1);
    return row;
  }

  /** A comment the reporter can see: no block either way with its author nor with the post's. */
  async commentSnapshot(commentId: string, reporterId: string): Promise<TargetSnapshot | undefined> {
    const [row] = await this.db
      .select({ authorId: comments.userId, content: comments.content, image: sql<null>`null` })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId))
      .where(and(eq(comments.id, commentId), contentShownTo(reporterId, comments), contentShownTo(reporterId, posts)))
      .limit(1);
    return row;
  }

  /** A message and who received it: only its receiver may report it. */
  async messageSnapshot(messageId: string): Promise<(TargetSnapshot & { receiverId: string }) | undefined> {
    const [row] = await this.db
      .select({
        authorId: messages.senderId,
        receiverId: messages.receiverId,
        content: messages.content,
        image: sql<null>`null`,
      })
      .from(messages)
      .where(eq(messages.id, messageId))
      .limit(1);
    return row;
  }

  /** The new report; undefined when the reporter already has an open one on this target. */
  async insert(values: NewReport): Promise<ReportRow | undefined> {
    const [row] = await this.db
      .insert(reports)
      .values(values)
      .onConflictDoNothing({
        target: [reports.reporterId, reports.targetType, reports.targetId],
        where: sql`${reports.status} = 'OPEN'`,
      })
      .returning();
    return row;
  }

  async findOpen(reporterId: string, targetType: ReportTargetType, targetId: string): Promise<ReportRow | undefined> {
    const [row] = await this.db
      .select()
      .from(reports)
      .where(
        and(
          eq(reports.reporterId, reporterId),
          eq(reports.targetType, targetType),
          eq(reports.targetId, targetId),
          eq(reports.status, 'OPEN'),
        ),
      )
      .limit(1);
    return row;
  }

  /** The reporter's reports, newest first, with their total, in one query. */
  async mine(reporterId: string, limit: number, offset: number) {
    const rows = await this.db
      .select({
        id: reports.id,
        targetType: reports.targetType,
        reason: reports.reason,
        status: reports.status,
        action: reports.action,
        createdAt: reports.createdAt,
        resolvedAt: reports.resolvedAt,
        total: windowTotal(),
      })
      .from(reports)
      .where(eq(reports.reporterId, reporterId))
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(limit)
      .offset(offset);
    return pageWithTotal(rows, offset, () => countRows(this.db, reports, eq(reports.reporterId, reporterId)));
  }

  /** How many members have open spam reports about this member. */
  async openSpamReporters(memberId: string): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(distinct ${reports.reporterId})::int` })
      .from(reports)
      .where(and(eq(reports.reportedId, memberId), eq(reports.reason, 'SPAM'), eq(reports.status, 'OPEN')));
    return row?.count ?? 0;
  }
}
