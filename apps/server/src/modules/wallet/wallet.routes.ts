import { Readable } from 'node:stream';
import {
  referralSummarySchema,
  statementCsvQuerySchema,
  statementPageSchema,
  statementQuerySchema,
  walletBalanceSchema,
  walletQuerySchema,
  walletSummarySchema,
} from '@betogether/contracts/wallet/wallet.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuthGuard, principalOf } from '../../platform/authentication';
import type { Clock } from '../../platform/clock';
import type { WalletStatementService } from './wallet-statement.service';

export function walletRoutes(
  service: WalletStatementService,
  guard: AuthGuard,
  clock: Clock,
): FastifyPluginAsyncZod {
  const tags = ['wallet'];
  const security = [{ token: [] }];
  return async (app) => {
    app.get('/api/wallet', {
      preHandler: guard.user,
      schema: { tags, security, querystring: walletQuerySchema, response: { 200: walletSummarySchema } },
      handler: (request) => service.summary(principalOf(request).userId, request.query.tz),
    });
    app.get('/api/wallet/balance', {
      preHandler: guard.user,
      schema: { tags, security, response: { 200: walletBalanceSchema } },
      handler: (request) => service.balance(principalOf(request).userId),
    });
    app.get('/api/wallet/statement', {
      preHandler: guard.user,
      schema: { tags, security, querystring: statementQuerySchema, response: { 200: statementPageSchema } },
      handler: (request) => service.statement(principalOf(request).userId, request.query),
    });
    app.get('/api/wallet/statement.csv', {
      preHandler: guard.user,
      schema: {
        tags,
        security,
        querystring: statementCsvQuerySchema,
        description: 'The statement for these filters as CSV (text/csv), newest first.',
      },
      handler: (request, reply) => {
        const lines = service.statementCsv(principalOf(request).userId, request.query);
        const day = clock.now().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="betogether-statement-${day}.csv"`)
          .header('cache-control', 'no-store')
          .send(Readable.from(lines));
      },
    });
    app.get('/api/wallet/referrals', {
      preHandler: guard.user,
      schema: { tags, security, response: { 200: referralSummarySchema } },
      handler: (request) => service.referrals(principalOf(request).userId),
    });
  };
}
