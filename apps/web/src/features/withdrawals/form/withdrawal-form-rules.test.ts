import { describe, expect, it } from 'vitest';
import { mobileMoney } from '../testing/withdrawal-builders';
import { checkAmount, checkDetails, coinsOf, maxCoinsFor } from './withdrawal-form-rules';

const provider = mobileMoney();
const [xof, eur] = provider.currencies;

describe('checkAmount', () => {
  it('checks the method’s limits, then what the member may take now, then what is left after the fee', () => {
    expect(checkAmount(provider, xof ?? null, null, 5_000).problem).toBe('required');
    expect(checkAmount(provider, xof ?? null, 499, 5_000).problem).toBe('below_minimum');
    expect(checkAmount(provider, xof ?? null, 200_001, 500_000).problem).toBe('above_maximum');
    expect(checkAmount(provider, xof ?? null, 5_001, 5_000).problem).toBe('above_available');
    // 25 coins + 1.5 % of 1,000 = 40; 960 × 5 XOF.
    expect(checkAmount(provider, xof ?? null, 1_000, 5_000)).toEqual({
      problem: null,
      amounts: { feeCoins: 40, coinsAfterFee: 960, moneyMinor: 4_800 },
    });
    // No currency yet: the amount holds, the money is not known.
    expect(checkAmount(provider, null, 1_000, 5_000)).toEqual({ problem: null, amounts: null });
  });

  it('refuses an amount whose money rounds down to nothing', () => {
    const tiny = { ...provider, minCoins: 1, feeFixedCoins: 0, feePercentBps: 0 };
    // 1 coin at 0.0076 EUR is 0.76 cent: nothing is paid.
    expect(checkAmount(tiny, eur ?? null, 1, 5_000).problem).toBe('too_small');
    expect(checkAmount(tiny, eur ?? null, 2, 5_000).amounts?.moneyMinor).toBe(1);
  });
});

describe('the other rules', () => {
  it('takes digits only, and the most is the smaller of the method’s maximum and what is available', () => {
    expect(coinsOf('1000')).toBe(1000);
    expect(coinsOf('')).toBeNull();
    expect(coinsOf('1,000')).toBeNull();
    expect(maxCoinsFor(provider, 3_500)).toBe(3_500);
    expect(maxCoinsFor(provider, 900_000)).toBe(200_000);
    expect(maxCoinsFor(provider, -10)).toBe(0);
  });

  it('checks only the details the method asks for, written the server’s way', () => {
    expect(
      checkDetails(provider, {
        coins: '',
        destination: { phone: '+225 07 12 34 56 78', accountName: '  Camille   Durand ', iban: 'nonsense' },
      }),
    ).toEqual({ ok: true, destination: { phone: '+2250712345678', accountName: 'Camille Durand' } });
    expect(checkDetails(provider, { coins: '', destination: { phone: '12' } })).toEqual({
      ok: false,
      problems: { phone: 'phone', accountName: 'required' },
    });
  });
});
