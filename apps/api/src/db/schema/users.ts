import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    /** E.164, normalised by the API (India is the default region). */
    phoneNumber: text('phone_number').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name'),
    image: text('image'),
    email: text('email'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: text('gender', { enum: ['MALE', 'FEMALE', 'OTHER'] }),
    /** The member's current location (API.md: every location filter uses it). */
    state: text('state'),
    city: text('city'),
    locality: text('locality'),
    canHelpOut: text('can_help_out').array().notNull().default(sql`'{}'::text[]`),
    canSeekHelp: text('can_seek_help').array().notNull().default(sql`'{}'::text[]`),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    isMatrimonialProfile: boolean('is_matrimonial_profile').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('users_state_city_idx').on(table.state, table.city)],
);

export type UserRow = typeof users.$inferSelect;
