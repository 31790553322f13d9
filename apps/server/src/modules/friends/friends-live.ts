import type { EventBus } from '../../platform/events/event-bus';
import type { Realtime } from '../../platform/realtime';
import './friends.events';

/**
 * Once a friend request's change has committed, both members hear it (every tab): a profile
 * showing "Cancel request" turns to "Friends" when the other accepts. A request removed by a block
 * is not announced: the blocked member learns nothing live.
 */
export function announceRequestChanges(
  events: Pick<EventBus, 'afterCommit'>,
  realtime: Pick<Realtime, 'emitToUsers'>,
) {
  const tell = (
    pair: { senderId: string; receiverId: string },
    change: 'sent' | 'accepted' | 'declined' | 'cancelled',
  ) => {
    realtime.emitToUsers([pair.senderId], 'friends:request-changed', { userId: pair.receiverId, change });
    realtime.emitToUsers([pair.receiverId], 'friends:request-changed', { userId: pair.senderId, change });
  };
  events.afterCommit('friends.request-sent', (event) => tell(event, 'sent'));
  events.afterCommit('friends.request-accepted', (event) => tell(event, 'accepted'));
  events.afterCommit('friends.request-removed', (event) => {
    if (event.reason !== 'blocked') tell(event, event.reason);
  });
}
