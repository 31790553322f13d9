import { walletAdminEndpoints } from '@betogether/contracts/wallet/wallet.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminEconomyKeys } from './admin-economy-keys';

/**
 * Members for the adjustment picker: an id or an email exactly,
 * or a part of a name or username, each with their email and current balance.
 */
export function useMemberSearch(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: adminEconomyKeys.members(text),
    queryFn: ({ signal }) => call(walletAdminEndpoints.members, { query: { q: text, limit: 8 }, signal }),
    select: (page) => page.items,
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
