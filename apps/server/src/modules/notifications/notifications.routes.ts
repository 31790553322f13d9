import { notificationsEndpoints as e } from '@betogether/contracts/notifications/notifications.endpoints';
import type { Routes } from '../../platform/http/endpoint-router';
import type { NotificationsService } from './notifications.service';

export function notificationsRoutes(service: NotificationsService): Routes {
  return (route) => {
    route(e.list, ({ principal, query }) => service.list(principal.userId, query));
    route(e.readAll, ({ principal }) => service.markAllRead(principal.userId));
    route(e.read, ({ principal, params }) => service.markRead(principal.userId, params.id));
    route(e.settings, ({ principal }) => service.settings(principal.userId));
    route(e.updateSettings, ({ principal, body }) => service.updateSettings(principal.userId, body));
  };
}
