import { shortsEndpoints } from '@betogether/contracts/shorts/shorts.endpoints';
import { useCursorList } from '@/lib/use-cursor-list';
import { shortKeys } from './short-keys';

/** Six rows of the three-column grid. */
export const GRID_PAGE = { limit: 18 } as const;

/** A creator's shorts, newest first (the grid of /social/short/view1). */
export function useMemberShorts(userId: string, enabled = true) {
  return useCursorList(
    shortsEndpoints.ofMember,
    { params: { userId }, query: GRID_PAGE },
    { queryKey: shortKeys.member(userId), enabled },
  );
}

export type ShortGridQuery = ReturnType<typeof useMemberShorts>;
