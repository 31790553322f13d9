import { payoutsAdminEndpoints } from '@betogether/contracts/payouts/payouts.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminPayoutsKeys } from './admin-payouts-keys';

/** Every payout provider, active first, with the current rate of each of its currencies. */
export function usePayoutProviders() {
  return useQuery({
    queryKey: adminPayoutsKeys.providers(),
    queryFn: ({ signal }) => call(payoutsAdminEndpoints.providers, { signal }),
  });
}
