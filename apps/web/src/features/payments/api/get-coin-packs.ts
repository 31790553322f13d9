import { coinPacksEndpoints, paymentsEndpoints } from '@betogether/contracts/payments/payments.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { paymentsKeys } from './payments-keys';

/** The packs on sale, in the store's order. */
export function useCoinPacks() {
  return useQuery({
    queryKey: paymentsKeys.packs(),
    queryFn: ({ signal }) => call(coinPacksEndpoints.list, { signal }),
  });
}

/** Whether this member may buy (no chargeback hold). */
export function usePaymentsStatus() {
  return useQuery({
    queryKey: paymentsKeys.status(),
    queryFn: ({ signal }) => call(paymentsEndpoints.status, { signal }),
  });
}
