import { type PayoutAmounts, payoutAmounts } from '@betogether/contracts/payouts/payouts.amounts';
import type { PayoutDestinationField } from '@betogether/contracts/payouts/payouts.constants';
import { checkDestination, type DestinationCheck } from '@betogether/contracts/payouts/payouts.destination';
import type { PayoutProvider } from '@betogether/contracts/payouts/payouts.schemas';

/**
 * The withdrawal form's checks, the server's own (payouts.amounts.ts, payouts.destination.ts), so
 * that what the form accepts the server accepts, and the figures it shows are the ones it records.
 */

export type ProviderCurrency = PayoutProvider['currencies'][number];

/** What the member typed: the coins as digits, and each detail as typed. */
export type WithdrawalDraft = {
  coins: string;
  destination: Partial<Record<PayoutDestinationField, string>>;
};

type AmountProblem = 'required' | 'below_minimum' | 'above_maximum' | 'above_available' | 'too_small';

/** The coins typed, or null when nothing is. The field keeps digits only. */
export function coinsOf(text: string): number | null {
  return /^\d{1,10}$/.test(text) ? Number(text) : null;
}

/** The most this member may withdraw through this provider now: its maximum, their balance and limits. */
export function maxCoinsFor(provider: Pick<PayoutProvider, 'maxCoins'>, availableCoins: number): number {
  return Math.max(0, Math.min(provider.maxCoins, availableCoins));
}

export type AmountCheck =
  | { problem: AmountProblem; amounts: null }
  /** `amounts` is null until a currency is chosen. */
  | { problem: null; amounts: PayoutAmounts | null };

/**
 * The amount against the provider's limits, then what the member may take now (the balance and the
 * day's and month's limits), then what it pays in the currency: the fee first, the rest converted
 * and rounded down. Nothing to pay after the fee is a problem too.
 */
export function checkAmount(
  provider: PayoutProvider,
  currency: ProviderCurrency | null,
  coins: number | null,
  availableCoins: number,
): AmountCheck {
  if (coins === null || coins === 0) return { problem: 'required', amounts: null };
  if (coins < provider.minCoins) return { problem: 'below_minimum', amounts: null };
  if (coins > provider.maxCoins) return { problem: 'above_maximum', amounts: null };
  if (coins > availableCoins) return { problem: 'above_available', amounts: null };
  if (!currency) return { problem: null, amounts: null };
  const figures = payoutAmounts(provider, coins, currency.rate.rate, currency.currency);
  if (!figures.ok) return { problem: 'too_small', amounts: null };
  const { feeCoins, coinsAfterFee, moneyMinor } = figures;
  return { problem: null, amounts: { feeCoins, coinsAfterFee, moneyMinor } };
}

/** The details the provider asks for, each present and valid, written the server's one way. */
export function checkDetails(
  provider: Pick<PayoutProvider, 'requiredFields'>,
  draft: WithdrawalDraft,
): DestinationCheck {
  return checkDestination(provider.requiredFields, draft.destination);
}

/** The form's fields in the order they show, as the server names them in its field errors. */
export function formFieldsOf(provider: Pick<PayoutProvider, 'requiredFields'>): string[] {
  return ['coins', ...provider.requiredFields.map((field) => `destination.${field}`)];
}
