import { describe, expect, it } from 'vitest';
import {
  checkDestination,
  ibanProblem,
  isE164Phone,
  isEmail,
  normalizeIban,
  normalizePhone,
} from './payouts.destination';

/** An IBAN of `country` with `bban`, its check digits computed (ISO 13616), to test countries freely. */
function withCheckDigits(country: string, bban: string): string {
  const digits = [...`${bban}${country}00`]
    .map((char) => (char >= 'A' ? String(char.charCodeAt(0) - 55) : char))
    .join('');
  const check = 98n - (BigInt(digits) % 97n);
  return `${country}${check.toString().padStart(2, '0')}${bban}`;
}

describe('IBAN', () => {
  it.each([
    'DE89370400440532013000',
    'GB82WEST12345698765432',
    'FR1420041010050500013M02606',
    'NO9386011117947',
    'BE68539007547034',
    'MT84MALT011000012345MTLCAST001S',
  ])('takes %s, a valid IBAN', (iban) => {
    expect(ibanProblem(iban)).toBeNull();
  });

  it('writes an IBAN as typed the one way: no spaces, capitals', () => {
    expect(normalizeIban(' fr14 2004 1010 0505 0001 3m02 606 ')).toBe('FR1420041010050500013M02606');
  });

  it('refuses a wrong checksum: one digit changed, two digits swapped', () => {
    expect(ibanProblem('DE89370400440532013001')).toBe('iban_checksum');
    expect(ibanProblem('DE89370400440532031000')).toBe('iban_checksum');
    expect(ibanProblem('GB82WEST12345698765423')).toBe('iban_checksum');
  });

  it('refuses a length its country does not use, and a shape no IBAN has', () => {
    // Right checksum, wrong length for Germany (22).
    expect(ibanProblem(withCheckDigits('DE', '3704004405320130001'))).toBe('iban_country_length');
    expect(ibanProblem('DE8937040044053201300')).toBe('iban_country_length');
    expect(ibanProblem('D89370400440532013000')).toBe('iban_format');
    expect(ibanProblem('DEXX370400440532013000')).toBe('iban_format');
    expect(ibanProblem('DE89')).toBe('iban_format');
    expect(ibanProblem('DE89-3704-0044-0532-0130-00')).toBe('iban_format');
  });

  it('checks a country outside the registry (Côte d’Ivoire) on its form and checksum', () => {
    const iban = withCheckDigits('CI', 'CI0080111301134291200589');
    expect(iban).toHaveLength(28);
    expect(ibanProblem(iban)).toBeNull();
    const wrong = `${iban.slice(0, -1)}${iban.endsWith('9') ? '8' : '9'}`;
    expect(ibanProblem(wrong)).toBe('iban_checksum');
  });
});

describe('phone (E.164)', () => {
  it('drops the separators people type', () => {
    expect(normalizePhone('+225 07 12-34.56 (78)')).toBe('+2250712345678');
  });

  it.each(['+2250712345678', '+33612345678', '+14155550123', '+4917612345'])('takes %s', (phone) => {
    expect(isE164Phone(phone)).toBe(true);
  });

  it.each([
    ['no plus', '2250712345678'],
    ['a country code starting with 0', '+0612345678'],
    ['16 digits', '+1234567890123456'],
    ['too short', '+123456'],
    ['letters', '+33612ABC678'],
    ['two pluses', '++33612345678'],
  ])('refuses %s', (_label, phone) => {
    expect(isE164Phone(phone)).toBe(false);
  });
});

describe('email', () => {
  it.each(['awa@example.com', 'first.last+pay@mail.example.co', "o'neil@example.org"])(
    'takes %s',
    (email) => {
      expect(isEmail(email)).toBe(true);
    },
  );

  it.each([
    'no-at.example.com',
    'two@@example.com',
    'dots..twice@example.com',
    '.starts@example.com',
    'nodomain@',
    'short-tld@example.c',
    `${'a'.repeat(250)}@example.com`,
  ])('refuses %s', (email) => {
    expect(isEmail(email)).toBe(false);
  });
});

describe('a destination for a provider', () => {
  it('keeps only the fields the provider asks for, each written the one way', () => {
    expect(
      checkDestination(['phone', 'accountName'], {
        phone: '+225 07 12 34 56 78',
        accountName: '  Awa   Koné ',
        iban: 'not asked',
      }),
    ).toEqual({ ok: true, destination: { phone: '+2250712345678', accountName: 'Awa Koné' } });
    expect(checkDestination(['email'], { email: ' Awa@Example.COM ' })).toEqual({
      ok: true,
      destination: { email: 'awa@example.com' },
    });
  });

  it('names each missing or wrong field with its problem', () => {
    expect(
      checkDestination(['phone', 'iban', 'email', 'accountName'], {
        phone: '0712345678',
        iban: 'DE89 3704 0044 0532 0130 01',
        email: '   ',
        accountName: '1',
      }),
    ).toEqual({
      ok: false,
      problems: { phone: 'phone', iban: 'iban_checksum', email: 'required', accountName: 'account_name' },
    });
    expect(checkDestination(['iban'], { iban: 42 })).toEqual({ ok: false, problems: { iban: 'required' } });
  });
});
