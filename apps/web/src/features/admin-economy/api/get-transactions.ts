import { walletAdminEndpoints } from '@betogether/contracts/wallet/wallet.endpoints';
import { useCursorList } from '@/lib/use-cursor-list';
import { adminEconomyKeys } from './admin-economy-keys';

const PAGE_SIZE = 25;

/** Every transaction, newest first, keyset pages, filtered. */
export function useTransactions(query: Record<string, string>, enabled = true) {
  return useCursorList(
    walletAdminEndpoints.transactions,
    { query: { ...query, limit: PAGE_SIZE } },
    { queryKey: adminEconomyKeys.transactions(query), enabled },
  );
}
