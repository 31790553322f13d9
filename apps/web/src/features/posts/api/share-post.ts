import { postsEndpoints } from '@betogether/contracts/posts/posts.endpoints';
import type { SharePostBody } from '@betogether/contracts/posts/posts.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { patchPost, prependPost } from './post-cache';
import { postKeys } from './post-keys';

/** Shares a post: a new post of the viewer pointing to the original. */
export function useSharePost(id: string) {
  const queryClient = useQueryClient();
  const { userData } = useSession();
  return useMutation({
    mutationFn: (body: SharePostBody) => call(postsEndpoints.share, { params: { id }, body }),
    onSuccess: (share) => {
      prependPost(queryClient, postKeys.feed(), share);
      if (userData) prependPost(queryClient, postKeys.member(userData.id), share);
      // A share of a share counts on the original.
      const originalId = share.share?.post?.id ?? id;
      patchPost(queryClient, originalId, (post) => ({ ...post, shareCount: post.shareCount + 1 }));
    },
  });
}
