import { describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../../test/social';
import { useTestApp } from '../../test/test-app';
import { fieldsOf, mobileMoney, payoutsFixtures } from './payouts.test-support';

const ctx = useTestApp();
const { call, admin, member, provider, setRate, auditLog } = payoutsFixtures(ctx);

describe('admins’ payout providers', () => {
  it('creates one (201) with its current rates, lists every provider, edits it and switches it off and on', async () => {
    const boss = await admin();
    const xof = await setRate(boss, 'XOF', '0.65');
    const created = await provider(boss, { name: '  Orange Money  ' });
    expect(created).toMatchObject({
      kind: 'mobile_money',
      name: 'Orange Money',
      driver: 'manual',
      currencies: ['XOF', 'EUR'],
      feeFixedCoins: 25,
      feePercentBps: 150,
      minCoins: 500,
      maxCoins: 200_000,
      requiredFields: ['phone', 'accountName'],
      active: true,
      rates: [
        { currency: 'XOF', minorDigits: 0, rate: xof },
        { currency: 'EUR', minorDigits: 2, rate: null },
      ],
    });
    expect(created.createdAt).toBe(ctx.clock.now().toISOString());

    ctx.clock.advance(60_000);
    const edit = await call('PATCH', `/api/admin/payout-providers/${created.id}`, boss, {
      feeFixedCoins: 50,
      feePercentBps: 0,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ feeFixedCoins: 50, feePercentBps: 0, minCoins: 500 });
    expect(edit.json().updatedAt).toBe(ctx.clock.now().toISOString());

    const off = await call('PATCH', `/api/admin/payout-providers/${created.id}`, boss, { active: false });
    expect(off.json().active).toBe(false);
    const bank = await provider(boss, {
      kind: 'bank_transfer',
      name: 'SEPA transfer',
      currencies: ['EUR'],
      requiredFields: ['iban', 'accountName'],
    });
    const all = await call('GET', '/api/admin/payout-providers', boss);
    expect(all.statusCode).toBe(200);
    // Active first.
    expect(all.json().items.map((item: { id: string }) => item.id)).toEqual([bank.id, created.id]);
    expect(all.json().items[1]).toEqual(off.json());

    const on = await call('PATCH', `/api/admin/payout-providers/${created.id}`, boss, { active: true });
    expect(on.json().active).toBe(true);
  });

  it('refuses a second provider with the same name, case aside (409), and a rename onto one', async () => {
    const boss = await admin();
    const first = await provider(boss);
    const again = await call('POST', '/api/admin/payout-providers', boss, {
      ...mobileMoney,
      name: 'ORANGE money',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PAYOUT_PROVIDER_NAME_TAKEN');
    const other = await provider(boss, { name: 'Wave' });
    const rename = await call('PATCH', `/api/admin/payout-providers/${other.id}`, boss, {
      name: 'orange money',
    });
    expect(rename.statusCode).toBe(409);
    const list = (await call('GET', '/api/admin/payout-providers', boss)).json().items;
    expect(list.map((item: { name: string }) => item.name)).toEqual([first.name, 'Wave']);
  });

  it.each([
    ['an unknown currency', { currencies: ['XOF', 'ZZZ'] }, 'currencies.1'],
    ['a lower-case currency', { currencies: ['xof'] }, 'currencies.0'],
    ['a currency twice', { currencies: ['XOF', 'XOF'] }, 'currencies'],
    ['no currency', { currencies: [] }, 'currencies'],
    ['a negative fixed fee', { feeFixedCoins: -1 }, 'feeFixedCoins'],
    ['a fractional fee', { feeFixedCoins: 2.5 }, 'feeFixedCoins'],
    ['a percent above 50 %', { feePercentBps: 5001 }, 'feePercentBps'],
    ['a negative percent', { feePercentBps: -10 }, 'feePercentBps'],
    ['a minimum above the maximum', { minCoins: 1000, maxCoins: 999 }, 'maxCoins'],
    ['a fee taking the whole minimum', { minCoins: 30, feeFixedCoins: 30, feePercentBps: 0 }, 'minCoins'],
    ['a zero minimum', { minCoins: 0 }, 'minCoins'],
    ['an unknown kind', { kind: 'crypto' }, 'kind'],
    ['an unknown driver', { driver: 'stripe' }, 'driver'],
    ['an unknown detail', { requiredFields: ['phone', 'pin'] }, 'requiredFields.1'],
    ['no detail asked', { requiredFields: [] }, 'requiredFields'],
    ['an empty name', { name: '   ' }, 'name'],
    ['a long name', { name: 'x'.repeat(61) }, 'name'],
    ['an unknown field', { colour: 'orange' }, 'colour'],
  ])('refuses %s (422) and creates nothing', async (_label, change, field) => {
    const boss = await admin();
    const res = await call('POST', '/api/admin/payout-providers', boss, { ...mobileMoney, ...change });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(fieldsOf(res.json())).toContain(field);
    expect((await call('GET', '/api/admin/payout-providers', boss)).json().items).toEqual([]);
    expect(await auditLog(boss)).toEqual([]);
  });

  it('checks a change against the provider as it would become (422), and an unknown provider (404)', async () => {
    const boss = await admin();
    const created = await provider(boss);
    const url = `/api/admin/payout-providers/${created.id}`;
    // The stored maximum is 200,000: a minimum above it is refused though the body alone looks fine.
    const min = await call('PATCH', url, boss, { minCoins: 300_000 });
    expect(min.statusCode).toBe(422);
    expect(fieldsOf(min.json())).toEqual(['maxCoins']);
    const fee = await call('PATCH', url, boss, { feeFixedCoins: 500 });
    expect(fieldsOf(fee.json())).toEqual(['minCoins']);
    expect((await call('PATCH', url, boss, {})).statusCode).toBe(422);
    expect((await call('PATCH', url, boss, { currencies: ['EURO'] })).statusCode).toBe(422);
    expect(
      (await call('PATCH', '/api/admin/payout-providers/not-a-uuid', boss, { active: false })).statusCode,
    ).toBe(422);
    const missing = await call('PATCH', `/api/admin/payout-providers/${UNKNOWN_ID}`, boss, { active: false });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('PAYOUT_PROVIDER_NOT_FOUND');
    expect((await call('GET', '/api/admin/payout-providers', boss)).json().items).toEqual([created]);
  });

  it('needs a token (401) and the admin role (403)', async () => {
    const someone = await member();
    for (const [method, url, body] of [
      ['GET', '/api/admin/payout-providers', undefined],
      ['POST', '/api/admin/payout-providers', mobileMoney],
      ['PATCH', `/api/admin/payout-providers/${UNKNOWN_ID}`, { active: false }],
    ] as const) {
      expect((await call(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, someone, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('writes each creation and change to the audit log, with what a change replaced', async () => {
    const boss = await admin();
    const created = await provider(boss);
    const editor = await admin();
    ctx.clock.advance(1_000);
    await call('PATCH', `/api/admin/payout-providers/${created.id}`, editor, {
      active: false,
      maxCoins: 100_000,
    });
    const entries = await auditLog(boss);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'payouts.provider-update',
        actor: expect.objectContaining({ id: editor.id }),
        subjectType: 'payout-provider',
        subjectId: created.id,
        details: { active: false, maxCoins: 100_000, before: { active: true, maxCoins: 200_000 } },
      }),
      expect.objectContaining({
        action: 'payouts.provider-create',
        actor: expect.objectContaining({ id: boss.id }),
        subjectType: 'payout-provider',
        subjectId: created.id,
        details: { ...mobileMoney, driver: 'manual', active: true },
      }),
    ]);
    // A refused change records nothing.
    await call('PATCH', `/api/admin/payout-providers/${created.id}`, editor, { minCoins: 300_000 });
    expect(await auditLog(boss)).toHaveLength(2);
  });
});

describe('GET /api/payout-providers', () => {
  it('lists active providers with their fees, limits and details, in the currencies that have a rate', async () => {
    const boss = await admin();
    const xof = await setRate(boss, 'XOF', '0.65');
    const orange = await provider(boss);
    await provider(boss, { name: 'Switched off', active: false });
    // No rate for GBP: a provider paying only in it is not offered yet.
    await provider(boss, { name: 'UK transfer', currencies: ['GBP'], requiredFields: ['iban'] });
    const someone = await member();
    const res = await call('GET', '/api/payout-providers', someone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        {
          id: orange.id,
          kind: 'mobile_money',
          name: 'Orange Money',
          feeFixedCoins: 25,
          feePercentBps: 150,
          minCoins: 500,
          maxCoins: 200_000,
          requiredFields: ['phone', 'accountName'],
          currencies: [{ currency: 'XOF', minorDigits: 0, rate: { id: xof.id, version: 1, rate: '0.65' } }],
        },
      ],
    });

    const eur = await setRate(boss, 'EUR', '0.001');
    const after = (await call('GET', '/api/payout-providers', someone)).json().items[0];
    expect(after.currencies.map((c: { currency: string }) => c.currency)).toEqual(['XOF', 'EUR']);
    expect(after.currencies[1].rate).toEqual({ id: eur.id, version: 1, rate: '0.001' });
  });

  it('needs a token (401)', async () => {
    expect((await call('GET', '/api/payout-providers', null)).statusCode).toBe(401);
  });
});
