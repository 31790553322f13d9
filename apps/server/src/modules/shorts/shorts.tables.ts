import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
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
const shortRef = (name: string) =>
  uuid(name)
    .notNull()
    .references((): AnyPgColumn => shorts.id, { onDelete: 'cascade' });
// Millisecond precision: keyset cursors carry these values through JavaScript dates unchanged.
const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 }).notNull().defaultNow();
const counter = (name: string) => integer(name).notNull().default(0);

/**
 * A short: one ready `short-video` upload with its caption. Not a post: it has its own likes,
 * comments, saves and views and never enters the home feed. Counters are kept in the transaction
 * of the rows they count. `sound`: 'own', 'pending' while a remix waits for its original's sound
 * (media's `media.borrow-sound` job), 'borrowed' once laid.
 */
export const shorts = pgTable(
  'shorts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: member('author_id'),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => mediaObjects.id, { onDelete: 'cascade' }),
    caption: text('caption').notNull().default(''),
    altText: varchar('alt_text', { length: 500 }).notNull().default(''),
    /** Folded like search folds (lower case, no accents), as read from the caption. */
    hashtags: text('hashtags').array().notNull().default(sql`'{}'::text[]`),
    /** The short whose sound this remix uses; null once that short is deleted. */
    remixOfId: uuid('remix_of_id').references((): AnyPgColumn => shorts.id, { onDelete: 'set null' }),
    sound: varchar('sound', { length: 8 }).notNull().default('own'),
    createdAt: at('created_at'),
    clientKey: uuid('client_key'),
    viewCount: counter('view_count'),
    /** Counted views watched to the end: part of the For You engagement. */
    completionCount: counter('completion_count'),
    likeCount: counter('like_count'),
    commentCount: counter('comment_count'),
    shareCount: counter('share_count'),
    saveCount: counter('save_count'),
    remixCount: counter('remix_count'),
    /** The For You engagement (docs/decisions.md, Shorts), kept by the database, indexed for candidates. */
    engagement: integer('engagement')
      .notNull()
      .generatedAlwaysAs(sql`like_count * 2 + comment_count * 3 + share_count * 4 + completion_count`),
  },
  (t) => [
    index('shorts_recent_idx').on(t.createdAt, t.id),
    index('shorts_author_recent_idx').on(t.authorId, t.createdAt, t.id),
    // Following: each followee's newest listed shorts, read from the index alone.
    index('shorts_author_listed_idx').on(t.authorId, t.createdAt, t.id).where(sql`${t.sound} <> 'pending'`),
    index('shorts_engagement_idx').on(t.engagement, t.createdAt),
    // The clean-up's look for remixes whose sound job was lost.
    index('shorts_sound_pending_idx').on(t.createdAt).where(sql`${t.sound} = 'pending'`),
    index('shorts_remix_of_idx').on(t.remixOfId, t.createdAt, t.id).where(sql`${t.remixOfId} is not null`),
    uniqueIndex('shorts_media_key').on(t.mediaId),
    uniqueIndex('shorts_author_client_key').on(t.authorId, t.clientKey),
    check('shorts_sound_check', sql`${t.sound} in ('own', 'pending', 'borrowed')`),
    check('shorts_caption_length', sql`char_length(${t.caption}) <= 2200`),
    check(
      'shorts_counters_not_negative',
      sql`least(${t.viewCount}, ${t.completionCount}, ${t.likeCount}, ${t.commentCount}, ${t.shareCount}, ${t.saveCount}, ${t.remixCount}) >= 0`,
    ),
  ],
);

/** Members named in a caption with @username (for links and the `shorts.published` mentions). */
export const shortMentions = pgTable(
  'short_mentions',
  { shortId: shortRef('short_id'), userId: member('user_id') },
  (t) => [primaryKey({ columns: [t.shortId, t.userId] })],
);

export const shortLikes = pgTable(
  'short_likes',
  { shortId: shortRef('short_id'), userId: member('user_id'), createdAt: at('created_at') },
  (t) => [primaryKey({ columns: [t.shortId, t.userId] })],
);

/** A member's saved shorts, newest saved first. */
export const shortSaves = pgTable(
  'short_saves',
  { userId: member('user_id'), shortId: shortRef('short_id'), createdAt: at('created_at') },
  (t) => [
    primaryKey({ columns: [t.userId, t.shortId] }),
    index('short_saves_recent_idx').on(t.userId, t.createdAt, t.shortId),
  ],
);

export const shortComments = pgTable(
  'short_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shortId: shortRef('short_id'),
    authorId: member('author_id'),
    body: varchar('body', { length: 1000 }).notNull(),
    createdAt: at('created_at'),
    /** A repeat of the same create answers this comment. */
    clientKey: uuid('client_key'),
  },
  (t) => [
    index('short_comments_recent_idx').on(t.shortId, t.createdAt, t.id),
    uniqueIndex('short_comments_author_client_key').on(t.authorId, t.clientKey),
  ],
);

/**
 * One watch record per short, viewer and UTC day, made by the first report of 2 s or more (a
 * counted view) and updated by the later ones that day: the longest watch, and whether it reached
 * the end. The author's own watches are not recorded. `firstAt` tells For You what was seen before
 * its scoring instant.
 */
export const shortViews = pgTable(
  'short_views',
  {
    shortId: shortRef('short_id'),
    viewerId: member('viewer_id'),
    day: date('day', { mode: 'string' }).notNull(),
    watchedMs: integer('watched_ms').notNull(),
    completed: boolean('completed').notNull(),
    firstAt: at('first_at'),
    lastAt: at('last_at'),
  },
  (t) => [
    primaryKey({ columns: [t.shortId, t.viewerId, t.day] }),
    // For You's "seen before": the viewer's watches of the last 30 days, one index range.
    index('short_views_viewer_recent_idx').on(t.viewerId, t.firstAt, t.shortId),
  ],
);
