import type { EndpointAnswer } from '@betogether/contracts/common/endpoint';
import type { shortsEndpoints } from '@betogether/contracts/shorts/shorts.endpoints';
import type { Short } from '@betogether/contracts/shorts/shorts.schemas';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { shortKeys } from './short-keys';

type ShortList = InfiniteData<EndpointAnswer<typeof shortsEndpoints.feed>, string | undefined>;

/**
 * A short can be cached several times (For You, Following, a grid, the remixes, its own page): a
 * change made in one place is written into every copy that `matches`, so all of them agree.
 */
export function patchShorts(
  queryClient: QueryClient,
  matches: (short: Short) => boolean,
  change: (short: Short) => Short,
): void {
  queryClient.setQueriesData<ShortList>({ queryKey: shortKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) =>
            page.items.some(matches)
              ? { ...page, items: page.items.map((short) => (matches(short) ? change(short) : short)) }
              : page,
          ),
        }
      : data,
  );
  for (const [key, short] of queryClient.getQueriesData<Short>({ queryKey: [...shortKeys.all, 'detail'] }))
    if (short && matches(short)) queryClient.setQueryData<Short>(key, change(short));
}

/** One short changed (a like, a comment, a view), in every cached copy. */
export function patchShort(queryClient: QueryClient, id: string, change: (short: Short) => Short): void {
  patchShorts(queryClient, (short) => short.id === id, change);
}

/** The freshest cached copy of a short, wherever it is. */
export function cachedShort(queryClient: QueryClient, id: string): Short | undefined {
  const detail = queryClient.getQueryData<Short>(shortKeys.detail(id));
  if (detail) return detail;
  for (const [, data] of queryClient.getQueriesData<ShortList>({ queryKey: shortKeys.lists() })) {
    const found = data?.pages.flatMap((page) => page.items).find((short) => short.id === id);
    if (found) return found;
  }
  return undefined;
}

/** Takes a deleted short out of every list and forgets its page. */
export function removeShort(queryClient: QueryClient, id: string): void {
  queryClient.setQueriesData<ShortList>({ queryKey: shortKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, items: page.items.filter((s) => s.id !== id) })),
        }
      : data,
  );
  queryClient.removeQueries({ queryKey: shortKeys.detail(id), exact: true });
}

/** A new short at the top of a list already loaded (the author's grid shows it at once). */
export function prependShort(queryClient: QueryClient, queryKey: readonly unknown[], short: Short): void {
  queryClient.setQueryData<ShortList>(queryKey, (data) => {
    const [first, ...rest] = data?.pages ?? [];
    if (!data || !first || first.items.some((s) => s.id === short.id)) return data;
    return { ...data, pages: [{ ...first, items: [short, ...first.items] }, ...rest] };
  });
}
