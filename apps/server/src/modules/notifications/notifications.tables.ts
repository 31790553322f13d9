import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

const member = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
// Millisecond precision: keyset cursors carry these values through JavaScript dates unchanged.
const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 }).notNull().defaultNow();

const typeCheck = (column: AnyPgColumn) =>
  sql`${column} in ('friend_request', 'friend_accept', 'reaction', 'comment', 'reply', 'mention', 'share', 'report_outcome', 'moderation', 'coins_adjusted', 'invite_joined', 'story_reply', 'story_reaction', 'short_like', 'short_comment', 'task_reward', 'task_proof_refused', 'task_reviewed', 'kyc_status', 'withdrawal')`;

/**
 * What a notification shows besides its actor, rendered when the event arrives (the bell reads no
 * other module's tables). A later event of a grouped line overwrites the keys it names.
 */
export type NotificationPayload = {
  postId?: string;
  /** The comment a click scrolls to: the latest comment of the group, or the one replied to. */
  commentId?: string | null;
  /** The top-level comment `commentId` answers: deleting it deletes its replies, and this line. */
  parentCommentId?: string | null;
  /** A moderation line (`report_outcome`, `moderation`): what was judged and the decision. */
  moderation?: { kind: string; action: string; suspendedUntil: string | null };
  /** A `coins_adjusted` line: the coins moved on the member's wallet (signed) and the admin's reason. */
  coins?: { amount: number; reason: string };
  /** A story line (`story_reply`, `story_reaction`): the story. */
  storyId?: string;
  /** A short line (`short_like`, `short_comment`, a mention in its caption): the short. */
  shortId?: string;
  /** A task line: the task, with the coins paid, a reviewer's reason or an admin's decision. */
  task?: { id: string; title: string; coins?: number; reason?: string; approved?: boolean };
  /** A `kyc_status` line: the identity check's new state, the reviewer's reason, the fields asked again. */
  kyc?: { status: string; reason: string | null; fields: string[] };
  /** A `withdrawal` line: which one, its coins, its new state and a rejection's reason. */
  withdrawal?: { id: string; number: number; coins: number; status: string; reason: string | null };
  /**
   * What the line quotes, as it was when it happened: the latest reply or comment (first 120
   * characters: neither can be edited), or the latest story reaction's emoji.
   */
  excerpt?: string;
};

/**
 * One line in a member's notifications. Unread notifications about the same thing are grouped
 * (`groupKey`, e.g. reactions to one post): a new actor updates the line instead of adding one.
 * It names what it is about by `subjectType` + `subjectId` (a post, a member), no foreign key:
 * a domain publishes events and the subscribers here delete the lines of what it deleted.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: member('recipient_id'),
    type: varchar('type', { length: 16 }).notNull(),
    /** The latest actor; `actorCount` counts the distinct actors of the group. */
    actorId: member('actor_id'),
    actorCount: integer('actor_count').notNull().default(1),
    subjectType: varchar('subject_type', { length: 32 }).notNull(),
    subjectId: text('subject_id').notNull(),
    payload: jsonb('payload').$type<NotificationPayload>().notNull(),
    groupKey: varchar('group_key', { length: 120 }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: at('created_at'),
    /** Last activity: the list is ordered by it. */
    updatedAt: at('updated_at'),
  },
  (t) => [
    index('notifications_recipient_recent_idx').on(t.recipientId, t.updatedAt, t.id),
    uniqueIndex('notifications_unread_group_key')
      .on(t.recipientId, t.groupKey)
      .where(sql`${t.readAt} is null`),
    index('notifications_unread_idx').on(t.recipientId).where(sql`${t.readAt} is null`),
    index('notifications_subject_idx').on(t.subjectType, t.subjectId),
    check('notifications_type_check', typeCheck(t.type)),
  ],
);

/** The distinct actors of a grouped notification ("Ana and 4 others reacted"). */
export const notificationActors = pgTable(
  'notification_actors',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    actorId: member('actor_id'),
    createdAt: at('created_at'),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.actorId] })],
);

/** Per-type choice of a member; no row means the type is on. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: member('user_id'),
    type: varchar('type', { length: 16 }).notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.type] }),
    check('notification_preferences_type_check', typeCheck(t.type)),
  ],
);
