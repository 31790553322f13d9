import type { AuthGuard } from '../../platform/authentication';
import { mediaRoutes } from './media.routes';
import { createMediaService } from './media.service';

export function createMediaModule(deps: Parameters<typeof createMediaService>[0]) {
  const service = createMediaService(deps);
  return { service, routes: (guard: AuthGuard) => mediaRoutes(service, guard) };
}
