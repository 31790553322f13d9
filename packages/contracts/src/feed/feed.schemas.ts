import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../common/pagination.schemas';
import { postSchema } from '../posts/posts.schemas';

/** `GET /api/feed`: the member's own posts, friends' posts and followees' public posts, newest first. */
export const feedQuerySchema = pageQuerySchema;
export const feedPageSchema = pageOf(postSchema);
export type FeedPage = z.infer<typeof feedPageSchema>;

/** `GET /api/users/{userId}/posts`: a member's posts the viewer may see, the pinned one first. */
export const memberPostsParamsSchema = z.object({ userId: z.uuid() });
export const memberPostsQuerySchema = pageQuerySchema;
