import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../common/pagination.schemas';
import { memberRefSchema } from '../friends/friends.schemas';
import { postSchema } from '../posts/posts.schemas';

/** `GET /api/feed`: the member's own posts, friends' posts and followees' public posts, newest first. */
export const feedQuerySchema = pageQuerySchema;
export const feedPageSchema = pageOf(postSchema);
export type FeedPage = z.infer<typeof feedPageSchema>;

/**
 * A post of the home feed. Once the circle's posts run out, public posts from outside the circle
 * follow, newest first, marked `suggested` ("Suggested for you"), so that a newcomer's feed is
 * never empty.
 */
export const homeFeedPostSchema = postSchema.extend({ suggested: z.boolean().optional() });
export const homeFeedPageSchema = pageOf(homeFeedPostSchema);
export type HomeFeedPage = z.infer<typeof homeFeedPageSchema>;

/** `GET /api/users/{userId}/posts`: a member's posts the viewer may see, the pinned one first. */
/** By id or username: the profile page asks with the name in its address, before it knows the id. */
export const memberPostsParamsSchema = z.object({ userIdOrUsername: memberRefSchema });
export const memberPostsQuerySchema = pageQuerySchema;
