import {
  hashtagParamsSchema,
  hashtagPostsQuerySchema,
  hashtagPostsResponseSchema,
  recentSearchesResponseSchema,
  recentSearchParamsSchema,
  searchQuerySchema,
  searchResponseSchema,
} from '@betogether/contracts/search/search.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuthGuard, principalOf } from '../../platform/authentication';
import type { SearchService } from './search.service';

export function searchRoutes(service: SearchService, guard: AuthGuard): FastifyPluginAsyncZod {
  const tags = ['search'];
  const security = [{ token: [] }];
  return async (app) => {
    app.get('/api/search', {
      preHandler: guard.user,
      schema: { tags, security, querystring: searchQuerySchema, response: { 200: searchResponseSchema } },
      handler: (request) => service.search(principalOf(request).userId, request.query),
    });
    app.get('/api/search/recent', {
      preHandler: guard.user,
      schema: { tags, security, response: { 200: recentSearchesResponseSchema } },
      handler: (request) => service.recent(principalOf(request).userId),
    });
    app.delete('/api/search/recent', {
      preHandler: guard.user,
      schema: { tags, security },
      handler: async (request, reply) => {
        await service.forgetAll(principalOf(request).userId);
        return reply.status(204).send();
      },
    });
    app.delete('/api/search/recent/:query', {
      preHandler: guard.user,
      schema: { tags, security, params: recentSearchParamsSchema },
      handler: async (request, reply) => {
        await service.forget(principalOf(request).userId, request.params.query);
        return reply.status(204).send();
      },
    });
    app.get('/api/hashtags/:tag/posts', {
      preHandler: guard.user,
      schema: {
        tags,
        security,
        params: hashtagParamsSchema,
        querystring: hashtagPostsQuerySchema,
        response: { 200: hashtagPostsResponseSchema },
      },
      handler: (request) =>
        service.postsWithTag(principalOf(request).userId, request.params.tag, request.query),
    });
  };
}
