import {
  callKinds,
  callStatuses,
  conversationKinds,
  memberRoles,
  messageKinds,
  whoMayMessageOptions,
} from '@betogether/contracts/chat/chat.constants';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, oneOf } from '../../db/columns';
import { foldedSql } from '../../platform/search-text';
import { mediaObjects } from '../media/media.tables';
import { users } from '../users/users.tables';

/**
 * A conversation (docs/decisions.md "Chat"): direct (two members, one per pair: `direct_key`),
 * group, community room, private room or partner thread. `last_seq` numbers its messages: each new
 * message takes `last_seq + 1` under the row's lock, so the sequence has no gap and no repeat.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: varchar('kind', { length: 16 }).notNull(),
    title: varchar('title', { length: 80 }),
    avatarUrl: varchar('avatar_url', { length: 500 }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The two members' ids in order, for a direct conversation: one conversation per pair. */
    directKey: varchar('direct_key', { length: 80 }),
    description: varchar('description', { length: 300 }),
    /** A partner thread: the partner its team answers for, what it is about, and where it stands. */
    partnerId: uuid('partner_id').references(() => users.id, { onDelete: 'set null' }),
    subjectType: varchar('subject_type', { length: 16 }),
    subjectId: uuid('subject_id'),
    status: varchar('status', { length: 16 }),
    lastSeq: integer('last_seq').notNull().default(0),
    memberCount: integer('member_count').notNull().default(0),
    lastActivityAt: at('last_activity_at').notNull().defaultNow(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_direct_key').on(t.directKey),
    index('conversations_kind_activity_idx').on(t.kind, t.lastActivityAt, t.id),
    index('conversations_partner_queue_idx').on(t.partnerId, t.status, t.lastActivityAt, t.id),
    check('conversations_status_check', sql`${t.status} is null or ${t.status} in ('open', 'resolved')`),
    check(
      'conversations_partner_check',
      sql`(${t.kind} = 'partner') = (${t.status} is not null and ${t.subjectType} is not null)`,
    ),
    check('conversations_kind_check', oneOf('kind', conversationKinds)),
    check('conversations_direct_check', sql`(${t.kind} = 'direct') = (${t.directKey} is not null)`),
    check('conversations_counts_check', sql`${t.lastSeq} >= 0 and ${t.memberCount} >= 0`),
  ],
);
export type ConversationRow = typeof conversations.$inferSelect;

/** Who is in a conversation, with how far they received and read, and their mute. */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 16 }).notNull(),
    joinedAt: at('joined_at').notNull().defaultNow(),
    deliveredSeq: integer('delivered_seq').notNull().default(0),
    readSeq: integer('read_seq').notNull().default(0),
    mutedUntil: at('muted_until'),
    /** Muted by a room's moderators until then: they read, they cannot write. */
    silencedUntil: at('silenced_until'),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_members_user_idx').on(t.userId),
    check('conversation_members_role_check', oneOf('role', memberRoles)),
    check('conversation_members_seq_check', sql`${t.deliveredSeq} >= 0 and ${t.readSeq} >= 0`),
  ],
);
export type ConversationMemberRow = typeof conversationMembers.$inferSelect;

/** The words of a message as search sees them: the same expression in the index and the queries. */
export const messageSearchVector = (text: SQL | AnyPgColumn): SQL =>
  sql`to_tsvector('simple'::regconfig, ${foldedSql(sql`coalesce(${text}, '')`)})`;

/** A message, numbered in its conversation (`seq`); a deletion keeps the row without its text. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** The sender's id for it: a resend finds it instead of storing it twice. */
    clientId: uuid('client_id'),
    kind: varchar('kind', { length: 16 }).notNull(),
    text: text('text'),
    replyToId: uuid('reply_to_id').references((): AnyPgColumn => messages.id, { onDelete: 'set null' }),
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    createdAt: at('created_at').notNull().defaultNow(),
    editedAt: at('edited_at'),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    uniqueIndex('messages_conversation_seq').on(t.conversationId, t.seq),
    uniqueIndex('messages_client_id').on(t.conversationId, t.senderId, t.clientId),
    index('messages_reply_to_idx').on(t.replyToId),
    index('messages_search_idx').using('gin', messageSearchVector(sql`text`)),
    check('messages_kind_check', oneOf('kind', messageKinds)),
    check('messages_seq_check', sql`${t.seq} >= 1`),
  ],
);
export type MessageRow = typeof messages.$inferSelect;

/**
 * The files a message carries, in order (pictures, documents, a voice note), each sent once: the
 * media module keeps them private, and readers get links signed for them (media.read.ts).
 */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => mediaObjects.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.position] }),
    uniqueIndex('message_attachments_media_key').on(t.mediaId),
    check('message_attachments_position_check', sql`${t.position} between 0 and 9`),
  ],
);

/** One reaction per person and message (a new emoji replaces theirs). */
export const messageReactions = pgTable(
  'message_reactions',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: varchar('emoji', { length: 16 }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] })],
);

/** A member's chat choices, and when they were last seen (a row only once one differs from the defaults or they connected). */
export const chatSettings = pgTable(
  'chat_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    whoMayMessage: varchar('who_may_message', { length: 16 }).notNull().default('everyone'),
    showPresence: boolean('show_presence').notNull().default(true),
    readReceipts: boolean('read_receipts').notNull().default(true),
    lastSeenAt: at('last_seen_at'),
  },
  () => [check('chat_settings_who_check', oneOf('who_may_message', whoMayMessageOptions))],
);

/** Who answers a partner's threads with it (its support team). */
export const partnerStaff = pgTable(
  'partner_staff',
  {
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: at('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.userId] }), index('partner_staff_user_idx').on(t.userId)],
);

/**
 * A call in a conversation (signalling only: the media go browser to browser). At most one rings or
 * goes on per conversation; when it ends, a `call` message records it in the conversation.
 */
export const calls = pgTable(
  'calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: at('started_at').notNull(),
    answeredAt: at('answered_at'),
    endedAt: at('ended_at'),
  },
  (t) => [
    uniqueIndex('calls_active_key').on(t.conversationId).where(sql`${t.status} in ('ringing', 'ongoing')`),
    index('calls_ringing_idx').on(t.startedAt).where(sql`${t.status} = 'ringing'`),
    check('calls_kind_check', oneOf('kind', callKinds)),
    check('calls_status_check', oneOf('status', callStatuses)),
  ],
);
export type CallRow = typeof calls.$inferSelect;

/** Who joined a call, and when they left (null while in it). */
export const callParticipants = pgTable(
  'call_participants',
  {
    callId: uuid('call_id')
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: at('joined_at').notNull(),
    leftAt: at('left_at'),
  },
  (t) => [primaryKey({ columns: [t.callId, t.userId] }), index('call_participants_user_idx').on(t.userId)],
);
