import { describe, expect, it } from 'vitest';
import { majorInputToMinor, minorToMajorInput, parseCoinsInput } from './coin-format';

// Intl separators: fr groups with a narrow no-break space (U+202F).
const nnbsp = '\u202f';

describe('coins', () => {
  it('read typed amounts, plain or grouped, and nothing else', () => {
    expect(parseCoinsInput('1500', 'en')).toBe(1500);
    expect(parseCoinsInput(' 1,500 ', 'en')).toBe(1500);
    expect(parseCoinsInput('1 500', 'fr')).toBe(1500);
    expect(parseCoinsInput(`12${nnbsp}000`, 'fr')).toBe(12000);
    expect(parseCoinsInput('1,50', 'en')).toBeNull();
    expect(parseCoinsInput('1,500', 'fr')).toBeNull();
    expect(parseCoinsInput('1.5', 'en')).toBeNull();
    expect(parseCoinsInput('-20', 'en')).toBeNull();
    expect(parseCoinsInput('+20', 'en')).toBeNull();
    expect(parseCoinsInput('', 'en')).toBeNull();
    expect(parseCoinsInput('12abc', 'en')).toBeNull();
    expect(parseCoinsInput('99999999999999999999', 'en')).toBeNull();
  });
});

describe('money', () => {
  it('turns a typed price into exact minor units', () => {
    expect(majorInputToMinor('4.99', 'EUR')).toBe(499);
    expect(majorInputToMinor('4,99', 'EUR')).toBe(499);
    expect(majorInputToMinor('4.35', 'EUR')).toBe(435); // 4.35 * 100 is 434.99999… in floating point
    expect(majorInputToMinor('12', 'EUR')).toBe(1200);
    expect(majorInputToMinor('12.5', 'EUR')).toBe(1250);
    expect(majorInputToMinor('12.', 'EUR')).toBe(1200);
    expect(majorInputToMinor('1 000,50', 'EUR')).toBe(100050);
    expect(majorInputToMinor('0.5', 'CHF')).toBe(50);
  });

  it('refuses what is not a plain price', () => {
    expect(majorInputToMinor('4.999', 'EUR')).toBeNull();
    expect(majorInputToMinor('-4.99', 'EUR')).toBeNull();
    expect(majorInputToMinor('4.99€', 'EUR')).toBeNull();
    expect(majorInputToMinor('1.000,50', 'EUR')).toBeNull();
    expect(majorInputToMinor('', 'EUR')).toBeNull();
    expect(majorInputToMinor('.5', 'EUR')).toBeNull();
  });

  it('shows minor units for editing and reads them back unchanged', () => {
    expect(minorToMajorInput(499, 'EUR', 'en')).toBe('4.99');
    expect(minorToMajorInput(499, 'EUR', 'fr')).toBe('4,99');
    expect(minorToMajorInput(1200, 'USD', 'en')).toBe('12.00');
    for (const minor of [50, 435, 999, 1001, 100000])
      for (const language of ['en', 'fr'])
        expect(majorInputToMinor(minorToMajorInput(minor, 'EUR', language), 'EUR')).toBe(minor);
  });
});
