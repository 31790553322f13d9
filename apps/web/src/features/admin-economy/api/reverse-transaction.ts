import type { ReverseBody, ReverseResponse } from '@betogether/contracts/wallet/wallet-admin.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postWithKey } from '@/lib/api-client';
import { adminEconomyKeys } from './admin-economy-keys';

type Variables = { id: string; body: ReverseBody; idempotencyKey: string };

/** `POST /api/admin/transactions/:id/reverse`: a full reversal, with the admin's reason (audited). */
export function useReverseTransaction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, idempotencyKey }: Variables) =>
      postWithKey<ReverseResponse>(
        `/api/admin/transactions/${encodeURIComponent(id)}/reverse`,
        body,
        idempotencyKey,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: adminEconomyKeys.all }),
  });
}
