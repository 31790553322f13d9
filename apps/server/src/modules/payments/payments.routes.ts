import { idempotencyKeyHeaderSchema } from '@betogether/contracts/common/idempotency.schemas';
import {
  adminPurchaseSchema,
  adminPurchasesPageSchema,
  adminPurchasesQuerySchema,
  checkoutBodySchema,
  checkoutResponseSchema,
  paymentHoldParamsSchema,
  paymentHoldsResponseSchema,
  paymentsStatusSchema,
  purchaseDetailSchema,
  purchaseParamsSchema,
  purchasesPageSchema,
  purchasesQuerySchema,
  sandboxReversalBodySchema,
  webhookAckSchema,
} from '@betogether/contracts/payments/payments.schemas';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthGuard, principalOf } from '../../platform/authentication';
import { idempotencyKeyOf } from '../../platform/idempotency';
import type { PaymentEventsService } from './payment-events.service';
import type { PurchasesService } from './purchases.service';
import type { SandboxService } from './sandbox.service';

export function paymentsRoutes(
  services: { purchases: PurchasesService; events: PaymentEventsService; sandbox: SandboxService | null },
  guard: AuthGuard,
): FastifyPluginAsyncZod {
  const { purchases, events, sandbox } = services;
  const tags = ['payments'];
  const security = [{ token: [] }];
  const params = purchaseParamsSchema;
  return async (app) => {
    app.get('/api/payments/status', {
      preHandler: guard.user,
      schema: { tags, security, response: { 200: paymentsStatusSchema } },
      handler: (request) => purchases.status(principalOf(request).userId),
    });
    app.post('/api/payments/checkout', {
      preHandler: guard.user,
      schema: {
        tags,
        security,
        headers: idempotencyKeyHeaderSchema,
        body: checkoutBodySchema,
        response: { 201: checkoutResponseSchema },
      },
      handler: async (request, reply) => {
        const { replayed, ...answer } = await purchases.checkout(
          principalOf(request).userId,
          request.body.packId,
          idempotencyKeyOf(request),
        );
        if (replayed) reply.header('idempotent-replayed', 'true');
        return reply.status(201).send(answer);
      },
    });
    app.get('/api/payments/purchases', {
      preHandler: guard.user,
      schema: { tags, security, querystring: purchasesQuerySchema, response: { 200: purchasesPageSchema } },
      handler: (request) => purchases.list(principalOf(request).userId, request.query),
    });
    app.get('/api/payments/purchases/:id', {
      preHandler: guard.user,
      schema: { tags, security, params, response: { 200: purchaseDetailSchema } },
      handler: (request) => purchases.get(principalOf(request).userId, request.params.id),
    });
    app.post('/api/payments/purchases/:id/cancel', {
      preHandler: guard.user,
      schema: { tags, security, params, response: { 200: purchaseDetailSchema } },
      handler: (request) => purchases.cancel(principalOf(request).userId, request.params.id),
    });
    app.get('/api/payments/purchases/:id/receipt.pdf', {
      preHandler: guard.user,
      schema: { tags, security, params },
      handler: async (request, reply) => {
        const { pdf, fileName } = await purchases.receipt(principalOf(request).userId, request.params.id);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    });

    app.get('/api/admin/payments/purchases', {
      preHandler: guard.role('admin'),
      schema: {
        tags,
        security,
        querystring: adminPurchasesQuerySchema,
        response: { 200: adminPurchasesPageSchema },
      },
      handler: (request) => purchases.adminList(request.query),
    });
    app.get('/api/admin/payments/holds', {
      preHandler: guard.role('admin'),
      schema: { tags, security, response: { 200: paymentHoldsResponseSchema } },
      handler: async () => ({ items: await purchases.openHolds() }),
    });
    app.post('/api/admin/payments/holds/:userId/release', {
      preHandler: guard.role('admin'),
      schema: { tags, security, params: paymentHoldParamsSchema, response: { 204: z.null() } },
      handler: async (request, reply) => {
        await purchases.releaseHold(request.params.userId, principalOf(request).userId);
        return reply.status(204).send(null);
      },
    });
    if (sandbox)
      app.post('/api/admin/payments/purchases/:id/sandbox-reversal', {
        preHandler: guard.role('admin'),
        schema: {
          tags,
          security,
          params,
          body: sandboxReversalBodySchema,
          response: { 200: adminPurchaseSchema },
        },
        handler: async (request) => {
          request.log.warn(
            { adminId: principalOf(request).userId, purchaseId: request.params.id, kind: request.body.kind },
            'sandbox reversal requested',
          );
          await sandbox.reverse(request.params.id, request.body.kind);
          return purchases.adminGet(request.params.id);
        },
      });

    // Providers sign the exact bytes they send: this route alone keeps the body as a Buffer.
    await app.register(async (raw) => {
      raw.removeAllContentTypeParsers();
      raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) =>
        done(null, body),
      );
      raw.withTypeProvider<ZodTypeProvider>().post('/api/payments/webhooks/:provider', {
        schema: {
          tags,
          params: z.object({ provider: z.string().max(32) }),
          response: { 200: webhookAckSchema },
        },
        handler: (request) =>
          events.handleWebhook(
            request.params.provider,
            Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
            request.headers,
          ),
      });
    });
  };
}
