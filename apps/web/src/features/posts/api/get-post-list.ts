import { feedEndpoints } from '@betogether/contracts/feed/feed.endpoints';
import { postsEndpoints } from '@betogether/contracts/posts/posts.endpoints';
import { useCursorList } from '@/lib/use-cursor-list';
import { postKeys } from './post-keys';
import { POST_PAGE } from './post-pages';

const page = POST_PAGE;

/** Friends', own and followed people's posts, newest first. */
export function useFeed() {
  return useCursorList(feedEndpoints.home, { query: page }, { queryKey: postKeys.feed() });
}

export type PostListQuery = ReturnType<typeof useFeed>;

/**
 * A member's posts the viewer may see, the pinned one first. Cached by the member's id; asked for
 * by `requestAs` when given (the profile's address, by name: the call app/route-preload.ts sent at
 * start-up has the same address, so its answer is taken instead of asking again).
 */
export function useMemberPosts(userId: string, requestAs = userId): PostListQuery {
  return useCursorList(
    feedEndpoints.memberPosts,
    { params: { userIdOrUsername: requestAs }, query: page },
    { queryKey: postKeys.member(userId) },
  );
}

/** The viewer's bookmarks, last saved first. */
export function useSavedPosts(enabled = true): PostListQuery {
  return useCursorList(postsEndpoints.saved, { query: page }, { queryKey: postKeys.saved(), enabled });
}
