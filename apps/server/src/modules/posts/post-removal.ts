import type { Executor } from '../../db/client';
import type { EventBus } from '../../platform/events/event-bus';
import type { MediaService } from '../media/media.service';
import * as comments from './comments.repository';
import './comments.events';
import * as repo from './posts.repository';
import './posts.events';

/**
 * Deleting a post or a comment in the caller's transaction, the same whoever asks (its author, the
 * post's author, a moderator): counters, pictures and the bell follow.
 */

/** Deletes the post; answers its author, or undefined when it was already gone. */
export async function removePost(
  tx: Executor,
  deps: { events: Pick<EventBus, 'publish'>; media: Pick<MediaService, 'discard'> },
  id: string,
): Promise<{ authorId: string } | undefined> {
  const locked = await repo.lockPost(tx, id);
  if (!locked) return undefined;
  if (locked.sharedPostId) await repo.adjustShareCount(tx, locked.sharedPostId, -1);
  const pictures = await repo.mediaIdsOf(tx, id);
  await repo.deletePost(tx, id);
  // Its pictures go with it: rows now, stored files once this commits (a public one's address
  // would otherwise keep serving a deleted post's picture).
  await deps.media.discard(tx, pictures);
  const original = locked.sharedPostId
    ? await repo.findVisiblePost(tx, locked.authorId, locked.sharedPostId)
    : undefined;
  await deps.events.publish(tx, 'posts.deleted', {
    postId: id,
    authorId: locked.authorId,
    sharedPost: original ? { id: original.id, authorId: original.authorId } : null,
  });
  return { authorId: locked.authorId };
}

export async function removeComment(tx: Executor, events: Pick<EventBus, 'publish'>, id: string) {
  const locked = await comments.lockComment(tx, id);
  if (!locked) return;
  // The replies go with their comment (cascade): the post's count loses them too.
  const replies = locked.parentId ? 0 : await comments.countReplies(tx, id);
  await comments.deleteComment(tx, id);
  await comments.adjustCommentCount(tx, locked.postId, -(1 + replies));
  if (locked.parentId) await comments.adjustReplyCount(tx, locked.parentId, -1);
  await events.publish(tx, 'comments.deleted', { commentId: id, postId: locked.postId });
}
