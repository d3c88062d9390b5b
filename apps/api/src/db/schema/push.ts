import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { users } from './users.ts';

/** A browser's Web Push subscription: one row per push-service endpoint (the same endpoint again replaces it). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret (base64url), which encrypt each payload for it alone. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

/** What a member wants pushed: per notification type, and hours without pushes (Asia/Kolkata). No row: the defaults. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** `{ MESSAGE: { push: true }, … }`; a type missing here takes its default. */
  types: jsonb('types').notNull().default({}),
  quietFrom: text('quiet_from'),
  quietTo: text('quiet_to'),
  updatedAt: updatedAt(),
});
