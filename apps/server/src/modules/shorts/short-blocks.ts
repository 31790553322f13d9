import type { EventBus } from '../../platform/events/event-bus';
import '../friends/friends.events';
import { removeInteractionsBetween } from './short-blocks.repository';

/**
 * A block ends what each did on the other's shorts, in the block's own transaction, as it does on
 * posts: likes, saves and comments are deleted (an unblock does not bring them back).
 */
export function subscribeShortsToBlocks(events: Pick<EventBus, 'inTransaction'>) {
  events.inTransaction('friends.blocked', (event, tx) =>
    removeInteractionsBetween(tx, event.blockerId, event.blockedId),
  );
}
