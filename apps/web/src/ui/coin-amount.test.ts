import { describe, expect, it } from 'vitest';
import { formatCoins } from './coin-amount';

// Intl puts narrow no-break spaces in French numbers: compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatCoins', () => {
  it('separates thousands, signs movements and shortens for the header', () => {
    expect(formatCoins(1234567, 'en')).toBe('1,234,567');
    expect(plain(formatCoins(1234567, 'fr'))).toBe('1 234 567');
    expect(formatCoins(1100, 'en', { signed: true })).toBe('+1,100');
    expect(formatCoins(-300, 'en', { signed: true })).toBe('-300');
    expect(formatCoins(0, 'en', { signed: true })).toBe('0');
    expect(formatCoins(9999, 'en', { compact: true })).toBe('9,999');
    expect(formatCoins(12345, 'en', { compact: true })).toBe('12.3K');
  });
});
