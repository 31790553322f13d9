import { withdrawalsAdminEndpoints } from '@betogether/contracts/withdrawals/withdrawals.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { afterDecision } from './admin-withdrawals-keys';

type Variables = { id: string; idempotencyKey: string };

/**
 * Approves a pending withdrawal. Above the two-person threshold the first approval leaves it pending
 * (`needsSecondApproval`); the same admin's second is refused (WITHDRAWAL_SECOND_APPROVER_REQUIRED).
 */
export function useApproveWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, idempotencyKey }: Variables) =>
      call(withdrawalsAdminEndpoints.approve, { params: { withdrawalId: id }, idempotencyKey }),
    onSuccess: (withdrawal) => afterDecision(client, withdrawal),
  });
}
