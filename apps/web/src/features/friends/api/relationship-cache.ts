import type { Profile, RelationshipResponse } from '@betogether/contracts/friends/friends.schemas';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { friendKeys } from './friend-keys';

/**
 * After an action on a member: their cached profile shows the new relationship at once, then
 * profiles, requests and friends lists refetch (counts changed). Suggestions are only marked stale:
 * the card the member clicked keeps its new state until the page is opened again.
 */
export async function applyRelationship(queryClient: QueryClient, answer: RelationshipResponse) {
  queryClient.setQueriesData<Profile>({ queryKey: friendKeys.profiles() }, (profile) =>
    profile && profile.person.id === answer.userId
      ? { ...profile, relationship: answer.relationship }
      : profile,
  );
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: friendKeys.profiles() }),
    queryClient.invalidateQueries({ queryKey: [...friendKeys.all, 'requests'] }),
    queryClient.invalidateQueries({ queryKey: [...friendKeys.all, 'member-friends'] }),
    queryClient.invalidateQueries({ queryKey: friendKeys.suggestions(), refetchType: 'none' }),
  ]);
}

type Paged<Item> = InfiniteData<{ items: Item[]; nextCursor: string | null }>;

/**
 * Takes a person out of a cached list at once (optimistic update); answers how to put it back if
 * the server refuses.
 */
export async function removePerson<Item extends { person: { id: string } }>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  userId: string,
): Promise<() => void> {
  await queryClient.cancelQueries({ queryKey });
  const before = queryClient.getQueryData<Paged<Item>>(queryKey);
  queryClient.setQueryData<Paged<Item>>(queryKey, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.filter((item) => item.person.id !== userId),
          })),
        }
      : data,
  );
  return () => queryClient.setQueryData(queryKey, before);
}
