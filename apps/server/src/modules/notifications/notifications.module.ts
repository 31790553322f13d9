import type { AuthGuard } from '../../platform/authentication';
import { notificationsRoutes } from './notifications.routes';
import { createNotificationsService } from './notifications.service';

export function createNotificationsModule(deps: Parameters<typeof createNotificationsService>[0]) {
  const service = createNotificationsService(deps);
  return { service, routes: (guard: AuthGuard) => notificationsRoutes(service, guard) };
}
