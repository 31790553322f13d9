import { walletAdminEndpoints as e } from '@betogether/contracts/wallet/wallet.endpoints';
import type { Clock } from '../../platform/clock';
import type { Routes } from '../../platform/http/endpoint-router';
import type { WalletAdminService } from './wallet-admin.service';

export function walletAdminRoutes(service: WalletAdminService, clock: Clock): Routes {
  const day = () => clock.now().toISOString().slice(0, 10);
  return (route) => {
    route(e.members, ({ query }) => service.members(query));
    route(e.transactions, ({ query }) => service.list(query));
    route(e.transactionsCsv, ({ query }) => ({
      body: service.csv(query),
      fileName: `betogether-transactions-${day()}.csv`,
    }));
    route(e.transaction, ({ params }) => service.detail(params.id));
    route(e.adjust, ({ principal, idempotencyKey, body, audit }) =>
      service.adjust(principal.userId, idempotencyKey, body, audit),
    );
    route(e.reverse, ({ principal, params, idempotencyKey, body, audit }) =>
      service.reverse(principal.userId, params.id, idempotencyKey, body.reason, audit),
    );
  };
}
