import type { WithdrawalStatus } from '@betogether/contracts/withdrawals/withdrawals.constants';

declare module '../../platform/events/event-bus' {
  interface DomainEvents {
    /**
     * A withdrawal was asked for, approved, paid, rejected or cancelled (after its commit): the member hears
     * it live and, unless they did it themselves, in the bell. `actorId`: who changed it.
     */
    'withdrawals.changed': {
      withdrawalId: string;
      memberId: string;
      actorId: string;
      number: number;
      coins: number;
      status: WithdrawalStatus;
      reason: string | null;
    };
  }
}
