import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { foldedSql } from '../../platform/search-text';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased: one account per address whatever its case. */
    email: varchar('email', { length: 254 }).notNull(),
    username: varchar('username', { length: 30 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 60 }).notNull(),
    lastName: varchar('last_name', { length: 60 }).notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    country: varchar('country', { length: 2 }).notNull(),
    bio: varchar('bio', { length: 300 }).notNull().default(''),
    avatarUrl: text('avatar_url'),
    coverUrl: text('cover_url'),
    role: varchar('role', { length: 16 }).notNull().default('member'),
    language: varchar('language', { length: 2 }).notNull().default('en'),
    theme: varchar('theme', { length: 5 }).notNull().default('light'),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** Set by a moderator: until then sign-in is refused and sessions are ended (the moderation module). */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true, precision: 3 }),
    referralCode: varchar('referral_code', { length: 16 }).notNull(),
    referredById: uuid('referred_by_id'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Name and username folded for search (lower case, no accents): trigram-indexed for typos. */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(foldedSql(sql`first_name || ' ' || last_name || ' ' || username`)),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_referral_code_key').on(t.referralCode),
    index('users_referred_by_idx').on(t.referredById),
    index('users_created_at_idx').on(t.createdAt),
    index('users_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    // Friend suggestions: members of one country, newest first.
    index('users_country_created_idx').on(t.country, t.createdAt),
    check('users_role_check', sql`${t.role} in ('member', 'partner', 'moderator', 'admin')`),
    check('users_language_check', sql`${t.language} in ('en', 'fr')`),
    check('users_theme_check', sql`${t.theme} in ('light', 'dark')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
