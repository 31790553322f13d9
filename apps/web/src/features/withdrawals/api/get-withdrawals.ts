import { withdrawalsEndpoints } from '@betogether/contracts/withdrawals/withdrawals.endpoints';
import { useCursorList } from '@/lib/use-cursor-list';
import { withdrawalsKeys } from './withdrawals-keys';

const PAGE_SIZE = 10;

/** The member's withdrawals, newest first, a page at a time (keyset). */
export function useWithdrawals() {
  return useCursorList(
    withdrawalsEndpoints.list,
    { query: { limit: PAGE_SIZE } },
    { queryKey: withdrawalsKeys.list(), staleTime: 0 },
  );
}
