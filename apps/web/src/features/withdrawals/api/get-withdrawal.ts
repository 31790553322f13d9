import { withdrawalsEndpoints } from '@betogether/contracts/withdrawals/withdrawals.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { withdrawalsKeys } from './withdrawals-keys';

/** One withdrawal with its timeline (the detail dialog); nothing is asked while none is open. */
export function useWithdrawal(withdrawalId: string | null) {
  return useQuery({
    queryKey: withdrawalsKeys.detail(withdrawalId ?? ''),
    queryFn: ({ signal }) =>
      call(withdrawalsEndpoints.detail, { params: { withdrawalId: withdrawalId ?? '' }, signal }),
    enabled: withdrawalId !== null,
    staleTime: 0,
  });
}
