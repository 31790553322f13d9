import type { AuditAction } from '@betogether/contracts/audit/audit.constants';
import type { AuditEntry } from '@betogether/contracts/audit/audit.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../../test/social';
import { useTestApp } from '../../test/test-app';
import { type Account, paymentsFixtures, paymentsTestEnv } from './payments.test-support';

const ctx = useTestApp(paymentsTestEnv);
const { call, reverse, admin, member, pack, startCheckout } = paymentsFixtures(ctx);

// The sandbox delivers its webhooks over real HTTP to the listening server, as a provider would.
beforeAll(async () => {
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});

/** The audit log as an admin reads it, newest first. */
async function auditLog(boss: Account, action?: AuditAction): Promise<AuditEntry[]> {
  const res = await call('GET', `/api/admin/audit-log${action ? `?action=${action}` : ''}`, boss.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}

/** A paid sandbox purchase: checkout, Pay on the sandbox page, webhook delivered. */
async function paidPurchase(buyer: Account, packId: string): Promise<string> {
  const { purchaseId, checkoutUrl } = await startCheckout(buyer, packId);
  const pay = await ctx.app.inject({
    method: 'POST',
    url: checkoutUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'action=pay',
  });
  expect(pay.statusCode).toBe(303);
  await ctx.built.settle();
  return purchaseId;
}

describe('the audit log of coin packs', () => {
  it('records a creation once, with the pack as it was saved', async () => {
    const boss = await admin();
    const created = await pack(boss, { name: '  Gold  ', coins: 300, bonusCoins: 30, priceMinor: 299 });
    expect(await auditLog(boss)).toEqual([
      expect.objectContaining({
        action: 'payments.coin-pack-create',
        actor: expect.objectContaining({ id: boss.id }),
        subjectType: 'coin-pack',
        subjectId: created.id,
        details: {
          name: 'Gold',
          coins: 300,
          bonusCoins: 30,
          priceMinor: 299,
          currency: 'EUR',
          active: true,
          position: 0,
        },
      }),
    ]);
  });

  it('records an update once, with only the changes', async () => {
    const boss = await admin();
    const created = await pack(boss);
    const editor = await admin();
    const edit = await call('PATCH', `/api/admin/coin-packs/${created.id}`, editor.headers, {
      priceMinor: 349,
      active: false,
    });
    expect(edit.statusCode).toBe(200);
    expect(await auditLog(boss, 'payments.coin-pack-update')).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ id: editor.id }),
        subjectType: 'coin-pack',
        subjectId: created.id,
        details: { priceMinor: 349, active: false },
      }),
    ]);
    expect(await auditLog(boss)).toHaveLength(2);
  });

  it('records nothing when the change is refused (422) or the pack is unknown (404)', async () => {
    const boss = await admin();
    const refused = await call('POST', '/api/admin/coin-packs', boss.headers, {
      name: 'Pack',
      coins: 0,
      priceMinor: 99,
      currency: 'EUR',
    });
    expect(refused.statusCode).toBe(422);
    const missing = await call('PATCH', `/api/admin/coin-packs/${UNKNOWN_ID}`, boss.headers, {
      active: false,
    });
    expect(missing.statusCode).toBe(404);
    expect(await auditLog(boss)).toEqual([]);
  });
});

describe('the audit log of sandbox reversals and payment holds', () => {
  it('records a chargeback, then the release of its hold, once each; refused attempts record nothing', async () => {
    const boss = await admin();
    const popular = await pack(boss);
    const buyer = await member();
    const purchaseId = await paidPurchase(buyer, popular.id);
    const reversal = `/api/admin/payments/purchases/${purchaseId}/sandbox-reversal`;

    expect((await call('POST', reversal, boss.headers, { kind: 'charged_back' })).statusCode).toBe(200);
    // Nothing left to reverse (409), or nothing to reverse at all (404): no entry.
    expect((await call('POST', reversal, boss.headers, { kind: 'refunded' })).statusCode).toBe(409);
    const unknown = `/api/admin/payments/purchases/${UNKNOWN_ID}/sandbox-reversal`;
    expect((await call('POST', unknown, boss.headers, { kind: 'refunded' })).statusCode).toBe(404);
    expect(await auditLog(boss, 'payments.sandbox-reversal')).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ id: boss.id }),
        subjectType: 'purchase',
        subjectId: purchaseId,
        details: { kind: 'charged_back' },
      }),
    ]);

    const releaser = await admin();
    const release = `/api/admin/payments/holds/${buyer.id}/release`;
    expect((await call('POST', release, releaser.headers)).statusCode).toBe(204);
    expect((await call('POST', release, releaser.headers)).statusCode).toBe(404);
    expect(await auditLog(boss, 'payments.hold-release')).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ id: releaser.id }),
        subjectType: 'user',
        subjectId: buyer.id,
        details: { purchaseId },
      }),
    ]);
    // Pack creation, chargeback, release: one entry each.
    expect(await auditLog(boss)).toHaveLength(3);
  });

  it('records a refund with its kind', async () => {
    const boss = await admin();
    const popular = await pack(boss);
    const purchaseId = await paidPurchase(await member(), popular.id);
    const res = await reverse(boss, purchaseId, 'refunded');
    expect(res.statusCode).toBe(200);
    expect(await auditLog(boss, 'payments.sandbox-reversal')).toEqual([
      expect.objectContaining({ subjectId: purchaseId, details: { kind: 'refunded' } }),
    ]);
  });

  it('records nothing for a purchase that was never paid (409)', async () => {
    const boss = await admin();
    const popular = await pack(boss);
    const { purchaseId } = await startCheckout(await member(), popular.id);
    const res = await reverse(boss, purchaseId, 'refunded');
    expect(res.statusCode).toBe(409);
    expect(await auditLog(boss, 'payments.sandbox-reversal')).toEqual([]);
  });
});
