import { currencyMinorDigits, PAYOUT_LIMITS } from './payouts.constants';

/**
 * The arithmetic of a payout, shared by the server (which decides) and the web (which shows the
 * same figures before anything is sent). Rates are decimal text, computed with BigInt: a float
 * would turn 0.1 × 3 into 0.30000000000000004 and pay a cent less. Zod-free.
 */

const RATE_SCALE = 10n ** BigInt(PAYOUT_LIMITS.rateDecimals);
const RATE_TEXT = /^(0|[1-9]\d{0,11})(?:\.(\d{1,6}))?$/;

/** A rate as an integer of millionths: "655.957" → 655957000n; null when the text is not a rate. */
export function rateMicros(rate: string): bigint | null {
  const match = RATE_TEXT.exec(rate);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole) * RATE_SCALE + BigInt(fraction.padEnd(PAYOUT_LIMITS.rateDecimals, '0'));
}

/** The shortest text of a rate ("655.957000" → "655.957", "2.50" → "2.5"); null when not a rate. */
export function normalizeRate(rate: string): string | null {
  const micros = rateMicros(rate);
  return micros === null ? null : rateText(micros);
}

function rateText(micros: bigint): string {
  const whole = micros / RATE_SCALE;
  const fraction = (micros % RATE_SCALE).toString().padStart(PAYOUT_LIMITS.rateDecimals, '0');
  const trimmed = fraction.replace(/0+$/, '');
  return trimmed ? `${whole}.${trimmed}` : whole.toString();
}

export type RateProblem = 'format' | 'zero' | 'too_high';

/**
 * Why a rate cannot be set for this currency: not a decimal with at most 6 decimals, zero, or a
 * coin worth more than `rateMinorPerCoinMax` minor units. Null when it can.
 */
export function rateProblem(rate: string, currency: string): RateProblem | null {
  const micros = rateMicros(rate);
  if (micros === null) return 'format';
  if (micros === 0n) return 'zero';
  const minorPerCoinMicros = micros * 10n ** BigInt(currencyMinorDigits(currency));
  return minorPerCoinMicros > BigInt(PAYOUT_LIMITS.rateMinorPerCoinMax) * RATE_SCALE ? 'too_high' : null;
}

/** The highest rate a currency takes, as text ("10000" for EUR, "1000000" for XOF). */
export function maxRate(currency: string): string {
  const minorPerUnit = 10n ** BigInt(currencyMinorDigits(currency));
  return rateText((BigInt(PAYOUT_LIMITS.rateMinorPerCoinMax) * RATE_SCALE) / minorPerUnit);
}

/** A provider's fee: fixed coins plus basis points of the coins (1 % = 100). */
export type PayoutFee = { feeFixedCoins: number; feePercentBps: number };

/**
 * The fee in coins on `coins`: the fixed part plus the percent, rounded up to a whole coin (a fee
 * never rounds to nothing, as the tasks' fee).
 */
export function payoutFeeCoins(fee: PayoutFee, coins: number): number {
  const percent = (BigInt(coins) * BigInt(fee.feePercentBps) + 9_999n) / 10_000n;
  return fee.feeFixedCoins + Number(percent);
}

/**
 * Money for `coins` at `rate`, in the currency's minor units, rounded down (the platform never pays
 * a fraction of a cent it does not have): floor(coins × rate × 10^digits).
 */
export function moneyMinorFor(coins: number, rate: string, currency: string): number {
  const micros = rateMicros(rate);
  if (micros === null) throw new Error(`not a rate: ${rate}`);
  const minor = (BigInt(coins) * micros * 10n ** BigInt(currencyMinorDigits(currency))) / RATE_SCALE;
  return Number(minor);
}

/** What a provider's fee and limits are checked with. */
export type PayoutLimits = PayoutFee & { minCoins: number; maxCoins: number };

export type PayoutLimitProblem =
  | { field: 'maxCoins'; problem: 'max_below_min' }
  /** At the minimum, the fee would take every coin: nothing could ever be paid that small. */
  | { field: 'minCoins'; problem: 'fee_takes_minimum' };

/** The rules across a provider's fields: a maximum not below the minimum, a fee that leaves something. */
export function payoutLimitProblems(limits: PayoutLimits): PayoutLimitProblem[] {
  const problems: PayoutLimitProblem[] = [];
  if (limits.maxCoins < limits.minCoins) problems.push({ field: 'maxCoins', problem: 'max_below_min' });
  if (payoutFeeCoins(limits, limits.minCoins) >= limits.minCoins)
    problems.push({ field: 'minCoins', problem: 'fee_takes_minimum' });
  return problems;
}

export type PayoutAmounts = { feeCoins: number; coinsAfterFee: number; moneyMinor: number };
export type PayoutAmountsProblem =
  | 'PAYOUT_BELOW_MINIMUM'
  | 'PAYOUT_ABOVE_MAXIMUM'
  | 'PAYOUT_AMOUNT_TOO_SMALL';

/**
 * What `coins` become through a provider at `rate`: limits and fee in coins first (the unit the
 * member holds, the same for every currency), then the conversion, rounded down.
 */
export function payoutAmounts(
  limits: PayoutLimits,
  coins: number,
  rate: string,
  currency: string,
): ({ ok: true } & PayoutAmounts) | { ok: false; problem: PayoutAmountsProblem } {
  if (coins < limits.minCoins) return { ok: false, problem: 'PAYOUT_BELOW_MINIMUM' };
  if (coins > limits.maxCoins) return { ok: false, problem: 'PAYOUT_ABOVE_MAXIMUM' };
  const feeCoins = payoutFeeCoins(limits, coins);
  const coinsAfterFee = coins - feeCoins;
  const moneyMinor = coinsAfterFee > 0 ? moneyMinorFor(coinsAfterFee, rate, currency) : 0;
  if (moneyMinor <= 0) return { ok: false, problem: 'PAYOUT_AMOUNT_TOO_SMALL' };
  return { ok: true, feeCoins, coinsAfterFee, moneyMinor };
}
