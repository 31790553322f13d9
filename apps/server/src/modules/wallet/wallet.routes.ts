import { walletEndpoints as e } from '@betogether/contracts/wallet/wallet.endpoints';
import type { Clock } from '../../platform/clock';
import type { Routes } from '../../platform/http/endpoint-router';
import type { WalletStatementService } from './wallet-statement.service';

export function walletRoutes(service: WalletStatementService, clock: Clock): Routes {
  const day = () => clock.now().toISOString().slice(0, 10);
  return (route) => {
    route(e.summary, ({ principal, query }) => service.summary(principal.userId, query.tz));
    route(e.balance, ({ principal }) => service.balance(principal.userId));
    route(e.statement, ({ principal, query }) => service.statement(principal.userId, query));
    route(e.statementCsv, ({ principal, query }) => ({
      body: service.statementCsv(principal.userId, query),
      fileName: `betogether-statement-${day()}.csv`,
    }));
    route(e.referrals, ({ principal }) => service.referrals(principal.userId));
    route(e.referralOffer, () => service.referralOffer());
  };
}
