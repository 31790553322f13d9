import { withdrawalsAdminEndpoints } from '@betogether/contracts/withdrawals/withdrawals.endpoints';
import { useCursorList } from '@/lib/use-cursor-list';
import { adminWithdrawalsKeys } from './admin-withdrawals-keys';

const PAGE_SIZE = 25;

/** The withdrawals for these filters, newest first, keyset pages. */
export function useWithdrawals(query: Record<string, string>) {
  return useCursorList(
    withdrawalsAdminEndpoints.list,
    { query: { ...query, limit: PAGE_SIZE } },
    { queryKey: adminWithdrawalsKeys.list(query) },
  );
}
