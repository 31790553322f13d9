import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { signedInAccount } from '../../test/sign-in';
import { UNKNOWN_ID } from '../../test/social';
import { useTestApp } from '../../test/test-app';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../wallet/wallet.tables';
import { paymentsFixtures, paymentsTestEnv } from './payments.test-support';

const ctx = useTestApp(paymentsTestEnv);
const { call, reverse, admin, member, pack, startCheckout, purchase, balance, spend } = paymentsFixtures(ctx);
const db = () => ctx.built.database.db;

// The sandbox delivers its webhooks over real HTTP to the listening server, as a provider would.
beforeAll(async () => {
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});

/** The sandbox's checkout link is a path on the site the member is on, never another origin. */
function pagePath(checkoutUrl: string): string {
  expect(checkoutUrl).toMatch(/^\/api\/payments\/sandbox\/checkout\/sbx_[\w-]+$/);
  return checkoutUrl;
}

async function choose(checkoutUrl: string, action: string) {
  return ctx.app.inject({
    method: 'POST',
    url: pagePath(checkoutUrl),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });
}

/** Buys a pack through the sandbox page: checkout, Pay, webhook delivered. */
async function buy(buyer: Awaited<ReturnType<typeof member>>, packId: string) {
  const started = await startCheckout(buyer, packId);
  expect((await choose(started.checkoutUrl, 'pay')).statusCode).toBe(303);
  await ctx.built.settle();
  return started;
}

async function platformBalance(code: string): Promise<number> {
  const [row] = await db()
    .select({ sum: sql<string | null>`sum(${ledgerEntries.coins})` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerAccounts.code, code));
  return Number(row?.sum ?? 0);
}

describe('sandbox checkout, end to end', () => {
  it('checkout → page → Pay → signed webhook over HTTP → credited once → receipt PDF', async () => {
    const popular = await pack(await admin());
    const buyer = await member();
    const { purchaseId, checkoutUrl } = await startCheckout(buyer, popular.id);

    const page = await ctx.app.inject({ method: 'GET', url: pagePath(checkoutUrl) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain('Popular');
    expect(page.body).toContain('4.99 EUR');
    for (const action of ['pay', 'decline', 'cancel']) expect(page.body).toContain(`value="${action}"`);

    const pay = await choose(checkoutUrl, 'pay');
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`/betogether/payment/gold-coins/success?purchase=${purchaseId}`);
    await ctx.built.settle();

    const paid = await purchase(buyer, purchaseId);
    expect(paid).toMatchObject({ status: 'paid', coins: 550, balance: 550, receiptAvailable: true });

    // The buyer reloads the page and presses Pay again: nothing more is credited.
    const reload = await ctx.app.inject({ method: 'GET', url: pagePath(checkoutUrl) });
    expect(reload.statusCode).toBe(200);
    expect(reload.body).not.toContain('value="pay"');
    expect((await choose(checkoutUrl, 'pay')).headers.location).toBe(
      `/betogether/payment/gold-coins/success?purchase=${purchaseId}`,
    );
    await ctx.built.settle();
    expect(await balance(buyer.id)).toBe(550);
    expect(
      await db().$count(ledgerTransactions, eq(ledgerTransactions.idempotencyKey, `purchase:${purchaseId}`)),
    ).toBe(1);

    const receipt = await call('GET', `/api/payments/purchases/${purchaseId}/receipt.pdf`, buyer.headers);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.headers['content-disposition']).toBe(`attachment; filename="${paid.receiptNumber}.pdf"`);
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(receipt.rawPayload.length).toBeGreaterThan(1000);
    const other = await member();
    expect(
      (await call('GET', `/api/payments/purchases/${purchaseId}/receipt.pdf`, other.headers)).statusCode,
    ).toBe(404);
  });

  it('Decline: the result page learns the reason, nothing is credited', async () => {
    const popular = await pack(await admin());
    const buyer = await member();
    const { purchaseId, checkoutUrl } = await startCheckout(buyer, popular.id);
    const res = await choose(checkoutUrl, 'decline');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/betogether/payment/result?purchase=${purchaseId}`);
    await ctx.built.settle();
    expect(await purchase(buyer, purchaseId)).toMatchObject({
      status: 'failed',
      failureCode: 'declined',
      failureReason: 'The card was declined (sandbox test card)',
      balance: null,
      receiptAvailable: false,
    });
    expect(await balance(buyer.id)).toBe(0);
  });

  it('Cancel: the purchase is canceled, nothing is credited', async () => {
    const popular = await pack(await admin());
    const buyer = await member();
    const { purchaseId, checkoutUrl } = await startCheckout(buyer, popular.id);
    const res = await choose(checkoutUrl, 'cancel');
    expect(res.headers.location).toBe(`/betogether/payment/result?purchase=${purchaseId}`);
    await ctx.built.settle();
    expect(await purchase(buyer, purchaseId)).toMatchObject({ status: 'canceled', failureCode: 'canceled' });
    expect(await balance(buyer.id)).toBe(0);
  });

  it('serves the page in French when the browser asks for it', async () => {
    const popular = await pack(await admin());
    const { checkoutUrl } = await startCheckout(await member(), popular.id);
    const page = await ctx.app.inject({
      method: 'GET',
      url: pagePath(checkoutUrl),
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('Payer');
  });

  it('keeps a member on the site they opened (127.0.0.1, not PUBLIC_URL localhost) from checkout to return', async () => {
    const popular = await pack(await admin());
    const buyer = await member();
    const onSite = { host: '127.0.0.1:3000' };
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/checkout',
      headers: { ...buyer.headers, ...onSite, 'idempotency-key': `site-${crypto.randomUUID()}` },
      payload: { packId: popular.id },
    });
    expect(started.statusCode).toBe(201);
    const { purchaseId, checkoutUrl } = started.json();
    // A path resolves against the page the member is on: http://127.0.0.1:3000/api/payments/…
    expect(new URL(checkoutUrl, 'http://127.0.0.1:3000/betogether/').origin).toBe('http://127.0.0.1:3000');
    expect(checkoutUrl).not.toContain('localhost');

    const page = await ctx.app.inject({ method: 'GET', url: pagePath(checkoutUrl), headers: onSite });
    expect(page.body).toContain(`<form method="post" action="${checkoutUrl}">`);
    expect(page.body).not.toContain('localhost');

    const pay = await ctx.app.inject({
      method: 'POST',
      url: pagePath(checkoutUrl),
      headers: { ...onSite, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(pay.headers.location).toBe(`/betogether/payment/gold-coins/success?purchase=${purchaseId}`);
    await ctx.built.settle();
    expect(await purchase(buyer, purchaseId)).toMatchObject({ status: 'paid' });
  });

  it('answers 404 for an unknown checkout and 422 for a malformed one or a bad action', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/payments/sandbox/checkout/sbx_unknown0000000000' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/payments/sandbox/checkout/../../x' })).statusCode,
    ).not.toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/payments/sandbox/checkout/nope' })).statusCode,
    ).toBe(422);
    const popular = await pack(await admin());
    const buyer = await member();
    const { purchaseId, checkoutUrl } = await startCheckout(buyer, popular.id);
    expect((await choose(checkoutUrl, 'steal')).statusCode).toBe(422);
    expect((await purchase(buyer, purchaseId)).status).toBe('pending');
  });
});

describe('refunds and chargebacks (admin sandbox action)', () => {
  it('refund with a shortfall: takes back what is left, books the rest to chargeback_losses', async () => {
    const boss = await admin();
    const popular = await pack(boss);
    const buyer = await member();
    const { purchaseId } = await buy(buyer, popular.id);
    await spend(buyer.id, 400);
    expect(await balance(buyer.id)).toBe(150);

    const res = await reverse(boss, purchaseId, 'refunded');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: purchaseId,
      userId: buyer.id,
      status: 'refunded',
      coinsTakenBack: 150,
      shortfallCoins: 400,
      reversedAt: ctx.clock.now().toISOString(),
    });
    expect(await balance(buyer.id)).toBe(0);
    expect(await platformBalance('chargeback_losses')).toBe(-400);
    const [reversal] = await db()
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.idempotencyKey, `purchase:${purchaseId}:refunded`)));
    expect(reversal).toMatchObject({ type: 'refund' });
    expect(reversal?.reversesId).not.toBeNull();

    // A refunded purchase keeps its receipt (marked refunded); nothing is taken twice.
    const receipt = await call('GET', `/api/payments/purchases/${purchaseId}/receipt.pdf`, buyer.headers);
    expect(receipt.statusCode).toBe(200);
    const again = await reverse(boss, purchaseId, 'refunded');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PURCHASE_NOT_PAID');
    expect(await platformBalance('chargeback_losses')).toBe(-400);
  });

  it('chargeback: takes the coins back and pauses purchases until an admin releases the hold', async () => {
    const boss = await admin();
    const popular = await pack(boss);
    const buyer = await member();
    const { purchaseId } = await buy(buyer, popular.id);
    const res = await reverse(boss, purchaseId, 'charged_back');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'charged_back', coinsTakenBack: 550, shortfallCoins: 0 });
    expect(await balance(buyer.id)).toBe(0);
    expect((await purchase(buyer, purchaseId)).receiptAvailable).toBe(false);

    expect((await call('GET', '/api/payments/status', buyer.headers)).json().purchasesAllowed).toBe(false);
    const blocked = await startCheckoutResponse(buyer, popular.id);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('PURCHASES_ON_HOLD');

    const holds = await call('GET', '/api/admin/payments/holds', boss.headers);
    expect(holds.statusCode).toBe(200);
    expect(holds.json().items).toEqual([
      expect.objectContaining({
        userId: buyer.id,
        purchaseId,
        reason: 'Chargeback opened by an admin (sandbox)',
      }),
    ]);
    expect((await call('GET', '/api/admin/payments/holds', buyer.headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/payments/holds')).statusCode).toBe(401);
    const release = `/api/admin/payments/holds/${buyer.id}/release`;
    expect((await call('POST', release, buyer.headers)).statusCode).toBe(403);
    expect((await call('POST', release)).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/payments/holds/nope/release', boss.headers)).statusCode).toBe(422);
    expect((await call('POST', release, boss.headers)).statusCode).toBe(204);
    expect((await call('POST', release, boss.headers)).statusCode).toBe(404);
    expect((await startCheckoutResponse(buyer, popular.id)).statusCode).toBe(201);
  });

  it('is for admins, on paid sandbox purchases only', async () => {
    const boss = await admin();
    const popular = await pack(boss);
    const buyer = await member();
    const pending = await startCheckout(buyer, popular.id);
    const path = `/api/admin/payments/purchases/${pending.purchaseId}/sandbox-reversal`;
    expect((await call('POST', path, buyer.headers, { kind: 'refunded' })).statusCode).toBe(403);
    expect((await call('POST', path, undefined, { kind: 'refunded' })).statusCode).toBe(401);
    expect((await call('POST', path, boss.headers, { kind: 'stolen' })).statusCode).toBe(422);
    const notPaid = await call('POST', path, boss.headers, { kind: 'refunded' });
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().code).toBe('PURCHASE_NOT_PAID');
    const unknown = await reverse(boss, UNKNOWN_ID, 'refunded');
    expect(unknown.statusCode).toBe(404);
  });
});

async function startCheckoutResponse(buyer: { headers: Record<string, string> }, packId: string) {
  return call(
    'POST',
    '/api/payments/checkout',
    { ...buyer.headers, 'idempotency-key': `k-${Math.random().toString(36).slice(2, 12)}` },
    { packId },
  );
}

describe('an injected webhook sender (buildApp override)', () => {
  let second: App;
  const deliveries: string[] = [];
  beforeAll(async () => {
    // A second app on the same database whose sandbox delivers through app.inject, not HTTP.
    second = await buildApp(ctx.config, {
      clock: ctx.clock,
      database: ctx.built.database,
      serveWebApp: false,
      rateLimitNamespace: `test-rl-${crypto.randomUUID()}:`,
      realtimeChannel: `test-io-${crypto.randomUUID()}`,
      paymentWebhookSender: async ({ path, body, headers }) => {
        deliveries.push(path);
        const res = await second.app.inject({ method: 'POST', url: path, headers, payload: body });
        return { status: res.statusCode };
      },
    });
    await second.app.ready();
  });
  afterAll(async () => {
    await second?.close();
  });

  it('pays through the sandbox without any HTTP listener', async () => {
    const popular = await pack(await admin());
    const buyer = await signedInAccount(ctx, 'member');
    const { purchaseId, checkoutUrl } = await startCheckout(buyer, popular.id);
    const res = await second.app.inject({
      method: 'POST',
      url: pagePath(checkoutUrl),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(res.statusCode).toBe(303);
    await second.settle();
    expect(deliveries).toEqual(['/api/payments/webhooks/sandbox']);
    expect(await purchase(buyer, purchaseId)).toMatchObject({ status: 'paid', balance: 550 });
  });
});
