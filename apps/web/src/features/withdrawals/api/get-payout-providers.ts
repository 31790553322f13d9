import { payoutsEndpoints } from '@betogether/contracts/payouts/payouts.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { withdrawalsKeys } from './withdrawals-keys';

/**
 * `GET /api/payout-providers`: the active payout methods with their fees and limits in coins, the
 * details each asks for, and the currencies they pay in now with the current rate.
 */
export function usePayoutProviders() {
  return useQuery({
    queryKey: withdrawalsKeys.providers(),
    queryFn: ({ signal }) => call(payoutsEndpoints.providers, { signal }),
  });
}
