import { withdrawalsErrors } from '@betogether/contracts/withdrawals/withdrawals.errors';
import '@betogether/contracts/withdrawals/withdrawals.realtime';
import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { PayoutsService } from '../payouts/payouts.service';
import { createWithdrawalMoney, type WithdrawalWallet } from './withdrawal-money';
import { withdrawalsAdminRoutes, withdrawalsRoutes } from './withdrawals.routes';
import { createWithdrawalsService, type WithdrawalPorts } from './withdrawals.service';
import { createWithdrawalsAdmin } from './withdrawals-admin.service';
import './withdrawals.events';

/**
 * Withdrawals ([9]): members turn coins into money through the payout providers, once their
 * identity is checked; finance approves (two admins above a threshold), pays outside and enters the
 * reference, or rejects. The coins wait in an escrow per withdrawal (withdrawal-money.ts).
 */
export function createWithdrawalsModule(
  platform: Platform,
  ports: Omit<WithdrawalPorts, 'wallet' | 'payouts'> & {
    wallet: WithdrawalWallet;
    payouts: Pick<PayoutsService, 'quote' | 'activeProvider' | 'validateDestination' | 'driverFor'>;
  },
) {
  const { db, clock, events, realtime } = platform;
  const money = createWithdrawalMoney(ports.wallet);
  const service = createWithdrawalsService({ db, clock, money, events, ports });
  const admin = createWithdrawalsAdmin({ db, clock, money, events, payouts: ports.payouts });
  // The member's screens follow each change live, in every tab (their own cancellation too).
  events.afterCommit('withdrawals.changed', (event) =>
    realtime.emitToUsers([event.memberId], 'withdrawal:status', {
      withdrawalId: event.withdrawalId,
      status: event.status,
    }),
  );
  return defineModule({
    name: 'withdrawals',
    errors: withdrawalsErrors,
    routes: [withdrawalsRoutes(service), withdrawalsAdminRoutes(admin)],
    service,
  });
}
