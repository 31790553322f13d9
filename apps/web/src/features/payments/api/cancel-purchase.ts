import { paymentsEndpoints } from '@betogether/contracts/payments/payments.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { paymentsKeys } from './payments-keys';

/** The member gives up a checkout left open. */
export function useCancelPurchase(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(paymentsEndpoints.cancelPurchase, { params: { id } }),
    onSuccess: (detail) => {
      queryClient.setQueryData(paymentsKeys.purchase(id), detail);
      void queryClient.invalidateQueries({ queryKey: paymentsKeys.purchases() });
    },
  });
}
