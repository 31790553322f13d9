import { withdrawalsAdminEndpoints } from '@betogether/contracts/withdrawals/withdrawals.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { afterDecision } from './admin-withdrawals-keys';

type Variables = { id: string; reference: string; idempotencyKey: string };

/** Records that an approved withdrawal was paid outside the app, with the provider's reference. */
export function useMarkWithdrawalPaid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reference, idempotencyKey }: Variables) =>
      call(withdrawalsAdminEndpoints.markPaid, {
        params: { withdrawalId: id },
        body: { reference },
        idempotencyKey,
      }),
    onSuccess: (withdrawal) => afterDecision(client, withdrawal),
  });
}
