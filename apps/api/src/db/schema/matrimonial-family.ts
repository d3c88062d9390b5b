import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

/** A member of the row; their rows go with them. */
const member = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * Each time a member read another member's contact details (GET /matrimonial/profiles/{id}/contact): the owner sees
 * who and when ("Contact viewed by …"). `managerId` is the family co-manager who read them for the viewer, if any.
 */
export const matrimonialContactViews = pgTable(
  'matrimonial_contact_views',
  {
    id: id(),
    ownerId: member('owner_id'),
    viewerId: member('viewer_id'),
    managerId: uuid('manager_id').references(() => users.id, { onDelete: 'set null' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('matrimonial_contact_views_owner_idx').on(table.ownerId, table.viewedAt.desc()),
    index('matrimonial_contact_views_viewer_idx').on(table.viewerId),
  ],
);

export const coManagerStatuses = ['INVITED', 'ACCEPTED', 'REMOVED'] as const;

/**
 * Family members who manage a member's marriage profile with them ("Managed by"): invited by the owner, accepted by
 * the family member; removed by either. A removed row stays for the owner's record until erasure.
 */
export const matrimonialCoManagers = pgTable(
  'matrimonial_co_managers',
  {
    id: id(),
    ownerId: member('owner_id'),
    managerId: member('manager_id'),
    status: text('status', { enum: coManagerStatuses }).notNull().default('INVITED'),
    invitedAt: createdAt(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    // One live invitation or management per owner and family member.
    uniqueIndex('matrimonial_co_managers_one_live')
      .on(table.ownerId, table.managerId)
      .where(sql`${table.status} <> 'REMOVED'`),
    index('matrimonial_co_managers_manager_idx').on(table.managerId),
  ],
);

/** What a co-manager did for the owner (sent or answered an interest, wrote a message, edited the profile). */
export const matrimonialCoManagerActions = pgTable(
  'matrimonial_co_manager_actions',
  {
    id: id(),
    ownerId: member('owner_id'),
    managerId: member('manager_id'),
    /** The call, as its contract names it: `PUT /matrimonial/interests/:interestId/respond`. */
    action: text('action').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('matrimonial_co_manager_actions_owner_idx').on(table.ownerId, table.createdAt.desc())],
);
