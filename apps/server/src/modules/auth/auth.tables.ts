import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/** Sign-in tokens. Only the SHA-256 of a token is stored; the token itself exists only in the browser. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    deviceHash: varchar('device_hash', { length: 64 }).notNull(),
    deviceLabel: varchar('device_label', { length: 120 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId, t.lastUsedAt),
    index('sessions_user_device_idx').on(t.userId, t.deviceHash),
  ],
);

/** Emailed 6-digit codes: email verification and the second sign-in step. */
export const emailChallenges = pgTable(
  'email_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for a decoy: registration with a taken email answers like any other (no enumeration). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    deviceHash: varchar('device_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The browser's key for a registration: a repeat with the same email and key answers this row. */
    clientKey: uuid('client_key'),
  },
  (t) => [
    index('email_challenges_user_idx').on(t.userId),
    uniqueIndex('email_challenges_client_key').on(t.email, t.clientKey),
    check('email_challenges_purpose_check', sql`${t.purpose} in ('verify_email', 'login', 'withdrawal')`),
  ],
);

/** Password reset links: single use, one hour. The link's token is stored hashed. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * A registration with an email that already has an account: no account is made, but its username
 * and password are kept as an unverified account would keep them (the username shows as taken, a
 * sign-in with them asks for a code), so that nothing tells the two cases apart from outside.
 */
export const registrationDecoys = pgTable(
  'registration_decoys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: varchar('email', { length: 254 }).notNull(),
    username: varchar('username', { length: 30 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('registration_decoys_username_lower_key').on(sql`lower(${t.username})`),
    index('registration_decoys_email_idx').on(t.email),
  ],
);

/**
 * What the hourly per-account and per-mailbox limits count: codes issued, wrong codes, mails sent
 * by kind. Keyed by email address; rows older than a day are deleted.
 */
export const authLimitEvents = pgTable(
  'auth_limit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: varchar('email', { length: 254 }).notNull(),
    kind: varchar('kind', { length: 24 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_limit_events_lookup_idx').on(t.email, t.kind, t.createdAt)],
);

export type SessionRow = typeof sessions.$inferSelect;
export type EmailChallengeRow = typeof emailChallenges.$inferSelect;
