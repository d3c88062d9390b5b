import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

/** A login session: one refresh-token family. Revoking it ends every token of the family. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Opaque refresh tokens, stored as SHA-256 hashes; each is used once and replaced (rotation). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

/**
 * One-time codes for signup and password reset. The code and the secret handed to the client are
 * stored hashed; a code is bound to its secret, its phone and its purpose.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: id(),
    purpose: text('purpose', { enum: ['signup', 'reset'] }).notNull(),
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    /** The requester's address as per-IP limits count it: an IPv4 address or an IPv6 /64 (lib/client-address.ts). */
    ip: text('ip'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('otp_codes_phone_created_idx').on(table.phoneNumber, table.createdAt),
    index('otp_codes_ip_created_idx').on(table.ip, table.createdAt),
  ],
);

export type OtpCodeRow = typeof otpCodes.$inferSelect;

/**
 * Addresses (an IPv4 address or an IPv6 /64) a member has logged in from: per-phone ceilings on login failures and
 * code sends, which anyone can run into on purpose, never lock the member out from these.
 */
export const loginAddresses = pgTable(
  'login_addresses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.address] })],
);
