import type { AdminMembersQuery, AuditAction, AuditTargetType, MemberStatus, Role } from '@samaj/shared/moderation';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { countRows, pageWithTotal, totalOf } from '../../db/paging.ts';
import { auditLog, chats, matrimonialProfiles, messages, reports, sessions, users } from '../../db/schema/index.ts';
import { memberCardColumns } from '../users/index.ts';

export interface AuditValues {
  actorId: string;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  memberId: string | null;
  note: string | null;
}

const adminMemberColumns = {
  ...memberCardColumns,
  phoneNumber: users.phoneNumber,
  role: users.role,
  status: users.status,
  suspendedUntil: users.suspendedUntil,
  createdAt: users.createdAt,
  reportsCount: sql<number>`(select count(*)::int from ${reports} where ${reports.reportedId} = ${users.id})`,
};

/** The member's status as it stands now: a suspension past its end counts as ACTIVE. */
function statusIs(status: MemberStatus): SQL {
  const suspended = sql`${users.status} = 'SUSPENDED' and ${users.suspendedUntil} > now()`;
  if (status === 'SUSPENDED') return suspended;
  if (status === 'BANNED') return sql`${users.status} = 'BANNED'`;
  return sql`(${users.status} = 'ACTIVE' or (${users.status} = 'SUSPENDED' and not (${suspended})))`;
}

/** A keyword of digits looks for a phone number, anything else for a name. */
function keywordMatches(keyword: string): SQL {
  const digits = keyword.replace(/[\s()+.-]/g, '');
  if (/^\d{3,}$/.test(digits)) return sql`${users.phoneNumber} like ${`%${digits}%`}`;
  const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return sql`${users.searchName} like ${pattern}`;
}

const actor = alias(users, 'actor');
const member = alias(users, 'member');

/** Members as moderators see and change them, the audit log and the console's numbers. */
export class ModerationRepository {
  private readonly db: DbOrTx;
  constructor(db: DbOrTx) {
    this.db = db;
  }

  /** What the rules about who may act on whom need. */
  async findMember(id: string) {
    const [row] = await this.db
      .select({
        id: users.id,
        phoneNumber: users.phoneNumber,
        role: users.role,
        status: users.status,
        suspendedUntil: users.suspendedUntil,
      })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    return row;
  }

  async memberRow(id: string) {
    const [row] = await this.db.select(adminMemberColumns).from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  /**
   * Members by name or phone, role and status, newest first (`users_created_idx`), with their total: counted apart
   * (`totalOf`), so that only the page's members are read with their reports.
   */
  async membersPage(query: AdminMembersQuery, offset: number) {
    const condition = and(
      query.keyword ? keywordMatches(query.keyword) : undefined,
      query.role ? eq(users.role, query.role) : undefined,
      query.status ? statusIs(query.status) : undefined,
    );
    const rows = await this.db
      .select({ ...adminMemberColumns, total: totalOf(this.db, users, condition) })
      .from(users)
      .where(condition)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset(offset);
    return pageWithTotal(rows, offset, () => countRows(this.db, users, condition));
  }

  async setStatus(id: string, status: MemberStatus, suspendedUntil: Date | null): Promise<void> {
    await this.db.update(users).set({ status, suspendedUntil }).where(eq(users.id, id));
  }

  async setVerified(id: string, isVerified: boolean): Promise<void> {
    await this.db.update(users).set({ isVerified }).where(eq(users.id, id));
  }

  async setRole(id: string, role: Role): Promise<void> {
    await this.db.update(users).set({ role }).where(eq(users.id, id));
  }

  /** The admins' ids, their rows locked until the transaction ends: two demotions cannot both leave one admin. */
  async lockAdmins(): Promise<string[]> {
    const rows = await this.db.select({ id: users.id }).from(users).where(eq(users.role, 'ADMIN')).for('update');
    return rows.map((row) => row.id);
  }

  /** Makes the members with these numbers admins; returns those who were not yet. */
  async promoteToAdmin(phoneNumbers: string[]): Promise<string[]> {
    if (phoneNumbers.length === 0) return [];
    const rows = await this.db
      .update(users)
      .set({ role: 'ADMIN' })
      .where(and(inArray(users.phoneNumber, phoneNumbers), sql`${users.role} <> 'ADMIN'`))
      .returning({ phoneNumber: users.phoneNumber });
    return rows.map((row) => row.phoneNumber);
  }

  /** Takes the member's profile photo and marriage photos down; returns the paths they used. */
  async removePhotos(id: string): Promise<string[]> {
    const [user] = await this.db.select({ image: users.image }).from(users).where(eq(users.id, id)).for('update');
    const [profile] = await this.db
      .select({ images: matrimonialProfiles.images })
      .from(matrimonialProfiles)
      .where(eq(matrimonialProfiles.userId, id))
      .for('update');
    await this.db.update(users).set({ image: null }).where(eq(users.id, id));
    await this.db.update(matrimonialProfiles).set({ images: [] }).where(eq(matrimonialProfiles.userId, id));
    return [user?.image, ...(profile?.images ?? [])].filter((path): path is string => Boolean(path));
  }

  async findMessage(id: string) {
    const [row] = await this.db
      .select({ id: messages.id, senderId: messages.senderId, content: messages.content })
      .from(messages)
      .where(eq(messages.id, id))
      .limit(1);
    return row;
  }

  async deleteMessage(id: string): Promise<boolean> {
    const rows = await this.db.delete(messages).where(eq(messages.id, id)).returning({ id: messages.id });
    return rows.length > 0;
  }

  async insertAudit(entry: AuditValues): Promise<void> {
    await this.db.insert(auditLog).values(entry);
  }

  /**
   * The audit log, newest first (`audit_log_created_idx`), with who acted and on whom. It only grows: the total is
   * counted apart (`totalOf`), so that a page reads and joins its own entries only.
   */
  async auditPage(limit: number, offset: number) {
    const rows = await this.db
      .select({
        entry: auditLog,
        actor: { id: actor.id, fullName: actor.fullName, image: actor.image, isVerified: actor.isVerified },
        member: { id: member.id, fullName: member.fullName, image: member.image, isVerified: member.isVerified },
        total: totalOf(this.db, auditLog),
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .leftJoin(member, eq(member.id, auditLog.memberId))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset(offset);
    return pageWithTotal(rows, offset, () => countRows(this.db, auditLog));
  }

  async memberCounts(): Promise<{ members: number; newMembers7d: number; activeMembers7d: number }> {
    // Each count from an index (the new members from users_created_idx), not one pass over every members' row.
    const [row] = await this.db
      .select({
        members: totalOf(this.db, users),
        newMembers7d: totalOf(this.db, users, sql`${users.createdAt} > now() - interval '7 days'`),
        activeMembers7d: sql<number>`(select count(distinct ${sessions.userId})::int from ${sessions}
          where ${sessions.lastUsedAt} > now() - interval '7 days')`,
      })
      .from(sql`(select 1) as one`);
    return { members: row?.members ?? 0, newMembers7d: row?.newMembers7d ?? 0, activeMembers7d: row?.activeMembers7d ?? 0 };
  }

  /**
   * Members who started at least `atLeast` conversations in the last 24 hours, most first: the day's chats counted by
   * who started them (`chats_created_idx`), then only those members read.
   */
  async chatBursts(atLeast: number, limit: number) {
    const started = sql<number>`count(*)::int`;
    const bursts = this.db
      .select({ memberId: sql<string>`${chats.startedBy}`.as('member_id'), newConversations: started.as('started') })
      .from(chats)
      .where(sql`${chats.startedBy} is not null and ${chats.createdAt} > now() - interval '24 hours'`)
      .groupBy(chats.startedBy)
      .having(sql`count(*) >= ${atLeast}`)
      .as('bursts');
    return this.db
      .select({
        member: { id: users.id, fullName: users.fullName, image: users.image, isVerified: users.isVerified },
        newConversations: bursts.newConversations,
      })
      .from(bursts)
      .innerJoin(users, eq(users.id, bursts.memberId))
      .orderBy(desc(bursts.newConversations), users.id)
      .limit(limit);
  }
}
