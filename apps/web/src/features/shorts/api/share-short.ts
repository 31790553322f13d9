import { shortsEndpoints } from '@betogether/contracts/shorts/shorts.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { patchShort } from './short-cache';

/** Counts a share once the link was copied or sent through the device's share sheet. */
export function useCountShare(shortId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(shortsEndpoints.share, { params: { shortId } }),
    onSuccess: (state) => patchShort(queryClient, shortId, (short) => ({ ...short, ...state })),
  });
}
