import { withdrawalsAdminEndpoints } from '@betogether/contracts/withdrawals/withdrawals.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminWithdrawalsKeys } from './admin-withdrawals-keys';

/** The day and month limits and the two-person threshold (the defaults until an admin saves some). */
export function useWithdrawalSettings() {
  return useQuery({
    queryKey: adminWithdrawalsKeys.settings(),
    queryFn: ({ signal }) => call(withdrawalsAdminEndpoints.settings, { signal }),
  });
}
