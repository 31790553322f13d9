import { withdrawalsEndpoints } from '@betogether/contracts/withdrawals/withdrawals.endpoints';
import type { WithdrawalRequestBody } from '@betogether/contracts/withdrawals/withdrawals.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { withdrawalsKeys } from './withdrawals-keys';

/**
 * `POST /api/withdrawals` with its Idempotency-Key: the coins leave the balance at once. The same
 * key again (a retry after no answer) answers the first withdrawal instead of making a second.
 */
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: WithdrawalRequestBody; idempotencyKey: string }) =>
      call(withdrawalsEndpoints.request, { body, idempotencyKey }),
    onSuccess: (withdrawal) => {
      queryClient.setQueryData(withdrawalsKeys.detail(withdrawal.id), withdrawal);
      void queryClient.invalidateQueries({ queryKey: withdrawalsKeys.overview() });
      void queryClient.invalidateQueries({ queryKey: withdrawalsKeys.list() });
    },
  });
}
