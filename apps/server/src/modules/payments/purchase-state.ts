import type { PurchaseStatus } from '@betogether/contracts/payments/payments.schemas';

/** What a provider can tell us about a payment, whatever the provider. */
export type ProviderEventType = 'paid' | 'failed' | 'canceled' | 'refunded' | 'charged_back';

export type Transition =
  /** Confirm the payment and credit the coins (once: the purchase is locked and the posting keyed). */
  | { action: 'credit' }
  /** The payment did not happen. */
  | { action: 'fail'; status: 'failed' | 'canceled' }
  /** Money went back to the buyer after coins were credited: take the coins back. */
  | { action: 'reverse'; status: 'refunded' | 'charged_back' }
  /** Money went back before we heard of the payment (out of order): no coins were given, none are taken. */
  | { action: 'close'; status: 'refunded' | 'charged_back' }
  /** Stale or repeated news: nothing changes. */
  | { action: 'ignore' };

/**
 * The purchase state machine. Providers deliver events late, twice or out of order; whatever the
 * order, the purchase ends where the money is:
 * - paid: credits from pending, and also from failed / canceled (the provider took the money, so
 *   the coins are due); after a refund or chargeback it changes nothing (the money is gone again).
 * - failed / canceled: only from pending; a payment already confirmed is not undone by a stale failure.
 * - refunded / charged_back: from paid, the credit is reversed; from pending / failed / canceled the
 *   purchase is closed without coins; refunded and charged_back are final.
 */
export function transition(current: PurchaseStatus, event: ProviderEventType): Transition {
  switch (event) {
    case 'paid':
      return current === 'pending' || current === 'failed' || current === 'canceled'
        ? { action: 'credit' }
        : { action: 'ignore' };
    case 'failed':
    case 'canceled':
      return current === 'pending' ? { action: 'fail', status: event } : { action: 'ignore' };
    case 'refunded':
    case 'charged_back':
      if (current === 'paid') return { action: 'reverse', status: event };
      if (current === 'refunded' || current === 'charged_back') return { action: 'ignore' };
      return { action: 'close', status: event };
  }
}

/**
 * How a reversal of `credited` coins is booked when the member now has `balance`: what is still
 * there is taken back, the rest (coins already spent) is the platform's loss. Balances never go
 * below zero.
 */
export function splitReversal(balance: number, credited: number): { takeBack: number; shortfall: number } {
  if (!Number.isInteger(balance) || !Number.isInteger(credited) || balance < 0 || credited <= 0)
    throw new RangeError(`bad reversal amounts: balance ${balance}, credited ${credited}`);
  const takeBack = Math.min(balance, credited);
  return { takeBack, shortfall: credited - takeBack };
}

/** BT-2026-000042: the year of payment and the number within that year, at least six digits. */
export function formatReceiptNumber(year: number, sequence: number): string {
  return `BT-${year}-${String(sequence).padStart(6, '0')}`;
}
