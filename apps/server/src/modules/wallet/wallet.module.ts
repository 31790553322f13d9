import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthGuard } from '../../platform/authentication';
import type { Clock } from '../../platform/clock';
import type { Realtime } from '../../platform/realtime';
import type { AuditService } from '../audit/audit.service';
import type { UsersService } from '../users/users.service';
import { createReferralBonus } from './referral-bonus';
import { walletRoutes } from './wallet.routes';
import { createWalletService } from './wallet.service';
import { walletAdminRoutes } from './wallet-admin.routes';
import { createWalletAdminService } from './wallet-admin.service';
import { createWalletStatementService } from './wallet-statement.service';

export function createWalletModule(deps: {
  db: Db;
  clock: Clock;
  realtime: Pick<Realtime, 'emitToUsers'>;
  log: FastifyBaseLogger;
  users: Pick<UsersService, 'findById'>;
  audit: Pick<AuditService, 'record'>;
  publicUrl: string;
  referral: { referrerCoins: number; newMemberCoins: number };
}) {
  const service = createWalletService(deps);
  const statements = createWalletStatementService(deps);
  const admin = createWalletAdminService({ db: deps.db, wallet: service, audit: deps.audit });
  const referralBonus = createReferralBonus({ ...deps, wallet: service });
  return {
    /** The ledger (post, balanceOf, reverse, announce): what other modules use. */
    service,
    referralBonus,
    routes: (guard: AuthGuard) => async (app: Parameters<ReturnType<typeof walletRoutes>>[0]) => {
      await app.register(walletRoutes(statements, guard, deps.clock));
      await app.register(walletAdminRoutes(admin, guard, deps.clock));
    },
  };
}
