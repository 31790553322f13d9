import { searchEndpoints as e } from '@betogether/contracts/search/search.endpoints';
import type { Routes } from '../../platform/http/endpoint-router';
import type { SearchService } from './search.service';

export function searchRoutes(service: SearchService): Routes {
  return (route) => {
    route(e.search, ({ principal, query }) => service.search(principal.userId, query));
    route(e.recent, ({ principal }) => service.recent(principal.userId));
    // 204 calls: `void` turns the service's Promise<void> into the `undefined` the router answers as 204.
    route(e.forgetAll, async ({ principal }) => void (await service.forgetAll(principal.userId)));
    route(
      e.forget,
      async ({ principal, params }) => void (await service.forget(principal.userId, params.query)),
    );
    route(e.hashtagPosts, ({ principal, params, query }) =>
      service.postsWithTag(principal.userId, params.tag, query),
    );
  };
}
