import { withdrawalsAdminEndpoints } from '@betogether/contracts/withdrawals/withdrawals.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { afterDecision } from './admin-withdrawals-keys';

type Variables = { id: string; reason: string; idempotencyKey: string };

/** Rejects a pending or approved withdrawal with the reason its member reads; the coins go back once. */
export function useRejectWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason, idempotencyKey }: Variables) =>
      call(withdrawalsAdminEndpoints.reject, {
        params: { withdrawalId: id },
        body: { reason },
        idempotencyKey,
      }),
    onSuccess: (withdrawal) => afterDecision(client, withdrawal),
  });
}
