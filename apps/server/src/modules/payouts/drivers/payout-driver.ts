import type { PayoutDriverName } from '@betogether/contracts/payouts/payouts.constants';
import type { PayoutDestination } from '@betogether/contracts/payouts/payouts.destination';

/** A payout to carry out: what a withdrawal hands its provider's driver. */
export type PayoutOrder = {
  /** The withdrawal's id: a driver sends it as the provider's idempotency key. */
  id: string;
  providerId: string;
  currency: string;
  /** What reaches the member, in the currency's minor units (after the fee). */
  moneyMinor: number;
  /** Checked and written its one way (`PayoutsService.validateDestination`). */
  destination: PayoutDestination;
};

/** Where a payout stands for its driver. */
export type PayoutState =
  /** A person pays outside the app, then enters the transfer's reference (`confirmManual`). */
  | { state: 'awaiting_manual' }
  /** Handed to a provider's API, whose answer (a webhook or a later `refresh`) is awaited. */
  | { state: 'processing'; providerRef: string }
  | { state: 'paid'; providerRef: string }
  | { state: 'failed'; reason: string };

/**
 * What every payout driver does (docs/decisions.md "Payout providers ([9])"). `submit` and
 * `refresh` may talk to a provider over the network: call them outside any database transaction,
 * then record the state they answer in one.
 */
export type PayoutDriver = {
  readonly name: PayoutDriverName;
  /** Starts the payout. Safe to call again with the same order (a retry after a crash). */
  submit(order: PayoutOrder): Promise<PayoutState>;
  /**
   * A payout a person made outside the app, with the transfer's reference as the bank or wallet
   * shows it. Only drivers that wait for a person take it; the others refuse.
   */
  confirmManual(order: PayoutOrder, reference: string): PayoutState;
  /** Asks the provider again where a payout in `processing` stands. */
  refresh(order: PayoutOrder, providerRef: string): Promise<PayoutState>;
};
