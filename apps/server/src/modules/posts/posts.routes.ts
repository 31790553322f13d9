import { pageQuerySchema } from '@betogether/contracts/common/pagination.schemas';
import {
  createPostBodySchema,
  postHistorySchema,
  postPageSchema,
  postParamsSchema,
  postReactionStateSchema,
  postSchema,
  reactionBodySchema,
  reactionsQuerySchema,
  reactorPageSchema,
  reportPostBodySchema,
  sharePostBodySchema,
  updatePostBodySchema,
} from '@betogether/contracts/posts/posts.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthGuard, principalOf } from '../../platform/authentication';
import type { PostsService } from './posts.service';
import type { ReactionsService } from './reactions.service';

export function postsRoutes(
  service: PostsService,
  reactions: ReactionsService,
  guard: AuthGuard,
): FastifyPluginAsyncZod {
  const tags = ['posts'];
  const security = [{ token: [] }];
  const params = postParamsSchema;
  const noContent = { 204: z.null() };
  return async (app) => {
    app.post('/api/posts', {
      preHandler: guard.user,
      schema: { tags, security, body: createPostBodySchema, response: { 201: postSchema } },
      handler: async (request, reply) =>
        reply.status(201).send(await service.createPost(principalOf(request).userId, request.body)),
    });
    app.get('/api/posts/:id', {
      preHandler: guard.user,
      schema: { tags, security, params, response: { 200: postSchema } },
      handler: (request) => service.getPost(principalOf(request).userId, request.params.id),
    });
    app.patch('/api/posts/:id', {
      preHandler: guard.user,
      schema: { tags, security, params, body: updatePostBodySchema, response: { 200: postSchema } },
      handler: (request) => service.updatePost(principalOf(request).userId, request.params.id, request.body),
    });
    app.delete('/api/posts/:id', {
      preHandler: guard.user,
      schema: { tags, security, params, response: noContent },
      handler: async (request, reply) => {
        await service.deletePost(principalOf(request).userId, request.params.id);
        return reply.status(204).send(null);
      },
    });
    app.get('/api/posts/:id/history', {
      preHandler: guard.user,
      schema: { tags, security, params, response: { 200: postHistorySchema } },
      handler: (request) => service.history(principalOf(request).userId, request.params.id),
    });

    // Toggles answered with 204: pin to the profile, bookmark.
    const toggles = [
      ['pin', service.pin, service.unpin],
      ['save', service.save, service.unsave],
    ] as const;
    for (const [path, on, off] of toggles) {
      for (const [method, action] of [
        ['POST', on],
        ['DELETE', off],
      ] as const) {
        app.route({
          method,
          url: `/api/posts/:id/${path}`,
          preHandler: guard.user,
          schema: { tags, security, params, response: noContent },
          handler: async (request, reply) => {
            await action(principalOf(request).userId, request.params.id);
            return reply.status(204).send(null);
          },
        });
      }
    }
    app.get('/api/saved-posts', {
      preHandler: guard.user,
      schema: { tags, security, querystring: pageQuerySchema, response: { 200: postPageSchema } },
      handler: (request) => service.savedPosts(principalOf(request).userId, request.query),
    });

    app.post('/api/posts/:id/report', {
      preHandler: guard.user,
      schema: { tags, security, params, body: reportPostBodySchema, response: noContent },
      handler: async (request, reply) => {
        await service.report(principalOf(request).userId, request.params.id, request.body);
        return reply.status(204).send(null);
      },
    });
    app.post('/api/posts/:id/share', {
      preHandler: guard.user,
      schema: { tags, security, params, body: sharePostBodySchema, response: { 201: postSchema } },
      handler: async (request, reply) =>
        reply
          .status(201)
          .send(await service.share(principalOf(request).userId, request.params.id, request.body)),
    });

    app.put('/api/posts/:id/reaction', {
      preHandler: guard.user,
      schema: {
        tags,
        security,
        params,
        body: reactionBodySchema,
        response: { 200: postReactionStateSchema },
      },
      handler: (request) =>
        reactions.reactToPost(principalOf(request).userId, request.params.id, request.body.type),
    });
    app.delete('/api/posts/:id/reaction', {
      preHandler: guard.user,
      schema: { tags, security, params, response: { 200: postReactionStateSchema } },
      handler: (request) => reactions.unreactToPost(principalOf(request).userId, request.params.id),
    });
    app.get('/api/posts/:id/reactions', {
      preHandler: guard.user,
      schema: {
        tags,
        security,
        params,
        querystring: reactionsQuerySchema,
        response: { 200: reactorPageSchema },
      },
      handler: (request) => reactions.reactors(principalOf(request).userId, request.params.id, request.query),
    });
  };
}
