import {
  type ModerationAction,
  REPORT_DUE_HOURS,
  type ReportStatus,
  type ReportTargetType,
} from '@samaj/shared/moderation';
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { countRows, pageWithTotal } from '../../db/paging.ts';
import { prepared } from '../../db/prepared.ts';
import { auditLog, reportCases, reports, users } from '../../db/schema/index.ts';

const reporter = alias(users, 'reporter');
const reported = alias(users, 'reported');
const resolver = alias(users, 'resolver');

/** How many times moderators did this to the member before (the audit log is the memory). */
const historyCount = (actions: string[]) =>
  sql<number>`(select count(*)::int from ${auditLog} where ${auditLog.memberId} = ${reports.reportedId}
    and ${auditLog.action} in (${sql.join(
      actions.map((action) => sql`${action}`),
      sql`, `,
    )}))`;

/** The columns of a case, from a subquery `cases (report_id, reports_on_target, first_at, total)`. */
function casesFrom(db: DbOrTx, cases: SQL) {
  return db
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

/** The cases of a list: its status (written into the SQL text), and one kind of target when given. */
const casesMatching = (status: ReportStatus, kind: ReportTargetType | Placeholder | undefined) =>
  and(
    sql`${reportCases.status} = ${sql.raw(`'${status}'`)}`,
    kind === undefined ? undefined : eq(reportCases.targetType, kind),
  );

/** What makes one prepared statement of the queue's pages. */
interface PageShape {
  status: ReportStatus;
  /** Filtered by a kind of target (the `targetType` parameter). */
  ofKind: boolean;
  limit: number;
  /** The first page: its offset, 0, is written into the statement; later pages take an `offset` parameter. */
  first: boolean;
}

/**
 * A page of cases off the queue's index, then the people and their history for those cases only. The status, the
 * limit and the first page's offset are in the text, not parameters: PostgreSQL's kept plan then uses the status's own
 * index, and does not plan every call anew for an unknown limit or offset (see inlineNumber). The total is counted
 * apart: a window count would read every case before the page's.
 */
function pageStatement(db: DbOrTx, name: string, { status, ofKind, limit, first }: PageShape) {
  const matching = casesMatching(status, ofKind ? sql.placeholder('targetType') : undefined);
  const order = (of: SQL) =>
    status === 'OPEN'
      ? sql`${of}urgent desc, ${of}first_at, ${of}target_type, ${of}target_id`
      : sql`${of}resolved_at desc, ${of}target_type, ${of}target_id`;
  const cases = sql`(
    select report_id, reports_on_target, first_at, urgent, resolved_at, target_type, target_id,
      (select count(*)::int from ${reportCases} where ${matching}) as total
    from ${reportCases} where ${matching}
    order by ${order(sql``)} limit ${sql.raw(String(limit))} offset ${first ? sql.raw('0') : sql.placeholder('offset')}
  ) as cases`;
  return casesFrom(db, cases)
    .orderBy(order(sql.raw('cases.')))
    .prepare(name);
}

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
 * resolved case is the reports resolved together, newest first. The cases are a table that triggers on `reports` keep
 * (`reportCases`): a page is an index read, however long the queue.
 */
export class CasesRepository {
  private readonly db: DbOrTx;
  constructor(db: DbOrTx) {
    this.db = db;
  }

  async page({ status, targetType, limit, offset }: CaseQuery) {
    const shape: PageShape = { status, ofKind: targetType !== undefined, limit, first: offset === 0 };
    const name = `report_cases_${status}_${shape.ofKind ? 'of_kind' : 'all'}_${limit}${shape.first ? '_first' : ''}`;
    const rows = await prepared(this.db, name, (db, name) => pageStatement(db, name, shape)).execute({
      ...(shape.first ? {} : { offset }),
      ...(targetType ? { targetType } : {}),
    });
    return pageWithTotal(rows, offset, () => countRows(this.db, reportCases, casesMatching(status, targetType)));
  }

  async findReport(reportId: string) {
    const [report] = await this.db.select().from(reports).where(eq(reports.id, reportId)).limit(1);
    return report;
  }

  /** One report's case, as `page` shows it: the report itself, with its case's count and deadline. */
  async findCase(reportId: string) {
    const cases = sql`(
      select ${reports.id} as report_id, its.reports_on_target, its.first_at, 1 as total
      from ${reports} join ${reportCases} as its on its.target_type = ${reports.targetType}
        and its.target_id = ${reports.targetId} and its.status = ${reports.status}
        and its.resolved_at is not distinct from ${reports.resolvedAt}
      where ${reports.id} = ${reportId}) as cases`;
    const [row] = await casesFrom(this.db, cases);
    return row;
  }

  /** Open cases and those past their 24 hours. */
  async openCounts(): Promise<{ open: number; overdue: number }> {
    const [row] = await this.db
      .select({
        open: sql<number>`count(*)::int`,
        overdue: sql<number>`(count(*) filter (where ${reportCases.firstAt} < now() - make_interval(hours => ${REPORT_DUE_HOURS})))::int`,
      })
      .from(reportCases)
      .where(casesMatching('OPEN', undefined));
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
