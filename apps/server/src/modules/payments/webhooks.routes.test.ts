import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { paymentEvents, purchases } from './payments.tables';
import { eventId, paymentsFixtures, paymentsTestEnv } from './payments.test-support';

const ctx = useTestApp(paymentsTestEnv);
const { admin, member, pack, startCheckout, purchase, deliver, balance } = paymentsFixtures(ctx);
const db = () => ctx.built.database.db;

async function pendingPurchase() {
  const popular = await pack(await admin());
  const buyer = await member();
  const started = await startCheckout(buyer, popular.id);
  return { buyer, ...started };
}

describe('POST /api/payments/webhooks/sandbox', () => {
  it('credits a paid purchase once, whatever the number of deliveries of its event', async () => {
    const { buyer, purchaseId, ref } = await pendingPurchase();
    const paid = { id: eventId(), type: 'paid', providerRef: ref };
    const first = await deliver(paid);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const repeats = await Promise.all([1, 2, 3, 4].map(() => deliver(paid)));
    for (const res of repeats) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true, duplicate: true });
    }
    // Another "paid" event for the same payment (a provider retrying under a new id) credits nothing more.
    expect((await deliver({ ...paid, id: eventId() })).json().duplicate).toBe(false);

    const detail = await purchase(buyer, purchaseId);
    expect(detail).toMatchObject({ status: 'paid', balance: 550, receiptAvailable: true, failureCode: null });
    expect(detail.receiptNumber).toMatch(new RegExp(`^BT-${ctx.clock.now().getUTCFullYear()}-000001$`));
    expect(detail.paidAt).toBe(ctx.clock.now().toISOString());
    expect(await balance(buyer.id)).toBe(550);
    expect(await db().$count(paymentEvents, eq(paymentEvents.purchaseId, purchaseId))).toBe(2);
  });

  it('tells the buyer live: purchase status, then the new balance (after the commit)', async () => {
    const { buyer, purchaseId, ref } = await pendingPurchase();
    const emit = vi.spyOn(ctx.built.realtime, 'emitToUsers');
    try {
      await deliver({ id: eventId(), type: 'paid', providerRef: ref });
      const calls = emit.mock.calls.filter(([users]) => users.includes(buyer.id));
      expect(calls.map(([, event]) => event).sort()).toEqual(['payments:purchase-updated', 'wallet:balance']);
      expect(calls.find(([, event]) => event === 'payments:purchase-updated')?.[2]).toEqual({
        purchaseId,
        status: 'paid',
      });
      expect(calls.find(([, event]) => event === 'wallet:balance')?.[2]).toMatchObject({ balance: 550 });
    } finally {
      emit.mockRestore();
    }
  });

  it('credits once when the same event arrives concurrently', async () => {
    const { buyer, ref } = await pendingPurchase();
    const paid = { id: eventId(), type: 'paid', providerRef: ref };
    const answers = await Promise.all(Array.from({ length: 8 }, () => deliver(paid)));
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect(answers.filter((res) => res.json().duplicate === false)).toHaveLength(1);
    expect(await balance(buyer.id)).toBe(550);
  });

  it('credits once when several different "paid" events for one payment race each other', async () => {
    const { buyer, purchaseId, ref } = await pendingPurchase();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => deliver({ id: eventId(), type: 'paid', providerRef: ref })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await balance(buyer.id)).toBe(550);
    const outcomes = await db()
      .select({ outcome: paymentEvents.outcome })
      .from(paymentEvents)
      .where(eq(paymentEvents.purchaseId, purchaseId));
    expect(outcomes.map((o) => o.outcome).sort()).toEqual([
      'credited',
      'ignored',
      'ignored',
      'ignored',
      'ignored',
      'ignored',
    ]);
  });

  it('numbers receipts one after another', async () => {
    const popular = await pack(await admin());
    const numbers: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const buyer = await member();
      const { purchaseId, ref } = await startCheckout(buyer, popular.id);
      await deliver({ id: eventId(), type: 'paid', providerRef: ref });
      numbers.push((await purchase(buyer, purchaseId)).receiptNumber ?? '');
    }
    const year = ctx.clock.now().getUTCFullYear();
    expect(numbers).toEqual([`BT-${year}-000001`, `BT-${year}-000002`, `BT-${year}-000003`]);
  });

  it('keeps a paid purchase paid when a failure arrives after it', async () => {
    const { buyer, purchaseId, ref } = await pendingPurchase();
    await deliver({ id: eventId(), type: 'paid', providerRef: ref });
    const late = await deliver({ id: eventId(), type: 'failed', providerRef: ref, failureCode: 'declined' });
    expect(late.statusCode).toBe(200);
    expect(await purchase(buyer, purchaseId)).toMatchObject({
      status: 'paid',
      failureCode: null,
      balance: 550,
    });
  });

  it('credits a purchase whose "paid" arrives after a failure (the money was taken)', async () => {
    const { buyer, purchaseId, ref } = await pendingPurchase();
    await deliver({
      id: eventId(),
      type: 'canceled',
      providerRef: ref,
      failureCode: 'canceled',
      reason: 'left',
    });
    expect((await purchase(buyer, purchaseId)).status).toBe('canceled');
    await deliver({ id: eventId(), type: 'paid', providerRef: ref });
    expect(await purchase(buyer, purchaseId)).toMatchObject({
      status: 'paid',
      failureCode: null,
      failureReason: null,
      balance: 550,
    });
  });

  it('closes a purchase refunded before its payment arrives, and credits nothing afterwards', async () => {
    const { buyer, purchaseId, ref } = await pendingPurchase();
    const refund = await deliver({ id: eventId(), type: 'refunded', providerRef: ref });
    expect(refund.statusCode).toBe(200);
    const paid = await deliver({ id: eventId(), type: 'paid', providerRef: ref });
    expect(paid.statusCode).toBe(200);
    const detail = await purchase(buyer, purchaseId);
    expect(detail).toMatchObject({
      status: 'refunded',
      receiptNumber: null,
      receiptAvailable: false,
      balance: null,
    });
    expect(await balance(buyer.id)).toBe(0);
  });

  it('records the reason of a decline for the result page', async () => {
    const { buyer, purchaseId, ref } = await pendingPurchase();
    await deliver({
      id: eventId(),
      type: 'failed',
      providerRef: ref,
      failureCode: 'declined',
      reason: 'The card was declined',
    });
    expect(await purchase(buyer, purchaseId)).toMatchObject({
      status: 'failed',
      failureCode: 'declined',
      failureReason: 'The card was declined',
      balance: null,
    });
  });

  it('refuses a bad, foreign or old signature (400) and credits nothing', async () => {
    const { buyer, purchaseId, ref } = await pendingPurchase();
    const paid = { id: eventId(), type: 'paid', providerRef: ref };
    const wrongSecret = await deliver(paid, { secret: 'another-secret-that-is-long-enough-0123456789' });
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    const old = await deliver(paid, { at: new Date(ctx.clock.now().getTime() - 10 * 60_000) });
    expect(old.statusCode).toBe(400);
    expect((await deliver(paid, { signature: 'garbage' })).statusCode).toBe(400);
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(paid),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await purchase(buyer, purchaseId)).status).toBe('pending');
    expect(await balance(buyer.id)).toBe(0);
    expect(await db().$count(paymentEvents)).toBe(0);

    // The same event, signed properly afterwards, still goes through.
    expect((await deliver(paid)).statusCode).toBe(200);
    expect(await balance(buyer.id)).toBe(550);
  });

  it('refuses a signed body that is not a sandbox event (400)', async () => {
    const { ref } = await pendingPurchase();
    expect((await deliver({ id: 'nope', type: 'paid', providerRef: ref })).statusCode).toBe(400);
    expect((await deliver({ id: eventId(), type: 'gift', providerRef: ref })).statusCode).toBe(400);
  });

  it('answers 404 for an unknown payment, without recording the event (the provider retries)', async () => {
    const res = await deliver({ id: eventId(), type: 'paid', providerRef: 'sbx_unknownreference123' });
    expect(res.statusCode).toBe(404);
    expect(await db().$count(paymentEvents)).toBe(0);
  });

  it('has no endpoint for a provider that is not active (404)', async () => {
    const { ref } = await pendingPurchase();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: JSON.stringify({ id: eventId(), type: 'paid', providerRef: ref }),
    });
    expect(res.statusCode).toBe(404);
    expect(await db().$count(purchases, eq(purchases.status, 'paid'))).toBe(0);
  });
});
