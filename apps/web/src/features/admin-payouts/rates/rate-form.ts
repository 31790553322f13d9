import {
  moneyMinorFor,
  normalizeRate,
  type RateProblem,
  rateProblem,
} from '@betogether/contracts/payouts/payouts.amounts';
import { isPayoutCurrency } from '@betogether/contracts/payouts/payouts.constants';

/** What the preview converts: a round amount members often withdraw. */
export const PREVIEW_COINS = 1_000;

export type RateCheck =
  | { ok: true; rate: string; previewMinor: number }
  | { ok: false; problem: 'required' | 'currency' | 'unchanged' | RateProblem };

/** "0,65 " → "0.65": the decimal comma of French typing, spaces dropped. */
export function rateInputText(input: string): string {
  return input.trim().replace(/\s/g, '').replace(',', '.');
}

/**
 * The rate as typed, checked for its currency as the server will (at most 6 decimals, above zero,
 * not absurdly high) and against the current one (the same rate again makes no version).
 */
export function checkRate(input: string, currency: string, current: string | null): RateCheck {
  const text = rateInputText(input);
  if (!text) return { ok: false, problem: 'required' };
  if (!isPayoutCurrency(currency)) return { ok: false, problem: 'currency' };
  const problem = rateProblem(text, currency);
  if (problem) return { ok: false, problem };
  const rate = normalizeRate(text) ?? text;
  if (rate === current) return { ok: false, problem: 'unchanged' };
  return { ok: true, rate, previewMinor: moneyMinorFor(PREVIEW_COINS, rate, currency) };
}
