import type { PostPage } from '@betogether/contracts/posts/posts.schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { postKeys } from './post-keys';

const PAGE_SIZE = 10;

function pageUrl(path: string, cursor: string | undefined): string {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return `${path}?${query}`;
}

function usePostList(queryKey: readonly unknown[], path: string, enabled = true) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => api<PostPage>(pageUrl(path, pageParam), { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

export type PostListQuery = ReturnType<typeof usePostList>;

/** `GET /api/feed`: friends', own and followed people's posts, newest first. */
export function useFeed() {
  return usePostList(postKeys.feed(), '/api/feed');
}

/** `GET /api/users/{userId}/posts`: a member's posts the viewer may see, the pinned one first. */
export function useMemberPosts(userId: string) {
  return usePostList(postKeys.member(userId), `/api/users/${encodeURIComponent(userId)}/posts`);
}

/** `GET /api/saved-posts`: the viewer's bookmarks, last saved first. */
export function useSavedPosts(enabled = true) {
  return usePostList(postKeys.saved(), '/api/saved-posts', enabled);
}
