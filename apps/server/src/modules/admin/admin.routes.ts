import { adminOverviewSchema } from '@betogether/contracts/admin/admin.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthGuard } from '../../platform/authentication';
import type { AdminService } from './admin.service';

export function adminRoutes(service: AdminService, guard: AuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    // Every admin call checks the role on the server, whatever the client shows.
    app.addHook('preHandler', guard.role('admin'));
    app.get(
      '/api/admin/overview',
      { schema: { tags: ['admin'], response: { 200: adminOverviewSchema } } },
      async () => service.overview(),
    );
  };
}
