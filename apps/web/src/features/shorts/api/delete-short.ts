import { shortsEndpoints } from '@betogether/contracts/shorts/shorts.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { removeShort } from './short-cache';

/** Deletes one's own short: gone from every list at once. */
export function useDeleteShort(shortId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(shortsEndpoints.remove, { params: { shortId } }),
    onSuccess: () => removeShort(queryClient, shortId),
  });
}
