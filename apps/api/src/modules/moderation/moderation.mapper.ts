import { type AdminMember, type AuditEntry, REPORT_DUE_HOURS, type ReportCase } from '@samaj/shared/moderation';
import { toUserCard, type UserCardColumns } from '../users/index.ts';
import type { CaseRow } from './cases.repository.ts';
import { effectiveStatus } from './member-status.ts';
import type { ModerationRepository } from './moderation.repository.ts';

type AdminMemberRow = NonNullable<Awaited<ReturnType<ModerationRepository['memberRow']>>>;
type AuditRow = Awaited<ReturnType<ModerationRepository['auditPage']>>['rows'][number];

const HOUR_MS = 60 * 60 * 1000;

interface AuthorColumns {
  id: string;
  fullName: string | null;
  image: string | null;
  isVerified: boolean;
}

/** Drizzle gives a left-joined member whose row is missing as null. */
function toAuthor(member: AuthorColumns | null) {
  return member ? { ...member } : null;
}

export function toReportCase(row: CaseRow): ReportCase {
  const { report, author } = row;
  const firstAt = new Date(row.firstAt);
  return {
    id: report.id,
    targetType: report.targetType,
    targetId: report.targetId,
    target: {
      author: {
        id: author.id,
        fullName: author.fullName,
        image: author.image,
        isVerified: author.isVerified,
        phoneNumber: author.phoneNumber,
        status: effectiveStatus(author),
      },
      content: report.targetContent,
      image: report.targetImage,
    },
    reason: report.reason,
    description: report.description,
    reporter: { ...row.reporter },
    reportsOnTarget: row.reportsOnTarget,
    history: row.history,
    status: report.status,
    action: report.action,
    note: report.note,
    createdAt: report.createdAt.toISOString(),
    dueAt: new Date(firstAt.getTime() + REPORT_DUE_HOURS * HOUR_MS).toISOString(),
    resolvedAt: report.resolvedAt?.toISOString() ?? null,
    resolvedBy: toAuthor(row.resolvedBy),
  };
}

export function toAdminMember(row: AdminMemberRow & UserCardColumns): AdminMember {
  return {
    ...toUserCard(row),
    phoneNumber: row.phoneNumber,
    role: row.role,
    status: effectiveStatus(row),
    suspendedUntil: effectiveStatus(row) === 'SUSPENDED' ? (row.suspendedUntil?.toISOString() ?? null) : null,
    reportsCount: row.reportsCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  const { entry } = row;
  return {
    id: entry.id,
    actor: toAuthor(row.actor),
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    member: toAuthor(row.member),
    note: entry.note,
    createdAt: entry.createdAt.toISOString(),
  };
}
