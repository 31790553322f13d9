import { auditLogPageSchema, auditLogQuerySchema } from '@betogether/contracts/audit/audit.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthGuard } from '../../platform/authentication';
import type { AuditService } from './audit.service';

export function auditRoutes(service: AuditService, guard: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/admin/audit-log', {
      preHandler: guard.role('admin'),
      schema: {
        tags: ['admin'],
        security: [{ token: [] }],
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema },
      },
      handler: (request) => service.list(request.query),
    });
  };
}
