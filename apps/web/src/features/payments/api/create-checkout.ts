import { paymentsEndpoints } from '@betogether/contracts/payments/payments.endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { isRetryableError, useIdempotencyKeys } from '@/lib/idempotency-keys';

/**
 * Opens the provider's checkout for a pack, with an `Idempotency-Key`: one per attempt to buy a pack,
 * sent again on a retry (lib/idempotency-keys.ts).
 */
function createCheckout(packId: string, idempotencyKey: string) {
  return call(paymentsEndpoints.checkout, { body: { packId }, idempotencyKey });
}

/** Sends the browser to the provider's checkout page (a full navigation: it is another site). */
function goTo(url: string) {
  window.location.assign(url);
}

/**
 * "Buy" in the store: checkout, then off to the provider's page. The attempt's key lives with this
 * hook (the store page), not the dialog: it is kept when the answer never came or was a server
 * failure (network, 408, 429, 5xx), even across closing and reopening the dialog, so that "Try
 * again" repeats the same request and the server answers the purchase it may already have opened,
 * never a second one. A definite answer (2xx, another 4xx) ends the attempt.
 */
export function useCheckout(options: { navigate?: (url: string) => void } = {}) {
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (packId: string) => createCheckout(packId, keys.keyFor(packId)),
    onSuccess: (answer) => {
      keys.settle();
      (options.navigate ?? goTo)(answer.checkoutUrl);
    },
    onError: (error) => {
      if (!isRetryableError(error)) keys.settle();
    },
  });
}
