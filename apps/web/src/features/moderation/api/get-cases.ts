import { moderationEndpoints } from '@betogether/contracts/moderation/moderation.endpoints';
import { useCursorList } from '@/lib/use-cursor-list';
import { moderationKeys } from './moderation-keys';

const PAGE_SIZE = 20;

/** The queue: cases of one status (and kind), latest activity first, keyset pages. */
export function useCases(query: { status: 'open' | 'resolved'; kind?: 'post' | 'comment' | 'profile' }) {
  return useCursorList(
    moderationEndpoints.queue,
    { query: { ...query, limit: PAGE_SIZE } },
    { queryKey: moderationKeys.cases(query) },
  );
}
