import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  maxRate,
  moneyMinorFor,
  normalizeRate,
  payoutAmounts,
  payoutFeeCoins,
  payoutLimitProblems,
  rateMicros,
  rateProblem,
} from './payouts.amounts';
import { currencyMinorDigits, isPayoutCurrency, PAYOUT_LIMITS } from './payouts.constants';

describe('currencies', () => {
  it('knows ISO 4217 codes in capitals, not lower case, made-up or non-cash ones', () => {
    expect(['XOF', 'EUR', 'USD', 'KES', 'NGN', 'JPY'].every(isPayoutCurrency)).toBe(true);
    expect(['eur', 'EURO', 'ZZZ', 'XAU', 'XDR', ''].some(isPayoutCurrency)).toBe(false);
  });

  it('counts minor digits as Intl does', () => {
    expect(currencyMinorDigits('XOF')).toBe(0);
    expect(currencyMinorDigits('EUR')).toBe(2);
    expect(currencyMinorDigits('KWD')).toBe(3);
  });
});

describe('rates as text', () => {
  it.each([
    ['655.957', 655_957_000n, '655.957'],
    ['0.0065', 6_500n, '0.0065'],
    ['2.50', 2_500_000n, '2.5'],
    ['1.000000', 1_000_000n, '1'],
    ['0', 0n, '0'],
    ['0.000001', 1n, '0.000001'],
  ])('reads %s exactly', (text, micros, shortest) => {
    expect(rateMicros(text)).toBe(micros);
    expect(normalizeRate(text)).toBe(shortest);
  });

  it.each(['', '.5', '1.', '1,5', '-1', '+1', '1e3', '01.5', '1.1234567', ' 1', 'NaN'])(
    'refuses %j',
    (text) => {
      expect(rateMicros(text)).toBeNull();
      expect(rateProblem(text, 'EUR')).toBe('format');
    },
  );

  it('refuses zero and a coin worth more than a million minor units', () => {
    expect(rateProblem('0.000000', 'EUR')).toBe('zero');
    expect(maxRate('EUR')).toBe('10000');
    expect(maxRate('XOF')).toBe('1000000');
    expect(maxRate('KWD')).toBe('1000');
    expect(rateProblem('10000', 'EUR')).toBeNull();
    expect(rateProblem('10000.000001', 'EUR')).toBe('too_high');
    expect(rateProblem('1000000', 'XOF')).toBeNull();
    expect(rateProblem('1000001', 'XOF')).toBe('too_high');
  });
});

describe('the fee', () => {
  it('is the fixed coins plus the percent rounded up to a whole coin', () => {
    expect(payoutFeeCoins({ feeFixedCoins: 10, feePercentBps: 150 }, 1000)).toBe(25);
    expect(payoutFeeCoins({ feeFixedCoins: 0, feePercentBps: 150 }, 1001)).toBe(16);
    expect(payoutFeeCoins({ feeFixedCoins: 0, feePercentBps: 1 }, 1)).toBe(1);
    expect(payoutFeeCoins({ feeFixedCoins: 7, feePercentBps: 0 }, 1)).toBe(7);
  });
});

describe('money', () => {
  it('is coins × rate in minor units, rounded down, without float drift', () => {
    expect(moneyMinorFor(1000, '0.1', 'EUR')).toBe(10_000);
    expect(moneyMinorFor(3, '0.1', 'EUR')).toBe(30);
    expect(moneyMinorFor(1, '0.001', 'EUR')).toBe(0);
    expect(moneyMinorFor(7, '0.001', 'EUR')).toBe(0);
    expect(moneyMinorFor(10, '0.001', 'EUR')).toBe(1);
    expect(moneyMinorFor(975, '655.957', 'XOF')).toBe(639_558);
    expect(moneyMinorFor(1, '0.3333', 'KWD')).toBe(333);
    expect(moneyMinorFor(PAYOUT_LIMITS.coinsMax, maxRate('EUR'), 'EUR')).toBe(1e15);
  });
});

describe('a provider’s limits', () => {
  it('want a maximum at least the minimum, and a fee that leaves something at the minimum', () => {
    const limits = { feeFixedCoins: 10, feePercentBps: 100, minCoins: 100, maxCoins: 100 };
    expect(payoutLimitProblems(limits)).toEqual([]);
    expect(payoutLimitProblems({ ...limits, maxCoins: 99 })).toEqual([
      { field: 'maxCoins', problem: 'max_below_min' },
    ]);
    // 98 + 1 % of 100 (1 coin) takes all 100.
    expect(payoutLimitProblems({ ...limits, feeFixedCoins: 99 })).toEqual([
      { field: 'minCoins', problem: 'fee_takes_minimum' },
    ]);
  });
});

describe('payout amounts', () => {
  const provider = { feeFixedCoins: 25, feePercentBps: 200, minCoins: 500, maxCoins: 50_000 };

  it('takes the fee in coins, then converts what is left', () => {
    expect(payoutAmounts(provider, 1000, '0.0015', 'EUR')).toEqual({
      ok: true,
      feeCoins: 45,
      coinsAfterFee: 955,
      moneyMinor: 143,
    });
    expect(payoutAmounts(provider, 1000, '1', 'XOF')).toEqual({
      ok: true,
      feeCoins: 45,
      coinsAfterFee: 955,
      moneyMinor: 955,
    });
  });

  it('names the limit a request is outside, and a payout that rounds to nothing', () => {
    expect(payoutAmounts(provider, 499, '1', 'XOF')).toEqual({ ok: false, problem: 'PAYOUT_BELOW_MINIMUM' });
    expect(payoutAmounts(provider, 500, '1', 'XOF')).toMatchObject({ ok: true, coinsAfterFee: 465 });
    expect(payoutAmounts(provider, 50_000, '1', 'XOF')).toMatchObject({ ok: true });
    expect(payoutAmounts(provider, 50_001, '1', 'XOF')).toEqual({
      ok: false,
      problem: 'PAYOUT_ABOVE_MAXIMUM',
    });
    expect(payoutAmounts(provider, 500, '0.00001', 'EUR')).toEqual({
      ok: false,
      problem: 'PAYOUT_AMOUNT_TOO_SMALL',
    });
  });

  const currency = fc.constantFrom('XOF', 'EUR', 'USD', 'KWD', 'JPY');
  const rate = fc
    .tuple(fc.integer({ min: 0, max: 9_999 }), fc.integer({ min: 0, max: 999_999 }))
    .filter(([whole, fraction]) => whole + fraction > 0)
    .map(([whole, fraction]) => `${whole}.${String(fraction).padStart(6, '0')}`);
  const limits = fc
    .record({
      feeFixedCoins: fc.integer({ min: 0, max: 1_000 }),
      feePercentBps: fc.integer({ min: 0, max: PAYOUT_LIMITS.feePercentBpsMax }),
      minCoins: fc.integer({ min: 1, max: 100_000 }),
      span: fc.integer({ min: 0, max: 10_000_000 }),
    })
    .map(({ span, ...rest }) => ({ ...rest, maxCoins: rest.minCoins + span }));

  it('never pays more than the exact value, nor a whole minor unit less (property)', () => {
    fc.assert(
      fc.property(limits, fc.integer({ min: 1, max: 20_000_000 }), rate, currency, (p, coins, r, cur) => {
        const result = payoutAmounts(p, coins, r, cur);
        if (coins < p.minCoins) {
          expect(result).toEqual({ ok: false, problem: 'PAYOUT_BELOW_MINIMUM' });
          return;
        }
        if (coins > p.maxCoins) {
          expect(result).toEqual({ ok: false, problem: 'PAYOUT_ABOVE_MAXIMUM' });
          return;
        }
        const fee = payoutFeeCoins(p, coins);
        // The fee: at least the fixed part and the exact percent, less than one coin more.
        expect(fee * 10_000).toBeGreaterThanOrEqual(p.feeFixedCoins * 10_000 + coins * p.feePercentBps);
        expect(fee * 10_000).toBeLessThan(p.feeFixedCoins * 10_000 + coins * p.feePercentBps + 10_000);
        if (!result.ok) {
          expect(result.problem).toBe('PAYOUT_AMOUNT_TOO_SMALL');
          return;
        }
        expect(result.feeCoins).toBe(fee);
        expect(result.coinsAfterFee).toBe(coins - fee);
        // Exact value in millionths of a minor unit: paid ≤ exact < paid + 1.
        const exact =
          BigInt(result.coinsAfterFee) * (rateMicros(r) ?? 0n) * 10n ** BigInt(currencyMinorDigits(cur));
        const paid = BigInt(result.moneyMinor) * 1_000_000n;
        expect(paid <= exact && exact < paid + 1_000_000n).toBe(true);
        expect(result.moneyMinor).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });

  it('pays more (or the same) for more coins (property)', () => {
    fc.assert(
      fc.property(limits, fc.integer({ min: 0, max: 5_000_000 }), rate, currency, (p, extra, r, cur) => {
        const low = payoutAmounts(p, p.minCoins, r, cur);
        const high = payoutAmounts(p, Math.min(p.maxCoins, p.minCoins + extra), r, cur);
        if (low.ok && high.ok) expect(high.moneyMinor).toBeGreaterThanOrEqual(low.moneyMinor);
      }),
      { numRuns: 300 },
    );
  });
});
