import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  MODERATION_ACTIONS,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
} from '@samaj/shared/moderation';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

/**
 * A member's report about another member or something they wrote. The reported content is copied in when the report
 * is made (`targetContent`, `targetImage`): editing or deleting it afterwards does not clean the evidence.
 * `reportedId` is the member the report is about (the author of the content).
 */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportedId: uuid('reported_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: REPORT_TARGET_TYPES }).notNull(),
    targetId: uuid('target_id').notNull(),
    targetContent: text('target_content'),
    /** A stored file the report keeps alive (the media cleanup asks here too). */
    targetImage: text('target_image'),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    description: text('description'),
    status: text('status', { enum: ['OPEN', 'RESOLVED'] })
      .notNull()
      .default('OPEN'),
    action: text('action', { enum: MODERATION_ACTIONS }),
    note: text('note'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('reports_reported_idx').on(table.reportedId, table.createdAt.desc()),
    index('reports_reporter_idx').on(table.reporterId, table.createdAt.desc()),
    /** One open report per reporter and target: a second one answers with the first. */
    uniqueIndex('reports_open_once')
      .on(table.reporterId, table.targetType, table.targetId)
      .where(sql`${table.status} = 'OPEN'`),
    /** A target's reports: its cases are made from them (report_cases). */
    index('reports_target_idx').on(table.targetType, table.targetId),
    index('reports_target_image_idx')
      .on(table.targetImage)
      .where(sql`${table.targetImage} is not null`),
  ],
);

/**
 * The moderation queue: one row per case, the reports on one target that are open together or were resolved together.
 * Triggers on `reports` keep it (migration 0023: any change to a report, an account's erasure included, recomputes its
 * case), so the console reads a page of cases off an index instead of grouping every open report on each request.
 * The app never writes it.
 */
export const reportCases = pgTable(
  'report_cases',
  {
    /** The case's face: its oldest report. */
    reportId: uuid('report_id')
      .primaryKey()
      .references(() => reports.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: REPORT_TARGET_TYPES }).notNull(),
    targetId: uuid('target_id').notNull(),
    status: text('status', { enum: ['OPEN', 'RESOLVED'] }).notNull(),
    /** When the case was decided; null while open. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    reportsOnTarget: integer('reports_on_target').notNull(),
    /** One of its reports gives an urgent reason (URGENT_REPORT_REASONS): the queue shows it first. */
    urgent: boolean('urgent').notNull(),
    /** When its oldest report was made: the case is due 24 hours later. */
    firstAt: timestamp('first_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    uniqueIndex('report_cases_open_target')
      .on(table.targetType, table.targetId)
      .where(sql`${table.status} = 'OPEN'`),
    /**
     * The open queue: urgent first, then oldest; and the same for one kind of target. In the query's order exactly:
     * its `desc` is NULLS FIRST, and an index in another order is not used for it.
     */
    index('report_cases_open_queue_idx')
      .on(table.urgent.desc().nullsFirst(), table.firstAt, table.targetType, table.targetId)
      .where(sql`${table.status} = 'OPEN'`),
    index('report_cases_open_kind_queue_idx')
      .on(table.targetType, table.urgent.desc().nullsFirst(), table.firstAt, table.targetId)
      .where(sql`${table.status} = 'OPEN'`),
    /** Decided cases, newest first (filtered by kind from the same index: a short list). */
    index('report_cases_resolved_idx')
      .on(table.resolvedAt.desc().nullsFirst(), table.targetType, table.targetId)
      .where(sql`${table.status} = 'RESOLVED'`),
    index('report_cases_target_idx').on(table.targetType, table.targetId),
  ],
);

/**
 * Every moderator action: who, what, on what, about whom, with the note. Append-only: a trigger (migration 0009)
 * refuses updates and deletes, except the foreign keys set to null when an account is erased.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    targetType: text('target_type', { enum: AUDIT_TARGET_TYPES }).notNull(),
    targetId: uuid('target_id').notNull(),
    /** The member concerned (whom). */
    memberId: uuid('member_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [
    // In the order the console reads it (newest first, then id): a page is the index's first rows.
    index('audit_log_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('audit_log_member_idx').on(table.memberId, table.action),
  ],
);

/** Complaints to the Grievance Officer (IT Rules 2021, rule 3(2)); filed without an account. */
export const grievances = pgTable(
  'grievances',
  {
    id: id(),
    /** The unguessable code the complainant uses to follow it. */
    ticket: text('ticket').notNull().unique(),
    name: text('name').notNull(),
    contact: text('contact').notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    reportedUrl: text('reported_url'),
    status: text('status', { enum: ['OPEN', 'ACKNOWLEDGED', 'RESOLVED'] })
      .notNull()
      .default('OPEN'),
    /** The officer's answer, shown on the status page. */
    note: text('note'),
    createdAt: createdAt(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true, mode: 'date' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('grievances_status_idx').on(table.status, table.createdAt)],
);

/**
 * Phone numbers of banned members, as keyed hashes (HMAC-SHA-256), kept even after the account is erased, so that the
 * number cannot sign up again; the number itself is not kept.
 */
export const bannedPhones = pgTable('banned_phones', {
  phoneHash: text('phone_hash').primaryKey(),
  createdAt: createdAt(),
});

/** What is left of an erased account: its id and when (docs/MODERATION.md "What is kept after an account is erased"). */
export const accountErasures = pgTable('account_erasures', {
  id: uuid('id').primaryKey(),
  erasedAt: timestamp('erased_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Where and when each marriage profile was first saved (the IP address as the request gave it), kept for one year after
 * the account is erased because the law asks matrimonial sites to (MeitY advisory, 2016). No foreign key: it outlives
 * the account. Only the erasure job reads or writes it after the first save.
 */
export const matrimonialProfileOrigins = pgTable('matrimonial_profile_origins', {
  userId: uuid('user_id').primaryKey(),
  ip: text('ip'),
  createdAt: createdAt(),
  /** Set at erasure to a year later; the erasure job deletes the row after it. */
  keepUntil: timestamp('keep_until', { withTimezone: true, mode: 'date' }),
});
