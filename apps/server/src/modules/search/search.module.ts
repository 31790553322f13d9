import type { AuthGuard } from '../../platform/authentication';
import { searchRoutes } from './search.routes';
import { createSearchService } from './search.service';

export function createSearchModule(deps: Parameters<typeof createSearchService>[0]) {
  const service = createSearchService(deps);
  return { service, routes: (guard: AuthGuard) => searchRoutes(service, guard) };
}
