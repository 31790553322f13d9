import { payoutsAdminEndpoints } from '@betogether/contracts/payouts/payouts.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminPayoutsKeys } from './admin-payouts-keys';

/** Each currency with a rate or offered by a provider: its current rate, versions and providers. */
export function usePayoutRates() {
  return useQuery({
    queryKey: adminPayoutsKeys.rates(),
    queryFn: ({ signal }) => call(payoutsAdminEndpoints.rates, { signal }),
  });
}
