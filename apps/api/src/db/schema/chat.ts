import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { notificationTypes, type NotificationType } from '@samaj/shared/notifications';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

/** One chat per pair of members: `memberA` is always the smaller id, so the pair is unique. */
export const chats = pgTable(
  'chats',
  {
    id: id(),
    memberA: uuid('member_a')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberB: uuid('member_b')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }),
    /** Who sent the first message: new conversations per member and day are limited (null for older chats). */
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('chats_one_per_pair').on(table.memberA, table.memberB),
    check('chats_ordered_pair', sql`${table.memberA} < ${table.memberB}`),
    index('chats_member_b_idx').on(table.memberB, table.lastMessageAt.desc()),
    index('chats_member_a_idx').on(table.memberA, table.lastMessageAt.desc()),
    index('chats_started_by_idx')
      .on(table.startedBy, table.createdAt)
      .where(sql`${table.startedBy} is not null`),
    /** The console's bursts of new conversations: the last day's chats, not every chat ever started. */
    index('chats_created_idx')
      .on(table.createdAt)
      .where(sql`${table.startedBy} is not null`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    /** The sending device's id for the message: sending it again (after a lost answer) stores it once. */
    clientMessageId: uuid('client_message_id'),
    /** The family co-manager who wrote it for the sender (null: the sender themselves). */
    sentByManagerId: uuid('sent_by_manager_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    // In the order the chat list and a conversation read them (newest first, then id): the last message of a chat is
    // the index's first entry, not a sort of all of the chat's messages.
    index('messages_chat_idx').on(table.chatId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    uniqueIndex('messages_client_message_idx')
      .on(table.senderId, table.clientMessageId)
      .where(sql`${table.clientMessageId} is not null`),
    index('messages_unread_idx')
      .on(table.receiverId, table.chatId)
      .where(sql`${table.readAt} is null`),
  ],
);


/**
 * The types kept as one unread notification per member and thing (the likes of a post, the messages of a chat): a new
 * event updates it. The others (comments, replies, interests) are one notification each.
 */
export const groupedNotificationTypes = ['POST_LIKE', 'MESSAGE'] as const satisfies readonly NotificationType[];

/**
 * The rows of the one-unread-per-group unique index. `insert … on conflict` names the same predicate, so that
 * PostgreSQL finds the index.
 */
export const unreadGroupedNotification = sql.raw(
  `read_at is null and type in (${groupedNotificationTypes.map((type) => `'${type}'`).join(', ')})`,
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: notificationTypes }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The post, comment, interest or chat the notification is about. */
    entityId: uuid('entity_id'),
    data: jsonb('data')
      .notNull()
      .default(sql`'{}'::jsonb`),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    // In the order the list reads them (newest first, then id), so a page stops after its rows instead of sorting all
    // of a member's notifications (as messages_chat_idx).
    index('notifications_user_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    uniqueIndex('notifications_unread_group_idx')
      .on(table.userId, table.type, table.entityId)
      .where(unreadGroupedNotification),
  ],
);
