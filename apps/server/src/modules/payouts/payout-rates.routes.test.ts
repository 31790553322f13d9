import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { fieldsOf, payoutsFixtures } from './payouts.test-support';

const ctx = useTestApp();
const { call, admin, member, provider, setRate, auditLog } = payoutsFixtures(ctx);

describe('coin-to-money rates', () => {
  it('numbers each change of a currency’s rate, keeps the old versions, and the newest is current', async () => {
    const boss = await admin();
    const first = await setRate(boss, 'XOF', '0.650');
    expect(first).toMatchObject({
      currency: 'XOF',
      version: 1,
      rate: '0.65',
      createdAt: ctx.clock.now().toISOString(),
      createdBy: expect.objectContaining({ id: boss.id, username: boss.username }),
    });
    ctx.clock.advance(60_000);
    const other = await admin();
    const second = await setRate(other, 'XOF', '0.7');
    expect(second).toMatchObject({
      version: 2,
      rate: '0.7',
      createdBy: expect.objectContaining({ id: other.id }),
    });
    // Another currency has its own numbering.
    expect(await setRate(boss, 'EUR', '0.001')).toMatchObject({ version: 1 });
    ctx.clock.advance(60_000);
    const third = await setRate(boss, 'XOF', '0.65');
    expect(third.version).toBe(3);

    await provider(boss, { currencies: ['XOF', 'USD'] });
    const rates = await call('GET', '/api/admin/payout-rates', boss);
    expect(rates.statusCode).toBe(200);
    expect(rates.json().items).toEqual([
      {
        currency: 'EUR',
        minorDigits: 2,
        current: expect.objectContaining({ rate: '0.001' }),
        versions: 1,
        providers: 0,
      },
      // Offered without a rate: the screen asks for one.
      { currency: 'USD', minorDigits: 2, current: null, versions: 0, providers: 1 },
      { currency: 'XOF', minorDigits: 0, current: third, versions: 3, providers: 1 },
    ]);

    const history = await call('GET', '/api/admin/payout-rates/XOF', boss);
    expect(history.statusCode).toBe(200);
    expect(history.json()).toEqual({ items: [third, second, first], nextCursor: null });
  });

  it('pages a long history, newest first', async () => {
    const boss = await admin();
    for (let step = 1; step <= 5; step += 1) await setRate(boss, 'EUR', `0.00${step}`);
    const page = (await call('GET', '/api/admin/payout-rates/EUR?limit=2', boss)).json();
    expect(page.items.map((rate: { version: number }) => rate.version)).toEqual([5, 4]);
    const next = (
      await call('GET', `/api/admin/payout-rates/EUR?limit=2&cursor=${page.nextCursor}`, boss)
    ).json();
    expect(next.items.map((rate: { version: number }) => rate.version)).toEqual([3, 2]);
    const last = (
      await call('GET', `/api/admin/payout-rates/EUR?limit=2&cursor=${next.nextCursor}`, boss)
    ).json();
    expect(last).toEqual({
      items: [expect.objectContaining({ version: 1, rate: '0.001' })],
      nextCursor: null,
    });
    expect((await call('GET', '/api/admin/payout-rates/EUR?cursor=nonsense', boss)).statusCode).toBe(422);
    expect((await call('GET', '/api/admin/payout-rates/GBP', boss)).json()).toEqual({
      items: [],
      nextCursor: null,
    });
  });

  it('gives two changes at the same moment two versions, one after the other', async () => {
    const boss = await admin();
    const answers = await Promise.all(
      ['0.61', '0.62', '0.63', '0.64'].map((rate) =>
        call('POST', '/api/admin/payout-rates', boss, { currency: 'XOF', rate }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201, 201]);
    expect(answers.map((res) => res.json().version).sort()).toEqual([1, 2, 3, 4]);
  });

  it('refuses the current rate again (409), making no version', async () => {
    const boss = await admin();
    await setRate(boss, 'XOF', '0.65');
    const again = await call('POST', '/api/admin/payout-rates', boss, { currency: 'XOF', rate: '0.650000' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PAYOUT_RATE_UNCHANGED');
    expect((await call('GET', '/api/admin/payout-rates/XOF', boss)).json().items).toHaveLength(1);
  });

  it.each([
    ['a comma', { rate: '0,65' }, 'rate'],
    ['seven decimals', { rate: '0.6500001' }, 'rate'],
    ['a negative rate', { rate: '-1' }, 'rate'],
    ['zero', { rate: '0' }, 'rate'],
    ['an exponent', { rate: '1e-3' }, 'rate'],
    ['words', { rate: 'sixty' }, 'rate'],
    ['a number, not text', { rate: 0.65 }, 'rate'],
    ['a coin worth more than 1,000,000 XOF', { rate: '1000001' }, 'rate'],
    ['an unknown currency', { currency: 'ABC' }, 'currency'],
    ['a lower-case currency', { currency: 'xof' }, 'currency'],
    ['an unknown field', { note: 'hi' }, 'note'],
  ])('refuses %s (422)', async (_label, change, field) => {
    const boss = await admin();
    const res = await call('POST', '/api/admin/payout-rates', boss, {
      currency: 'XOF',
      rate: '0.65',
      ...change,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(fieldsOf(res.json())).toContain(field);
    expect((await call('GET', '/api/admin/payout-rates', boss)).json().items).toEqual([]);
  });

  it('refuses an unknown currency in the history’s address (422)', async () => {
    const boss = await admin();
    expect((await call('GET', '/api/admin/payout-rates/ZZZ', boss)).statusCode).toBe(422);
    expect((await call('GET', '/api/admin/payout-rates/xof', boss)).statusCode).toBe(422);
  });

  it('needs a token (401) and the admin role (403)', async () => {
    const someone = await member();
    for (const [method, url, body] of [
      ['GET', '/api/admin/payout-rates', undefined],
      ['GET', '/api/admin/payout-rates/XOF', undefined],
      ['POST', '/api/admin/payout-rates', { currency: 'XOF', rate: '1' }],
    ] as const) {
      expect((await call(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, someone, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('writes each new version to the audit log with the rate it replaced', async () => {
    const boss = await admin();
    const first = await setRate(boss, 'EUR', '0.001');
    ctx.clock.advance(1_000);
    const second = await setRate(boss, 'EUR', '0.0012');
    expect(await auditLog(boss, 'payouts.rate-set')).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ id: boss.id }),
        subjectType: 'payout-rate',
        subjectId: second.id,
        details: { currency: 'EUR', version: 2, rate: '0.0012', previousRate: '0.001' },
      }),
      expect.objectContaining({
        subjectId: first.id,
        details: { currency: 'EUR', version: 1, rate: '0.001', previousRate: null },
      }),
    ]);
  });
});
