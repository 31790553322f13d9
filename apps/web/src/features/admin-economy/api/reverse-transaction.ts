import { walletAdminEndpoints } from '@betogether/contracts/wallet/wallet.endpoints';
import type { ReverseBody } from '@betogether/contracts/wallet/wallet-admin.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminEconomyKeys } from './admin-economy-keys';

type Variables = { id: string; body: ReverseBody; idempotencyKey: string };

/** A full reversal, with the admin's reason (audited). */
export function useReverseTransaction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, idempotencyKey }: Variables) =>
      call(walletAdminEndpoints.reverse, { params: { id }, body, idempotencyKey }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminEconomyKeys.all }),
  });
}
