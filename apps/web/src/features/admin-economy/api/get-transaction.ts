import { walletAdminEndpoints } from '@betogether/contracts/wallet/wallet.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminEconomyKeys } from './admin-economy-keys';

/** One transaction with its entries and reversal links. */
export function useTransaction(id: string | null) {
  return useQuery({
    queryKey: adminEconomyKeys.transaction(id ?? ''),
    queryFn: ({ signal }) => call(walletAdminEndpoints.transaction, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
  });
}
