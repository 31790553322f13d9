import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { mediaObjects } from '../media/media.tables';
import { users } from '../users/users.tables';
import { canSeePost } from './post-visibility';
import { postMedia, postMentions, postReactions, posts, savedPosts } from './posts.tables';

/**
 * The three queries that turn a page of post ids into cards, whatever the page size:
 * posts with their authors, the viewer's reaction and bookmark and the shared original (1),
 * the pictures of all of them (2), the mentions (3).
 */

const original = alias(posts, 'original');
const originalAuthor = alias(users, 'original_author');

/** The posts of `ids` the viewer may see, each with what its card needs; shared originals only when visible too. */
export async function postCards(db: Executor, viewerId: string, ids: string[]) {
  return db
    .select({
      post: posts,
      author: {
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        avatarUrl: users.avatarUrl,
      },
      myReaction: postReactions.type,
      saved: sql<boolean>`exists (select 1 from ${savedPosts} where ${savedPosts.userId} = ${viewerId} and ${savedPosts.postId} = ${posts.id})`,
      original: {
        id: original.id,
        body: original.body,
        feeling: original.feeling,
        location: original.location,
        createdAt: original.createdAt,
      },
      originalAuthor: {
        id: originalAuthor.id,
        username: originalAuthor.username,
        firstName: originalAuthor.firstName,
        lastName: originalAuthor.lastName,
        avatarUrl: originalAuthor.avatarUrl,
      },
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .leftJoin(postReactions, and(eq(postReactions.postId, posts.id), eq(postReactions.userId, viewerId)))
    .leftJoin(original, and(eq(original.id, posts.sharedPostId), canSeePost(viewerId, original)))
    .leftJoin(originalAuthor, eq(originalAuthor.id, original.authorId))
    .where(and(inArray(posts.id, ids), canSeePost(viewerId, posts)));
}

export type PostCardRow = Awaited<ReturnType<typeof postCards>>[number];

/** The pictures of these posts, in display order. */
export async function imagesOf(db: Executor, postIds: string[]) {
  return db
    .select({ postId: postMedia.postId, altText: postMedia.altText, media: mediaObjects })
    .from(postMedia)
    .innerJoin(mediaObjects, eq(mediaObjects.id, postMedia.mediaId))
    .where(inArray(postMedia.postId, postIds))
    .orderBy(asc(postMedia.postId), asc(postMedia.position));
}

export async function mentionsOf(db: Executor, postIds: string[]) {
  return db
    .select({ postId: postMentions.postId, userId: users.id, username: users.username })
    .from(postMentions)
    .innerJoin(users, eq(users.id, postMentions.userId))
    .where(inArray(postMentions.postId, postIds));
}
