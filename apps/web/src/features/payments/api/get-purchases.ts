import { paymentsEndpoints } from '@betogether/contracts/payments/payments.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { useCursorList } from '@/lib/use-cursor-list';
import { paymentsKeys } from './payments-keys';

const PAGE_SIZE = 10;
/** While the provider has not answered, the return page asks again this often (events come too). */
const PENDING_POLL_MS = 1_500;

/** The member's purchases, newest first. */
export function usePurchases() {
  return useCursorList(
    paymentsEndpoints.purchases,
    { query: { limit: PAGE_SIZE } },
    { queryKey: paymentsKeys.purchases() },
  );
}

/** One purchase, asked again every 1.5 s while it is pending. */
export function usePurchase(id: string | null) {
  return useQuery({
    queryKey: paymentsKeys.purchase(id ?? ''),
    queryFn: ({ signal }) => call(paymentsEndpoints.purchase, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
    refetchIntervalInBackground: false,
  });
}

/** The purchase's numbered receipt (PDF), saved as a file. */
export function downloadReceipt(purchaseId: string, receiptNumber: string | null): Promise<string> {
  return downloadFile(
    call(paymentsEndpoints.receipt, { params: { id: purchaseId } }),
    `betogether-receipt-${receiptNumber ?? purchaseId}.pdf`,
  );
}
