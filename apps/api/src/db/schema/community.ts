import { index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

/** The "shortlist" (the API's checkout list): members saved as helpers or as seekers. */
export const checkoutList = pgTable(
  'checkout_list',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetUserId: uuid('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkOutType: text('check_out_type', { enum: ['helpers', 'seekers'] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique('checkout_list_once').on(table.userId, table.targetUserId, table.checkOutType)],
);

export const notInterested = pgTable(
  'not_interested',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetUserId: uuid('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [unique('not_interested_once').on(table.userId, table.targetUserId)],
);

/** A block hides two members from each other everywhere, both ways. */
export const blocks = pgTable(
  'blocks',
  {
    id: id(),
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (table) => [
    unique('blocks_once').on(table.blockerId, table.blockedId),
    index('blocks_blocked_idx').on(table.blockedId),
  ],
);
