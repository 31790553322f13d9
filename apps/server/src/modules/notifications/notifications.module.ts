import { notificationsErrors } from '@betogether/contracts/notifications/notifications.errors';
import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { subscribeBellToDomain } from './notification-subscribers';
import { notificationsRoutes } from './notifications.routes';
import { createNotificationsService } from './notifications.service';

/** The bell: notifications of what other modules' events tell, their live push and each member's settings. */
export function createNotificationsModule(platform: Platform) {
  const service = createNotificationsService(platform);
  subscribeBellToDomain(platform.events, service);
  return defineModule({
    name: 'notifications',
    errors: notificationsErrors,
    service,
    routes: [notificationsRoutes(service)],
  });
}
