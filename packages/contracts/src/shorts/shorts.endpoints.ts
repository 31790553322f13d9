import { z } from 'zod';
import { defineEndpoints } from '../common/endpoint';
import {
  createShortBodySchema,
  createShortCommentBodySchema,
  shortAnalyticsSchema,
  shortCommentPageSchema,
  shortCommentParamsSchema,
  shortCommentSchema,
  shortFeedQuerySchema,
  shortListQuerySchema,
  shortMemberParamsSchema,
  shortPageSchema,
  shortParamsSchema,
  shortSchema,
  shortStateSchema,
  shortViewBodySchema,
  shortViewResultSchema,
} from './shorts.schemas';

/**
 * Shorts: vertical videos up to the admins' limit, For You and Following, likes, comments,
 * shares and saves, views counted once per person and day after 2 s of playback, a creator's
 * grid ("view1"), remixes that reuse a short's sound ("shortiscopie") and creator analytics.
 */
export const shortsEndpoints = defineEndpoints('shorts', {
  create: {
    method: 'POST',
    path: '/api/shorts',
    access: 'user',
    rateLimit: 'write',
    schemas: { body: createShortBodySchema, response: { 201: shortSchema } },
  },
  feed: {
    method: 'GET',
    path: '/api/shorts',
    access: 'user',
    schemas: { query: shortFeedQuerySchema, response: { 200: shortPageSchema } },
  },
  saved: {
    method: 'GET',
    path: '/api/shorts/saved',
    access: 'user',
    schemas: { query: shortListQuerySchema, response: { 200: shortPageSchema } },
  },
  get: {
    method: 'GET',
    path: '/api/shorts/:shortId',
    access: 'user',
    schemas: { params: shortParamsSchema, response: { 200: shortSchema } },
  },
  ofMember: {
    method: 'GET',
    path: '/api/users/:userId/shorts',
    access: 'user',
    description: 'A creator’s shorts, newest first (the grid of `/social/short/view1`).',
    schemas: {
      params: shortMemberParamsSchema,
      query: shortListQuerySchema,
      response: { 200: shortPageSchema },
    },
  },
  remixes: {
    method: 'GET',
    path: '/api/shorts/:shortId/remixes',
    access: 'user',
    description: 'The shorts that use this short’s sound, newest first (`/social/short/shortiscopie`).',
    schemas: {
      params: shortParamsSchema,
      query: shortListQuerySchema,
      response: { 200: shortPageSchema },
    },
  },
  remove: {
    method: 'DELETE',
    path: '/api/shorts/:shortId',
    access: 'user',
    rateLimit: 'write',
    schemas: { params: shortParamsSchema, response: { 204: z.null() } },
  },
  view: {
    method: 'POST',
    path: '/api/shorts/:shortId/views',
    access: 'user',
    rateLimit: 'write',
    description:
      'Counted once per person and day, after 2 s of playback; the watch time feeds the analytics.',
    schemas: {
      params: shortParamsSchema,
      body: shortViewBodySchema,
      response: { 200: shortViewResultSchema },
    },
  },
  like: {
    method: 'PUT',
    path: '/api/shorts/:shortId/like',
    access: 'user',
    rateLimit: 'write',
    schemas: { params: shortParamsSchema, response: { 200: shortStateSchema } },
  },
  unlike: {
    method: 'DELETE',
    path: '/api/shorts/:shortId/like',
    access: 'user',
    rateLimit: 'write',
    schemas: { params: shortParamsSchema, response: { 200: shortStateSchema } },
  },
  save: {
    method: 'PUT',
    path: '/api/shorts/:shortId/save',
    access: 'user',
    rateLimit: 'write',
    schemas: { params: shortParamsSchema, response: { 200: shortStateSchema } },
  },
  unsave: {
    method: 'DELETE',
    path: '/api/shorts/:shortId/save',
    access: 'user',
    rateLimit: 'write',
    schemas: { params: shortParamsSchema, response: { 200: shortStateSchema } },
  },
  share: {
    method: 'POST',
    path: '/api/shorts/:shortId/shares',
    access: 'user',
    rateLimit: 'write',
    description: 'Counts a share (the link copied or sent through the device’s share sheet).',
    schemas: { params: shortParamsSchema, response: { 200: shortStateSchema } },
  },
  comments: {
    method: 'GET',
    path: '/api/shorts/:shortId/comments',
    access: 'user',
    schemas: {
      params: shortParamsSchema,
      query: shortListQuerySchema,
      response: { 200: shortCommentPageSchema },
    },
  },
  comment: {
    method: 'POST',
    path: '/api/shorts/:shortId/comments',
    access: 'user',
    rateLimit: 'write',
    schemas: {
      params: shortParamsSchema,
      body: createShortCommentBodySchema,
      response: { 201: shortCommentSchema },
    },
  },
  removeComment: {
    method: 'DELETE',
    path: '/api/shorts/:shortId/comments/:commentId',
    access: 'user',
    rateLimit: 'write',
    schemas: { params: shortCommentParamsSchema, response: { 204: z.null() } },
  },
  analytics: {
    method: 'GET',
    path: '/api/shorts/:shortId/analytics',
    access: 'user',
    description: 'For the short’s author only.',
    schemas: { params: shortParamsSchema, response: { 200: shortAnalyticsSchema } },
  },
});
