import { friendsErrors } from '@betogether/contracts/friends/friends.errors';
import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { friendsRoutes } from './friends.routes';
import { createFriendsService } from './friends.service';

/** Friends, requests, follows, blocks, suggestions and profiles. */
export function createFriendsModule(platform: Platform) {
  const service = createFriendsService(platform);
  return defineModule({ name: 'friends', errors: friendsErrors, service, routes: [friendsRoutes(service)] });
}
