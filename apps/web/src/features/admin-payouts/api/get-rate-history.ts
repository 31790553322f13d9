import { PAYOUT_RATE_PAGE_SIZE } from '@betogether/contracts/payouts/payouts.constants';
import { payoutsAdminEndpoints } from '@betogether/contracts/payouts/payouts.endpoints';
import { useCursorList } from '@/lib/use-cursor-list';
import { adminPayoutsKeys } from './admin-payouts-keys';

/** A currency's rate versions, newest first, a page at a time (asked only once opened). */
export function useRateHistory(currency: string, enabled: boolean) {
  return useCursorList(
    payoutsAdminEndpoints.rateHistory,
    { params: { currency }, query: { limit: PAYOUT_RATE_PAGE_SIZE } },
    { queryKey: adminPayoutsKeys.rateHistory(currency), enabled },
  );
}
