import { shortsEndpoints } from '@betogether/contracts/shorts/shorts.endpoints';
import type { Short } from '@betogether/contracts/shorts/shorts.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { cachedShort } from './short-cache';
import { shortKeys } from './short-keys';

/** A remix's video is processing until the original's sound is laid on it: asked again until ready. */
const PROCESSING_POLL_MS = 3000;

/** One short (a shared link, the original of a remix); a copy from a list shows at once. */
export function useShort(id: string, enabled = true) {
  const queryClient = useQueryClient();
  return useQuery<Short, Error, Short, ReturnType<typeof shortKeys.detail>>({
    queryKey: shortKeys.detail(id),
    queryFn: ({ signal }) => call(shortsEndpoints.get, { params: { shortId: id }, signal }),
    placeholderData: () => cachedShort(queryClient, id),
    enabled,
    refetchInterval: (query) =>
      query.state.data?.media.status === 'processing' ? PROCESSING_POLL_MS : false,
  });
}
