import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { signedInAccount } from '../../test/sign-in';
import { useTestApp } from '../../test/test-app';
import { paymentsFixtures } from './payments.test-support';
import { insertPurchase, setCheckout } from './purchases.repository';

const WEBHOOK_SECRET = 'whsec_route_test_secret';
const ctx = useTestApp({ STRIPE_SECRET_KEY: 'sk_test_never_called', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
const { call, admin, pack, purchase } = paymentsFixtures(ctx);
const stripe = new Stripe('sk_test_never_called');

/**
 * A purchase as a Stripe checkout leaves it (session cs_…), written straight to the table: the
 * checkout call itself is tested against a local stand-in in providers/stripe-provider.test.ts.
 */
async function stripePurchase() {
  const popular = await pack(await admin());
  const buyer = await signedInAccount(ctx, 'member');
  const now = ctx.clock.now();
  const row = await insertPurchase(ctx.built.database.db, {
    userId: buyer.id,
    idempotencyKey: `stripe-test-${Math.random().toString(36).slice(2)}`,
    packId: popular.id,
    packName: popular.name,
    packCoins: popular.coins,
    packBonusCoins: popular.bonusCoins,
    coins: popular.totalCoins,
    priceMinor: popular.priceMinor,
    currency: popular.currency,
    provider: 'stripe',
    createdAt: now,
    updatedAt: now,
  });
  if (!row) throw new Error('no purchase');
  const sessionId = `cs_test_${row.id.slice(0, 8)}`;
  await setCheckout(ctx.built.database.db, row.id, {
    providerRef: sessionId,
    checkoutUrl: `https://checkout.stripe.com/c/pay/${sessionId}`,
    updatedAt: now,
  });
  return { buyer, purchaseId: row.id, sessionId };
}

function post(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: Math.floor(ctx.clock.now().getTime() / 1000),
  });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/stripe',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
}

const completed = (id: string, sessionId: string, purchaseId: string, paymentIntent: string) => ({
  id,
  object: 'event',
  type: 'checkout.session.completed',
  data: {
    object: {
      id: sessionId,
      object: 'checkout.session',
      payment_status: 'paid',
      payment_intent: paymentIntent,
      client_reference_id: purchaseId,
      metadata: { purchaseId },
    },
  },
});

describe('POST /api/payments/webhooks/stripe', () => {
  it('credits on checkout.session.completed once, then reverses on charge.refunded', async () => {
    const { buyer, purchaseId, sessionId } = await stripePurchase();
    const event = completed('evt_paid_1', sessionId, purchaseId, 'pi_route_1');
    const first = await post(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect((await post(event)).json()).toEqual({ received: true, duplicate: true });
    expect(await purchase(buyer, purchaseId)).toMatchObject({
      status: 'paid',
      provider: 'stripe',
      balance: 550,
    });

    // The refund names only the PaymentIntent: learnt from the completed session.
    const refund = await post({
      id: 'evt_refund_1',
      object: 'event',
      type: 'charge.refunded',
      data: {
        object: { id: 'ch_1', object: 'charge', refunded: true, payment_intent: 'pi_route_1', metadata: {} },
      },
    });
    expect(refund.statusCode).toBe(200);
    expect(await purchase(buyer, purchaseId)).toMatchObject({ status: 'refunded', balance: null });
  });

  it('answers 404 (so Stripe retries) for a dispute on a payment it does not know yet', async () => {
    const res = await post({
      id: 'evt_dispute_early',
      object: 'event',
      type: 'charge.dispute.created',
      data: { object: { id: 'dp_1', object: 'dispute', payment_intent: 'pi_unknown', reason: 'fraudulent' } },
    });
    expect(res.statusCode).toBe(404);
  });

  it('marks an expired session canceled (expired) for the result page', async () => {
    const { buyer, purchaseId, sessionId } = await stripePurchase();
    const res = await post({
      id: 'evt_expired_1',
      object: 'event',
      type: 'checkout.session.expired',
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          payment_status: 'unpaid',
          payment_intent: null,
          client_reference_id: purchaseId,
          metadata: { purchaseId },
        },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await purchase(buyer, purchaseId)).toMatchObject({ status: 'canceled', failureCode: 'expired' });
  });

  it('refuses a bad signature (400) and credits nothing', async () => {
    const { buyer, purchaseId, sessionId } = await stripePurchase();
    const res = await post(completed('evt_forged', sessionId, purchaseId, 'pi_x'), 'whsec_someone_else');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect((await purchase(buyer, purchaseId)).status).toBe('pending');
  });

  it('answers 200 to events it does not act on', async () => {
    const res = await post({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      data: { object: {} },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
  });

  it('has no sandbox in Stripe mode: no sandbox page, no sandbox webhook, no sandbox reversal', async () => {
    const { buyer } = await stripePurchase();
    expect((await call('GET', '/api/payments/status', buyer.headers)).json().provider).toBe('stripe');
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/api/payments/sandbox/checkout/sbx_abcdefghijklmnop',
    });
    expect(page.statusCode).toBe(404);
    const hook = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(hook.statusCode).toBe(404);
  });
});
