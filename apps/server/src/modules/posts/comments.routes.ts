import {
  commentPageSchema,
  commentParamsSchema,
  commentReactionStateSchema,
  commentSchema,
  commentsQuerySchema,
  createCommentBodySchema,
  postParamsSchema,
  reactionBodySchema,
  repliesQuerySchema,
  replyPageSchema,
  updateCommentBodySchema,
} from '@betogether/contracts/posts/posts.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthGuard, principalOf } from '../../platform/authentication';
import type { CommentsService } from './comments.service';
import type { ReactionsService } from './reactions.service';

export function commentsRoutes(
  service: CommentsService,
  reactions: ReactionsService,
  guard: AuthGuard,
): FastifyPluginAsyncZod {
  const tags = ['comments'];
  const security = [{ token: [] }];
  const params = commentParamsSchema;
  return async (app) => {
    app.get('/api/posts/:id/comments', {
      preHandler: guard.user,
      schema: {
        tags,
        security,
        params: postParamsSchema,
        querystring: commentsQuerySchema,
        response: { 200: commentPageSchema },
      },
      handler: (request) => service.list(principalOf(request).userId, request.params.id, request.query),
    });
    app.post('/api/posts/:id/comments', {
      preHandler: guard.user,
      schema: {
        tags,
        security,
        params: postParamsSchema,
        body: createCommentBodySchema,
        response: { 201: commentSchema },
      },
      handler: async (request, reply) =>
        reply
          .status(201)
          .send(await service.create(principalOf(request).userId, request.params.id, request.body)),
    });
    app.get('/api/comments/:id/replies', {
      preHandler: guard.user,
      schema: { tags, security, params, querystring: repliesQuerySchema, response: { 200: replyPageSchema } },
      handler: (request) => service.replies(principalOf(request).userId, request.params.id, request.query),
    });
    app.patch('/api/comments/:id', {
      preHandler: guard.user,
      schema: { tags, security, params, body: updateCommentBodySchema, response: { 200: commentSchema } },
      handler: (request) => service.update(principalOf(request).userId, request.params.id, request.body.body),
    });
    app.delete('/api/comments/:id', {
      preHandler: guard.user,
      schema: { tags, security, params, response: { 204: z.null() } },
      handler: async (request, reply) => {
        await service.remove(principalOf(request).userId, request.params.id);
        return reply.status(204).send(null);
      },
    });
    app.put('/api/comments/:id/reaction', {
      preHandler: guard.user,
      schema: {
        tags,
        security,
        params,
        body: reactionBodySchema,
        response: { 200: commentReactionStateSchema },
      },
      handler: (request) =>
        reactions.reactToComment(principalOf(request).userId, request.params.id, request.body.type),
    });
    app.delete('/api/comments/:id/reaction', {
      preHandler: guard.user,
      schema: { tags, security, params, response: { 200: commentReactionStateSchema } },
      handler: (request) => reactions.unreactToComment(principalOf(request).userId, request.params.id),
    });
  };
}
