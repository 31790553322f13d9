import { defineEndpoints } from '../common/endpoint';
import {
  feedPageSchema,
  feedQuerySchema,
  homeFeedPageSchema,
  memberPostsParamsSchema,
  memberPostsQuerySchema,
} from './feed.schemas';

/** Lists of posts: the member's home feed and one member's posts. */
export const feedEndpoints = defineEndpoints('feed', {
  home: {
    method: 'GET',
    path: '/api/feed',
    access: 'user',
    description:
      'The member’s own posts, friends’ posts and followees’ public posts, newest first; then suggested public posts from outside that circle (`suggested: true`).',
    schemas: { query: feedQuerySchema, response: { 200: homeFeedPageSchema } },
  },
  memberPosts: {
    method: 'GET',
    path: '/api/users/:userIdOrUsername/posts',
    access: 'user',
    description: 'A member’s posts (by id or username) the viewer may see, the pinned one first.',
    schemas: {
      params: memberPostsParamsSchema,
      query: memberPostsQuerySchema,
      response: { 200: feedPageSchema },
    },
  },
});
