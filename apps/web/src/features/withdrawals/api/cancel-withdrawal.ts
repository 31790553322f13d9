import { withdrawalsEndpoints } from '@betogether/contracts/withdrawals/withdrawals.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { withdrawalsKeys } from './withdrawals-keys';

/**
 * `POST /api/withdrawals/:withdrawalId/cancel` with its Idempotency-Key: a pending withdrawal ends,
 * its coins come back once. The answer is the cancelled withdrawal, shown at once.
 */
export function useCancelWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ withdrawalId, idempotencyKey }: { withdrawalId: string; idempotencyKey: string }) =>
      call(withdrawalsEndpoints.cancel, { params: { withdrawalId }, idempotencyKey }),
    onSuccess: (withdrawal) => {
      queryClient.setQueryData(withdrawalsKeys.detail(withdrawal.id), withdrawal);
      void queryClient.invalidateQueries({ queryKey: withdrawalsKeys.overview() });
      void queryClient.invalidateQueries({ queryKey: withdrawalsKeys.list() });
    },
  });
}
