import { shortsEndpoints } from '@betogether/contracts/shorts/shorts.endpoints';
import { useCursorList } from '@/lib/use-cursor-list';
import { shortKeys } from './short-keys';

const PAGE = { limit: 20 } as const;

/** A short's comments, newest first, page by page (while the comments sheet is open). */
export function useShortComments(shortId: string, enabled: boolean) {
  return useCursorList(
    shortsEndpoints.comments,
    { params: { shortId }, query: PAGE },
    { queryKey: shortKeys.comments(shortId), enabled },
  );
}
