import { walletErrors } from '@betogether/contracts/wallet/wallet.errors';
import '../auth/auth.events';
import './wallet.events';
import './wallet.queues';
import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { defineQueue } from '../../platform/queue/task-queue';
import type { UsersService } from '../users/users.service';
import { createReferralBonus } from './referral-bonus';
import { walletRoutes } from './wallet.routes';
import { createWalletService } from './wallet.service';
import { walletAdminRoutes } from './wallet-admin.routes';
import { createWalletAdminService } from './wallet-admin.service';
import { createWalletStatementService } from './wallet-statement.service';

/** The gold-coin ledger (the only writer of entries), statements, referral bonus and admin tools. */
export function createWalletModule(platform: Platform, ports: { users: Pick<UsersService, 'findById'> }) {
  const deps = {
    ...platform,
    users: ports.users,
    publicUrl: platform.config.publicUrl,
    referral: platform.config.wallet.referralBonus,
  };
  const service = createWalletService(deps);
  const statements = createWalletStatementService(deps);
  const admin = createWalletAdminService({ db: deps.db, wallet: service, events: platform.events });
  const referralBonus = createReferralBonus({ ...deps, wallet: service });
  // Recorded (pending or refused) inside the verification's transaction: both commit or neither.
  platform.events.inTransaction('auth.email-verified', (event, tx) =>
    referralBonus.onEmailVerified(tx, event),
  );
  // A first purchase after the waiting days vests at once; the job catches the rest.
  platform.events.afterCommit('wallet.posted', (event) => referralBonus.onPosted(event));
  return defineModule({
    name: 'wallet',
    errors: walletErrors,
    /** The ledger (post, balanceOf, reverse, announce): what other modules use. */
    service,
    referralBonus,
    routes: [walletRoutes(statements, deps.clock), walletAdminRoutes(admin, deps.clock)],
    queues: [
      defineQueue({
        name: 'wallet.referral-bonus-vesting',
        everyMinutes: 15,
        handle: async () => void (await referralBonus.vestDue()),
      }),
    ],
  });
}
