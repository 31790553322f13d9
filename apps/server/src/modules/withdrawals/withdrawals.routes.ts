import {
  withdrawalsAdminEndpoints as admin,
  withdrawalsEndpoints as e,
} from '@betogether/contracts/withdrawals/withdrawals.endpoints';
import type { Routes } from '../../platform/http/endpoint-router';
import type { WithdrawalsService } from './withdrawals.service';
import type { WithdrawalsAdmin } from './withdrawals-admin.service';

const day = () => new Date().toISOString().slice(0, 10);

export function withdrawalsRoutes(service: WithdrawalsService): Routes {
  return (route) => {
    route(e.overview, ({ principal }) => service.overview(principal.userId));
    route(e.confirmationCode, ({ principal }) => service.confirmationCode(principal.userId));
    route(e.request, ({ principal, body, idempotencyKey }) =>
      service.request(principal.userId, body, idempotencyKey),
    );
    route(e.list, ({ principal, query }) => service.list(principal.userId, query));
    route(e.detail, ({ principal, params }) => service.detail(principal.userId, params.withdrawalId));
    route(e.cancel, ({ principal, params, idempotencyKey }) =>
      service.cancel(principal.userId, params.withdrawalId, idempotencyKey),
    );
  };
}

export function withdrawalsAdminRoutes(admin_: WithdrawalsAdmin): Routes {
  return (route) => {
    route(admin.list, ({ query }) => admin_.list(query));
    route(admin.csv, ({ query }) => ({
      body: admin_.csv(query),
      fileName: `betogether-withdrawals-${day()}.csv`,
    }));
    route(admin.detail, ({ params }) => admin_.detail(params.withdrawalId));
    route(admin.approve, ({ principal, params, idempotencyKey, audit }) =>
      admin_.approve(principal.userId, params.withdrawalId, idempotencyKey, audit),
    );
    route(admin.bulkApprove, ({ principal, body, idempotencyKey, audit }) =>
      admin_.bulkApprove(principal.userId, body.ids, idempotencyKey, audit),
    );
    route(admin.reject, ({ principal, params, body, idempotencyKey, audit }) =>
      admin_.reject(principal.userId, params.withdrawalId, body.reason, idempotencyKey, audit),
    );
    route(admin.markPaid, ({ principal, params, body, idempotencyKey, audit }) =>
      admin_.markPaid(principal.userId, params.withdrawalId, body.reference, idempotencyKey, audit),
    );
    route(admin.settings, () => admin_.settings());
    route(admin.updateSettings, ({ principal, body, audit }) =>
      admin_.updateSettings(principal.userId, body, audit),
    );
  };
}
