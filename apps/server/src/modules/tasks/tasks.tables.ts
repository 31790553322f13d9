import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';
import { users } from '../users/users.tables';

const coins = (name: string) => bigint(name, { mode: 'number' });

/**
 * A partner's task (docs/decisions.md "Tasks"). Its coins live in the ledger's escrow named by its
 * id; `budget_coins`, `spent_coins` and `refunded_coins` mirror what was posted there (the ledger is
 * the truth; tests compare both). `completions_done + pending_reviews <= completions` is what keeps
 * the last places from being taken twice: every completion and proof takes its place with one
 * conditional UPDATE of this row.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    free: boolean('free').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    title: varchar('title', { length: 120 }).notNull(),
    instructions: varchar('instructions', { length: 2000 }).notNull().default(''),
    rewardCoins: integer('reward_coins').notNull(),
    completions: integer('completions').notNull(),
    completionsDone: integer('completions_done').notNull().default(0),
    pendingReviews: integer('pending_reviews').notNull().default(0),
    /** Fixed when published (the admins' fee then). */
    feePerCompletion: integer('fee_per_completion').notNull().default(0),
    budgetCoins: coins('budget_coins').notNull().default(0),
    spentCoins: coins('spent_coins').notNull().default(0),
    refundedCoins: coins('refunded_coins').notNull().default(0),
    /** Picture: the viewing time asked; video: the video's length (rounded down). */
    secondsNeeded: integer('seconds_needed').notNull().default(0),
    pictureIds: uuid('picture_ids').array().notNull().default(sql`'{}'::uuid[]`),
    videoId: uuid('video_id'),
    quizDraw: smallint('quiz_draw'),
    quizPass: smallint('quiz_pass'),
    proofKind: varchar('proof_kind', { length: 8 }),
    reviewer: varchar('reviewer', { length: 8 }),
    countries: varchar('countries', { length: 2 }).array().notNull().default(sql`'{}'::varchar[]`),
    minAge: smallint('min_age'),
    maxAge: smallint('max_age'),
    startsAt: at('starts_at'),
    endsAt: at('ends_at').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    publishedAt: at('published_at'),
    /** Set by an admin's approval (a partner's first tasks), or at publishing once trusted. */
    approvedAt: at('approved_at'),
    closedAt: at('closed_at'),
    closingReason: varchar('closing_reason', { length: 500 }),
    openReports: integer('open_reports').notNull().default(0),
  },
  (t) => [
    index('tasks_partner_created_idx').on(t.partnerId, t.createdAt, t.id),
    // Members' lists: live tasks of a kind, by each sort, walked with keyset cursors.
    index('tasks_live_newest_idx').on(t.kind, t.publishedAt, t.id).where(sql`${t.status} = 'live'`),
    index('tasks_live_reward_idx').on(t.kind, t.rewardCoins, t.id).where(sql`${t.status} = 'live'`),
    index('tasks_live_ending_idx').on(t.kind, t.endsAt, t.id).where(sql`${t.status} = 'live'`),
    // The schedule: what starts or ends next.
    index('tasks_open_starts_idx').on(t.startsAt).where(sql`${t.status} = 'scheduled'`),
    index('tasks_open_ends_idx').on(t.endsAt).where(sql`${t.status} in ('live', 'paused', 'scheduled')`),
    index('tasks_in_review_idx').on(t.publishedAt, t.id).where(sql`${t.status} = 'in_review'`),
    check('tasks_kind_check', sql`${t.kind} in ('picture', 'video', 'special')`),
    check(
      'tasks_status_check',
      sql`${t.status} in ('draft', 'in_review', 'scheduled', 'live', 'paused', 'ended', 'cancelled', 'refused')`,
    ),
    check(
      'tasks_places_check',
      sql`${t.completionsDone} >= 0 and ${t.pendingReviews} >= 0
      and ${t.completionsDone} + ${t.pendingReviews} <= ${t.completions}`,
    ),
    check('tasks_reward_check', sql`${t.rewardCoins} >= 0 and (not ${t.free} or ${t.rewardCoins} = 0)`),
    check(
      'tasks_coins_check',
      sql`${t.spentCoins} >= 0 and ${t.refundedCoins} >= 0 and ${t.spentCoins} + ${t.refundedCoins} <= ${t.budgetCoins}`,
    ),
    check('tasks_dates_check', sql`${t.startsAt} is null or ${t.startsAt} < ${t.endsAt}`),
  ],
);

/** A video task's pool of questions. `correct_index` never leaves the server but to the partner. */
export const taskQuestions = pgTable(
  'task_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    text: varchar('text', { length: 300 }).notNull(),
    answers: jsonb('answers').$type<string[]>().notNull(),
    correctIndex: smallint('correct_index').notNull(),
  },
  (t) => [uniqueIndex('task_questions_task_position_key').on(t.taskId, t.position)],
);

/**
 * A member's one try at a task (unique per member and task). The viewing clock: `beat_seq` is the
 * next beat the server will take, signed with `beat_key` (kept here only); `watched_ms` is what the
 * server counted between beats it received; `strikes` counts beats that did not add up (a skipped
 * or sped-up video), and three end the attempt.
 */
export const taskAttempts = pgTable(
  'task_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).notNull(),
    watchedMs: integer('watched_ms').notNull().default(0),
    beatSeq: integer('beat_seq').notNull().default(0),
    beatKey: varchar('beat_key', { length: 64 }).notNull(),
    lastBeatAt: at('last_beat_at'),
    /** A video's furthest point (seconds) reached in counted viewing: parts played again count once. */
    lastPosition: real('last_position'),
    strikes: smallint('strikes').notNull().default(0),
    startedAt: at('started_at').notNull(),
    finishedAt: at('finished_at'),
    questionIds: uuid('question_ids').array(),
    quizCorrect: smallint('quiz_correct'),
    rewardCoins: integer('reward_coins').notNull().default(0),
    transactionId: uuid('transaction_id'),
    failure: varchar('failure', { length: 24 }),
    proofKind: varchar('proof_kind', { length: 8 }),
    proofMediaId: uuid('proof_media_id'),
    proofLink: varchar('proof_link', { length: 500 }),
    proofText: varchar('proof_text', { length: 1000 }),
    reviewReason: varchar('review_reason', { length: 500 }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: at('reviewed_at'),
  },
  (t) => [
    uniqueIndex('task_attempts_task_member_key').on(t.taskId, t.memberId),
    index('task_attempts_member_started_idx').on(t.memberId, t.startedAt, t.id),
    // The daily cap: a member's paid completions of the day.
    index('task_attempts_member_paid_idx')
      .on(t.memberId, t.finishedAt)
      .where(sql`${t.status} = 'completed' and ${t.rewardCoins} > 0`),
    index('task_attempts_pending_idx').on(t.taskId, t.finishedAt, t.id).where(sql`${t.status} = 'pending'`),
    check(
      'task_attempts_status_check',
      sql`${t.status} in ('watching', 'quiz', 'pending', 'completed', 'failed', 'refused')`,
    ),
    check('task_attempts_watched_check', sql`${t.watchedMs} >= 0 and ${t.beatSeq} >= 0`),
  ],
);

/** A view of a task's page, once per member and day (analytics' "views"). */
export const taskViews = pgTable(
  'task_views',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.memberId, t.day] })],
);

/**
 * The daily rollup of a task (UTC days): counted in the transaction of what it counts, read by
 * the partner's analytics without scanning attempts.
 */
export const taskDailyStats = pgTable(
  'task_daily_stats',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    starts: integer('starts').notNull().default(0),
    completions: integer('completions').notNull().default(0),
    quizPasses: integer('quiz_passes').notNull().default(0),
    quizFails: integer('quiz_fails').notNull().default(0),
    watchMs: bigint('watch_ms', { mode: 'number' }).notNull().default(0),
    watchCount: integer('watch_count').notNull().default(0),
    coinsSpent: coins('coins_spent').notNull().default(0),
    fraudRefused: integer('fraud_refused').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.day] })],
);

/** A member's report of a task, for the admins' queue. */
export const taskReports = pgTable(
  'task_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 16 }).notNull(),
    details: varchar('details', { length: 500 }).notNull().default(''),
    status: varchar('status', { length: 16 }).notNull().default('open'),
    createdAt: at('created_at').notNull(),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: at('resolved_at'),
    resolution: varchar('resolution', { length: 500 }),
  },
  (t) => [
    uniqueIndex('task_reports_task_reporter_key').on(t.taskId, t.reporterId),
    index('task_reports_open_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'open'`),
    check('task_reports_status_check', sql`${t.status} in ('open', 'dismissed', 'actioned')`),
  ],
);

/** The admins' settings of tasks: one row. */
export const taskSettings = pgTable(
  'task_settings',
  {
    id: smallint('id').primaryKey(),
    feePercent: smallint('fee_percent').notNull(),
    dailyCapCoins: integer('daily_cap_coins').notNull(),
    minRewardCoins: integer('min_reward_coins').notNull(),
    approvalsRequired: smallint('approvals_required').notNull(),
    updatedAt: at('updated_at').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('task_settings_one_row_check', sql`${t.id} = 1`)],
);

export type TaskRow = typeof tasks.$inferSelect;
export type NewTaskRow = typeof tasks.$inferInsert;
export type TaskQuestionRow = typeof taskQuestions.$inferSelect;
export type TaskAttemptRow = typeof taskAttempts.$inferSelect;
export type TaskReportRow = typeof taskReports.$inferSelect;
export type TaskDailyStatsRow = typeof taskDailyStats.$inferSelect;

/**
 * The `Idempotency-Key`s of task calls that move coins or end an attempt (publish, cancel, finish,
 * quiz answers, reviews): written in the call's own transaction, so that a repeat of a call that
 * committed answers its result again (`replayed`) instead of acting twice. Kept two days.
 */
export const taskRequestKeys = pgTable(
  'task_request_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 100 }).notNull(),
    /** The call and the object it acted on: the same key for another call or object is refused. */
    scope: varchar('scope', { length: 32 }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('task_request_keys_created_idx').on(t.createdAt)],
);
