import {
  type PAYMENT_RETURN_PATHS,
  PAYMENT_RETURN_QUERY_PARAM,
} from '@betogether/contracts/payments/payments.constants';
import { paths } from '@/lib/route-table/route-table';
import { defineUrlFilters } from '@/lib/url-filters';

export type ReturnKind = keyof typeof PAYMENT_RETURN_PATHS;

const returnPages = { success: paths.paymentSuccess, result: paths.paymentResult } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The address of a return page: the purchase (`?purchase=<id>`); a missing or malformed id reads as none. */
export const returnAddress = defineUrlFilters({
  [PAYMENT_RETURN_QUERY_PARAM]: (raw: string) => (UUID.test(raw) ? raw.toLowerCase() : undefined),
});

/** The return page of a purchase, as the provider links to it. */
export function returnPath(kind: ReturnKind, purchaseId: string): string {
  return returnPages[kind].href({ query: returnAddress.write({ purchase: purchaseId }) });
}
