import type { AuthGuard } from '../../platform/authentication';
import { adminRoutes } from './admin.routes';
import { createAdminService } from './admin.service';

export function createAdminModule(deps: Parameters<typeof createAdminService>[0]) {
  const service = createAdminService(deps);
  return { service, routes: (guard: AuthGuard) => adminRoutes(service, guard) };
}
