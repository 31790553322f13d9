import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../../test/social';
import { useTestApp } from '../../test/test-app';
import { users } from '../users/users.tables';
import { purchases } from './payments.tables';
import { eventId, newIdempotencyKey, paymentsFixtures, paymentsTestEnv } from './payments.test-support';

const ctx = useTestApp(paymentsTestEnv);
const { call, admin, member, pack, checkout, startCheckout, purchase, deliver } = paymentsFixtures(ctx);
const db = () => ctx.built.database.db;

describe('POST /api/payments/checkout', () => {
  it('opens a sandbox checkout for a pending purchase that keeps a copy of the pack', async () => {
    const popular = await pack(await admin());
    const buyer = await member();
    const res = await checkout(buyer, popular.id);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['checkoutUrl', 'purchaseId']);
    // A path: the buyer stays on the site they are on (sandbox-flow.routes.test.ts).
    expect(body.checkoutUrl).toMatch(/^\/api\/payments\/sandbox\/checkout\/sbx_[\w-]{20,}$/);
    expect(res.headers['idempotent-replayed']).toBeUndefined();

    expect(await purchase(buyer, body.purchaseId)).toEqual({
      id: body.purchaseId,
      receiptNumber: null,
      status: 'pending',
      pack: { id: popular.id, name: 'Popular', coins: 500, bonusCoins: 50 },
      coins: 550,
      priceMinor: 499,
      currency: 'EUR',
      provider: 'sandbox',
      failureCode: null,
      failureReason: null,
      receiptAvailable: false,
      createdAt: ctx.clock.now().toISOString(),
      paidAt: null,
      reversedAt: null,
      balance: null,
    });
  });

  it('answers a repeat with the same key with the same purchase and creates nothing', async () => {
    const popular = await pack(await admin());
    const buyer = await member();
    const key = newIdempotencyKey();
    const first = await checkout(buyer, popular.id, key);
    const again = await checkout(buyer, popular.id, key);
    const concurrent = await Promise.all([1, 2, 3].map(() => checkout(buyer, popular.id, key)));
    for (const res of [again, ...concurrent]) {
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual(first.json());
      expect(res.headers['idempotent-replayed']).toBe('true');
    }
    expect(await db().$count(purchases, eq(purchases.userId, buyer.id))).toBe(1);

    // Another member's identical key is their own purchase.
    const other = await member();
    const theirs = await checkout(other, popular.id, key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().purchaseId).not.toBe(first.json().purchaseId);
  });

  it('refuses the same key for another pack (422) and creates nothing', async () => {
    const boss = await admin();
    const a = await pack(boss, { name: 'A' });
    const b = await pack(boss, { name: 'B' });
    const buyer = await member();
    const key = newIdempotencyKey();
    expect((await checkout(buyer, a.id, key)).statusCode).toBe(201);
    const res = await checkout(buyer, b.id, key);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('CHECKOUT_KEY_REUSED');
    expect(await db().$count(purchases, eq(purchases.userId, buyer.id))).toBe(1);
  });

  it('needs an Idempotency-Key (400) and refuses bad input (422): malformed key, bad pack id, extra fields', async () => {
    const popular = await pack(await admin());
    const buyer = await member();
    const noKey = await call('POST', '/api/payments/checkout', buyer.headers, { packId: popular.id });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const longKey = await checkout(buyer, popular.id, 'k'.repeat(101));
    expect(longKey.statusCode).toBe(422);
    expect(longKey.json().errors.map((e: { field: string }) => e.field)).toContain('idempotency-key');
    const spaces = await checkout(buyer, popular.id, 'has spaces in it');
    expect(spaces.statusCode).toBe(422);
    expect((await checkout(buyer, 'not-a-uuid')).statusCode).toBe(422);
    const extra = await call(
      'POST',
      '/api/payments/checkout',
      { ...buyer.headers, 'idempotency-key': newIdempotencyKey() },
      { packId: popular.id, priceMinor: 1 },
    );
    expect(extra.statusCode).toBe(422);
    expect(await db().$count(purchases)).toBe(0);
  });

  it('answers 404 for an unknown pack and 409 for a pack taken out of the store', async () => {
    const boss = await admin();
    const retired = await pack(boss, { active: false });
    const buyer = await member();
    const unknown = await checkout(buyer, UNKNOWN_ID);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('COIN_PACK_NOT_FOUND');
    const off = await checkout(buyer, retired.id);
    expect(off.statusCode).toBe(409);
    expect(off.json().code).toBe('COIN_PACK_UNAVAILABLE');
    expect(await db().$count(purchases)).toBe(0);
  });

  it('needs a signed-in member (401)', async () => {
    const popular = await pack(await admin());
    const res = await call(
      'POST',
      '/api/payments/checkout',
      { 'idempotency-key': newIdempotencyKey() },
      {
        packId: popular.id,
      },
    );
    expect(res.statusCode).toBe(401);
  });

  it('keeps the price and coins of the purchase when an admin changes the pack afterwards', async () => {
    const boss = await admin();
    const popular = await pack(boss);
    const buyer = await member();
    const { purchaseId } = await startCheckout(buyer, popular.id);
    const edit = await call('PATCH', `/api/admin/coin-packs/${popular.id}`, boss.headers, {
      name: 'Renamed',
      coins: 1,
      bonusCoins: 0,
      priceMinor: 99_999,
      currency: 'GBP',
    });
    expect(edit.statusCode).toBe(200);
    expect(await purchase(buyer, purchaseId)).toMatchObject({
      pack: { id: popular.id, name: 'Popular', coins: 500, bonusCoins: 50 },
      coins: 550,
      priceMinor: 499,
      currency: 'EUR',
    });
  });
});

describe('GET /api/payments/purchases', () => {
  it("lists the member's own purchases, newest first, in keyset pages", async () => {
    const popular = await pack(await admin());
    const buyer = await member();
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      ids.push((await startCheckout(buyer, popular.id)).purchaseId);
      ctx.clock.advance(1000);
    }
    const other = await member();
    await startCheckout(other, popular.id);

    const first = await call('GET', '/api/payments/purchases?limit=2', buyer.headers);
    expect(first.statusCode).toBe(200);
    const seen = first.json().items.map((p: { id: string }) => p.id);
    let cursor = first.json().nextCursor as string | null;
    while (cursor) {
      const next = await call('GET', `/api/payments/purchases?limit=2&cursor=${cursor}`, buyer.headers);
      expect(next.statusCode).toBe(200);
      seen.push(...next.json().items.map((p: { id: string }) => p.id));
      cursor = next.json().nextCursor;
    }
    expect(seen).toEqual([...ids].reverse());
  });

  it('refuses a bad limit or cursor (422) and needs a token (401)', async () => {
    const buyer = await member();
    expect((await call('GET', '/api/payments/purchases?limit=0', buyer.headers)).statusCode).toBe(422);
    expect((await call('GET', '/api/payments/purchases?limit=101', buyer.headers)).statusCode).toBe(422);
    expect((await call('GET', '/api/payments/purchases?cursor=nonsense', buyer.headers)).statusCode).toBe(
      422,
    );
    expect((await call('GET', '/api/payments/purchases')).statusCode).toBe(401);
  });
});

describe('GET /api/payments/purchases/:id', () => {
  it("answers 404 for someone else's purchase, an unknown one; 422 for a bad id; 401 without a token", async () => {
    const popular = await pack(await admin());
    const buyer = await member();
    const { purchaseId } = await startCheckout(buyer, popular.id);
    const other = await member();
    for (const path of [`/api/payments/purchases/${purchaseId}`, `/api/payments/purchases/${UNKNOWN_ID}`]) {
      const res = await call('GET', path, other.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('PURCHASE_NOT_FOUND');
    }
    expect((await call('GET', '/api/payments/purchases/123', buyer.headers)).statusCode).toBe(422);
    expect((await call('GET', `/api/payments/purchases/${purchaseId}`)).statusCode).toBe(401);
  });
});

describe('POST /api/payments/purchases/:id/cancel', () => {
  it('cancels a pending purchase once; a second call answers the same; others get 404', async () => {
    const popular = await pack(await admin());
    const buyer = await member();
    const { purchaseId } = await startCheckout(buyer, popular.id);
    const other = await member();
    expect(
      (await call('POST', `/api/payments/purchases/${purchaseId}/cancel`, other.headers)).statusCode,
    ).toBe(404);
    expect((await call('POST', `/api/payments/purchases/${purchaseId}/cancel`)).statusCode).toBe(401);
    expect((await call('POST', '/api/payments/purchases/x/cancel', buyer.headers)).statusCode).toBe(422);

    const res = await call('POST', `/api/payments/purchases/${purchaseId}/cancel`, buyer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'canceled', failureCode: 'canceled', balance: null });
    const again = await call('POST', `/api/payments/purchases/${purchaseId}/cancel`, buyer.headers);
    expect(again.json()).toEqual(res.json());
    expect((await purchase(buyer, purchaseId)).status).toBe('canceled');
  });
});

describe('GET /api/payments/purchases/:id/receipt.pdf', () => {
  it('answers 409 while the purchase is not paid, 404 to others, 401 without a token', async () => {
    const popular = await pack(await admin());
    const buyer = await member();
    const { purchaseId } = await startCheckout(buyer, popular.id);
    const pending = await call('GET', `/api/payments/purchases/${purchaseId}/receipt.pdf`, buyer.headers);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().code).toBe('RECEIPT_UNAVAILABLE');
    const other = await member();
    expect(
      (await call('GET', `/api/payments/purchases/${purchaseId}/receipt.pdf`, other.headers)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/payments/purchases/${purchaseId}/receipt.pdf`)).statusCode).toBe(401);
    expect((await call('GET', '/api/payments/purchases/nope/receipt.pdf', buyer.headers)).statusCode).toBe(
      422,
    );
  });
});

describe('a paid purchase in the member’s language', () => {
  it('gives the statement a description code and the receipt in French for a French member', async () => {
    const popular = await pack(await admin());
    const buyer = await member();
    await db().update(users).set({ language: 'fr' }).where(eq(users.id, buyer.id));
    const { purchaseId, ref } = await startCheckout(buyer, popular.id);
    expect((await deliver({ id: eventId(), type: 'paid', providerRef: ref })).statusCode).toBe(200);
    const { receiptNumber } = await purchase(buyer, purchaseId);

    const statement = (await call('GET', '/api/wallet/statement', buyer.headers)).json();
    expect(statement.items[0]).toMatchObject({
      type: 'purchase',
      description: `Bought Popular: 550 gold coins (receipt ${receiptNumber})`,
      descriptionText: { code: 'purchase', params: { pack: 'Popular', coins: 550, receipt: receiptNumber } },
    });
    const pdf = await call('GET', `/api/payments/purchases/${purchaseId}/receipt.pdf`, buyer.headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.toString('latin1')).toContain('/Lang (fr)');
  });
});

describe('GET /api/payments/status', () => {
  it('names the provider and whether the member may buy; 401 without a token', async () => {
    const buyer = await member();
    const res = await call('GET', '/api/payments/status', buyer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ provider: 'sandbox', purchasesAllowed: true });
    expect((await call('GET', '/api/payments/status')).statusCode).toBe(401);
  });
});

describe('GET /api/admin/payments/purchases', () => {
  it('lists every purchase for admins, filtered by member and status; 403 for members; 401 without token', async () => {
    const boss = await admin();
    const popular = await pack(boss);
    const ana = await member();
    const ben = await member();
    const a = await startCheckout(ana, popular.id);
    ctx.clock.advance(1000);
    const b = await startCheckout(ben, popular.id);
    await call('POST', `/api/payments/purchases/${b.purchaseId}/cancel`, ben.headers);

    const all = await call('GET', '/api/admin/payments/purchases', boss.headers);
    expect(all.statusCode).toBe(200);
    expect(all.json().items.map((p: { id: string }) => p.id)).toEqual([b.purchaseId, a.purchaseId]);
    expect(all.json().items[1]).toMatchObject({ userId: ana.id, coinsTakenBack: null, shortfallCoins: null });
    const anas = await call('GET', `/api/admin/payments/purchases?userId=${ana.id}`, boss.headers);
    expect(anas.json().items.map((p: { id: string }) => p.id)).toEqual([a.purchaseId]);
    const canceled = await call('GET', '/api/admin/payments/purchases?status=canceled', boss.headers);
    expect(canceled.json().items.map((p: { id: string }) => p.id)).toEqual([b.purchaseId]);
    expect((await call('GET', '/api/admin/payments/purchases?status=lost', boss.headers)).statusCode).toBe(
      422,
    );
    expect((await call('GET', '/api/admin/payments/purchases', ana.headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/payments/purchases')).statusCode).toBe(401);
  });
});

describe('checkout with another Idempotency-Key for the same pack', () => {
  it('creates a second purchase', async () => {
    const popular = await pack(await admin());
    const buyer = await member();
    const one = await startCheckout(buyer, popular.id);
    const two = await startCheckout(buyer, popular.id);
    expect(two.purchaseId).not.toBe(one.purchaseId);
    expect(two.ref).not.toBe(one.ref);
  });
});
