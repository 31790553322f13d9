import type { CoinPacksResponse } from '@betogether/contracts/payments/coin-packs.schemas';
import type { PaymentsStatus } from '@betogether/contracts/payments/payments.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentsKeys } from './payments-keys';

/** `GET /api/coin-packs`: the packs on sale, in the store's order. */
export function useCoinPacks() {
  return useQuery({
    queryKey: paymentsKeys.packs(),
    queryFn: ({ signal }) => api<CoinPacksResponse>('/api/coin-packs', { signal }),
  });
}

/** `GET /api/payments/status`: whether this member may buy (no chargeback hold). */
export function usePaymentsStatus() {
  return useQuery({
    queryKey: paymentsKeys.status(),
    queryFn: ({ signal }) => api<PaymentsStatus>('/api/payments/status', { signal }),
  });
}
