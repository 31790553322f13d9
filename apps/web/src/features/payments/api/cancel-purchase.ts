import type { PurchaseDetail } from '@betogether/contracts/payments/payments.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentsKeys } from './payments-keys';

/** `POST /api/payments/purchases/:id/cancel`: the member gives up a checkout left open. */
export function useCancelPurchase(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<PurchaseDetail>(`/api/payments/purchases/${id}/cancel`, { method: 'POST' }),
    onSuccess: (detail) => {
      queryClient.setQueryData(paymentsKeys.purchase(id), detail);
      void queryClient.invalidateQueries({ queryKey: paymentsKeys.purchases() });
    },
  });
}
