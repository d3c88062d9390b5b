import type {
  AuditAction,
  ModerationAction,
  ReportTargetType,
  ResolveReportInput,
  Role,
} from '@samaj/shared/moderation';
import { outcomeOf } from '@samaj/shared/moderation';
import type { NotificationData } from '@samaj/shared/notifications';
import type { Config } from '../../config/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { endAllSessions } from '../auth/index.ts';
import { type MediaStore, UnusedMedia } from '../media/index.ts';
import { notice, previewOf, type NotifyDeps } from '../notifications/index.ts';
import { BannedPhones } from './banned-phones.ts';
import { CasesRepository } from './cases.repository.ts';
import { ContentRemoval } from './content-removal.ts';
import { effectiveStatus } from './member-status.ts';
import { ModerationRepository } from './moderation.repository.ts';

/** A moderator or an admin, as the console's calls know them. */
export interface Staff {
  id: string;
  role: Exclude<Role, 'MEMBER'>;
}

type Member = NonNullable<Awaited<ReturnType<ModerationRepository['findMember']>>>;

export interface ModerationDeps extends NotifyDeps {
  media: MediaStore;
  config: Config;
}

/** What an action did, for the notices sent once it is saved. */
interface Outcome {
  member: Member;
  action: Exclude<ModerationAction, 'DISMISS'> | null;
  targetType: ReportTargetType;
  targetId: string;
  note: string | null;
  preview: string | null;
  until: Date | null;
  unusedImages: string[];
  reporters: { reportId: string; reporterId: string }[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

const AUDIT_OF: Record<Exclude<ModerationAction, 'REMOVE_CONTENT'>, AuditAction> = {
  DISMISS: 'DISMISS_REPORT',
  WARN: 'WARN',
  SUSPEND: 'SUSPEND',
  BAN: 'BAN',
};

/**
 * Every moderator action goes through here (ARCHITECTURE.md): it checks who may act on whom, acts, writes the audit
 * log and sends the notices. Suspending or banning ends the member's sessions and sockets at once.
 */
export class ModerationService {
  private readonly deps: ModerationDeps;
  private readonly repository: ModerationRepository;
  private readonly cases: CasesRepository;
  constructor(deps: ModerationDeps) {
    this.deps = deps;
    this.repository = new ModerationRepository(deps.db);
    this.cases = new CasesRepository(deps.db);
  }

  /** Decides a case: acts on the target or its author, and resolves every open report on that target with it. */
  async resolveReport(staff: Staff, reportId: string, input: ResolveReportInput): Promise<void> {
    const report = await this.cases.findReport(reportId);
    if (!report) throw notFound('Report not found');
    const member = await this.actingOn(staff, report.reportedId);
    if (report.status !== 'OPEN') throw conflict('This report was already resolved');
    this.checkTransition(member, input.action);
    const outcome = await this.deps.db.transaction(async (tx) => {
      const resolved = await new CasesRepository(tx).resolveTarget(report, {
        action: input.action,
        note: input.note ?? null,
        resolvedBy: staff.id,
        resolvedAt: new Date(),
      });
      if (resolved.length === 0) throw conflict('This report was already resolved');
      const done = await this.apply(tx, staff, member, input, report);
      return { ...done, reporters: resolved.map((row) => ({ reportId: row.id, reporterId: row.reporterId })) };
    });
    await this.announce(outcome);
  }

  async suspend(staff: Staff, memberId: string, input: { days: number; note: string }) {
    return this.actOnMember(staff, memberId, { action: 'SUSPEND', ...input });
  }

  async ban(staff: Staff, memberId: string, note: string) {
    return this.actOnMember(staff, memberId, { action: 'BAN', note });
  }

  /** Lifts a suspension or a ban (and the ban of the phone number). */
  async reinstate(staff: Staff, memberId: string, note: string): Promise<void> {
    const member = await this.actingOn(staff, memberId);
    if (effectiveStatus(member) === 'ACTIVE') throw conflict('This member is already active');
    await this.deps.db.transaction(async (tx) => {
      await new ModerationRepository(tx).setStatus(member.id, 'ACTIVE', null);
      await new BannedPhones(tx, this.deps.config.moderation.phoneHashSecret).lift(member.phoneNumber);
      await this.audit(tx, staff, 'REINSTATE', 'USER', member.id, member.id, note);
    });
  }

  async setVerified(staff: Staff, memberId: string, isVerified: boolean): Promise<void> {
    const member = await this.actingOn(staff, memberId);
    await this.deps.db.transaction(async (tx) => {
      await new ModerationRepository(tx).setVerified(member.id, isVerified);
      await this.audit(tx, staff, isVerified ? 'VERIFY' : 'UNVERIFY', 'USER', member.id, member.id, null);
    });
  }

  /** Admins only. The last admin cannot stop being one (409), whoever asks. */
  async setRole(staff: Staff, memberId: string, role: Role): Promise<void> {
    if (staff.role !== 'ADMIN') throw forbidden('Only admins can change roles');
    const member = await this.repository.findMember(memberId);
    if (!member) throw notFound('Member not found');
    if (member.role === role) return;
    await this.deps.db.transaction(async (tx) => {
      const repository = new ModerationRepository(tx);
      const admins = await repository.lockAdmins();
      if (admins.includes(member.id) && admins.length <= 1) {
        throw conflict('This is the last admin: make another admin first');
      }
      await repository.setRole(member.id, role);
      await this.audit(tx, staff, 'SET_ROLE', 'USER', member.id, member.id, `${member.role} → ${role}`);
    });
  }

  /** Removes a post or a comment for everyone; its author is told why, open reports on it are resolved. */
  async removeContent(staff: Staff, targetType: 'POST' | 'COMMENT', targetId: string, note: string): Promise<void> {
    const removal = new ContentRemoval(this.deps.db);
    const target = await removal.find(targetType, targetId);
    const noun = targetType === 'POST' ? 'post' : 'comment';
    if (!target) throw notFound(targetType === 'POST' ? 'Post not found' : 'Comment not found');
    if (target.removed) throw conflict(`This ${noun} was already removed`);
    const member = await this.actingOn(staff, target.userId);
    const outcome = await this.deps.db.transaction(async (tx) => {
      const resolved = await new CasesRepository(tx).resolveTarget(
        { targetType, targetId },
        { action: 'REMOVE_CONTENT', note, resolvedBy: staff.id, resolvedAt: new Date() },
      );
      const done = await this.apply(tx, staff, member, { action: 'REMOVE_CONTENT', note }, { targetType, targetId });
      return { ...done, reporters: resolved.map((row) => ({ reportId: row.id, reporterId: row.reporterId })) };
    });
    await this.announce(outcome);
  }

  private async actOnMember(staff: Staff, memberId: string, input: ResolveReportInput & { note: string }) {
    const member = await this.actingOn(staff, memberId);
    this.checkTransition(member, input.action);
    const outcome = await this.deps.db.transaction(async (tx) =>
      this.apply(tx, staff, member, input, { targetType: 'USER', targetId: member.id }),
    );
    await this.announce({ ...outcome, reporters: [] });
  }

  /** The member acted on, if the staff member may act on them: not themselves, and moderators not on admins. */
  private async actingOn(staff: Staff, memberId: string): Promise<Member> {
    const member = await this.repository.findMember(memberId);
    if (!member) throw notFound('Member not found');
    if (member.id === staff.id) throw forbidden('You cannot act on yourself');
    if (member.role === 'ADMIN' && staff.role !== 'ADMIN') throw forbidden('Moderators cannot act on admins');
    return member;
  }

  private checkTransition(member: Member, action: ModerationAction): void {
    const status = effectiveStatus(member);
    if (status === 'BANNED' && (action === 'SUSPEND' || action === 'BAN')) {
      throw conflict('This member is already banned');
    }
  }

  /** The action's effect in the database, with its audit entry; what to announce afterwards. */
  private async apply(
    tx: DbOrTx,
    staff: Staff,
    member: Member,
    input: ResolveReportInput,
    target: { targetType: ReportTargetType; targetId: string; targetContent?: string | null },
  ): Promise<Omit<Outcome, 'reporters'>> {
    const note = input.note ?? null;
    const base = {
      member,
      targetType: target.targetType,
      targetId: target.targetId,
      note,
      preview: target.targetContent ? previewOf(target.targetContent) : null,
      until: null,
      unusedImages: [],
    };
    const repository = new ModerationRepository(tx);
    if (input.action === 'REMOVE_CONTENT') {
      const removed = await new ContentRemoval(tx).remove(target.targetType, target.targetId, note ?? '');
      await this.audit(tx, staff, removed.auditAction, target.targetType, target.targetId, member.id, note);
      return { ...base, action: 'REMOVE_CONTENT', preview: base.preview ?? removed.preview, unusedImages: removed.images };
    }
    await this.audit(tx, staff, AUDIT_OF[input.action], target.targetType, target.targetId, member.id, note);
    if (input.action === 'DISMISS') return { ...base, action: null };
    if (input.action === 'WARN') return { ...base, action: 'WARN' };
    if (input.action === 'SUSPEND') {
      const until = new Date(Date.now() + (input.days ?? 1) * DAY_MS);
      await repository.setStatus(member.id, 'SUSPENDED', until);
      return { ...base, action: 'SUSPEND', until };
    }
    await repository.setStatus(member.id, 'BANNED', null);
    await new BannedPhones(tx, this.deps.config.moderation.phoneHashSecret).ban(member.phoneNumber);
    return { ...base, action: 'BAN' };
  }

  private async audit(
    tx: DbOrTx,
    staff: Staff,
    action: AuditAction,
    targetType: ReportTargetType,
    targetId: string,
    memberId: string,
    note: string | null,
  ) {
    await new ModerationRepository(tx).insertAudit({ actorId: staff.id, action, targetType, targetId, memberId, note });
  }

  /** After the commit: sessions end, unused photos go, the reporters hear the outcome and the member the notice. */
  private async announce(outcome: Outcome): Promise<void> {
    const { member, action } = outcome;
    if (action === 'SUSPEND' || action === 'BAN') {
      await endAllSessions(this.deps, member.id, action === 'BAN' ? 'banned' : 'suspended');
    }
    if (outcome.unusedImages.length > 0) {
      await new UnusedMedia(this.deps.db, this.deps.media).remove(outcome.unusedImages);
    }
    for (const { reportId, reporterId } of outcome.reporters) {
      await notice(this.deps, {
        userId: reporterId,
        type: 'REPORT_RESOLVED',
        entityId: reportId,
        data: { outcome: outcomeOf(action ?? 'DISMISS'), targetType: outcome.targetType },
      });
    }
    if (!action) return;
    const data: NotificationData = { action, targetType: outcome.targetType, note: outcome.note ?? '' };
    if (outcome.preview) data.preview = outcome.preview;
    if (outcome.until) data.until = outcome.until.toISOString();
    await notice(this.deps, { userId: member.id, type: 'MODERATION_NOTICE', entityId: outcome.targetId, data });
  }
}
