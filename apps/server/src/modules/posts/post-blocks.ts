import type { EventBus } from '../../platform/events/event-bus';
import '../friends/friends.events';
import './comments.events';
import { removeInteractionsBetween } from './post-blocks.repository';

/**
 * A block ends what each did on the other's posts, in the block's own transaction: their
 * reactions and comments there no longer count nor show, on either side. They are deleted, not
 * hidden: an unblock does not bring them back (docs/decisions.md, Hardening).
 */
export function subscribePostsToBlocks(events: Pick<EventBus, 'inTransaction' | 'publish'>) {
  events.inTransaction('friends.blocked', async (event, tx) => {
    const removed = await removeInteractionsBetween(tx, event.blockerId, event.blockedId);
    // The bell forgets the lines about these comments, as for any deleted comment.
    for (const comment of removed)
      await events.publish(tx, 'comments.deleted', { commentId: comment.id, postId: comment.postId });
  });
}
