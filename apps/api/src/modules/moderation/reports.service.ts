import { offsetOf } from '@samaj/shared';
import type { Report, ReportReason } from '@samaj/shared/safety';
import {
  type CreateReportInput,
  type MyReportsList,
  outcomeOf,
  type ReportCreated,
  type ReportTargetType,
} from '@samaj/shared/moderation';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { type ReportRow, ReportsRepository, type TargetSnapshot } from './reports.repository.ts';

const NOT_FOUND: Record<ReportTargetType, string> = {
  USER: 'Member not found',
  POST: 'Post not found',
  COMMENT: 'Comment not found',
  MESSAGE: 'Message not found',
};
const OWN: Record<ReportTargetType, string> = {
  USER: 'You cannot report yourself',
  POST: 'You cannot report your own post',
  COMMENT: 'You cannot report your own comment',
  MESSAGE: 'You cannot report your own message',
};

/** Reports from members: about a member, a post, a comment or a message they received (docs/MODERATION.md "Reports and the queue"). */
export class ReportsService {
  private readonly repository: ReportsRepository;
  constructor(db: DbOrTx) {
    this.repository = new ReportsRepository(db);
  }

  /**
   * Files a report with a snapshot of its target, so that later edits do not clean the evidence. A reporter has one
   * open report per target: reporting it again answers with that one (`created` false).
   */
  async create(reporterId: string, input: CreateReportInput): Promise<{ report: ReportRow; created: boolean }> {
    const target = await this.snapshot(reporterId, input.targetType, input.targetId);
    const values = {
      reporterId,
      reportedId: target.authorId,
      targetType: input.targetType,
      targetId: input.targetId,
      targetContent: target.content,
      targetImage: target.image,
      reason: input.reason,
      description: input.description,
    };
    const created = await this.repository.insert(values);
    if (created) return { report: created, created: true };
    const existing = await this.repository.findOpen(reporterId, input.targetType, input.targetId);
    if (existing) return { report: existing, created: false };
    // The open one was resolved between the two statements: this report is new again.
    return { report: (await this.repository.insert(values))!, created: true };
  }

  async createForMember(reporterId: string, input: CreateReportInput): Promise<ReportCreated> {
    const { report, created } = await this.create(reporterId, input);
    return { id: report.id, status: report.status, alreadyReported: !created };
  }

  /** POST /matrimonial/reports, kept as it was: a report about a member. */
  async reportMember(
    reporterId: string,
    input: { reportedId: string; reason: ReportReason; description: string | null },
  ): Promise<Report> {
    const { report } = await this.create(reporterId, {
      targetType: 'USER',
      targetId: input.reportedId,
      reason: input.reason,
      description: input.description,
    });
    return {
      id: report.id,
      reportedId: report.reportedId,
      reason: report.reason,
      description: report.description,
      createdAt: report.createdAt.toISOString(),
    };
  }

  /** What I reported and what came of it: the outcome only, never who decided. */
  async mine(reporterId: string, query: { page: number; limit: number }): Promise<MyReportsList> {
    const { rows, total } = await this.repository.mine(reporterId, query.limit, offsetOf(query.page, query.limit));
    return {
      rows: rows.map((row) => ({
        id: row.id,
        targetType: row.targetType,
        reason: row.reason,
        status: row.status,
        outcome: row.action ? outcomeOf(row.action) : null,
        createdAt: row.createdAt.toISOString(),
        resolvedAt: row.resolvedAt?.toISOString() ?? null,
      })),
      total,
    };
  }

  private async snapshot(reporterId: string, type: ReportTargetType, id: string): Promise<TargetSnapshot> {
    let target: TargetSnapshot | undefined;
    if (type === 'USER') target = await this.repository.memberSnapshot(id);
    else if (type === 'POST') target = await this.repository.postSnapshot(id, reporterId);
    else if (type === 'COMMENT') target = await this.repository.commentSnapshot(id, reporterId);
    else {
      const message = await this.repository.messageSnapshot(id);
      if (message && message.authorId === reporterId) throw forbidden('Only the receiver of a message can report it');
      // Someone else's chat: they may not know the message exists.
      target = message?.receiverId === reporterId ? message : undefined;
    }
    if (!target) throw notFound(NOT_FOUND[type]);
    if (target.authorId === reporterId) throw badRequest(OWN[type], [{ path: 'targetId', message: OWN[type] }]);
    return target;
  }
}
