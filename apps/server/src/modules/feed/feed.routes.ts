import {
  feedPageSchema,
  feedQuerySchema,
  memberPostsParamsSchema,
  memberPostsQuerySchema,
} from '@betogether/contracts/feed/feed.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuthGuard, principalOf } from '../../platform/authentication';
import type { FeedService } from './feed.service';

export function feedRoutes(service: FeedService, guard: AuthGuard): FastifyPluginAsyncZod {
  const tags = ['feed'];
  const security = [{ token: [] }];
  return async (app) => {
    app.get('/api/feed', {
      preHandler: guard.user,
      schema: { tags, security, querystring: feedQuerySchema, response: { 200: feedPageSchema } },
      handler: (request) => service.feed(principalOf(request).userId, request.query),
    });
    app.get('/api/users/:userId/posts', {
      preHandler: guard.user,
      schema: {
        tags,
        security,
        params: memberPostsParamsSchema,
        querystring: memberPostsQuerySchema,
        response: { 200: feedPageSchema },
      },
      handler: (request) =>
        service.memberPosts(principalOf(request).userId, request.params.userId, request.query),
    });
  };
}
