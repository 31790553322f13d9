import type { Relationship } from '@betogether/contracts/friends/friends.schemas';

/** What the profile offers, by where the viewer stands with the member. */
type FriendAction = 'editProfile' | 'addFriend' | 'cancelRequest' | 'respond' | 'friendsMenu' | 'unblock';
export type ProfileActions = {
  /** The main button(s): friendship first. */
  friend: FriendAction;
  /** Follow or unfollow; null when it does not apply (oneself, a blocked member). */
  follow: 'follow' | 'unfollow' | null;
  /** "Message" (the conversation with them) is shown to anyone but oneself and blocked members. */
  message: boolean;
  /** The "more" menu's Block entry. */
  block: boolean;
};

export function profileActions(relationship: Relationship): ProfileActions {
  if (relationship.status === 'self')
    return { friend: 'editProfile', follow: null, message: false, block: false };
  // Whom I blocked shows nothing else until unblocked.
  if (relationship.blockedByMe) return { friend: 'unblock', follow: null, message: false, block: false };
  const friend: FriendAction =
    relationship.status === 'friends'
      ? 'friendsMenu'
      : relationship.status === 'request_sent'
        ? 'cancelRequest'
        : relationship.status === 'request_received'
          ? 'respond'
          : 'addFriend';
  return { friend, follow: relationship.following ? 'unfollow' : 'follow', message: true, block: true };
}
