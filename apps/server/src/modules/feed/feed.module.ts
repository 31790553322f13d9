import type { AuthGuard } from '../../platform/authentication';
import { feedRoutes } from './feed.routes';
import { createFeedService } from './feed.service';

/** Lists of posts (home feed, a member's posts): keys from feed queries, cards from the posts service. */
export function createFeedModule(deps: Parameters<typeof createFeedService>[0]) {
  const service = createFeedService(deps);
  return { service, routes: (guard: AuthGuard) => feedRoutes(service, guard) };
}
