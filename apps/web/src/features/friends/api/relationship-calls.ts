import { friendsEndpoints as e } from '@betogether/contracts/friends/friends.endpoints';
import { call } from '@/lib/api-client';

const member = (userId: string) => ({ params: { userId } });

/**
 * The calls that change where the viewer stands with a member; each answers the new relationship.
 * One line each, so they sit together (their hooks live in `use-relationship-action.ts`).
 */
export const relationshipCalls = {
  /** Accepts theirs when they already asked. */
  sendRequest: (userId: string) => call(e.sendRequest, { body: { userId } }),
  cancelRequest: (userId: string) => call(e.cancelRequest, member(userId)),
  acceptRequest: (userId: string) => call(e.acceptRequest, member(userId)),
  declineRequest: (userId: string) => call(e.declineRequest, member(userId)),
  unfriend: (userId: string) => call(e.unfriend, member(userId)),
  follow: (userId: string) => call(e.follow, member(userId)),
  unfollow: (userId: string) => call(e.unfollow, member(userId)),
  block: (userId: string) => call(e.block, member(userId)),
  unblock: (userId: string) => call(e.unblock, member(userId)),
};

export type RelationshipCall = keyof typeof relationshipCalls;
