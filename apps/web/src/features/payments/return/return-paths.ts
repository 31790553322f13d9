import {
  PAYMENT_RETURN_PATHS,
  PAYMENT_RETURN_QUERY_PARAM,
} from '@betogether/contracts/payments/payments.schemas';

export type ReturnKind = keyof typeof PAYMENT_RETURN_PATHS;

/** The return page of a purchase, as the provider links to it (`?purchase=<id>`). */
export function returnPath(kind: ReturnKind, purchaseId: string): string {
  return `${PAYMENT_RETURN_PATHS[kind]}?${new URLSearchParams({ [PAYMENT_RETURN_QUERY_PARAM]: purchaseId })}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The purchase id of a return page's URL, or null when it is missing or malformed. */
export function purchaseIdFrom(search: URLSearchParams): string | null {
  const id = search.get(PAYMENT_RETURN_QUERY_PARAM);
  return id && UUID.test(id) ? id.toLowerCase() : null;
}
