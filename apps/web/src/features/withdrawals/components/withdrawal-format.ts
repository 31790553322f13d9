import type { PayoutFee } from '@betogether/contracts/payouts/payouts.amounts';
import type { WithdrawalStatus } from '@betogether/contracts/withdrawals/withdrawals.constants';
import { intlOnce } from '@/lib/intl-cache';
import { problemMessage } from '@/lib/problem-message';
import type { TFunction } from '@/lib/translator';
import { formatCoins } from '@/ui/coin-amount';

/**
 * What one coin is worth ("F CFA 5", "€0.0076"), from the rate's decimal text: every decimal it
 * has (up to 6), none it does not. Shown only; the figures themselves come from payouts.amounts.ts.
 */
export function formatRate(rate: string, currency: string, language: string): string {
  const format = intlOnce(
    `withdrawal-rate-${currency}`,
    language,
    () =>
      new Intl.NumberFormat(language, {
        style: 'currency',
        currency,
        minimumFractionDigits: 0,
        maximumFractionDigits: 6,
      }),
  );
  return format.format(Number(rate));
}

/** A provider's fee in words: "25 coins + 1.5%", "2%", "10 coins", "No fee". */
export function feeText(fee: PayoutFee, t: TFunction, language: string): string {
  const fixed = formatCoins(fee.feeFixedCoins, language);
  const percent = intlOnce(
    'withdrawal-percent',
    language,
    () => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }),
  ).format(fee.feePercentBps / 10_000);
  if (fee.feeFixedCoins > 0 && fee.feePercentBps > 0)
    return t('fee.both', { count: fee.feeFixedCoins, fixed, percent });
  if (fee.feeFixedCoins > 0) return t('fee.fixed', { count: fee.feeFixedCoins, fixed });
  if (fee.feePercentBps > 0) return t('fee.percent', { percent });
  return t('fee.none');
}

/** How members and finance name a withdrawal (the bell says the same): "W-42". */
export function withdrawalName(number: number): string {
  return `W-${number}`;
}

export const statusColors: Record<WithdrawalStatus, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  pending: 'warning',
  approved: 'info',
  paid: 'success',
  rejected: 'error',
  cancelled: 'default',
};

/** A failed withdrawal call in the member's words: this screen's texts first, the common ones otherwise. */
export function withdrawalProblem(error: unknown, t: TFunction): string {
  return problemMessage(error, t, { ns: 'withdrawals' });
}
