import { describe, expect, it } from 'vitest';
import { currencyName } from '@/lib/money-format';
import { formatBps, formatMinor, formatRate } from './payout-format';

describe('payout amounts on screen', () => {
  it('formats minor units of any currency with its own decimals', () => {
    expect(formatMinor(650, 'XOF', 'en')).toMatch(/^F\s?CFA\s?650$/);
    expect(formatMinor(143, 'EUR', 'en')).toBe('€1.43');
    expect(formatMinor(143, 'EUR', 'fr')).toBe('1,43\u00a0€');
    expect(formatMinor(1234, 'KWD', 'en')).toMatch(/1\.234$/);
  });

  it('writes rates with the language’s decimal sign, percents from basis points, currency names', () => {
    expect(formatRate('655.957', 'en')).toBe('655.957');
    expect(formatRate('655.957', 'fr')).toBe('655,957');
    expect(formatBps(150, 'en')).toBe('1.5%');
    expect(formatBps(150, 'fr')).toBe('1,5\u00a0%');
    expect(currencyName('XOF', 'en')).toBe('West African CFA Franc');
  });
});
