import { kycAdminEndpoints } from '@betogether/contracts/kyc/kyc.endpoints';
import { useCursorList } from '@/lib/use-cursor-list';
import { adminKycKeys, type KycQueueFilters } from './admin-kyc-keys';

const PAGE_SIZE = 20;

/**
 * The requests in one state (pending first by default), oldest first, by keyset pages. The list on
 * screen stays while other filters load, so the table does not collapse to a skeleton each time.
 */
export function useKycQueue(filters: KycQueueFilters) {
  return useCursorList(
    kycAdminEndpoints.queue,
    { query: { ...filters, limit: PAGE_SIZE } },
    { queryKey: adminKycKeys.queue(filters), keepPrevious: true },
  );
}
