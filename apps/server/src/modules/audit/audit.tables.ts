import { index, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/** What admins did on money or identity, with who and when. Append-only (a trigger refuses changes). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'restrict' }),
    action: varchar('action', { length: 64 }).notNull(),
    subjectType: varchar('subject_type', { length: 32 }).notNull(),
    subjectId: varchar('subject_id', { length: 64 }).notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    // Newest first, read backwards (ascending on purpose, see migration 0007).
    index('audit_log_recent_idx').on(t.createdAt, t.id),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId, t.createdAt),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
