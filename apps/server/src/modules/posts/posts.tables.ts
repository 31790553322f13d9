import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { foldedSql } from '../../platform/search-text';
import { mediaObjects } from '../media/media.tables';
import { users } from '../users/users.tables';

const author = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
// Millisecond precision: keyset cursors carry these values through JavaScript dates unchanged.
const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 }).notNull().defaultNow();
const counter = (name: string) => integer(name).notNull().default(0);

/** The words of a post as full-text search sees them: the same expression in the index and the queries. */
export const postSearchVector = (body: SQL | AnyPgColumn): SQL =>
  sql`to_tsvector('simple'::regconfig, ${foldedSql(sql`${body}`)})`;

/**
 * A post, or a share of another post (`sharedPostId`, with the sharer's optional comment as body).
 * Counters are kept in the same transaction as the rows they count, so lists never count rows.
 */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: author('author_id'),
    body: text('body').notNull().default(''),
    audience: varchar('audience', { length: 8 }).notNull(),
    feeling: varchar('feeling', { length: 40 }),
    location: varchar('location', { length: 100 }),
    isShare: boolean('is_share').notNull().default(false),
    /** Null on a share whose original was deleted: the share stays, showing "no longer available". */
    sharedPostId: uuid('shared_post_id').references((): AnyPgColumn => posts.id, { onDelete: 'set null' }),
    commentsEnabled: boolean('comments_enabled').notNull().default(true),
    pinnedAt: timestamp('pinned_at', { withTimezone: true, precision: 3 }),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: at('created_at'),
    reactionCount: counter('reaction_count'),
    likeCount: counter('like_count'),
    loveCount: counter('love_count'),
    hahaCount: counter('haha_count'),
    wowCount: counter('wow_count'),
    sadCount: counter('sad_count'),
    angryCount: counter('angry_count'),
    commentCount: counter('comment_count'),
    shareCount: counter('share_count'),
    /** The author's client's key for this create: a repeat with it answers this post (one per author). */
    clientKey: uuid('client_key'),
  },
  (t) => [
    index('posts_author_recent_idx').on(t.authorId, t.createdAt, t.id, t.audience),
    uniqueIndex('posts_author_client_key').on(t.authorId, t.clientKey),
    // Suggested posts: everyone's public posts, newest first (ascending: read backwards, see feed.repository).
    index('posts_public_recent_idx').on(t.createdAt, t.id).where(sql`${t.audience} = 'public'`),
    index('posts_author_pinned_idx').on(t.authorId).where(sql`${t.pinnedAt} is not null`),
    index('posts_shared_post_idx').on(t.sharedPostId).where(sql`${t.sharedPostId} is not null`),
    index('posts_search_idx').using('gin', postSearchVector(sql`body`)),
    check('posts_audience_check', sql`${t.audience} in ('public', 'friends', 'only_me')`),
    check('posts_body_length', sql`char_length(${t.body}) <= 5000`),
    check(
      'posts_counters_not_negative',
      sql`least(${t.reactionCount}, ${t.likeCount}, ${t.loveCount}, ${t.hahaCount}, ${t.wowCount}, ${t.sadCount}, ${t.angryCount}, ${t.commentCount}, ${t.shareCount}) >= 0`,
    ),
  ],
);

/** Up to 10 pictures per post, in order, each with its alt text. */
export const postMedia = pgTable(
  'post_media',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => mediaObjects.id, { onDelete: 'cascade' }),
    altText: varchar('alt_text', { length: 300 }).notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.position] }),
    uniqueIndex('post_media_media_key').on(t.mediaId),
    check('post_media_position_check', sql`${t.position} between 0 and 9`),
  ],
);

/** Earlier versions of an edited post, newest last: what "edited" shows. */
export const postEdits = pgTable(
  'post_edits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    feeling: varchar('feeling', { length: 40 }),
    location: varchar('location', { length: 100 }),
    /**
     * The post's audience when this version was replaced: who may see it in the history. Null
     * only on versions recorded before it was kept (the migration fills them from the post).
     */
    audience: varchar('audience', { length: 8 }),
    /** When this version was replaced. */
    replacedAt: at('replaced_at'),
  },
  (t) => [index('post_edits_post_idx').on(t.postId, t.replacedAt)],
);

const reactionCheck = (column: AnyPgColumn) =>
  sql`${column} in ('like', 'love', 'haha', 'wow', 'sad', 'angry')`;

/** One reaction per member and post, changeable. */
export const postReactions = pgTable(
  'post_reactions',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: author('user_id'),
    type: varchar('type', { length: 8 }).notNull(),
    createdAt: at('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('post_reactions_recent_idx').on(t.postId, t.createdAt, t.userId),
    check('post_reactions_type_check', reactionCheck(t.type)),
  ],
);

/** A comment, or a reply to one (one level: a reply's parent is always a top-level comment). */
export const postComments = pgTable(
  'post_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: author('author_id'),
    parentId: uuid('parent_id').references((): AnyPgColumn => postComments.id, { onDelete: 'cascade' }),
    body: varchar('body', { length: 2000 }).notNull(),
    reactionCount: counter('reaction_count'),
    replyCount: counter('reply_count'),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: at('created_at'),
    /** As on posts: a repeat of the same create answers this comment. */
    clientKey: uuid('client_key'),
  },
  (t) => [
    uniqueIndex('post_comments_author_client_key').on(t.authorId, t.clientKey),
    index('post_comments_top_recent_idx').on(t.postId, t.createdAt, t.id).where(sql`${t.parentId} is null`),
    // "Most relevant" order: reactions + replies, then newest, read in index order page by page.
    index('post_comments_top_relevant_idx')
      .on(t.postId, sql`(reaction_count + reply_count)`, t.createdAt, t.id)
      .where(sql`${t.parentId} is null`),
    index('post_comments_replies_idx')
      .on(t.parentId, t.createdAt, t.id)
      .where(sql`${t.parentId} is not null`),
    check('post_comments_counters_not_negative', sql`least(${t.reactionCount}, ${t.replyCount}) >= 0`),
  ],
);

export const commentReactions = pgTable(
  'comment_reactions',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => postComments.id, { onDelete: 'cascade' }),
    userId: author('user_id'),
    type: varchar('type', { length: 8 }).notNull(),
    createdAt: at('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    check('comment_reactions_type_check', reactionCheck(t.type)),
  ],
);

/** Bookmarks. */
export const savedPosts = pgTable(
  'saved_posts',
  {
    userId: author('user_id'),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: at('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.postId] }),
    index('saved_posts_recent_idx').on(t.userId, t.createdAt, t.postId),
  ],
);

/** Members named in a post with @username. */
export const postMentions = pgTable(
  'post_mentions',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: author('user_id'),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

/** #hashtags of a post, folded (lower case, no accents). */
export const postHashtags = pgTable(
  'post_hashtags',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    tag: varchar('tag', { length: 100 }).notNull(),
    createdAt: at('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.tag] }),
    index('post_hashtags_tag_recent_idx').on(t.tag, t.createdAt, t.postId),
  ],
);
