import { searchErrors } from '@betogether/contracts/search/search.errors';
import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { searchRoutes } from './search.routes';
import { createSearchService } from './search.service';

/** Search over people, posts and hashtags, with each member's recent searches. */
export function createSearchModule(
  platform: Platform,
  ports: Pick<Parameters<typeof createSearchService>[0], 'posts'>,
) {
  const service = createSearchService({ ...platform, ...ports });
  return defineModule({ name: 'search', errors: searchErrors, service, routes: [searchRoutes(service)] });
}
