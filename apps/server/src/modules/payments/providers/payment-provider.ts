import type { Currency } from '@betogether/contracts/payments/coin-packs.schemas';
import type { PaymentProvider, PurchaseFailureCode } from '@betogether/contracts/payments/payments.schemas';
import type { ProviderEventType } from '../purchase-state';

/** What a provider needs to open a checkout for a purchase. */
type CheckoutRequest = {
  purchaseId: string;
  description: string;
  priceMinor: number;
  currency: Currency;
  customerEmail: string;
};

/** Where the buyer goes after paying (success) or after declining or canceling (result). */
type CheckoutUrls = { successUrl: string; cancelUrl: string };

/**
 * A provider's event, normalised. It names the purchase by one or more of: our purchase id
 * (metadata the provider echoes), the checkout reference, or the provider's payment reference.
 */
export type ProviderEvent = {
  /** The provider's event id: a second delivery of the same id changes nothing. */
  id: string;
  type: ProviderEventType;
  providerRef?: string | undefined;
  paymentRef?: string | undefined;
  purchaseId?: string | undefined;
  failureCode?: PurchaseFailureCode | undefined;
  reason?: string | undefined;
};

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export type PaymentProviderDriver = {
  name: PaymentProvider;
  createCheckout(request: CheckoutRequest, urls: CheckoutUrls): Promise<{ providerRef: string; url: string }>;
  /** Closes a checkout the buyer walked away from; false when it cannot be closed any more (already paid). */
  cancelCheckout(providerRef: string): Promise<boolean>;
  /**
   * Checks the signature over the raw body and reads the event: AppError WEBHOOK_SIGNATURE_INVALID
   * or WEBHOOK_PAYLOAD_INVALID (400) when it is not genuine, null for events we do not act on.
   */
  verifyWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<ProviderEvent | null>;
};
