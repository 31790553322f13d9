import '../friends/friends.events';
import '../posts/posts.events';
import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { PostsService } from '../posts/posts.service';
import { feedRoutes } from './feed.routes';
import { createFeedService } from './feed.service';
import { createFeedCache } from './feed-cache';

/** Lists of posts (home feed, a member's posts): keys from feed queries, cards from the posts service. */
export function createFeedModule(
  platform: Platform,
  ports: { posts: Parameters<typeof createFeedService>[0]['posts'] & Pick<PostsService, 'viewPosts'> },
) {
  const { events, clock, realtime, config } = platform;
  const cache = createFeedCache({ clock, realtime, ttlMs: config.feed.cacheSeconds * 1000 });
  // Whatever changes whose posts a member may see drops their cached pages, on every process.
  events.afterCommit('posts.published', (event) => cache.changed([event.authorId, ...event.audienceIds]));
  events.afterCommit('posts.withdrawn', (event) => cache.changed([event.authorId, ...event.audienceIds]));
  events.afterCommit('friends.relationship-changed', (event) => cache.changed(event.userIds));
  const service = createFeedService({ db: platform.db, posts: ports.posts, cache });
  return defineModule({ name: 'feed', service, routes: [feedRoutes(service)] });
}
