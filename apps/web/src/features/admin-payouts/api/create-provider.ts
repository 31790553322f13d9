import { payoutsAdminEndpoints } from '@betogether/contracts/payouts/payouts.endpoints';
import type { CreatePayoutProviderBody } from '@betogether/contracts/payouts/payouts.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { refreshPayouts } from './admin-payouts-keys';

/** A new provider (audited on the server). */
export function useCreatePayoutProvider() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePayoutProviderBody) => call(payoutsAdminEndpoints.createProvider, { body }),
    onSuccess: () => refreshPayouts(client),
  });
}
