import { storiesErrors } from '@betogether/contracts/stories/stories.errors';
import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import '../friends/friends.events';
import { createCloseFriendsService } from './close-friends.service';
import { storiesRoutes } from './stories.routes';
import { createStoriesService, type StoriesDeps } from './stories.service';

/** Stories (24 hours each), their views, reactions and replies, and each member's close-friends list. */
export function createStoriesModule(platform: Platform, ports: Pick<StoriesDeps, 'media'>) {
  const service = createStoriesService({ ...platform, ...ports });
  const closeFriends = createCloseFriendsService(platform);
  // Unfriending or blocking takes each off the other's list, in the same transaction.
  platform.events.inTransaction('friends.relationship-changed', ({ userIds: [a, b] }, tx) =>
    closeFriends.dropUnlessFriends(tx, a, b),
  );
  return defineModule({
    name: 'stories',
    errors: storiesErrors,
    routes: [storiesRoutes(service, closeFriends)],
  });
}
