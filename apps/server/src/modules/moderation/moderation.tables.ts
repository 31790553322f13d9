import type { ConversationKind } from '@betogether/contracts/chat/chat.constants';
import type { ContextMessage } from '@betogether/contracts/moderation/moderation.schemas';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';
import { users } from '../users/users.tables';

const kindCheck = (column: string) => sql.raw(`${column} in ('post', 'comment', 'profile', 'message')`);

/**
 * What a case shows of the reported thing as it was last reported: kept so that a removed post or
 * a deleted comment can still be reviewed (the posts module deletes its rows).
 */
export type ContentSnapshot = {
  body: string;
  pictures: string[];
  postId: string | null;
  audience: string | null;
  createdAt: string | null;
  /** A message's conversation and the messages before it (absent from cases older than messages). */
  conversation?: { kind: ConversationKind; title: string | null } | null;
  context?: ContextMessage[] | null;
};

/**
 * One reported thing (a post, a comment, a profile, a chat message) awaiting or past a decision.
 * Reports of the same thing gather in its open case; once resolved, a new report opens a new case.
 * No foreign key to the post, comment or message: the case outlives the content it judged.
 */
export const moderationCases = pgTable(
  'moderation_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: varchar('kind', { length: 8 }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 8 }).notNull().default('open'),
    reportCount: integer('report_count').notNull().default(0),
    snapshot: jsonb('snapshot').$type<ContentSnapshot>().notNull(),
    firstReportedAt: at('first_reported_at').notNull(),
    lastReportedAt: at('last_reported_at').notNull(),
    /** The queue's order: the latest report while open, the resolution once resolved. */
    activityAt: at('activity_at').notNull(),
    action: varchar('action', { length: 8 }),
    note: varchar('note', { length: 500 }).notNull().default(''),
    resolvedById: uuid('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: at('resolved_at'),
    suspendedUntil: at('suspended_until'),
  },
  (t) => [
    uniqueIndex('moderation_cases_open_subject_key').on(t.kind, t.subjectId).where(sql`${t.status} = 'open'`),
    index('moderation_cases_queue_idx').on(t.status, t.activityAt, t.id),
    index('moderation_cases_kind_queue_idx').on(t.status, t.kind, t.activityAt, t.id),
    index('moderation_cases_author_idx').on(t.authorId),
    check('moderation_cases_kind_check', kindCheck('kind')),
    check('moderation_cases_status_check', sql`${t.status} in ('open', 'resolved')`),
    check(
      'moderation_cases_action_check',
      sql`${t.action} is null or ${t.action} in ('dismiss', 'remove', 'warn', 'suspend')`,
    ),
  ],
);

/** One report per member and reported thing, ever: a member cannot pile reports on one post. */
export const moderationReports = pgTable(
  'moderation_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => moderationCases.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 32 }).notNull(),
    details: varchar('details', { length: 500 }).notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('moderation_reports_reporter_key').on(t.kind, t.subjectId, t.reporterId),
    index('moderation_reports_case_idx').on(t.caseId, t.createdAt),
    check('moderation_reports_kind_check', kindCheck('kind')),
  ],
);

export type CaseRow = typeof moderationCases.$inferSelect;
