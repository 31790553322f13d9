import type { AuthGuard } from '../../platform/authentication';
import { friendsRoutes } from './friends.routes';
import { createFriendsService } from './friends.service';

export function createFriendsModule(deps: Parameters<typeof createFriendsService>[0]) {
  const service = createFriendsService(deps);
  return { service, routes: (guard: AuthGuard) => friendsRoutes(service, guard) };
}
