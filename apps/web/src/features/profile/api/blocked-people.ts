import { friendsEndpoints } from '@betogether/contracts/friends/friends.endpoints';
import type { BlockedMember, BlocksPage } from '@betogether/contracts/friends/friends.schemas';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { useCursorList } from '@/lib/use-cursor-list';

const PAGE_SIZE = 20;
const key = ['profile', 'blocked-people'] as const;

type Pages = InfiniteData<BlocksPage, string | undefined>;

/** The people the member blocked, most recent first, a page at a time. */
export function useBlockedPeople() {
  // A block made from a profile a moment ago must be listed when the settings open.
  return useCursorList(
    friendsEndpoints.blocks,
    { query: { limit: PAGE_SIZE } },
    { queryKey: key, staleTime: 0 },
  );
}

/** Where a removed row was, to put it back in its place if the server refuses. */
type Removed = { page: number; index: number; item: BlockedMember } | null;

function withoutPerson(data: Pages, userId: string): { data: Pages; removed: Removed } {
  for (const [page, { items }] of data.pages.entries()) {
    const index = items.findIndex((item) => item.person.id === userId);
    const item = items[index];
    if (!item) continue;
    const pages = data.pages.map((p, i) =>
      i === page ? { ...p, items: items.filter((other) => other !== item) } : p,
    );
    return { data: { ...data, pages }, removed: { page, index, item } };
  }
  return { data, removed: null };
}

function withPersonBack(data: Pages, { page, index, item }: NonNullable<Removed>): Pages {
  // Put back only this row: other unblocks made meanwhile keep their rows removed.
  if (data.pages.some((p) => p.items.some((other) => other.person.id === item.person.id))) return data;
  return {
    ...data,
    pages: data.pages.map((p, i) =>
      i === page ? { ...p, items: [...p.items.slice(0, index), item, ...p.items.slice(index)] } : p,
    ),
  };
}

/**
 * Unblocks a member. The row leaves the list at once and comes back if the server refuses.
 * Callers use `mutateAsync`: per-call callbacks of `mutate` only fire for the latest call.
 */
export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => call(friendsEndpoints.unblock, { params: { userId } }),
    onMutate: async (userId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const data = queryClient.getQueryData<Pages>(key);
      if (!data) return { removed: null };
      const next = withoutPerson(data, userId);
      queryClient.setQueryData(key, next.data);
      return { removed: next.removed };
    },
    onError: (_error, _userId, context) => {
      const removed = context?.removed;
      if (removed) queryClient.setQueryData<Pages>(key, (data) => data && withPersonBack(data, removed));
    },
    // The unblocked member's profile, posts and search results are visible again: every cached
    // answer of the other screens (profiles, feed, search) is stale, refetched when next shown.
    onSuccess: () => queryClient.invalidateQueries({ refetchType: 'none' }),
  });
}
