import { z } from 'zod';
import { defineEndpoints } from '../common/endpoint';
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
} from './friends.schemas';

/**
 * Friend requests, friends, follows, blocks, suggestions and profiles. Every action on a
 * relationship answers where the two members stand afterwards. (Each response is written out: the
 * web build empties only the `schemas: {…}` literals, a shared constant would keep zod in pages.)
 */
export const friendsEndpoints = defineEndpoints('friends', {
  sendRequest: {
    method: 'POST',
    path: '/api/friends/requests',
    access: 'user',
    rateLimit: 'write',
    description: 'Accepts their request instead when they already asked.',
    schemas: { body: sendFriendRequestBodySchema, response: { 201: relationshipResponseSchema } },
  },
  requests: {
    method: 'GET',
    path: '/api/friends/requests',
    access: 'user',
    schemas: { query: friendRequestsQuerySchema, response: { 200: friendRequestsPageSchema } },
  },
  cancelRequest: {
    method: 'DELETE',
    path: '/api/friends/requests/:userId',
    access: 'user',
    rateLimit: 'write',
    schemas: { params: memberParamsSchema, response: { 200: relationshipResponseSchema } },
  },
  acceptRequest: {
    method: 'POST',
    path: '/api/friends/requests/:userId/accept',
    access: 'user',
    rateLimit: 'write',
    schemas: { params: memberParamsSchema, response: { 200: relationshipResponseSchema } },
  },
  declineRequest: {
    method: 'POST',
    path: '/api/friends/requests/:userId/decline',
    access: 'user',
    rateLimit: 'write',
    schemas: { params: memberParamsSchema, response: { 200: relationshipResponseSchema } },
  },
  suggestions: {
    method: 'GET',
    path: '/api/friends/suggestions',
    access: 'user',
    schemas: { query: suggestionsQuerySchema, response: { 200: suggestionsPageSchema } },
  },
  dismissSuggestion: {
    method: 'POST',
    path: '/api/friends/suggestions/:userId/dismiss',
    access: 'user',
    rateLimit: 'write',
    schemas: { params: memberParamsSchema, response: { 204: z.null() } },
  },
  unfriend: {
    method: 'DELETE',
    path: '/api/friends/:userId',
    access: 'user',
    rateLimit: 'write',
    schemas: { params: memberParamsSchema, response: { 200: relationshipResponseSchema } },
  },
  memberFriends: {
    method: 'GET',
    path: '/api/users/:userId/friends',
    access: 'user',
    schemas: { params: memberParamsSchema, query: friendsQuerySchema, response: { 200: friendsPageSchema } },
  },
  follow: {
    method: 'POST',
    path: '/api/follows/:userId',
    access: 'user',
    rateLimit: 'write',
    schemas: { params: memberParamsSchema, response: { 200: relationshipResponseSchema } },
  },
  unfollow: {
    method: 'DELETE',
    path: '/api/follows/:userId',
    access: 'user',
    rateLimit: 'write',
    schemas: { params: memberParamsSchema, response: { 200: relationshipResponseSchema } },
  },
  blocks: {
    method: 'GET',
    path: '/api/blocks',
    access: 'user',
    schemas: { query: blocksQuerySchema, response: { 200: blocksPageSchema } },
  },
  block: {
    method: 'POST',
    path: '/api/blocks/:userId',
    access: 'user',
    rateLimit: 'write',
    schemas: { params: memberParamsSchema, response: { 200: relationshipResponseSchema } },
  },
  unblock: {
    method: 'DELETE',
    path: '/api/blocks/:userId',
    access: 'user',
    rateLimit: 'write',
    schemas: { params: memberParamsSchema, response: { 200: relationshipResponseSchema } },
  },
  profile: {
    method: 'GET',
    path: '/api/profiles/:userIdOrUsername',
    access: 'user',
    schemas: { params: profileParamsSchema, response: { 200: profileSchema } },
  },
});
