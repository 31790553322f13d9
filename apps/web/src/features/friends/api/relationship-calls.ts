import type { RelationshipResponse } from '@betogether/contracts/friends/friends.schemas';
import { api } from '@/lib/api-client';

const member = (userId: string) => encodeURIComponent(userId);

/**
 * The calls that change where the viewer stands with a member; each answers the new relationship.
 * One line each, so they sit together (their hooks live in `use-relationship-action.ts`).
 */
export const relationshipCalls = {
  /** `POST /api/friends/requests` (accepts theirs when they already asked). */
  sendRequest: (userId: string) =>
    api<RelationshipResponse>('/api/friends/requests', { method: 'POST', body: { userId } }),
  cancelRequest: (userId: string) =>
    api<RelationshipResponse>(`/api/friends/requests/${member(userId)}`, { method: 'DELETE' }),
  acceptRequest: (userId: string) =>
    api<RelationshipResponse>(`/api/friends/requests/${member(userId)}/accept`, { method: 'POST' }),
  declineRequest: (userId: string) =>
    api<RelationshipResponse>(`/api/friends/requests/${member(userId)}/decline`, { method: 'POST' }),
  unfriend: (userId: string) =>
    api<RelationshipResponse>(`/api/friends/${member(userId)}`, { method: 'DELETE' }),
  follow: (userId: string) => api<RelationshipResponse>(`/api/follows/${member(userId)}`, { method: 'POST' }),
  unfollow: (userId: string) =>
    api<RelationshipResponse>(`/api/follows/${member(userId)}`, { method: 'DELETE' }),
  block: (userId: string) => api<RelationshipResponse>(`/api/blocks/${member(userId)}`, { method: 'POST' }),
  unblock: (userId: string) =>
    api<RelationshipResponse>(`/api/blocks/${member(userId)}`, { method: 'DELETE' }),
};

export type RelationshipCall = keyof typeof relationshipCalls;
