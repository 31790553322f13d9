import { z } from 'zod';
import { defineEndpoints } from '../common/endpoint';
import {
  hashtagParamsSchema,
  hashtagPostsQuerySchema,
  hashtagPostsResponseSchema,
  recentSearchesResponseSchema,
  recentSearchParamsSchema,
  searchQuerySchema,
  searchResponseSchema,
} from './search.schemas';

/** Search (people, posts, hashtags), the member's recent searches, and a hashtag's posts. */
export const searchEndpoints = defineEndpoints('search', {
  search: {
    method: 'GET',
    path: '/api/search',
    access: 'user',
    schemas: { query: searchQuerySchema, response: { 200: searchResponseSchema } },
  },
  recent: {
    method: 'GET',
    path: '/api/search/recent',
    access: 'user',
    schemas: { response: { 200: recentSearchesResponseSchema } },
  },
  forgetAll: {
    method: 'DELETE',
    path: '/api/search/recent',
    access: 'user',
    rateLimit: 'write',
    schemas: { response: { 204: z.null() } },
  },
  forget: {
    method: 'DELETE',
    path: '/api/search/recent/:query',
    access: 'user',
    rateLimit: 'write',
    schemas: { params: recentSearchParamsSchema, response: { 204: z.null() } },
  },
  hashtagPosts: {
    method: 'GET',
    path: '/api/hashtags/:tag/posts',
    access: 'user',
    schemas: {
      params: hashtagParamsSchema,
      query: hashtagPostsQuerySchema,
      response: { 200: hashtagPostsResponseSchema },
    },
  },
});
