/** Which requests a list shows: those a member received, or those they sent. No zod here: the web lists these. */
export const friendRequestDirections = ['received', 'sent'] as const;
export type FriendRequestDirection = (typeof friendRequestDirections)[number];
