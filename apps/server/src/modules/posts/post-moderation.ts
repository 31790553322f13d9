import type { EventBus } from '../../platform/events/event-bus';
import type { MediaService } from '../media/media.service';
import '../moderation/moderation.events';
import { removeComment, removePost } from './post-removal';
import * as repo from './posts.repository';
import './posts.events';

/**
 * A moderator's "remove" deletes the post or comment in the decision's own transaction, as its
 * author deleting it would (counters, feeds, the bell); the moderation case keeps what it showed.
 */
export function subscribePostsToModeration(
  events: Pick<EventBus, 'inTransaction' | 'publish'>,
  media: Pick<MediaService, 'discard'>,
) {
  events.inTransaction('moderation.content-removed', async (event, tx) => {
    if (event.kind === 'message') return;
    if (event.kind !== 'post') return removeComment(tx, events, event.subjectId);
    const removed = await removePost(tx, { events, media }, event.subjectId);
    if (removed)
      await events.publish(tx, 'posts.withdrawn', {
        authorId: removed.authorId,
        audienceIds: await repo.feedAudienceOf(tx, removed.authorId, 'public'),
      });
  });
}
