import type { AdminWalletMembersResponse } from '@betogether/contracts/wallet/wallet-admin.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryString } from '../transactions/transaction-filters';
import { adminEconomyKeys } from './admin-economy-keys';

/**
 * Members for the adjustment picker (`GET /api/admin/wallet/members`): an id or an email exactly,
 * or a part of a name or username, each with their email and current balance.
 */
export function useMemberSearch(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: adminEconomyKeys.members(text),
    queryFn: ({ signal }) =>
      api<AdminWalletMembersResponse>(`/api/admin/wallet/members${queryString({ q: text, limit: '8' })}`, {
        signal,
      }),
    select: (page) => page.items,
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
