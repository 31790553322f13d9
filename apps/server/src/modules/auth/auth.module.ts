import type { AuthGuard } from '../../platform/authentication';
import type { RouteRateLimit } from '../../platform/http-types';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';

export function createAuthModule(deps: Parameters<typeof createAuthService>[0]) {
  const service = createAuthService(deps);
  return {
    service,
    routes: (guard: AuthGuard, rateLimit: RouteRateLimit) => authRoutes(service, guard, rateLimit),
  };
}
