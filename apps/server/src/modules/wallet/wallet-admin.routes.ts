import { Readable } from 'node:stream';
import { idempotencyKeyHeaderSchema } from '@betogether/contracts/common/idempotency.schemas';
import {
  adjustmentBodySchema,
  adjustmentResponseSchema,
  adminMemberSearchQuerySchema,
  adminTransactionDetailSchema,
  adminTransactionsCsvQuerySchema,
  adminTransactionsPageSchema,
  adminTransactionsQuerySchema,
  adminWalletMembersResponseSchema,
  reverseBodySchema,
  reverseResponseSchema,
  transactionParamsSchema,
} from '@betogether/contracts/wallet/wallet-admin.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuthGuard, principalOf } from '../../platform/authentication';
import type { Clock } from '../../platform/clock';
import { idempotencyKeyOf } from '../../platform/idempotency';
import type { WalletAdminService } from './wallet-admin.service';

export function walletAdminRoutes(
  service: WalletAdminService,
  guard: AuthGuard,
  clock: Clock,
): FastifyPluginAsyncZod {
  const tags = ['admin'];
  const security = [{ token: [] }];
  return async (app) => {
    // Every admin call checks the role on the server, before reading its input (401/403 first).
    app.addHook('onRequest', guard.role('admin'));

    app.get('/api/admin/wallet/members', {
      schema: {
        tags,
        security,
        querystring: adminMemberSearchQuerySchema,
        response: { 200: adminWalletMembersResponseSchema },
      },
      handler: (request) => service.members(request.query),
    });
    app.get('/api/admin/transactions', {
      schema: {
        tags,
        security,
        querystring: adminTransactionsQuerySchema,
        response: { 200: adminTransactionsPageSchema },
      },
      handler: (request) => service.list(request.query),
    });
    app.get('/api/admin/transactions.csv', {
      schema: {
        tags,
        security,
        querystring: adminTransactionsCsvQuerySchema,
        description: 'The transactions for these filters as CSV (text/csv), newest first.',
      },
      handler: (request, reply) => {
        const day = clock.now().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="betogether-transactions-${day}.csv"`)
          .header('cache-control', 'no-store')
          .send(Readable.from(service.csv(request.query)));
      },
    });
    app.get('/api/admin/transactions/:id', {
      schema: {
        tags,
        security,
        params: transactionParamsSchema,
        response: { 200: adminTransactionDetailSchema },
      },
      handler: (request) => service.detail(request.params.id),
    });
    app.post('/api/admin/wallet/adjustments', {
      schema: {
        tags,
        security,
        headers: idempotencyKeyHeaderSchema,
        body: adjustmentBodySchema,
        response: { 201: adjustmentResponseSchema },
      },
      handler: async (request, reply) => {
        const { replayed, ...answer } = await service.adjust(
          principalOf(request).userId,
          idempotencyKeyOf(request),
          request.body,
        );
        if (replayed) reply.header('idempotent-replayed', 'true');
        return reply.status(201).send(answer);
      },
    });
    app.post('/api/admin/transactions/:id/reverse', {
      schema: {
        tags,
        security,
        headers: idempotencyKeyHeaderSchema,
        params: transactionParamsSchema,
        body: reverseBodySchema,
        response: { 201: reverseResponseSchema },
      },
      handler: async (request, reply) => {
        const { replayed, ...answer } = await service.reverse(
          principalOf(request).userId,
          request.params.id,
          idempotencyKeyOf(request),
          request.body.reason,
        );
        if (replayed) reply.header('idempotent-replayed', 'true');
        return reply.status(201).send(answer);
      },
    });
  };
}
