import {
  adminCoinPackSchema,
  adminCoinPacksResponseSchema,
  coinPackParamsSchema,
  coinPacksResponseSchema,
  createCoinPackBodySchema,
  updateCoinPackBodySchema,
} from '@betogether/contracts/payments/coin-packs.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuthGuard, principalOf } from '../../platform/authentication';
import type { CoinPacksService } from './coin-packs.service';

export function coinPacksRoutes(service: CoinPacksService, guard: AuthGuard): FastifyPluginAsyncZod {
  const tags = ['coin packs'];
  const security = [{ token: [] }];
  return async (app) => {
    app.get('/api/coin-packs', {
      preHandler: guard.user,
      schema: { tags, security, response: { 200: coinPacksResponseSchema } },
      handler: async () => ({ items: await service.listActive() }),
    });

    app.get('/api/admin/coin-packs', {
      preHandler: guard.role('admin'),
      schema: { tags, security, response: { 200: adminCoinPacksResponseSchema } },
      handler: async () => ({ items: await service.listAll() }),
    });
    app.post('/api/admin/coin-packs', {
      preHandler: guard.role('admin'),
      schema: { tags, security, body: createCoinPackBodySchema, response: { 201: adminCoinPackSchema } },
      handler: async (request, reply) => {
        const pack = await service.create(request.body);
        request.log.info({ adminId: principalOf(request).userId, packId: pack.id }, 'coin pack created');
        return reply.status(201).send(pack);
      },
    });
    app.patch('/api/admin/coin-packs/:id', {
      preHandler: guard.role('admin'),
      schema: {
        tags,
        security,
        params: coinPackParamsSchema,
        body: updateCoinPackBodySchema,
        response: { 200: adminCoinPackSchema },
      },
      handler: async (request) => {
        const pack = await service.update(request.params.id, request.body);
        request.log.info(
          { adminId: principalOf(request).userId, packId: pack.id, changes: request.body },
          'coin pack changed',
        );
        return pack;
      },
    });
  };
}
