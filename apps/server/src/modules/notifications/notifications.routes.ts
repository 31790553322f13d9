import {
  notificationParamsSchema,
  notificationSettingsSchema,
  notificationSettingsUpdateSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  unreadCountSchema,
} from '@betogether/contracts/notifications/notifications.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuthGuard, principalOf } from '../../platform/authentication';
import type { NotificationsService } from './notifications.service';

export function notificationsRoutes(service: NotificationsService, guard: AuthGuard): FastifyPluginAsyncZod {
  const tags = ['notifications'];
  const security = [{ token: [] }];
  return async (app) => {
    app.get('/api/notifications', {
      preHandler: guard.user,
      schema: {
        tags,
        security,
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema },
      },
      handler: (request) => service.list(principalOf(request).userId, request.query),
    });
    app.post('/api/notifications/read-all', {
      preHandler: guard.user,
      schema: { tags, security, response: { 200: unreadCountSchema } },
      handler: (request) => service.markAllRead(principalOf(request).userId),
    });
    app.post('/api/notifications/:id/read', {
      preHandler: guard.user,
      schema: { tags, security, params: notificationParamsSchema, response: { 200: unreadCountSchema } },
      handler: (request) => service.markRead(principalOf(request).userId, request.params.id),
    });
    app.get('/api/notifications/settings', {
      preHandler: guard.user,
      schema: { tags, security, response: { 200: notificationSettingsSchema } },
      handler: (request) => service.settings(principalOf(request).userId),
    });
    app.put('/api/notifications/settings', {
      preHandler: guard.user,
      schema: {
        tags,
        security,
        body: notificationSettingsUpdateSchema,
        response: { 200: notificationSettingsSchema },
      },
      handler: (request) => service.updateSettings(principalOf(request).userId, request.body),
    });
  };
}
