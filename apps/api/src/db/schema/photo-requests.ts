import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { users } from './users.ts';

/** REVOKED: the owner took back a grant. DECLINED and REVOKED may be asked again after a while (see the service). */
export const photoRequestStatuses = ['REQUESTED', 'GRANTED', 'DECLINED', 'REVOKED'] as const;

/**
 * "Request photos": a member asks to see the marriage photos (and the profile photo) another member keeps hidden.
 * One row per requester and owner, whatever happened to it: asking again reuses it.
 */
export const photoRequests = pgTable(
  'photo_requests',
  {
    id: id(),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: photoRequestStatuses }).notNull().default('REQUESTED'),
    /** When the owner last granted, declined or revoked it; null while it waits. */
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // Also what "who may see the photos" reads: a grant by this owner to this viewer.
    uniqueIndex('photo_requests_pair_idx').on(table.requesterId, table.ownerId),
    index('photo_requests_owner_idx').on(table.ownerId, table.createdAt.desc()),
  ],
);
