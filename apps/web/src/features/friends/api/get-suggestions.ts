import { friendsEndpoints } from '@betogether/contracts/friends/friends.endpoints';
import { useCursorList } from '@/lib/use-cursor-list';
import { friendKeys } from './friend-keys';

const PAGE_SIZE = 18;

/** People you may know, most mutual friends first. */
export function useSuggestions() {
  return useCursorList(
    friendsEndpoints.suggestions,
    { query: { limit: PAGE_SIZE } },
    { queryKey: friendKeys.suggestions() },
  );
}
