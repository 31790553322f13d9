import { withdrawalsAdminEndpoints } from '@betogether/contracts/withdrawals/withdrawals.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminWithdrawalsKeys, afterDecision } from './admin-withdrawals-keys';

type Variables = { ids: string[]; idempotencyKey: string };

/** Approves each of `ids` on its own: the answer says what became of each (approved, first approval, refused). */
export function useBulkApproveWithdrawals() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, idempotencyKey }: Variables) =>
      call(withdrawalsAdminEndpoints.bulkApprove, { body: { ids }, idempotencyKey }),
    onSuccess: async (_answer, { ids }) => {
      for (const id of ids) client.removeQueries({ queryKey: adminWithdrawalsKeys.detail(id) });
      await afterDecision(client);
    },
  });
}
