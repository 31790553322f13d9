import type { AdjustmentBody, AdjustmentResponse } from '@betogether/contracts/wallet/wallet-admin.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postWithKey } from '@/lib/api-client';
import { adminEconomyKeys } from './admin-economy-keys';

type Variables = { body: AdjustmentBody; idempotencyKey: string };

/** `POST /api/admin/wallet/adjustments`: credits (coins > 0) or debits a member, with a reason (audited). */
export function useCreateAdjustment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Variables) =>
      postWithKey<AdjustmentResponse>('/api/admin/wallet/adjustments', body, idempotencyKey),
    onSuccess: () => client.invalidateQueries({ queryKey: adminEconomyKeys.all }),
  });
}
