import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { commentReactions, postComments, postReactions, posts } from './posts.tables';

/**
 * What a block takes away (docs/decisions.md, Hardening): each member's reactions and comments on
 * the other's posts, and their reactions to comments under the other's posts. The counters of
 * what they touched are counted again from the rows that remain, in the block's transaction.
 */

const postsBy = (authorId: string) =>
  sql`(select ${posts.id} from ${posts} where ${posts.authorId} = ${authorId})`;

/** `memberColumn` of a row under a post of the other member, both ways. */
function onEachOthersPosts(a: string, b: string, postColumn: SQL, memberColumn: AnyPgColumn) {
  return or(
    and(sql`${postColumn} in ${postsBy(a)}`, eq(memberColumn, b)),
    and(sql`${postColumn} in ${postsBy(b)}`, eq(memberColumn, a)),
  );
}

/** Deletes what each did on the other's posts; answers the comments deleted (not their cascaded replies). */
export async function removeInteractionsBetween(
  tx: Executor,
  a: string,
  b: string,
): Promise<Array<{ id: string; postId: string; parentId: string | null }>> {
  const reacted = await tx
    .delete(postReactions)
    .where(onEachOthersPosts(a, b, sql`${postReactions.postId}`, postReactions.userId))
    .returning({ postId: postReactions.postId });
  const commentOfPost = sql`(select ${postComments.postId} from ${postComments} where ${postComments.id} = ${commentReactions.commentId})`;
  const reactedComments = await tx
    .delete(commentReactions)
    .where(onEachOthersPosts(a, b, commentOfPost, commentReactions.userId))
    .returning({ commentId: commentReactions.commentId });
  // Replies of others under a deleted comment go with it (cascade), as when its author deletes it.
  const comments = await tx
    .delete(postComments)
    .where(onEachOthersPosts(a, b, sql`${postComments.postId}`, postComments.authorId))
    .returning({ id: postComments.id, postId: postComments.postId, parentId: postComments.parentId });

  const postIds = [...new Set([...reacted, ...comments].map((row) => row.postId))];
  if (postIds.length > 0) await recountPosts(tx, postIds);
  const commentIds = [
    ...new Set([
      ...reactedComments.map((row) => row.commentId),
      ...comments.flatMap((row) => (row.parentId ? [row.parentId] : [])),
    ]),
  ];
  if (commentIds.length > 0) await recountComments(tx, commentIds);
  return comments;
}

const reactionsOf = (type?: string) =>
  sql`(select count(*)::int from ${postReactions} r where r.post_id = ${posts.id}${type ? sql` and r.type = ${type}` : sql``})`;

async function recountPosts(tx: Executor, ids: string[]): Promise<void> {
  await tx
    .update(posts)
    .set({
      reactionCount: reactionsOf(),
      likeCount: reactionsOf('like'),
      loveCount: reactionsOf('love'),
      hahaCount: reactionsOf('haha'),
      wowCount: reactionsOf('wow'),
      sadCount: reactionsOf('sad'),
      angryCount: reactionsOf('angry'),
      commentCount: sql`(select count(*)::int from ${postComments} c where c.post_id = ${posts.id})`,
    })
    .where(inArray(posts.id, ids));
}

/** Comments that lost replies or reactions (those deleted meanwhile match nothing). */
async function recountComments(tx: Executor, ids: string[]): Promise<void> {
  await tx
    .update(postComments)
    .set({
      replyCount: sql`(select count(*)::int from ${postComments} r where r.parent_id = ${postComments.id})`,
      reactionCount: sql`(select count(*)::int from ${commentReactions} cr where cr.comment_id = ${postComments.id})`,
    })
    .where(inArray(postComments.id, ids));
}
