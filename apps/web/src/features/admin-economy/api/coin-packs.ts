import type {
  CreateCoinPackBody,
  UpdateCoinPackBody,
} from '@betogether/contracts/payments/coin-packs.schemas';
import { coinPacksEndpoints } from '@betogether/contracts/payments/payments.endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminEconomyKeys } from './admin-economy-keys';

/** Every pack, active or not, in store order. */
export function useCoinPacks() {
  return useQuery({
    queryKey: adminEconomyKeys.coinPacks(),
    queryFn: ({ signal }) => call(coinPacksEndpoints.adminList, { signal }),
  });
}

/** Creates a pack (no id) or saves only the changes of one (audited on the server, either way). */
export function useSaveCoinPack() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (save: { id: null; body: CreateCoinPackBody } | { id: string; body: UpdateCoinPackBody }) =>
      save.id === null
        ? call(coinPacksEndpoints.create, { body: save.body })
        : call(coinPacksEndpoints.update, { params: { id: save.id }, body: save.body }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminEconomyKeys.coinPacks() }),
  });
}
