import { withdrawalsEndpoints } from '@betogether/contracts/withdrawals/withdrawals.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { withdrawalsKeys } from './withdrawals-keys';

/**
 * `GET /api/withdrawals/overview`: whether the member may withdraw (identity check, email), the
 * balance and what the day's and month's limits leave. Asked each time the page opens: the balance
 * moves elsewhere.
 */
export function useWithdrawalOverview() {
  return useQuery({
    queryKey: withdrawalsKeys.overview(),
    queryFn: ({ signal }) => call(withdrawalsEndpoints.overview, { signal }),
    staleTime: 0,
  });
}
