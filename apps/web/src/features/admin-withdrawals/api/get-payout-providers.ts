import { payoutsAdminEndpoints } from '@betogether/contracts/payouts/payouts.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminWithdrawalsKeys } from './admin-withdrawals-keys';

/** Every payout provider, active or not (old withdrawals point at switched-off ones), for the filter. */
export function usePayoutProviders() {
  return useQuery({
    queryKey: adminWithdrawalsKeys.providers(),
    queryFn: ({ signal }) => call(payoutsAdminEndpoints.providers, { signal }),
    select: (answer) => answer.items.map(({ id, name }) => ({ id, name })),
    staleTime: 5 * 60_000,
  });
}
