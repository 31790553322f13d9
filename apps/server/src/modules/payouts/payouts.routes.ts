import {
  payoutsAdminEndpoints as admin,
  payoutsEndpoints as e,
} from '@betogether/contracts/payouts/payouts.endpoints';
import type { Routes } from '../../platform/http/endpoint-router';
import type { PayoutsService } from './payouts.service';

export function payoutsRoutes(service: PayoutsService): Routes {
  return (route) => {
    route(e.providers, async () => ({ items: await service.memberProviders() }));
    route(e.quote, ({ params, body }) => service.memberQuote(params.providerId, body));
  };
}

export function payoutsAdminRoutes(service: PayoutsService): Routes {
  return (route) => {
    route(admin.providers, async () => ({ items: await service.listProviders() }));
    route(admin.createProvider, ({ body, audit }) => service.createProvider(body, audit));
    route(admin.updateProvider, ({ params, body, audit }) =>
      service.updateProvider(params.providerId, body, audit),
    );
    route(admin.rates, async () => ({ items: await service.rates() }));
    route(admin.rateHistory, ({ params, query }) => service.rateHistory(params.currency, query));
    route(admin.setRate, ({ principal, body, audit }) => service.setRate(principal.userId, body, audit));
  };
}
