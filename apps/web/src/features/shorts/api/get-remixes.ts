import { shortsEndpoints } from '@betogether/contracts/shorts/shorts.endpoints';
import { useCursorList } from '@/lib/use-cursor-list';
import { GRID_PAGE, type ShortGridQuery } from './get-member-shorts';
import { shortKeys } from './short-keys';

/** The shorts that use this short's sound, newest first (/social/short/shortiscopie). */
export function useRemixes(shortId: string, enabled = true): ShortGridQuery {
  return useCursorList(
    shortsEndpoints.remixes,
    { params: { shortId }, query: GRID_PAGE },
    { queryKey: shortKeys.remixes(shortId), enabled },
  );
}
