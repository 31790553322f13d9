import { feedEndpoints as e } from '@betogether/contracts/feed/feed.endpoints';
import type { Routes } from '../../platform/http/endpoint-router';
import type { FeedService } from './feed.service';

export function feedRoutes(service: FeedService): Routes {
  return (route) => {
    route(e.home, ({ principal, query }) => service.feed(principal.userId, query));
    route(e.memberPosts, ({ principal, params, query }) =>
      service.memberPosts(principal.userId, params.userIdOrUsername, query),
    );
  };
}
