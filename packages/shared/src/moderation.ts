import { z } from 'zod';
import { ROLES, type Role } from './auth.ts';
import { uuidParam } from './envelope.ts';
import { REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from './safety.ts';
import { pageLimit, pageNumber, pageQuery } from './pagination.ts';
import { author } from './posts.ts';
import { userCard } from './profile.ts';
import { atMost, lineText, multilineText, optionalText } from './text.ts';

/*
 * The moderation contract (docs/MODERATION.md): roles and statuses, reports from members, and
 * the console's calls under /admin. Grievances are in grievances.ts.
 */

export const MEMBER_STATUSES = ['ACTIVE', 'SUSPENDED', 'BANNED'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
export const REPORT_TARGET_TYPES = ['USER', 'POST', 'COMMENT', 'MESSAGE'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
export const REPORT_STATUSES = ['OPEN', 'RESOLVED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const MODERATION_ACTIONS = ['DISMISS', 'REMOVE_CONTENT', 'WARN', 'SUSPEND', 'BAN'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const REPORT_OUTCOMES = ['ACTION_TAKEN', 'NO_ACTION'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

/** What the audit log records (one entry per moderator action). */
export const AUDIT_ACTIONS = [
  'DISMISS_REPORT',
  'REMOVE_POST',
  'REMOVE_COMMENT',
  'REMOVE_MESSAGE',
  'REMOVE_PHOTOS',
  'WARN',
  'SUSPEND',
  'BAN',
  'REINSTATE',
  'VERIFY',
  'UNVERIFY',
  'SET_ROLE',
  'ACKNOWLEDGE_GRIEVANCE',
  'RESOLVE_GRIEVANCE',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_TARGET_TYPES = [...REPORT_TARGET_TYPES, 'GRIEVANCE'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** Every report is due this long after it was made (IT Rules 2021, rule 3(2)(b) for the urgent reasons). */
export const REPORT_DUE_HOURS = 24;
/**
 * Nudity, impersonation and morphed photos: these lead the queue. The database's view of the cases (migration 0023)
 * names them too: a change here needs a migration (cases-upkeep.test.ts fails until then).
 */
export const URGENT_REPORT_REASONS = ['INAPPROPRIATE_PHOTO', 'FAKE_PROFILE'] as const satisfies readonly ReportReason[];
export const MODERATION_NOTE_MAX_LENGTH = 500;
export const REPORT_DETAILS_MAX_LENGTH = 2000;
export const SUSPENSION_DAYS_MAX = 365;
export const PAGE_SIZE_MODERATION = { myReports: 10, reports: 20, members: 20, auditLog: 50, grievances: 20 } as const;

export const ROLE_LABELS: Record<Role, string> = { MEMBER: 'Member', MODERATOR: 'Moderator', ADMIN: 'Admin' };
export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = {
  ACTIVE: 'Active',
  SUSPENDED: 'Suspended',
  BANNED: 'Banned',
};
export const REPORT_TARGET_LABELS: Record<ReportTargetType, string> = {
  USER: 'Member',
  POST: 'Post',
  COMMENT: 'Comment',
  MESSAGE: 'Message',
};
export const MODERATION_ACTION_LABELS: Record<ModerationAction, string> = {
  DISMISS: 'Dismiss',
  REMOVE_CONTENT: 'Remove content',
  WARN: 'Warn',
  SUSPEND: 'Suspend',
  BAN: 'Ban',
};
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  DISMISS_REPORT: 'dismissed a report',
  REMOVE_POST: 'removed a post',
  REMOVE_COMMENT: 'removed a comment',
  REMOVE_MESSAGE: 'removed a message',
  REMOVE_PHOTOS: 'removed photos',
  WARN: 'warned',
  SUSPEND: 'suspended',
  BAN: 'banned',
  REINSTATE: 'reinstated',
  VERIFY: 'verified',
  UNVERIFY: 'removed the verified badge of',
  SET_ROLE: 'changed the role of',
  ACKNOWLEDGE_GRIEVANCE: 'acknowledged a grievance',
  RESOLVE_GRIEVANCE: 'resolved a grievance',
};
export { REPORT_REASON_LABELS, REPORT_REASONS, ROLES, type Role };

const choice = <T extends readonly [string, ...string[]]>(values: T, name: string) =>
  z.enum(values, { message: `${name} must be one of ${values.join(', ')}` });

/** A moderator's note: may span lines, trimmed, 1..500 characters. */
export const moderationNote = multilineText('Write a note')
  .trim()
  .min(1, 'Write a note')
  .refine(atMost(MODERATION_NOTE_MAX_LENGTH), `A note is at most ${MODERATION_NOTE_MAX_LENGTH} characters`);

export const suspensionDays = z
  .number({ message: 'days must be a number' })
  .int('days must be a whole number')
  .min(1, 'Suspend for at least 1 day')
  .max(SUSPENSION_DAYS_MAX, `Suspend for at most ${SUSPENSION_DAYS_MAX} days`);

// ——— Reports from members ———

export const createReportBody = z
  .object({
    targetType: choice(REPORT_TARGET_TYPES, 'targetType'),
    targetId: uuidParam,
    reason: choice(REPORT_REASONS, 'reason'),
    description: optionalText('Description', REPORT_DETAILS_MAX_LENGTH, { lines: true }),
  })
  .refine((report) => report.reason !== 'OTHER' || report.description !== null, {
    path: ['description'],
    message: 'Tell us what happened',
  });
export type CreateReportBody = z.input<typeof createReportBody>;
export type CreateReportInput = z.output<typeof createReportBody>;

export const reportCreated = z.object({
  id: z.string(),
  status: z.enum(REPORT_STATUSES),
  /** True when this reporter already had an open report on the target: this is that report, nothing new was filed. */
  alreadyReported: z.boolean(),
});
export type ReportCreated = z.infer<typeof reportCreated>;

export const myReportsQuery = pageQuery(PAGE_SIZE_MODERATION.myReports);
export const myReport = z.object({
  id: z.string(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  reason: z.enum(REPORT_REASONS),
  status: z.enum(REPORT_STATUSES),
  /** Null while open. Never says who decided. */
  outcome: z.enum(REPORT_OUTCOMES).nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type MyReport = z.infer<typeof myReport>;
export const myReportsList = z.object({ rows: z.array(myReport), total: z.number().int() });
export type MyReportsList = z.infer<typeof myReportsList>;

// ——— The console: reports ———

export const adminReportsQuery = z.object({
  status: choice(REPORT_STATUSES, 'status').default('OPEN'),
  targetType: choice(REPORT_TARGET_TYPES, 'targetType').optional(),
  page: pageNumber.default(1),
  limit: pageLimit(PAGE_SIZE_MODERATION.reports),
});
export type AdminReportsQuery = z.output<typeof adminReportsQuery>;

/** What moderators have done to the reported member so far (this case's decision included once made). */
export const moderationHistory = z.object({
  warnings: z.number().int(),
  removals: z.number().int(),
  suspensions: z.number().int(),
  bans: z.number().int(),
});
export type ModerationHistory = z.infer<typeof moderationHistory>;

export const reportCase = z.object({
  id: z.string(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  /** As it was when reported: editing or deleting it afterwards does not change this. */
  target: z.object({
    author: author.extend({ phoneNumber: z.string(), status: z.enum(MEMBER_STATUSES) }),
    content: z.string().nullable(),
    image: z.string().nullable(),
  }),
  reason: z.enum(REPORT_REASONS),
  description: z.string().nullable(),
  reporter: author,
  reportsOnTarget: z.number().int(),
  history: moderationHistory,
  status: z.enum(REPORT_STATUSES),
  action: z.enum(MODERATION_ACTIONS).nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  dueAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: author.nullable(),
});
export type ReportCase = z.infer<typeof reportCase>;
export const reportCaseList = z.object({ rows: z.array(reportCase), total: z.number().int() });
export type ReportCaseList = z.infer<typeof reportCaseList>;

/** A note is needed for every action but DISMISS (it is told to the member); SUSPEND needs `days`. */
export const resolveReportBody = z
  .object({
    action: choice(MODERATION_ACTIONS, 'action'),
    note: moderationNote.optional(),
    days: suspensionDays.optional(),
  })
  .refine((body) => body.action === 'DISMISS' || body.note !== undefined, {
    path: ['note'],
    message: 'Write a note: the member is told why',
  })
  .refine((body) => body.action !== 'SUSPEND' || body.days !== undefined, {
    path: ['days'],
    message: 'Say for how many days',
  });
export type ResolveReportBody = z.input<typeof resolveReportBody>;
export type ResolveReportInput = z.output<typeof resolveReportBody>;

// ——— The console: members ———

export const adminMembersQuery = z.object({
  /** Part of a name, or of a phone number (digits). */
  keyword: lineText('keyword must be text').trim().refine(atMost(50), 'keyword must be at most 50 characters').optional(),
  role: choice(ROLES, 'role').optional(),
  status: choice(MEMBER_STATUSES, 'status').optional(),
  page: pageNumber.default(1),
  limit: pageLimit(PAGE_SIZE_MODERATION.members),
});
export type AdminMembersQuery = z.output<typeof adminMembersQuery>;

export const adminMember = userCard.extend({
  phoneNumber: z.string(),
  role: z.enum(ROLES),
  status: z.enum(MEMBER_STATUSES),
  suspendedUntil: z.string().nullable(),
  /** Reports made about the member, open or not. */
  reportsCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminMember = z.infer<typeof adminMember>;
export const adminMembersList = z.object({ rows: z.array(adminMember), total: z.number().int() });
export type AdminMembersList = z.infer<typeof adminMembersList>;

export const memberIdParams = z.object({ id: uuidParam });
export const suspendBody = z.object({ days: suspensionDays, note: moderationNote });
export type SuspendBody = z.infer<typeof suspendBody>;
export const moderationNoteBody = z.object({ note: moderationNote });
export type ModerationNoteBody = z.infer<typeof moderationNoteBody>;
export const roleBody = z.object({ role: choice(ROLES, 'role') });
export type RoleBody = z.infer<typeof roleBody>;

// ——— The console: audit log and stats ———

export const auditLogQuery = pageQuery(PAGE_SIZE_MODERATION.auditLog);
export const auditEntry = z.object({
  id: z.string(),
  /** Null once the moderator's account is erased. */
  actor: author.nullable(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string(),
  /** The member concerned (whom), if any and still there. */
  member: author.nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditLog = z.object({ rows: z.array(auditEntry), total: z.number().int() });
export type AuditLog = z.infer<typeof auditLog>;

/** Members who started the most conversations with strangers in the last 24 hours (bursts of unsolicited messages). */
export const chatBurst = z.object({ member: author, newConversations: z.number().int() });
export type ChatBurst = z.infer<typeof chatBurst>;

export const adminStats = z.object({
  members: z.number().int(),
  newMembers7d: z.number().int(),
  activeMembers7d: z.number().int(),
  openReports: z.number().int(),
  overdueReports: z.number().int(),
  openGrievances: z.number().int(),
  overdueGrievances: z.number().int(),
  chatBursts: z.array(chatBurst),
});
export type AdminStats = z.infer<typeof adminStats>;

export const removeContentBody = moderationNoteBody;
export const contentIdParams = z.object({ id: uuidParam });

/** The outcome told to the reporter: whether moderators acted, never who. */
export function outcomeOf(action: ModerationAction): ReportOutcome {
  return action === 'DISMISS' ? 'NO_ACTION' : 'ACTION_TAKEN';
}

export const REPORT_OUTCOME_LABELS: Record<ReportOutcome, string> = {
  ACTION_TAKEN: 'Action taken',
  NO_ACTION: 'No action needed',
};
