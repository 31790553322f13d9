import type {
  AdminCoinPack,
  AdminCoinPacksResponse,
  CreateCoinPackBody,
  UpdateCoinPackBody,
} from '@betogether/contracts/payments/coin-packs.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminEconomyKeys } from './admin-economy-keys';

/** `GET /api/admin/coin-packs`: every pack, active or not, in store order. */
export function useCoinPacks() {
  return useQuery({
    queryKey: adminEconomyKeys.coinPacks(),
    queryFn: ({ signal }) => api<AdminCoinPacksResponse>('/api/admin/coin-packs', { signal }),
  });
}

/** `POST /api/admin/coin-packs` (no id) or `PATCH /api/admin/coin-packs/:id` (only the changes). */
export function useSaveCoinPack() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (save: { id: null; body: CreateCoinPackBody } | { id: string; body: UpdateCoinPackBody }) =>
      save.id === null
        ? api<AdminCoinPack>('/api/admin/coin-packs', { method: 'POST', body: save.body })
        : api<AdminCoinPack>(`/api/admin/coin-packs/${encodeURIComponent(save.id)}`, {
            method: 'PATCH',
            body: save.body,
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminEconomyKeys.coinPacks() }),
  });
}
