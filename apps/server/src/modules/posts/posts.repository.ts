import { and, desc, eq, inArray, isNotNull, ne, not, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { blockedBetween, friendsBetween } from '../friends/friends.read';
import { follows, friendships } from '../friends/friends.tables';
import { users } from '../users/users.tables';
import { canSeePost } from './post-visibility';
import { postEdits, postHashtags, postMedia, postMentions, posts, savedPosts } from './posts.tables';

export type PostRow = typeof posts.$inferSelect;
export type NewPostRow = typeof posts.$inferInsert;

/** The post when the viewer may see it; undefined when it does not exist or is hidden (both 404). */
export async function findVisiblePost(
  db: Executor,
  viewerId: string,
  id: string,
): Promise<PostRow | undefined> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), canSeePost(viewerId, posts)))
    .limit(1);
  return row;
}

/** The post whoever may see it (a share's original, to compare audiences). */
export async function findPost(db: Executor, id: string): Promise<PostRow | undefined> {
  const [row] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
  return row;
}

export async function areFriends(db: Executor, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ yes: sql<boolean>`true` })
    .from(friendships)
    .where(and(eq(friendships.userId, a), eq(friendships.friendId, b)))
    .limit(1);
  return row !== undefined;
}

/** Locks the post row for the rest of the transaction (counters, pins, edits). */
export async function lockPost(tx: Executor, id: string): Promise<PostRow | undefined> {
  const [row] = await tx.select().from(posts).where(eq(posts.id, id)).for('update').limit(1);
  return row;
}

export async function insertPost(tx: Executor, values: NewPostRow): Promise<PostRow> {
  const [row] = await tx.insert(posts).values(values).returning();
  if (!row) throw new Error('post insert returned nothing');
  return row;
}

/** The author's post made with this client key (a repeated create), if it still exists. */
export async function findByClientKey(
  db: Executor,
  authorId: string,
  clientKey: string,
): Promise<PostRow | undefined> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.authorId, authorId), eq(posts.clientKey, clientKey)))
    .limit(1);
  return row;
}

export async function updatePost(tx: Executor, id: string, values: Partial<NewPostRow>): Promise<void> {
  await tx.update(posts).set(values).where(eq(posts.id, id));
}

export async function deletePost(tx: Executor, id: string): Promise<void> {
  await tx.delete(posts).where(eq(posts.id, id));
}

export async function adjustShareCount(tx: Executor, id: string, delta: 1 | -1): Promise<void> {
  await tx
    .update(posts)
    .set({ shareCount: sql`greatest(${posts.shareCount} + ${delta}, 0)` })
    .where(eq(posts.id, id));
}

/** Of these pictures, those already attached to another post (a picture belongs to one post). */
export async function mediaUsedElsewhere(tx: Executor, mediaIds: string[], postId: string | null) {
  if (mediaIds.length === 0) return [];
  const rows = await tx
    .select({ mediaId: postMedia.mediaId })
    .from(postMedia)
    .where(and(inArray(postMedia.mediaId, mediaIds), postId ? ne(postMedia.postId, postId) : undefined));
  return rows.map((row) => row.mediaId);
}

export async function replaceMedia(
  tx: Executor,
  postId: string,
  images: ReadonlyArray<{ mediaId: string; altText: string }>,
): Promise<void> {
  await tx.delete(postMedia).where(eq(postMedia.postId, postId));
  if (images.length === 0) return;
  await tx
    .insert(postMedia)
    .values(
      images.map((image, position) => ({ postId, position, mediaId: image.mediaId, altText: image.altText })),
    );
}

/** The pictures of a post, in order. */
export async function mediaIdsOf(tx: Executor, postId: string): Promise<string[]> {
  const rows = await tx
    .select({ mediaId: postMedia.mediaId })
    .from(postMedia)
    .where(eq(postMedia.postId, postId))
    .orderBy(postMedia.position);
  return rows.map((row) => row.mediaId);
}

export async function hasMedia(tx: Executor, postId: string): Promise<boolean> {
  const rows = await tx
    .select({ postId: postMedia.postId })
    .from(postMedia)
    .where(eq(postMedia.postId, postId))
    .limit(1);
  return rows.length > 0;
}

/** Members with these usernames (lower-cased), through the case-insensitive unique index. */
export async function usersByUsernames(db: Executor, names: string[]) {
  if (names.length === 0) return [];
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, names));
}

export async function mentionedIds(db: Executor, postId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: postMentions.userId })
    .from(postMentions)
    .where(eq(postMentions.postId, postId));
  return rows.map((row) => row.userId);
}

export async function replaceMentions(tx: Executor, postId: string, userIds: string[]): Promise<void> {
  await tx.delete(postMentions).where(eq(postMentions.postId, postId));
  if (userIds.length === 0) return;
  await tx.insert(postMentions).values(userIds.map((userId) => ({ postId, userId })));
}

export async function replaceHashtags(
  tx: Executor,
  postId: string,
  tags: string[],
  createdAt: Date,
): Promise<void> {
  await tx.delete(postHashtags).where(eq(postHashtags.postId, postId));
  if (tags.length === 0) return;
  await tx.insert(postHashtags).values(tags.map((tag) => ({ postId, tag, createdAt })));
}

/**
 * Of these members, those who may see the post as it is now: a mention in a friends-only post
 * does not reach a non-friend, nor any mention someone a block separates from the post's author
 * (the block between the mentioned member and the one who wrote a comment is checked when the
 * notification is recorded).
 */
export async function membersWhoSee(db: Executor, postId: string, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(posts, eq(posts.id, postId))
    .where(
      and(
        inArray(users.id, userIds),
        or(
          eq(posts.authorId, users.id),
          eq(posts.audience, 'public'),
          and(eq(posts.audience, 'friends'), friendsBetween(users.id, posts.authorId)),
        ),
        not(blockedBetween(users.id, posts.authorId)),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * Who gets `feed:new-post`: the author's friends for public and friends posts, their followers
 * too for public ones. One query whatever the audience.
 */
export async function feedAudienceOf(db: Executor, authorId: string, audience: string): Promise<string[]> {
  if (audience === 'only_me') return [];
  const friendIds = db
    .select({ id: friendships.friendId })
    .from(friendships)
    .where(eq(friendships.userId, authorId));
  const rows =
    audience === 'public'
      ? await friendIds.union(
          db.select({ id: follows.followerId }).from(follows).where(eq(follows.followeeId, authorId)),
        )
      : await friendIds;
  return rows.map((row) => row.id);
}

// History

export async function insertEdit(tx: Executor, values: typeof postEdits.$inferInsert): Promise<void> {
  await tx.insert(postEdits).values(values);
}

/** Earlier versions, newest first; an edit history is written by hand, so it stays short. */
export async function listEdits(db: Executor, postId: string) {
  return db
    .select()
    .from(postEdits)
    .where(eq(postEdits.postId, postId))
    .orderBy(desc(postEdits.replacedAt), desc(postEdits.id))
    .limit(200);
}

// Pins

/** One pinned post per author: pinning one unpins any other in the same statement order. */
export async function pin(tx: Executor, authorId: string, postId: string, now: Date): Promise<void> {
  await tx
    .update(posts)
    .set({ pinnedAt: null })
    .where(and(eq(posts.authorId, authorId), isNotNull(posts.pinnedAt), ne(posts.id, postId)));
  await tx.update(posts).set({ pinnedAt: now }).where(eq(posts.id, postId));
}

export async function unpin(tx: Executor, postId: string): Promise<void> {
  await tx.update(posts).set({ pinnedAt: null }).where(eq(posts.id, postId));
}

// Bookmarks

export async function savePost(db: Executor, userId: string, postId: string, now: Date): Promise<void> {
  await db.insert(savedPosts).values({ userId, postId, createdAt: now }).onConflictDoNothing();
}

export async function unsavePost(db: Executor, userId: string, postId: string): Promise<void> {
  await db.delete(savedPosts).where(and(eq(savedPosts.userId, userId), eq(savedPosts.postId, postId)));
}

/** A page of the member's bookmarks that they may still see, newest saved first. */
export async function savedPage(
  db: Executor,
  userId: string,
  limit: number,
  after: { savedAt: Date; postId: string } | null,
) {
  return db
    .select({ postId: savedPosts.postId, savedAt: savedPosts.createdAt })
    .from(savedPosts)
    .innerJoin(posts, eq(posts.id, savedPosts.postId))
    .where(
      and(
        eq(savedPosts.userId, userId),
        // saved_posts_recent_idx read backwards: the row comparison is where the page starts.
        after
          ? sql`(${savedPosts.createdAt}, ${savedPosts.postId}) < (${after.savedAt.toISOString()}::timestamptz, ${after.postId}::uuid)`
          : undefined,
        canSeePost(userId, posts),
      ),
    )
    .orderBy(desc(savedPosts.createdAt), desc(savedPosts.postId))
    .limit(limit + 1);
}
