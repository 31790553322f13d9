import { walletEndpoints } from '@betogether/contracts/wallet/wallet.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { partnerTaskKeys } from './partner-task-keys';

/**
 * The partner's coins, to say what publishing leaves. Its own key (features do not share caches):
 * refetched when the page comes back into focus, after buying coins in another tab.
 */
export function usePartnerBalance(enabled = true) {
  return useQuery({
    queryKey: partnerTaskKeys.balance(),
    queryFn: ({ signal }) => call(walletEndpoints.balance, { signal }),
    enabled,
    refetchOnWindowFocus: true,
  });
}
