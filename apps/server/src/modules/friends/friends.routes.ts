import {
  blocksPageSchema,
  blocksQuerySchema,
  friendRequestsPageSchema,
  friendRequestsQuerySchema,
  friendsPageSchema,
  friendsQuerySchema,
  memberParamsSchema,
  profileParamsSchema,
  profileSchema,
  relationshipResponseSchema,
  sendFriendRequestBodySchema,
  suggestionsPageSchema,
  suggestionsQuerySchema,
} from '@betogether/contracts/friends/friends.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthGuard, principalOf } from '../../platform/authentication';
import type { FriendsService } from './friends.service';

export function friendsRoutes(service: FriendsService, guard: AuthGuard): FastifyPluginAsyncZod {
  const tags = ['friends'];
  const security = [{ token: [] }];
  const relationship = { 200: relationshipResponseSchema };
  const params = memberParamsSchema;
  return async (app) => {
    app.post('/api/friends/requests', {
      preHandler: guard.user,
      schema: {
        tags,
        security,
        body: sendFriendRequestBodySchema,
        response: { 201: relationshipResponseSchema },
      },
      handler: async (request, reply) =>
        reply.status(201).send(await service.sendRequest(principalOf(request).userId, request.body.userId)),
    });
    app.get('/api/friends/requests', {
      preHandler: guard.user,
      schema: {
        tags,
        security,
        querystring: friendRequestsQuerySchema,
        response: { 200: friendRequestsPageSchema },
      },
      handler: (request) => service.listRequests(principalOf(request).userId, request.query),
    });
    app.delete('/api/friends/requests/:userId', {
      preHandler: guard.user,
      schema: { tags, security, params, response: relationship },
      handler: (request) => service.cancelRequest(principalOf(request).userId, request.params.userId),
    });
    app.post('/api/friends/requests/:userId/accept', {
      preHandler: guard.user,
      schema: { tags, security, params, response: relationship },
      handler: (request) => service.acceptRequest(principalOf(request).userId, request.params.userId),
    });
    app.post('/api/friends/requests/:userId/decline', {
      preHandler: guard.user,
      schema: { tags, security, params, response: relationship },
      handler: (request) => service.declineRequest(principalOf(request).userId, request.params.userId),
    });

    app.get('/api/friends/suggestions', {
      preHandler: guard.user,
      schema: {
        tags,
        security,
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionsPageSchema },
      },
      handler: (request) => service.suggestions(principalOf(request).userId, request.query),
    });
    app.post('/api/friends/suggestions/:userId/dismiss', {
      preHandler: guard.user,
      schema: { tags, security, params, response: { 204: z.null() } },
      handler: async (request, reply) => {
        await service.dismissSuggestion(principalOf(request).userId, request.params.userId);
        return reply.status(204).send(null);
      },
    });

    app.delete('/api/friends/:userId', {
      preHandler: guard.user,
      schema: { tags, security, params, response: relationship },
      handler: (request) => service.unfriend(principalOf(request).userId, request.params.userId),
    });
    app.get('/api/users/:userId/friends', {
      preHandler: guard.user,
      schema: {
        tags,
        security,
        params,
        querystring: friendsQuerySchema,
        response: { 200: friendsPageSchema },
      },
      handler: (request) =>
        service.listFriends(principalOf(request).userId, request.params.userId, request.query),
    });

    app.post('/api/follows/:userId', {
      preHandler: guard.user,
      schema: { tags, security, params, response: relationship },
      handler: (request) => service.follow(principalOf(request).userId, request.params.userId),
    });
    app.delete('/api/follows/:userId', {
      preHandler: guard.user,
      schema: { tags, security, params, response: relationship },
      handler: (request) => service.unfollow(principalOf(request).userId, request.params.userId),
    });

    app.get('/api/blocks', {
      preHandler: guard.user,
      schema: { tags, security, querystring: blocksQuerySchema, response: { 200: blocksPageSchema } },
      handler: (request) => service.listBlocks(principalOf(request).userId, request.query),
    });
    app.post('/api/blocks/:userId', {
      preHandler: guard.user,
      schema: { tags, security, params, response: relationship },
      handler: (request) => service.block(principalOf(request).userId, request.params.userId),
    });
    app.delete('/api/blocks/:userId', {
      preHandler: guard.user,
      schema: { tags, security, params, response: relationship },
      handler: (request) => service.unblock(principalOf(request).userId, request.params.userId),
    });

    app.get('/api/profiles/:userIdOrUsername', {
      preHandler: guard.user,
      schema: { tags, security, params: profileParamsSchema, response: { 200: profileSchema } },
      handler: (request) => service.profile(principalOf(request).userId, request.params.userIdOrUsername),
    });
  };
}
