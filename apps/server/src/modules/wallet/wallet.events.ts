import type { TransactionType } from '@betogether/contracts/wallet/wallet.constants';

declare module '../../platform/events/event-bus' {
  interface DomainEvents {
    /**
     * A transaction was posted (not a replay), published with the executor it was written with.
     * `credited`: the members whose wallets it credited.
     */
    'wallet.posted': { transactionId: string; type: TransactionType; credited: string[] };
    /**
     * An admin changed a member's coins by hand: a manual adjustment or a reversal (inside its
     * transaction). `coins` is signed, as the member's wallet saw it.
     */
    'wallet.admin-corrected': {
      kind: 'adjustment' | 'reversal';
      memberId: string;
      actorId: string;
      coins: number;
      reason: string;
      transactionId: string;
    };
  }
}
