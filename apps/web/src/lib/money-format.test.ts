import { describe, expect, it } from 'vitest';
import { formatMoney } from './money-format';

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
