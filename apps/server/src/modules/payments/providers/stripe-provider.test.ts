import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors';
import { createStripeProvider } from './stripe-provider';

const WEBHOOK_SECRET = 'whsec_test_secret_for_offline_tests';
const stripe = new Stripe('sk_test_offline');
const now = new Date('2026-03-01T12:00:00Z');

/** A local stand-in for api.stripe.com: records requests, answers like Stripe's API. */
type Recorded = { method: string; path: string; headers: http.IncomingHttpHeaders; body: URLSearchParams };
const requests: Recorded[] = [];
let sessionStatus = 'open';
const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk) => {
    raw += chunk;
  });
  req.on('end', () => {
    requests.push({
      method: req.method ?? '',
      path: req.url ?? '',
      headers: req.headers,
      body: new URLSearchParams(raw),
    });
    res.setHeader('content-type', 'application/json');
    if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
      const body = new URLSearchParams(raw);
      res.end(
        JSON.stringify({
          id: 'cs_test_123',
          object: 'checkout.session',
          url: 'https://checkout.stripe.com/c/pay/cs_test_123',
          client_reference_id: body.get('client_reference_id'),
          status: 'open',
        }),
      );
    } else if (req.method === 'GET' && req.url?.startsWith('/v1/checkout/sessions/cs_test_123')) {
      res.end(JSON.stringify({ id: 'cs_test_123', object: 'checkout.session', status: sessionStatus }));
    } else if (req.method === 'POST' && req.url === '/v1/checkout/sessions/cs_test_123/expire') {
      sessionStatus = 'expired';
      res.end(JSON.stringify({ id: 'cs_test_123', object: 'checkout.session', status: 'expired' }));
    } else {
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'unknown' } }));
    }
  });
});
let provider: ReturnType<typeof createStripeProvider>;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  provider = createStripeProvider({
    secretKey: 'sk_test_offline',
    webhookSecret: WEBHOOK_SECRET,
    api: { host: '127.0.0.1', port, protocol: 'http' },
    now: () => now,
  });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function signed(event: object, timestamp = Math.floor(now.getTime() / 1000)) {
  const payload = JSON.stringify(event);
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp });
  return { body: Buffer.from(payload), headers: { 'stripe-signature': header } };
}

const purchaseId = '7d1f5b4e-3c2a-4b8e-9f00-1234567890ab';
const session = (extra: object = {}) => ({
  id: 'cs_test_123',
  object: 'checkout.session',
  payment_status: 'paid',
  payment_intent: 'pi_test_1',
  client_reference_id: purchaseId,
  metadata: { purchaseId },
  ...extra,
});
const event = (type: string, object: object, id = `evt_${type.replaceAll('.', '_')}`) => ({
  id,
  object: 'event',
  type,
  data: { object },
});

describe('Stripe provider: createCheckout (against a local stand-in for the API)', () => {
  it('creates one Checkout Session priced from the purchase, idempotent per purchase', async () => {
    const result = await provider.createCheckout(
      {
        purchaseId,
        description: 'Popular: 550 BeTogether gold coins',
        priceMinor: 499,
        currency: 'EUR',
        customerEmail: 'ana@example.test',
      },
      {
        successUrl: `https://app.example/betogether/payment/gold-coins/success?purchase=${purchaseId}`,
        cancelUrl: `https://app.example/betogether/payment/result?purchase=${purchaseId}`,
      },
    );
    expect(result).toEqual({
      providerRef: 'cs_test_123',
      url: 'https://checkout.stripe.com/c/pay/cs_test_123',
    });
    const sent = requests.find((r) => r.path === '/v1/checkout/sessions');
    expect(sent?.headers.authorization).toBe('Bearer sk_test_offline');
    expect(sent?.headers['idempotency-key']).toBe(`checkout-${purchaseId}`);
    const body = sent?.body;
    expect(body?.get('mode')).toBe('payment');
    expect(body?.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(body?.get('line_items[0][price_data][unit_amount]')).toBe('499');
    expect(body?.get('line_items[0][quantity]')).toBe('1');
    expect(body?.get('line_items[0][price_data][product_data][name]')).toBe(
      'Popular: 550 BeTogether gold coins',
    );
    expect(body?.get('client_reference_id')).toBe(purchaseId);
    expect(body?.get('metadata[purchaseId]')).toBe(purchaseId);
    expect(body?.get('payment_intent_data[metadata][purchaseId]')).toBe(purchaseId);
    expect(body?.get('customer_email')).toBe('ana@example.test');
    expect(body?.get('success_url')).toContain('/betogether/payment/gold-coins/success?purchase=');
    expect(body?.get('cancel_url')).toContain('/betogether/payment/result?purchase=');
  });

  it('expires an open session, and says so when it is already expired', async () => {
    sessionStatus = 'open';
    expect(await provider.cancelCheckout('cs_test_123')).toBe(true);
    expect(requests.some((r) => r.path === '/v1/checkout/sessions/cs_test_123/expire')).toBe(true);
    expect(await provider.cancelCheckout('cs_test_123')).toBe(true);
  });

  it('refuses to cancel a completed session', async () => {
    sessionStatus = 'complete';
    expect(await provider.cancelCheckout('cs_test_123')).toBe(false);
  });
});

describe('Stripe provider: verifyWebhook (signed with Stripe test headers)', () => {
  it('reads a completed, paid Checkout Session as "paid"', async () => {
    const { body, headers } = signed(event('checkout.session.completed', session()));
    expect(await provider.verifyWebhook(body, headers)).toEqual({
      id: 'evt_checkout_session_completed',
      type: 'paid',
      providerRef: 'cs_test_123',
      paymentRef: 'pi_test_1',
      purchaseId,
    });
  });

  it('waits for the async events when a session completes unpaid', async () => {
    const unpaid = signed(event('checkout.session.completed', session({ payment_status: 'unpaid' })));
    expect(await provider.verifyWebhook(unpaid.body, unpaid.headers)).toBeNull();
    const ok = signed(event('checkout.session.async_payment_succeeded', session()));
    expect((await provider.verifyWebhook(ok.body, ok.headers))?.type).toBe('paid');
    const failed = signed(
      event('checkout.session.async_payment_failed', session({ payment_status: 'unpaid' })),
    );
    expect(await provider.verifyWebhook(failed.body, failed.headers)).toMatchObject({
      type: 'failed',
      failureCode: 'payment_failed',
      providerRef: 'cs_test_123',
    });
  });

  it('reads an expired session as canceled (expired)', async () => {
    const { body, headers } = signed(
      event('checkout.session.expired', session({ payment_status: 'unpaid' })),
    );
    expect(await provider.verifyWebhook(body, headers)).toMatchObject({
      type: 'canceled',
      failureCode: 'expired',
    });
  });

  it('reads a full refund and a dispute by their PaymentIntent; ignores a partial refund', async () => {
    const refund = signed(
      event('charge.refunded', {
        id: 'ch_1',
        object: 'charge',
        refunded: true,
        payment_intent: 'pi_test_1',
        metadata: {},
      }),
    );
    expect(await provider.verifyWebhook(refund.body, refund.headers)).toEqual({
      id: 'evt_charge_refunded',
      type: 'refunded',
      paymentRef: 'pi_test_1',
      purchaseId: undefined,
    });
    const partial = signed(
      event('charge.refunded', {
        id: 'ch_1',
        object: 'charge',
        refunded: false,
        payment_intent: 'pi_test_1',
      }),
    );
    expect(await provider.verifyWebhook(partial.body, partial.headers)).toBeNull();
    const dispute = signed(
      event('charge.dispute.created', {
        id: 'dp_1',
        object: 'dispute',
        payment_intent: 'pi_test_1',
        reason: 'fraudulent',
      }),
    );
    expect(await provider.verifyWebhook(dispute.body, dispute.headers)).toMatchObject({
      type: 'charged_back',
      paymentRef: 'pi_test_1',
      reason: 'Dispute opened: fraudulent',
    });
  });

  it('ignores events it does not act on', async () => {
    const { body, headers } = signed(event('customer.created', { id: 'cus_1', object: 'customer' }));
    expect(await provider.verifyWebhook(body, headers)).toBeNull();
  });

  it('refuses a wrong, missing or old signature, and a tampered body', async () => {
    const good = signed(event('checkout.session.completed', session()));
    const expectCode = async (promise: Promise<unknown>, code: string) => {
      const error = await promise.then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe(code);
    };
    await expectCode(provider.verifyWebhook(good.body, {}), 'WEBHOOK_SIGNATURE_INVALID');
    const foreign = stripe.webhooks.generateTestHeaderString({
      payload: good.body.toString(),
      secret: 'whsec_other',
    });
    await expectCode(
      provider.verifyWebhook(good.body, { 'stripe-signature': foreign }),
      'WEBHOOK_SIGNATURE_INVALID',
    );
    const tampered = Buffer.from(good.body.toString().replace('"paid"', '"unpaid"'));
    await expectCode(provider.verifyWebhook(tampered, good.headers), 'WEBHOOK_SIGNATURE_INVALID');
    const old = signed(
      event('checkout.session.completed', session()),
      Math.floor(now.getTime() / 1000) - 600,
    );
    await expectCode(provider.verifyWebhook(old.body, old.headers), 'WEBHOOK_SIGNATURE_INVALID');
  });
});
