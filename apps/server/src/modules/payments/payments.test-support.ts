import type { AdminCoinPack, CreateCoinPackBody } from '@betogether/contracts/payments/coin-packs.schemas';
import type { CheckoutResponse, PurchaseDetail } from '@betogether/contracts/payments/payments.schemas';
import { expect } from 'vitest';
import { signedInAccount } from '../../test/sign-in';
import type { TestContext } from '../../test/test-app';
import { createWalletService } from '../wallet/wallet.service';
import { signSandboxPayload } from './providers/sandbox-signature';

/** A fixed sandbox secret for tests, so a test can sign webhooks as the sandbox does. */
const TEST_SANDBOX_SECRET = 'test-sandbox-webhook-secret-0123456789abcdef';
export const paymentsTestEnv = { SANDBOX_WEBHOOK_SECRET: TEST_SANDBOX_SECRET, SANDBOX_WEBHOOK_DELAY_MS: '0' };

export type Account = Awaited<ReturnType<typeof signedInAccount>>;
type Headers = Record<string, string>;

let keyCounter = 0;
export function newIdempotencyKey(): string {
  keyCounter += 1;
  return `test-key-${process.pid}-${keyCounter}-${Math.random().toString(36).slice(2, 10)}`;
}

export function paymentsFixtures(ctx: TestContext) {
  const silent = { emitToUsers: () => undefined };
  const wallet = () =>
    createWalletService({ db: ctx.built.database.db, clock: ctx.clock, realtime: silent, log: ctx.app.log });

  async function call(method: 'GET' | 'POST' | 'PATCH', url: string, headers?: Headers, payload?: unknown) {
    return ctx.app.inject({
      method,
      url,
      headers: headers ?? {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  }

  async function pack(admin: Account, body: Partial<CreateCoinPackBody> = {}): Promise<AdminCoinPack> {
    const res = await call('POST', '/api/admin/coin-packs', admin.headers, {
      name: 'Popular',
      coins: 500,
      bonusCoins: 50,
      priceMinor: 499,
      currency: 'EUR',
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  async function checkout(buyer: Account, packId: string, key = newIdempotencyKey()) {
    return call('POST', '/api/payments/checkout', { ...buyer.headers, 'idempotency-key': key }, { packId });
  }

  async function startCheckout(buyer: Account, packId: string): Promise<CheckoutResponse & { ref: string }> {
    const res = await checkout(buyer, packId);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as CheckoutResponse;
    const ref = /\/api\/payments\/sandbox\/checkout\/(sbx_[A-Za-z0-9_-]+)$/.exec(body.checkoutUrl)?.[1];
    if (!ref) throw new Error(`not a sandbox checkout URL: ${body.checkoutUrl}`);
    return { ...body, ref };
  }

  async function purchase(buyer: Account, id: string): Promise<PurchaseDetail> {
    const res = await call('GET', `/api/payments/purchases/${id}`, buyer.headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  /** Delivers a sandbox event to the webhook endpoint, signed as the sandbox signs it (or not). */
  async function deliver(
    event: { id: string; type: string; providerRef: string; failureCode?: string; reason?: string },
    options: { secret?: string; at?: Date; signature?: string } = {},
  ) {
    const body = JSON.stringify(event);
    const signature =
      options.signature ??
      signSandboxPayload(options.secret ?? TEST_SANDBOX_SECRET, body, options.at ?? ctx.clock.now());
    return ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: { 'content-type': 'application/json', 'sandbox-signature': signature },
      payload: body,
    });
  }

  /** The admin sandbox action: a refund or a chargeback of a paid purchase. */
  const reverse = (admin: Account | null, purchaseId: string, kind: string) =>
    call('POST', `/api/admin/payments/purchases/${purchaseId}/sandbox-reversal`, admin?.headers, { kind });

  return {
    call,
    reverse,
    admin: () => signedInAccount(ctx, 'admin'),
    member: () => signedInAccount(ctx, 'member'),
    pack,
    checkout,
    startCheckout,
    purchase,
    deliver,
    balance: (userId: string) => wallet().balanceOf(userId),
    /** The member spends coins elsewhere (to the promotions account), straight through the ledger. */
    spend: (userId: string, coins: number) =>
      wallet().post({
        idempotencyKey: newIdempotencyKey(),
        type: 'admin_adjustment',
        description: 'Test spend',
        entries: [
          { account: { userId }, coins: -coins },
          { account: { platform: 'adjustments' }, coins },
        ],
      }),
  };
}

export function eventId(): string {
  return `evt_sbx_${Math.random().toString(36).slice(2, 14)}${Date.now().toString(36)}`;
}
