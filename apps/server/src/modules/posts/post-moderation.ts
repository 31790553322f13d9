import type { Executor } from '../../db/client';
import type { EventBus } from '../../platform/events/event-bus';
import type { MediaService } from '../media/media.service';
import '../moderation/moderation.events';
import * as comments from './comments.repository';
import './comments.events';
import * as repo from './posts.repository';
import './posts.events';

type Media = Pick<MediaService, 'discard'>;

async function removePost(events: Pick<EventBus, 'publish'>, media: Media, tx: Executor, id: string) {
  const locked = await repo.lockPost(tx, id);
  if (!locked) return;
  if (locked.sharedPostId) await repo.adjustShareCount(tx, locked.sharedPostId, -1);
  const pictures = await repo.mediaIdsOf(tx, id);
  await repo.deletePost(tx, id);
  // Its pictures go with it, as when its author deletes it: a public one's address would
  // otherwise keep serving what a moderator removed.
  await media.discard(tx, pictures);
  const original = locked.sharedPostId
    ? await repo.findVisiblePost(tx, locked.authorId, locked.sharedPostId)
    : undefined;
  await events.publish(tx, 'posts.deleted', {
    postId: id,
    authorId: locked.authorId,
    sharedPost: original ? { id: original.id, authorId: original.authorId } : null,
  });
  await events.publish(tx, 'posts.withdrawn', {
    authorId: locked.authorId,
    audienceIds: await repo.feedAudienceOf(tx, locked.authorId, 'public'),
  });
}

async function removeComment(events: Pick<EventBus, 'publish'>, tx: Executor, id: string) {
  const locked = await comments.lockComment(tx, id);
  if (!locked) return;
  // The replies go with their comment (cascade): the post's count loses them too.
  const replies = locked.parentId ? 0 : await comments.countReplies(tx, id);
  await comments.deleteComment(tx, id);
  await comments.adjustCommentCount(tx, locked.postId, -(1 + replies));
  if (locked.parentId) await comments.adjustReplyCount(tx, locked.parentId, -1);
  await events.publish(tx, 'comments.deleted', { commentId: id, postId: locked.postId });
}

/**
 * A moderator's "remove" deletes the post or comment in the decision's own transaction, as its
 * author deleting it would (counters, feeds, the bell); the moderation case keeps what it showed.
 */
export function subscribePostsToModeration(
  events: Pick<EventBus, 'inTransaction' | 'publish'>,
  media: Media,
) {
  events.inTransaction('moderation.content-removed', (event, tx) =>
    event.kind === 'post'
      ? removePost(events, media, tx, event.subjectId)
      : removeComment(events, tx, event.subjectId),
  );
}
