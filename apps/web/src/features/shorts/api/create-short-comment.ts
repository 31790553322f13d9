import { shortsEndpoints } from '@betogether/contracts/shorts/shorts.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { changeComments } from './comment-cache';

/** Writes a comment ({ body, clientKey }): it shows at the top of the sheet at once. */
export function useCreateShortComment(shortId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { body: string; clientKey: string }) =>
      call(shortsEndpoints.comment, { params: { shortId }, body }),
    onSuccess: (comment) => changeComments(queryClient, shortId, { added: comment }),
  });
}
