import type { CheckoutResponse } from '@betogether/contracts/payments/payments.schemas';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, postWithKey } from '@/lib/api-client';
import { createCheckoutAttempts, isRetryable } from './checkout-attempts';

/**
 * `POST /api/payments/checkout` with an `Idempotency-Key` header: opens the provider's checkout for
 * a pack. The key is one per attempt and is sent again on a retry (see checkout-attempts.ts).
 */
function createCheckout(packId: string, idempotencyKey: string): Promise<CheckoutResponse> {
  return postWithKey<CheckoutResponse>('/api/payments/checkout', { packId }, idempotencyKey);
}

/** Sends the browser to the provider's checkout page (a full navigation: it is another site). */
function goTo(url: string) {
  window.location.assign(url);
}

/** "Buy" in the store: checkout, then off to the provider's page. */
export function useCheckout(options: { navigate?: (url: string) => void } = {}) {
  const [attempts] = useState(createCheckoutAttempts);
  const mutation = useMutation({
    mutationFn: (packId: string) => createCheckout(packId, attempts.keyFor(packId)),
    onSuccess: (answer) => {
      attempts.settle();
      (options.navigate ?? goTo)(answer.checkoutUrl);
    },
    onError: (error) => {
      if (!(error instanceof ApiError) || !isRetryable(error.status)) attempts.settle();
    },
  });
  return { ...mutation, attempts };
}
