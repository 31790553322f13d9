import type { EndpointAnswer } from '@betogether/contracts/common/endpoint';
import type { shortsEndpoints } from '@betogether/contracts/shorts/shorts.endpoints';
import type { ShortComment } from '@betogether/contracts/shorts/shorts.schemas';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { patchShort } from './short-cache';
import { shortKeys } from './short-keys';

type CommentPages = InfiniteData<EndpointAnswer<typeof shortsEndpoints.comments>, string | undefined>;

/**
 * A comment written or deleted: the sheet's list (newest first, so a new one goes on top), its
 * total, and the short's count everywhere change together.
 */
export function changeComments(
  queryClient: QueryClient,
  shortId: string,
  change: { added: ShortComment } | { removedId: string },
): void {
  const delta = 'added' in change ? 1 : -1;
  queryClient.setQueryData<CommentPages>(shortKeys.comments(shortId), (data) => {
    if (!data) return data;
    const pages = data.pages.map((page, index) => ({
      ...page,
      total: Math.max(0, page.total + delta),
      items:
        'added' in change
          ? index === 0
            ? [change.added, ...page.items]
            : page.items
          : page.items.filter((comment) => comment.id !== change.removedId),
    }));
    return { ...data, pages };
  });
  patchShort(queryClient, shortId, (short) => ({
    ...short,
    commentCount: Math.max(0, short.commentCount + delta),
  }));
}
