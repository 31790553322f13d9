import { postsEndpoints } from '@betogether/contracts/posts/posts.endpoints';
import type { CreatePostBody } from '@betogether/contracts/posts/posts.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { prependPost } from './post-cache';
import { postKeys } from './post-keys';

/** A new post: it goes to the top of the author's feed and profile at once. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  const { userData } = useSession();
  return useMutation({
    mutationFn: (body: CreatePostBody) => call(postsEndpoints.create, { body }),
    onSuccess: (post) => {
      prependPost(queryClient, postKeys.feed(), post);
      if (userData) prependPost(queryClient, postKeys.member(userData.id), post);
    },
  });
}
