import { currencyMinorDigits } from '@betogether/contracts/payouts/payouts.constants';
import type {
  AdminPayoutProvider,
  PayoutRate,
  PayoutRateCurrency,
} from '@betogether/contracts/payouts/payouts.schemas';
import { person, uuid } from '@/testing/builders';

const at = '2026-05-01T10:00:00.000Z';

/** Version `version` of a currency's rate, set by admin #1 (Alex). */
export function rate(currency: string, version: number, value: string): PayoutRate {
  return {
    id: uuid(900 + version + (currency === 'EUR' ? 50 : 0)),
    currency,
    version,
    rate: value,
    createdAt: at,
    createdBy: person(1, { displayName: 'Alex Admin' }),
  };
}

/** Orange Money in XOF (rated) and EUR (no rate yet), as the admins' list answers it. */
export function provider(n: number, patch: Partial<AdminPayoutProvider> = {}): AdminPayoutProvider {
  const currencies = patch.currencies ?? ['XOF', 'EUR'];
  return {
    id: uuid(700 + n),
    kind: 'mobile_money',
    name: `Provider ${n}`,
    driver: 'manual',
    currencies,
    feeFixedCoins: 25,
    feePercentBps: 150,
    minCoins: 500,
    maxCoins: 200_000,
    requiredFields: ['phone', 'accountName'],
    active: true,
    rates: currencies.map((currency) => ({
      currency,
      minorDigits: currencyMinorDigits(currency),
      rate: currency === 'XOF' ? rate('XOF', 2, '0.65') : null,
    })),
    createdAt: at,
    updatedAt: at,
    ...patch,
  };
}

/** A currency in the rates list. */
export function rateCurrency(
  currency: string,
  current: PayoutRate | null,
  patch: Partial<PayoutRateCurrency> = {},
): PayoutRateCurrency {
  return {
    currency,
    minorDigits: currencyMinorDigits(currency),
    current,
    versions: current?.version ?? 0,
    providers: 1,
    ...patch,
  };
}
