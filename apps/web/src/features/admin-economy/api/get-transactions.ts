import type { AdminTransactionsPage } from '@betogether/contracts/wallet/wallet-admin.schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryString } from '../transactions/transaction-filters';
import { adminEconomyKeys } from './admin-economy-keys';

const PAGE_SIZE = 25;

/** `GET /api/admin/transactions`: every transaction, newest first, keyset pages, filtered. */
export function useTransactions(query: Record<string, string>, enabled = true) {
  return useInfiniteQuery({
    queryKey: adminEconomyKeys.transactions(query),
    queryFn: ({ pageParam, signal }) =>
      api<AdminTransactionsPage>(
        `/api/admin/transactions${queryString({
          ...query,
          limit: String(PAGE_SIZE),
          ...(pageParam ? { cursor: pageParam } : {}),
        })}`,
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}
