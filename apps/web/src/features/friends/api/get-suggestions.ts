import type { SuggestionsPage } from '@betogether/contracts/friends/friends.schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { friendKeys } from './friend-keys';
import { pageUrl } from './page-url';

const PAGE_SIZE = 18;

/** `GET /api/friends/suggestions`: people you may know, most mutual friends first. */
export function useSuggestions() {
  return useInfiniteQuery({
    queryKey: friendKeys.suggestions(),
    queryFn: ({ pageParam, signal }) =>
      api<SuggestionsPage>(pageUrl('/api/friends/suggestions', PAGE_SIZE, pageParam), { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
