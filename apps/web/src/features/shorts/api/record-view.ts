import { shortsEndpoints } from '@betogether/contracts/shorts/shorts.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import type { WatchReport } from '../player/watch-tracker';
import { patchShort } from './short-cache';

/**
 * Reports one watch of a short (the played time, whether it reached the end). The server counts a
 * view once per person and day; a lost report is not worth a message.
 */
export function useRecordView(shortId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (watch: WatchReport) => call(shortsEndpoints.view, { params: { shortId }, body: watch }),
    onSuccess: ({ viewCount }) => patchShort(queryClient, shortId, (short) => ({ ...short, viewCount })),
  });
}
