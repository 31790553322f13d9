import { describe, expect, it } from 'vitest';
import { currencyName, formatMinorUnits, formatMoney } from './money-format';

// Intl puts narrow no-break spaces in French numbers: compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('formats minor units in the member’s language and the pack’s currency', () => {
    expect(formatMoney(499, 'EUR', 'en')).toBe('€4.99');
    // fr puts the currency after a no-break space.
    expect(formatMoney(499, 'EUR', 'fr')).toBe('4,99\u00a0€');
    expect(plain(formatMoney(123456, 'USD', 'fr'))).toBe('1 234,56 $US');
    expect(formatMoney(100000, 'USD', 'en')).toBe('$1,000.00');
    expect(formatMoney(50, 'GBP', 'en')).toBe('£0.50');
  });
});

describe('formatMinorUnits', () => {
  it('shows the digits it is given, for any ISO currency', () => {
    expect(plain(formatMinorUnits(4800, 'XOF', 0, 'fr'))).toBe('4 800 F CFA');
    expect(formatMinorUnits(3648, 'EUR', 2, 'en')).toBe('€36.48');
    expect(formatMinorUnits(1234, 'KWD', 3, 'en')).toMatch(/1\.234$/);
  });
});

describe('currencyName', () => {
  it('names the currency in the language, and falls back to its code', () => {
    expect(currencyName('XOF', 'en')).toBe('West African CFA Franc');
    expect(currencyName('EUR', 'fr')).toBe('euro');
    expect(currencyName('ZZZ', 'en')).toBe('ZZZ');
  });
});
