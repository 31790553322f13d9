import { payoutsAdminEndpoints } from '@betogether/contracts/payouts/payouts.endpoints';
import type { SetPayoutRateBody } from '@betogether/contracts/payouts/payouts.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { refreshPayouts } from './admin-payouts-keys';

/** A new version of a currency's rate, current at once (audited on the server). */
export function useSetPayoutRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SetPayoutRateBody) => call(payoutsAdminEndpoints.setRate, { body }),
    onSuccess: () => refreshPayouts(client),
  });
}
