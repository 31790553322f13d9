import Stripe from 'stripe';
import { AppError } from '../../../platform/errors';
import type { PaymentProviderDriver, ProviderEvent } from './payment-provider';

export type StripeProviderOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Tests point the client at a local stand-in for api.stripe.com. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  now?: () => Date;
};

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? undefined);

/**
 * Stripe Checkout: one Checkout Session per purchase, priced from the purchase's own snapshot.
 * The purchase id travels as client_reference_id and as metadata of the session and of its
 * PaymentIntent, so every later event (refund, dispute) can name it.
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentProviderDriver {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(options.api ?? {}),
  });
  const now = options.now ?? (() => new Date());

  function sessionEvent(event: Stripe.Event, session: Stripe.Checkout.Session, type: ProviderEvent['type']) {
    return {
      id: event.id,
      type,
      providerRef: session.id,
      paymentRef: idOf(session.payment_intent),
      purchaseId: session.client_reference_id ?? session.metadata?.purchaseId,
    } satisfies ProviderEvent;
  }

  function toProviderEvent(event: Stripe.Event): ProviderEvent | null {
    switch (event.type) {
      case 'checkout.session.completed':
        // Delayed payment methods (SEPA debit…) complete unpaid: the async_payment events follow.
        return event.data.object.payment_status === 'paid'
          ? sessionEvent(event, event.data.object, 'paid')
          : null;
      case 'checkout.session.async_payment_succeeded':
        return sessionEvent(event, event.data.object, 'paid');
      case 'checkout.session.async_payment_failed':
        return {
          ...sessionEvent(event, event.data.object, 'failed'),
          failureCode: 'payment_failed',
          reason: 'The payment did not go through',
        };
      case 'checkout.session.expired':
        return {
          ...sessionEvent(event, event.data.object, 'canceled'),
          failureCode: 'expired',
          reason: 'The checkout expired before the payment was made',
        };
      case 'charge.refunded': {
        const charge = event.data.object;
        // A partial refund leaves the purchase paid: an admin adjusts coins by hand if needed.
        if (!charge.refunded) return null;
        return {
          id: event.id,
          type: 'refunded',
          paymentRef: idOf(charge.payment_intent),
          purchaseId: charge.metadata?.purchaseId,
        };
      }
      case 'charge.dispute.created': {
        const dispute = event.data.object;
        return {
          id: event.id,
          type: 'charged_back',
          paymentRef: idOf(dispute.payment_intent),
          reason: `Dispute opened: ${dispute.reason}`,
        };
      }
      default:
        return null;
    }
  }

  return {
    name: 'stripe',
    async createCheckout(request, urls) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.priceMinor,
                product_data: { name: request.description },
              },
            },
          ],
          customer_email: request.customerEmail,
          client_reference_id: request.purchaseId,
          metadata: { purchaseId: request.purchaseId },
          payment_intent_data: { metadata: { purchaseId: request.purchaseId } },
          success_url: urls.successUrl,
          cancel_url: urls.cancelUrl,
        },
        // A repeated checkout request (same Idempotency-Key) gets the same session back.
        { idempotencyKey: `checkout-${request.purchaseId}` },
      );
      if (!session.url) throw new Error(`Stripe session ${session.id} has no url`);
      return { providerRef: session.id, url: session.url };
    },
    async cancelCheckout(providerRef) {
      const session = await stripe.checkout.sessions.retrieve(providerRef);
      if (session.status === 'expired') return true;
      if (session.status !== 'open') return false;
      await stripe.checkout.sessions.expire(providerRef);
      return true;
    },
    async verifyWebhook(rawBody, headers) {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string') throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          options.webhookSecret,
          undefined,
          undefined,
          // Milliseconds, despite the name: the age check divides by 1000.
          now().getTime(),
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError)
          throw new AppError('WEBHOOK_SIGNATURE_INVALID');
        throw new AppError('WEBHOOK_PAYLOAD_INVALID');
      }
      return toProviderEvent(event);
    },
  };
}
