import type { Post, PostPage } from '@betogether/contracts/posts/posts.schemas';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { postKeys } from './post-keys';

type PostList = InfiniteData<PostPage, string | undefined>;

/**
 * A post can be on screen several times (feed, profile, saved, its own page): a change made on one
 * card is written into every cached copy, so all of them agree without a refetch.
 */
export function patchPost(queryClient: QueryClient, id: string, change: (post: Post) => Post): void {
  queryClient.setQueriesData<PostList>({ queryKey: postKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) =>
            page.items.some((post) => post.id === id)
              ? { ...page, items: page.items.map((post) => (post.id === id ? change(post) : post)) }
              : page,
          ),
        }
      : data,
  );
  queryClient.setQueryData<Post>(postKeys.detail(id), (post) => (post ? change(post) : post));
}

/** The freshest cached copy of a post, wherever it is. */
export function cachedPost(queryClient: QueryClient, id: string): Post | undefined {
  const detail = queryClient.getQueryData<Post>(postKeys.detail(id));
  if (detail) return detail;
  for (const [, data] of queryClient.getQueriesData<PostList>({ queryKey: postKeys.lists() })) {
    const found = data?.pages.flatMap((page) => page.items).find((post) => post.id === id);
    if (found) return found;
  }
  return undefined;
}

/** Takes a post out of every list (deleted, or unsaved from the saved list). */
export function removePost(
  queryClient: QueryClient,
  id: string,
  queryKey: readonly unknown[] = postKeys.lists(),
) {
  queryClient.setQueriesData<PostList>({ queryKey }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, items: page.items.filter((p) => p.id !== id) })),
        }
      : data,
  );
}

/**
 * Puts a new post at the top of a list already loaded (the author's own post shows at once); on a
 * profile, under the pinned post.
 */
export function prependPost(queryClient: QueryClient, queryKey: readonly unknown[], post: Post): void {
  queryClient.setQueryData<PostList>(queryKey, (data) => {
    if (!data || data.pages.length === 0) return data;
    const [first, ...rest] = data.pages as [PostPage, ...PostPage[]];
    if (first.items.some((p) => p.id === post.id)) return data;
    const at = first.items.findIndex((p) => !p.pinned);
    const items = [...first.items];
    items.splice(at === -1 ? items.length : at, 0, post);
    return { ...data, pages: [{ ...first, items }, ...rest] };
  });
}
