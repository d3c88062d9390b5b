import { offsetOf } from '@samaj/shared';
import type {
  AdminMember,
  AdminMembersList,
  AdminMembersQuery,
  AdminReportsQuery,
  AdminStats,
  AuditLog,
  ReportCase,
  ReportCaseList,
} from '@samaj/shared/moderation';
import type { Config } from '../../config/index.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { CasesRepository } from './cases.repository.ts';
import { GrievancesRepository } from './grievances.repository.ts';
import { toAdminMember, toAuditEntry, toReportCase } from './moderation.mapper.ts';
import { ModerationRepository } from './moderation.repository.ts';

/** How many members the stats name for bursts of new conversations. */
const BURSTS_SHOWN = 10;

/** What the console reads: the queue, members, the audit log and the numbers. Changes go through ModerationService. */
export class ConsoleService {
  private readonly repository: ModerationRepository;
  private readonly cases: CasesRepository;
  private readonly grievances: GrievancesRepository;
  private readonly config: Config;
  constructor(db: Db, config: Config) {
    this.repository = new ModerationRepository(db);
    this.cases = new CasesRepository(db);
    this.grievances = new GrievancesRepository(db);
    this.config = config;
  }

  async reports(query: AdminReportsQuery): Promise<ReportCaseList> {
    const { rows, total } = await this.cases.page({
      status: query.status,
      targetType: query.targetType,
      limit: query.limit,
      offset: offsetOf(query.page, query.limit),
    });
    return { rows: rows.map(toReportCase), total };
  }

  async reportCase(reportId: string): Promise<ReportCase> {
    const row = await this.cases.findCase(reportId);
    if (!row) throw notFound('Report not found');
    return toReportCase(row);
  }

  async members(query: AdminMembersQuery): Promise<AdminMembersList> {
    const { rows, total } = await this.repository.membersPage(query, offsetOf(query.page, query.limit));
    return { rows: rows.map(toAdminMember), total };
  }

  async member(id: string): Promise<AdminMember> {
    const row = await this.repository.memberRow(id);
    if (!row) throw notFound('Member not found');
    return toAdminMember(row);
  }

  async auditLog(query: { page: number; limit: number }): Promise<AuditLog> {
    const { rows, total } = await this.repository.auditPage(query.limit, offsetOf(query.page, query.limit));
    return { rows: rows.map(toAuditEntry), total };
  }

  async stats(): Promise<AdminStats> {
    // A burst: half the day's allowance of new conversations, or more.
    const burstThreshold = Math.max(2, Math.ceil(this.config.moderation.newConversationsPerDay / 2));
    const [members, reports, grievances, bursts] = await Promise.all([
      this.repository.memberCounts(),
      this.cases.openCounts(),
      this.grievances.counts(),
      this.repository.chatBursts(burstThreshold, BURSTS_SHOWN),
    ]);
    return {
      ...members,
      openReports: reports.open,
      overdueReports: reports.overdue,
      openGrievances: grievances.open,
      overdueGrievances: grievances.overdue,
      chatBursts: bursts.map((burst) => ({
        member: { ...burst.member },
        newConversations: burst.newConversations,
      })),
    };
  }
}
