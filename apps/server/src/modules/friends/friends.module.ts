import { friendsErrors } from '@betogether/contracts/friends/friends.errors';
import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { friendsRoutes } from './friends.routes';
import { createFriendsService } from './friends.service';
import { announceRequestChanges } from './friends-live';
import { befriendOnInvitation } from './invitations';

/** Friends, requests, follows, blocks, suggestions and profiles. */
export function createFriendsModule(platform: Platform) {
  const service = createFriendsService(platform);
  announceRequestChanges(platform.events, platform.realtime);
  befriendOnInvitation(platform, platform.events);
  return defineModule({ name: 'friends', errors: friendsErrors, service, routes: [friendsRoutes(service)] });
}
