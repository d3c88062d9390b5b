import { sql } from 'drizzle-orm';
import { boolean, customType, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, textList, updatedAt } from './columns.ts';

export const avatarVisibilities = ['EVERYONE', 'ACCEPTED'] as const;

/**
 * A help keyword list in lower case, kept by PostgreSQL itself, so that the community filter matches keywords whatever
 * their case with `&&` on a GIN index. `lower_text_array` is created by the migration that adds these columns.
 */
const lowerCaseList = (name: string, of: string) =>
  text(name)
    .array()
    .notNull()
    .generatedAlwaysAs(sql.raw(`lower_text_array("${of}")`));

/** Compared byte by byte: `like 'ra%'` becomes a b-tree range, and a page in name order reads the b-tree in order. */
const byteOrderedText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

export const users = pgTable(
  'users',
  {
    id: id(),
    /** E.164, normalised by the API (India is the default region). */
    phoneNumber: text('phone_number').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name'),
    /** The name in lower case, kept by PostgreSQL, for member search. */
    searchName: byteOrderedText('search_name').generatedAlwaysAs(sql`lower(full_name)`),
    /** `/media/<file>`, written by the media plugin. */
    image: text('image'),
    email: text('email'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: text('gender', { enum: ['MALE', 'FEMALE', 'OTHER'] }),
    /** The member's current location (every location filter uses it). */
    state: text('state'),
    city: text('city'),
    locality: text('locality'),
    languages: textList('languages'),
    bioData: text('bio_data'),
    isPhoneNumberPublic: boolean('is_phone_number_public').notNull().default(false),
    educationDegree: text('education_degree'),
    specializedDegree: text('specialized_degree'),
    university: text('university'),
    passingYear: integer('passing_year'),
    /** A value of the occupations list; the community filter uses it. */
    profession: text('profession'),
    currentJobRole: text('current_job_role'),
    industries: textList('industries'),
    subIndustries: textList('sub_industries'),
    skills: textList('skills'),
    canHelpOut: textList('can_help_out'),
    canSeekHelp: textList('can_seek_help'),
    canHelpOutLower: lowerCaseList('can_help_out_lower', 'can_help_out'),
    canSeekHelpLower: lowerCaseList('can_seek_help_lower', 'can_seek_help'),
    achievements: textList('achievements'),
    hobbies: textList('hobbies'),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    isMatrimonialProfile: boolean('is_matrimonial_profile').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true, mode: 'date' }),
    /** MEMBER, MODERATOR or ADMIN (`roles` in packages/shared/src/auth.ts). */
    role: text('role', { enum: ['MEMBER', 'MODERATOR', 'ADMIN'] })
      .notNull()
      .default('MEMBER'),
    /** ACTIVE, SUSPENDED (until `suspendedUntil`; active again after it) or BANNED. */
    status: text('status', { enum: ['ACTIVE', 'SUSPENDED', 'BANNED'] })
      .notNull()
      .default('ACTIVE'),
    suspendedUntil: timestamp('suspended_until', { withTimezone: true, mode: 'date' }),
    /** A moderator checked the member: a tick beside the name. */
    isVerified: boolean('is_verified').notNull().default(false),
    /** "Show when I'm online": off, the member appears offline to everyone and sees no one online. */
    showOnline: boolean('show_online').notNull().default(true),
    /** "Show my profile photo to": everyone, or only members I accepted (an accepted interest, or a photo grant). */
    avatarVisibility: text('avatar_visibility', { enum: avatarVisibilities }).notNull().default('EVERYONE'),
    /** The language of the member's interface and notifications: 'en' or 'hi' (`languages` in packages/shared). */
    language: text('language', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    /** The Terms and Privacy Policy version ticked at signup, and when (null: signed up before consent was recorded). */
    acceptedTermsVersion: text('accepted_terms_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true, mode: 'date' }),
    /** "Delete my account": set, the member is deactivated and unlisted, and erased at `eraseAt` unless restored. */
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true, mode: 'date' }),
    eraseAt: timestamp('erase_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('users_state_city_idx').on(table.state, table.city),
    /**
     * Member search: substrings (`like '%kw%'`) and misspellings (word similarity) through the trigram index; names
     * that start with the keyword, and pages in name order, through the b-tree. Both hold the name itself, so a search
     * reads no table row until it has the page's ids.
     */
    index('users_search_name_trgm_idx')
      .using('gin', sql`${table.searchName} gin_trgm_ops`)
      .where(sql`${table.onboardingCompleted}`),
    index('users_search_name_idx')
      .on(table.searchName, table.id)
      .where(sql`${table.onboardingCompleted}`),
    /** Community helpers and seekers: keyword overlap (`&&`) whatever the case. */
    index('users_can_help_out_lower_idx').using('gin', table.canHelpOutLower),
    index('users_can_seek_help_lower_idx').using('gin', table.canSeekHelpLower),
    index('users_profession_idx').on(table.profession),
    /** Is a stored file still used (before deleting it). */
    index('users_image_idx')
      .on(table.image)
      .where(sql`${table.image} is not null`),
    /** The few members not ACTIVE, read whole by the visibility rule (hidden from everyone else). */
    index('users_not_active_idx')
      .on(table.id, table.status, table.suspendedUntil)
      .where(sql`${table.status} <> 'ACTIVE'`),
    /** Accounts being deleted: few; read whole by the visibility rule and by the erasure job. */
    index('users_erase_at_idx')
      .on(table.eraseAt, table.id)
      .where(sql`${table.eraseAt} is not null`),
    /** The console's members, newest first (a page is the index's first rows), and its count of new members. */
    index('users_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    /** The console's role filter and the last-admin check: moderators and admins are few. */
    index('users_staff_idx')
      .on(table.role)
      .where(sql`${table.role} <> 'MEMBER'`),
  ],
);

export type UserRow = typeof users.$inferSelect;

/**
 * The community's counts for `GET /user/users-count` (onboarded members, those who offer help, those who seek it),
 * kept by statement triggers on `users` (migration 0024) as rows of changes: each statement that changes a count adds
 * one row, and the counts are the sums. Counting `users` itself read the whole table on every home screen (~50 ms at
 * 100,000 members). Adding rows rather than updating one keeps concurrent sign-ups from waiting on each other; the
 * reader folds the rows into one now and then (`UsersRepository.countMembers`). The app never writes it otherwise.
 */
export const memberCounts = pgTable('member_counts', {
  members: integer('members').notNull(),
  helpers: integer('helpers').notNull(),
  seekers: integer('seekers').notNull(),
});
