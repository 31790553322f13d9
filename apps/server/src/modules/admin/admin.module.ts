import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { adminRoutes } from './admin.routes';
import { createAdminService } from './admin.service';

/** The back office's overview; its other screens belong to the domains they show. */
export function createAdminModule(
  platform: Platform,
  ports: Omit<Parameters<typeof createAdminService>[0], 'clock'>,
) {
  const service = createAdminService({ ...ports, clock: platform.clock });
  return defineModule({ name: 'admin', service, routes: [adminRoutes(service)] });
}
