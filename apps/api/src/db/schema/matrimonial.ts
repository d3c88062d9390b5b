import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, textList, updatedAt } from './columns.ts';
import { users } from './users.ts';

export const maritalStatuses = ['NEVER_MARRIED', 'DIVORCED', 'WIDOWED', 'AWAITING_DIVORCE'] as const;
export const manglikValues = ['YES', 'NO', 'ANSHIK', 'DONT_KNOW'] as const;
export const diets = ['VEGETARIAN', 'EGGETARIAN', 'NON_VEGETARIAN', 'VEGAN'] as const;
export const habitFrequencies = ['NEVER', 'OCCASIONALLY', 'REGULARLY'] as const;
export const familyTypes = ['NUCLEAR', 'JOINT'] as const;
export const profileCreators = ['SELF', 'PARENT', 'SIBLING', 'RELATIVE', 'FRIEND'] as const;
export const photoVisibilities = ['ALL', 'ACCEPTED_INTERESTS', 'NOBODY'] as const;
export const interestStatuses = ['PENDING', 'ACCEPTED', 'DECLINED'] as const;

/** A member's marriage profile; age, gender and location come from users. */
export const matrimonialProfiles = pgTable(
  'matrimonial_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    heightCm: integer('height_cm'),
    weightKg: integer('weight_kg'),
    maritalStatus: text('marital_status', { enum: maritalStatuses }),
    motherTongue: text('mother_tongue'),
    religion: text('religion'),
    caste: text('caste'),
    subCaste: text('sub_caste'),
    /** As `canonicalGotra` (packages/shared) saves it; the gotra rules compare it case-insensitively. */
    gotra: text('gotra'),
    motherGotra: text('mother_gotra'),
    excludeSameGotra: boolean('exclude_same_gotra').notNull().default(true),
    excludeMotherGotra: boolean('exclude_mother_gotra').notNull().default(false),
    manglik: text('manglik', { enum: manglikValues }),
    /** `HH:MM`, 24-hour. */
    birthTime: text('birth_time'),
    birthState: text('birth_state'),
    birthCity: text('birth_city'),
    rashi: text('rashi'),
    nakshatra: text('nakshatra'),
    diet: text('diet', { enum: diets }),
    smokingHabits: text('smoking_habits', { enum: habitFrequencies }),
    drinkingHabits: text('drinking_habits', { enum: habitFrequencies }),
    bodyType: text('body_type'),
    familyType: text('family_type', { enum: familyTypes }),
    fatherOccupation: text('father_occupation'),
    motherOccupation: text('mother_occupation'),
    /** `[{ relation, name?, maritalStatus?, occupation? }]` as the contract in packages/shared defines it. */
    siblings: jsonb('siblings')
      .notNull()
      .default(sql`'[]'::jsonb`),
    familyIncome: text('family_income'),
    familyBasedOut: text('family_based_out'),
    aboutFamily: text('about_family'),
    expectations: text('expectations'),
    profileCreatedBy: text('profile_created_by', { enum: profileCreators }),
    /** A family member to call, shown with the member's phone only after an accepted interest (E.164). */
    familyContactName: text('family_contact_name'),
    familyContactPhone: text('family_contact_phone'),
    photoVisibility: text('photo_visibility', { enum: photoVisibilities }).notNull().default('ALL'),
    images: textList('images'),
    /** The owner hid the profile: it never appears in recommendations or search. */
    isHidden: boolean('is_hidden').notNull().default(false),
    /** My visits to profiles are not recorded, and I do not see who visited mine. */
    browsePrivately: boolean('browse_privately').notNull().default(false),
    /** When the daily "New matches for you" job last looked for new matches for the member. */
    newMatchesCheckedAt: timestamp('new_matches_checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('matrimonial_profiles_search_idx').on(table.maritalStatus, table.heightCm)],
);

export const partnerPreferences = pgTable('partner_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  ageMin: integer('age_min'),
  ageMax: integer('age_max'),
  heightMin: integer('height_min'),
  heightMax: integer('height_max'),
  maritalStatus: textList('marital_status'),
  educationDegrees: textList('education_degrees'),
  occupations: textList('occupations'),
  states: textList('states'),
  cities: textList('cities'),
  motherTongues: textList('mother_tongues'),
  diet: textList('diet'),
  manglik: textList('manglik'),
  horoscopeMatters: boolean('horoscope_matters').notNull().default(false),
  updatedAt: updatedAt(),
});

export const interests = pgTable(
  'interests',
  {
    id: id(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message'),
    status: text('status', { enum: interestStatuses }).notNull().default('PENDING'),
    /** The family co-manager who sent it, or answered it, for the member (null: the member themselves). */
    sentByManagerId: uuid('sent_by_manager_id').references(() => users.id, { onDelete: 'set null' }),
    answeredByManagerId: uuid('answered_by_manager_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('interests_receiver_idx').on(table.receiverId, table.createdAt.desc()),
    index('interests_sender_idx').on(table.senderId, table.createdAt.desc()),
    // At most one open (pending or accepted) interest per pair, whoever sent it: safe under concurrent sends.
    uniqueIndex('interests_one_open_per_pair')
      .on(sql`least(${table.senderId}, ${table.receiverId})`, sql`greatest(${table.senderId}, ${table.receiverId})`)
      .where(sql`${table.status} in ('PENDING', 'ACCEPTED')`),
  ],
);

/** Who opened whose marriage profile: one row per viewer, profile and day (the time is that day's latest visit). */
export const matrimonialProfileViews = pgTable(
  'matrimonial_profile_views',
  {
    viewedId: uuid('viewed_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewerId: uuid('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The UTC day of the visit. */
    viewedOn: date('viewed_on').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.viewedId, table.viewerId, table.viewedOn] }),
    index('matrimonial_profile_views_viewer_idx').on(table.viewerId),
  ],
);

/** A member's saved marriage profiles ("Save"), newest first. */
export const matrimonialShortlist = pgTable(
  'matrimonial_shortlist',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: uuid('target_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.targetId] }),
    index('matrimonial_shortlist_target_idx').on(table.targetId),
  ],
);
