import { coinPacksEndpoints as e } from '@betogether/contracts/payments/payments.endpoints';
import type { Routes } from '../../platform/http/endpoint-router';
import type { CoinPacksService } from './coin-packs.service';

export function coinPacksRoutes(service: CoinPacksService): Routes {
  return (route) => {
    route(e.list, async () => ({ items: await service.listActive() }));
    route(e.adminList, async () => ({ items: await service.listAll() }));
    route(e.create, ({ body, audit }) => service.create(body, audit));
    route(e.update, ({ params, body, audit }) => service.update(params.id, body, audit));
  };
}
