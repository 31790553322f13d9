import type { AdminTransactionDetail } from '@betogether/contracts/wallet/wallet-admin.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminEconomyKeys } from './admin-economy-keys';

/** `GET /api/admin/transactions/:id`: one transaction with its entries and reversal links. */
export function useTransaction(id: string | null) {
  return useQuery({
    queryKey: adminEconomyKeys.transaction(id ?? ''),
    queryFn: ({ signal }) =>
      api<AdminTransactionDetail>(`/api/admin/transactions/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== null,
  });
}
