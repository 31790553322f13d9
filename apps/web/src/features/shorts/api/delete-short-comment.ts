import { shortsEndpoints } from '@betogether/contracts/shorts/shorts.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { changeComments } from './comment-cache';

/** Deletes a comment (one's own, or any on one's own short). */
export function useDeleteShortComment(shortId: string, commentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(shortsEndpoints.removeComment, { params: { shortId, commentId } }),
    onSuccess: () => changeComments(queryClient, shortId, { removedId: commentId }),
  });
}
