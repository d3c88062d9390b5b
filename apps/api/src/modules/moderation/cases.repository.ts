import {
  type ModerationAction,
  REPORT_DUE_HOURS,
  type ReportStatus,
  type ReportTargetType,
  URGENT_REPORT_REASONS,
} from '@samaj/shared/moderation';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { pageWithTotal } from '../../db/paging.ts';
import { auditLog, reports, users } from '../../db/schema/index.ts';

const reporter = alias(users, 'reporter');
const reported = alias(users, 'reported');
const resolver = alias(users, 'resolver');

const urgentReasons = sql.raw(URGENT_REPORT_REASONS.map((reason) => `'${reason}'`).join(', '));

/** How many times moderators did this to the member before (the audit log is the memory). */
const historyCount = (actions: string[]) =>
  sql<number>`(select count(*)::int from ${auditLog} where ${auditLog.memberId} = ${reports.reportedId}
    and ${auditLog.action} in (${sql.join(
      actions.map((action) => sql`${action}`),
      sql`, `,
    )}))`;

export type CaseRow = NonNullable<Awaited<ReturnType<CasesRepository['findCase']>>>;

export interface CaseQuery {
  status: ReportStatus;
  targetType: ReportTargetType | undefined;
  limit: number;
  offset: number;
}

/**
 * The console's view of reports: one case per reported thing. Open cases gather the open reports on a target (the
 * oldest is the case's face, the others count in `reportsOnTarget`), the urgent reasons first, then oldest first; a
 * resolved case is the reports resolved together, newest first.
 */
export class CasesRepository {
  private readonly db: DbOrTx;
  constructor(db: DbOrTx) {
    this.db = db;
  }

  async page({ status, targetType, limit, offset }: CaseQuery) {
    const filter = targetType ? sql`and ${reports.targetType} = ${targetType}` : sql``;
    const open = status === 'OPEN';
    const grouping = open
      ? sql`${reports.targetType}, ${reports.targetId}`
      : sql`${reports.targetType}, ${reports.targetId}, ${reports.resolvedAt}`;
    const order = (of: SQL) =>
      open
        ? sql`${of}urgent desc, ${of}first_at, ${of}target_type, ${of}target_id`
        : sql`${of}resolved_at desc, ${of}target_type, ${of}target_id`;
    // Plain aggregates over the targets (a hash of 10,000 open reports in about 5 ms), then the case's face (its oldest
    // report) looked up for the page's cases only: an ordered array_agg per target took three times as long.
    const cases = sql`(
      select face.id as report_id, grouped.*
      from (
        select ${reports.targetType} as target_type, ${reports.targetId} as target_id,
          count(*)::int as reports_on_target,
          bool_or(${reports.reason} in (${urgentReasons})) as urgent,
          min(${reports.createdAt}) as first_at,
          max(${reports.resolvedAt}) as resolved_at,
          count(*) over ()::int as total
        from ${reports} where ${reports.status} = ${status} ${filter}
        group by ${grouping}
        order by ${order(sql``)}
        limit ${limit} offset ${offset}) as grouped
      cross join lateral (
        select oldest.id from ${reports} as oldest
        where oldest.target_type = grouped.target_type and oldest.target_id = grouped.target_id
          and oldest.status = ${status} ${open ? sql`` : sql`and oldest.resolved_at = grouped.resolved_at`}
        order by oldest.created_at, oldest.id limit 1) as face) as cases`;
    const rows = await this.casesFrom(cases).orderBy(order(sql.raw('cases.')));
    return pageWithTotal(rows, offset, () => this.countCases(status, targetType));
  }

  private async countCases(status: ReportStatus, targetType: ReportTargetType | undefined): Promise<number> {
    const grouping = status === 'OPEN' ? sql`target_type, target_id` : sql`target_type, target_id, resolved_at`;
    const [row] = await this.db
      .select({ count: sql<number>`count(distinct (${grouping}))::int` })
      .from(reports)
      .where(and(eq(reports.status, status), targetType ? eq(reports.targetType, targetType) : undefined));
    return row?.count ?? 0;
  }

  async findReport(reportId: string) {
    const [report] = await this.db.select().from(reports).where(eq(reports.id, reportId)).limit(1);
    return report;
  }

  /** One report's case, as `page` shows it: with the reports of the same target and status (and decision). */
  async findCase(reportId: string) {
    const cases = sql`(
      select ${reports.id} as report_id, count(*)::int as reports_on_target, min(same.created_at) as first_at,
        1 as total
      from ${reports} join ${reports} as same on same.target_type = ${reports.targetType}
        and same.target_id = ${reports.targetId} and same.status = ${reports.status}
        and same.resolved_at is not distinct from ${reports.resolvedAt}
      where ${reports.id} = ${reportId}
      group by ${reports.id}) as cases`;
    const [row] = await this.casesFrom(cases);
    return row;
  }

  /** The columns of a case, from a subquery `cases (report_id, reports_on_target, first_at, total)`. */
  private casesFrom(cases: SQL) {
    return this.db
      .select({
        report: reports,
        reportsOnTarget: sql<number>`cases.reports_on_target`,
        firstAt: sql<string>`cases.first_at`,
        total: sql<number>`cases.total`,
        author: {
          id: reported.id,
          fullName: reported.fullName,
          image: reported.image,
          isVerified: reported.isVerified,
          phoneNumber: reported.phoneNumber,
          status: reported.status,
          suspendedUntil: reported.suspendedUntil,
        },
        reporter: {
          id: reporter.id,
          fullName: reporter.fullName,
          image: reporter.image,
          isVerified: reporter.isVerified,
        },
        resolvedBy: {
          id: resolver.id,
          fullName: resolver.fullName,
          image: resolver.image,
          isVerified: resolver.isVerified,
        },
        history: {
          warnings: historyCount(['WARN']),
          removals: historyCount(['REMOVE_POST', 'REMOVE_COMMENT', 'REMOVE_MESSAGE', 'REMOVE_PHOTOS']),
          suspensions: historyCount(['SUSPEND']),
          bans: historyCount(['BAN']),
        },
      })
      .from(sql`${cases}`)
      .innerJoin(reports, sql`${reports.id} = cases.report_id`)
      .innerJoin(reported, eq(reported.id, reports.reportedId))
      .innerJoin(reporter, eq(reporter.id, reports.reporterId))
      .leftJoin(resolver, eq(resolver.id, reports.resolvedBy));
  }

  /** Open cases and those past their 24 hours. */
  async openCounts(): Promise<{ open: number; overdue: number }> {
    const [row] = await this.db
      .select({
        open: sql<number>`count(*)::int`,
        overdue: sql<number>`(count(*) filter (where first_at < now() - make_interval(hours => ${REPORT_DUE_HOURS})))::int`,
      })
      .from(
        sql`(select min(${reports.createdAt}) as first_at from ${reports} where ${reports.status} = 'OPEN'
          group by ${reports.targetType}, ${reports.targetId}) as cases`,
      );
    return { open: row?.open ?? 0, overdue: row?.overdue ?? 0 };
  }

  /**
   * Resolves every open report on the target at once, with one decision; returns them (none when another moderator
   * resolved them first).
   */
  async resolveTarget(
    target: { targetType: ReportTargetType; targetId: string },
    decision: { action: ModerationAction; note: string | null; resolvedBy: string; resolvedAt: Date },
  ) {
    return this.db
      .update(reports)
      .set({ status: 'RESOLVED', ...decision })
      .where(
        and(
          eq(reports.targetType, target.targetType),
          eq(reports.targetId, target.targetId),
          eq(reports.status, 'OPEN'),
        ),
      )
      .returning({ id: reports.id, reporterId: reports.reporterId });
  }
}
