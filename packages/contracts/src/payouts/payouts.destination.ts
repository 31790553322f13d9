import { PAYOUT_LIMITS, type PayoutDestinationField } from './payouts.constants';

/**
 * Where a payout goes: the fields a provider asks the member for, checked and written one way
 * (phone E.164, IBAN without spaces, email lower case) by the server and by the web as it is
 * typed. Zod-free.
 */

export type PayoutDestination = Partial<Record<PayoutDestinationField, string>>;

export type DestinationProblem =
  | 'required'
  | 'phone'
  | 'iban_format'
  | 'iban_country_length'
  | 'iban_checksum'
  | 'email'
  | 'account_name';

/** "+225 07 12-34.56 78" → "+2250712345678": the separators people type are dropped. */
export function normalizePhone(text: string): string {
  return text.replace(/[\s().-]/g, '');
}

/** E.164: a plus, a country code that does not start with 0, 7 to 15 digits in all. */
export function isE164Phone(phone: string): boolean {
  return /^\+[1-9]\d{6,14}$/.test(phone);
}

/** "fr14 2004 1010…" → "FR1420041010…". */
export function normalizeIban(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

// IBAN lengths of the SWIFT IBAN registry. A country missing here (the national IBANs of West and
// Central Africa, for instance) is checked on the general form and the checksum only.
// biome-ignore format: a table reads better than ninety lines.
const ibanLengths: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28,
  CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18,
  FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HN: 28, HR: 21, HU: 28,
  IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20,
  LU: 20, LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28,
  NL: 18, NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24,
  SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26,
  UA: 29, VA: 22, VG: 24, XK: 20, YE: 30,
};

/** ISO 13616 check: the first four characters moved to the end, letters as 10–35, mod 97 is 1. */
function ibanChecksumHolds(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of moved) {
    const value = char >= 'A' ? char.charCodeAt(0) - 55 : char.charCodeAt(0) - 48;
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97;
  }
  return remainder === 1;
}

/** Why a normalised IBAN is wrong: its form, its length for its country, or its checksum. */
export function ibanProblem(iban: string): DestinationProblem | null {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return 'iban_format';
  const length = ibanLengths[iban.slice(0, 2)];
  if (length !== undefined && iban.length !== length) return 'iban_country_length';
  return ibanChecksumHolds(iban) ? null : 'iban_checksum';
}

// The form zod's z.email() accepts, so that a form and the API agree on every address.
const EMAIL =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isEmail(email: string): boolean {
  return email.length <= 254 && EMAIL.test(email);
}

const normalizers: Record<PayoutDestinationField, (text: string) => string> = {
  phone: normalizePhone,
  iban: normalizeIban,
  email: (text) => text.trim().toLowerCase(),
  accountName: (text) => text.trim().replace(/\s+/g, ' '),
};

function problemOf(field: PayoutDestinationField, value: string): DestinationProblem | null {
  switch (field) {
    case 'phone':
      return isE164Phone(value) ? null : 'phone';
    case 'iban':
      return ibanProblem(value);
    case 'email':
      return isEmail(value) ? null : 'email';
    case 'accountName':
      return value.length >= PAYOUT_LIMITS.accountNameMinLength &&
        value.length <= PAYOUT_LIMITS.accountNameMaxLength &&
        /\p{L}/u.test(value) &&
        !/\p{Cc}/u.test(value)
        ? null
        : 'account_name';
  }
}

export type DestinationCheck =
  | { ok: true; destination: PayoutDestination }
  | { ok: false; problems: Partial<Record<PayoutDestinationField, DestinationProblem>> };

/**
 * The member's destination for a provider asking for `fields`: each one present and valid, written
 * its one way. Fields the provider does not ask for are dropped.
 */
export function checkDestination(
  fields: readonly PayoutDestinationField[],
  values: Readonly<Record<string, unknown>>,
): DestinationCheck {
  const destination: PayoutDestination = {};
  const problems: Partial<Record<PayoutDestinationField, DestinationProblem>> = {};
  for (const field of fields) {
    const raw = values[field];
    const value = typeof raw === 'string' ? normalizers[field](raw) : '';
    const problem = value === '' ? 'required' : problemOf(field, value);
    if (problem) problems[field] = problem;
    else destination[field] = value;
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, destination };
}
