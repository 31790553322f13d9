import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { mediaObjects } from '../media/media.tables';
import { users } from '../users/users.tables';

const member = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
// Millisecond precision: keyset cursors carry these values through JavaScript dates unchanged.
const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 }).notNull().defaultNow();

/**
 * A story: a picture or video (a private upload of its author), or words on a colour, shown for 24
 * hours (`expires_at`, compared with the app's clock on every read; nothing deletes expired stories:
 * they stay in their author's archive).
 */
export const stories = pgTable(
  'stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: member('author_id'),
    kind: varchar('kind', { length: 8 }).notNull(),
    /** The story's file: a story without it would show nothing, so it goes with it. */
    mediaId: uuid('media_id').references(() => mediaObjects.id, { onDelete: 'cascade' }),
    text: varchar('text', { length: 250 }),
    background: varchar('background', { length: 16 }),
    caption: varchar('caption', { length: 200 }),
    linkUrl: varchar('link_url', { length: 2000 }),
    linkLabel: varchar('link_label', { length: 40 }),
    audience: varchar('audience', { length: 16 }).notNull(),
    createdAt: at('created_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    /** The author's client's key for this create: a repeat with it answers this story. */
    clientKey: uuid('client_key'),
  },
  (t) => [
    // The tray and a member's stories: an author's live ones are a range of this index.
    index('stories_author_live_idx').on(t.authorId, t.expiresAt),
    // The archive, newest first (read backwards).
    index('stories_author_recent_idx').on(t.authorId, t.createdAt, t.id),
    uniqueIndex('stories_author_client_key').on(t.authorId, t.clientKey),
    // One story per upload: deleting a story deletes its file.
    uniqueIndex('stories_media_key').on(t.mediaId),
    check('stories_kind_check', sql`${t.kind} in ('photo', 'video', 'text')`),
    check('stories_audience_check', sql`${t.audience} in ('public', 'friends', 'close_friends')`),
    check(
      'stories_content_check',
      sql`case when ${t.kind} = 'text' then ${t.text} is not null and ${t.background} is not null and ${t.mediaId} is null else ${t.text} is null end`,
    ),
  ],
);

/** Who saw a story, once each (its author's own looks are not recorded). */
export const storyViews = pgTable(
  'story_views',
  {
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    viewerId: member('viewer_id'),
    viewedAt: at('viewed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.storyId, t.viewerId] }),
    // The viewers list, newest first (read backwards).
    index('story_views_recent_idx').on(t.storyId, t.viewedAt, t.viewerId),
    // What the viewer has seen (the tray's unseen counts: PostgreSQL may hash them all at once).
    index('story_views_viewer_idx').on(t.viewerId, t.storyId),
  ],
);

/** A viewer's quick reaction to a story: one each, replaced by the next. */
export const storyReactions = pgTable(
  'story_reactions',
  {
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    viewerId: member('viewer_id'),
    emoji: varchar('emoji', { length: 16 }).notNull(),
    createdAt: at('created_at'),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.viewerId] })],
);

/** A viewer's reply to a story: it reaches the author as a notification (and in chat once it exists). */
export const storyReplies = pgTable(
  'story_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    authorId: member('author_id'),
    text: varchar('text', { length: 500 }).notNull(),
    createdAt: at('created_at'),
  },
  (t) => [index('story_replies_story_author_idx').on(t.storyId, t.authorId)],
);

/**
 * A member's close-friends list (the `close_friends` audience). Only friends belong on it: a
 * friendship cut or a block takes them off (stories.module subscribes), and reads check it too.
 */
export const closeFriends = pgTable(
  'close_friends',
  { userId: member('user_id'), friendId: member('friend_id'), createdAt: at('created_at') },
  (t) => [
    primaryKey({ columns: [t.userId, t.friendId] }),
    // Whose lists a member is on: the tray's close-friends stories (hashed once), a member's deletion.
    index('close_friends_friend_idx').on(t.friendId, t.userId),
    check('close_friends_not_self', sql`${t.userId} <> ${t.friendId}`),
  ],
);

export type StoryRow = typeof stories.$inferSelect;
export type NewStoryRow = typeof stories.$inferInsert;
