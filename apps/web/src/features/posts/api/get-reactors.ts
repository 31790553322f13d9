import type { ReactionType } from '@betogether/contracts/posts/posts.constants';
import { postsEndpoints } from '@betogether/contracts/posts/posts.endpoints';
import { useCursorList } from '@/lib/use-cursor-list';
import { postKeys } from './post-keys';

/** Who reacted to a post, all types or one, newest first. */
export function useReactors(postId: string, type: ReactionType | 'all', enabled: boolean) {
  return useCursorList(
    postsEndpoints.reactors,
    { params: { id: postId }, query: { limit: 20, type: type === 'all' ? undefined : type } },
    { queryKey: postKeys.reactors(postId, type), enabled },
  );
}
