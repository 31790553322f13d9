import { and, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { type MediaRow, mediaObjects } from '../media/media.tables';
import { personColumns } from '../users/users.read';
import { users } from '../users/users.tables';
import { canSeePost } from './post-visibility';
import { postMedia, postMentions, postReactions, posts, savedPosts } from './posts.tables';

/**
 * The one query that turns a page of post ids into cards, whatever the page size: posts with
 * their authors, the viewer's reaction and bookmark, the shared original, and the pictures (of
 * the post and its original) and mentions as JSON. One round trip: on this machine each costs
 * more than the rows it carries.
 */

const original = alias(posts, 'original');
const originalAuthor = alias(users, 'original_author');

/** A picture as the card query carries it (JSON: dates as text). */
export type CardImage = {
  postId: string;
  altText: string;
  media: Omit<MediaRow, 'createdAt'> & { createdAt: string };
};
/** A member named in the post or in its shared original (`postId` says which). */
export type CardMention = { postId: string; userId: string; username: string };

/**
 * The posts of `ids` the viewer may see, each with what its card needs; shared originals only when
 * visible too. The viewer may be a placeholder: the feed prepares this query once (post-views.ts).
 */
export function postCards(db: Executor, viewerId: string | Placeholder, ids: string[] | SQL) {
  return db
    .select({
      post: posts,
      author: personColumns(users),
      myReaction: postReactions.type,
      saved: sql<boolean>`exists (select 1 from ${savedPosts} where ${savedPosts.userId} = ${viewerId} and ${savedPosts.postId} = ${posts.id})`,
      original: {
        id: original.id,
        body: original.body,
        feeling: original.feeling,
        location: original.location,
        createdAt: original.createdAt,
      },
      images: sql<CardImage[]>`coalesce((
        select json_agg(json_build_object('postId', pm.post_id, 'altText', pm.alt_text, 'media', json_build_object(
          'id', m.id, 'ownerId', m.owner_id, 'purpose', m.purpose, 'status', m.status,
          'failureReason', m.failure_reason, 'contentType', m.content_type, 'size', m.size,
          'originalKey', m.original_key, 'width', m.width, 'height', m.height, 'blurhash', m.blurhash,
          'variants', m.variants, 'visibility', m.visibility, 'createdAt', m.created_at, 'updatedAt', m.updated_at
        )) order by pm.post_id, pm.position)
        from ${postMedia} pm join ${mediaObjects} m on m.id = pm.media_id
        where pm.post_id = ${posts.id} or pm.post_id = ${original.id}), '[]'::json)`,
      mentions: sql<CardMention[]>`coalesce((
        select json_agg(json_build_object('postId', pmn.post_id, 'userId', mu.id, 'username', mu.username))
        from ${postMentions} pmn join ${users} mu on mu.id = pmn.user_id
        where pmn.post_id = ${posts.id} or pmn.post_id = ${original.id}), '[]'::json)`,
      originalAuthor: personColumns(originalAuthor),
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .leftJoin(postReactions, and(eq(postReactions.postId, posts.id), eq(postReactions.userId, viewerId)))
    .leftJoin(original, and(eq(original.id, posts.sharedPostId), canSeePost(viewerId, original)))
    .leftJoin(originalAuthor, eq(originalAuthor.id, original.authorId))
    .where(
      and(
        Array.isArray(ids) ? inArray(posts.id, ids) : sql`${posts.id} in (${ids})`,
        canSeePost(viewerId, posts),
      ),
    );
}

export type PostCardRow = Awaited<ReturnType<typeof postCards>>[number];
