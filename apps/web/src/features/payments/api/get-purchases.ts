import type { PurchaseDetail, PurchasesPage } from '@betogether/contracts/payments/payments.schemas';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { paymentsKeys } from './payments-keys';

const PAGE_SIZE = 10;
/** While the provider has not answered, the return page asks again this often (events come too). */
const PENDING_POLL_MS = 1_500;

/** `GET /api/payments/purchases`: the member's purchases, newest first. */
export function usePurchases() {
  return useInfiniteQuery({
    queryKey: paymentsKeys.purchases(),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (pageParam) query.set('cursor', pageParam);
      return api<PurchasesPage>(`/api/payments/purchases?${query}`, { signal });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** `GET /api/payments/purchases/:id`, asked again every 1.5 s while the purchase is pending. */
export function usePurchase(id: string | null) {
  return useQuery({
    queryKey: paymentsKeys.purchase(id ?? ''),
    queryFn: ({ signal }) => api<PurchaseDetail>(`/api/payments/purchases/${id}`, { signal }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
    refetchIntervalInBackground: false,
  });
}

/** `GET /api/payments/purchases/:id/receipt.pdf`, saved as a file. */
export function downloadReceipt(purchaseId: string, receiptNumber: string | null): Promise<string> {
  return downloadFile(
    `/api/payments/purchases/${purchaseId}/receipt.pdf`,
    `betogether-receipt-${receiptNumber ?? purchaseId}.pdf`,
  );
}
