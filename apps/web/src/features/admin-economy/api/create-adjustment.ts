import { walletAdminEndpoints } from '@betogether/contracts/wallet/wallet.endpoints';
import type { AdjustmentBody } from '@betogether/contracts/wallet/wallet-admin.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminEconomyKeys } from './admin-economy-keys';

type Variables = { body: AdjustmentBody; idempotencyKey: string };

/** Credits (coins > 0) or debits a member, with a reason (audited). */
export function useCreateAdjustment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Variables) =>
      call(walletAdminEndpoints.adjust, { body, idempotencyKey }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminEconomyKeys.all }),
  });
}
