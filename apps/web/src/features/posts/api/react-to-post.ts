import type { PostReactionState, ReactionType } from '@betogether/contracts/posts/posts.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { useNotify } from '@/ui/snackbar';
import { postProblem } from '../post-problem';
import { applyPostReaction, createOptimisticTracker, type PostReactions } from '../reactions/reaction-state';
import { cachedPost, patchPost } from './post-cache';

const tracker = createOptimisticTracker<PostReactions>();

const reactionsOf = (post: PostReactions): PostReactions => ({
  myReaction: post.myReaction,
  reactionCount: post.reactionCount,
  reactionCounts: post.reactionCounts,
});

/**
 * `PUT /api/posts/{id}/reaction` ({ type }) or `DELETE` to take it back. The card changes at once;
 * on failure it goes back, with a message. Changes to one post are sent in order (`scope`).
 */
export function useReactToPost(id: string) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { t } = useTranslation('posts');
  return useMutation({
    scope: { id: `post-reaction-${id}` },
    mutationFn: (type: ReactionType | null) =>
      api<PostReactionState>(`/api/posts/${encodeURIComponent(id)}/reaction`, {
        method: type ? 'PUT' : 'DELETE',
        body: type ? { type } : undefined,
      }),
    onMutate: (type) => {
      const current = cachedPost(queryClient, id);
      if (!current) return { ticket: null };
      const ticket = tracker.begin(id, reactionsOf(current));
      patchPost(queryClient, id, (post) => ({ ...post, ...applyPostReaction(reactionsOf(post), type) }));
      return { ticket };
    },
    onSuccess: (state, _type, context) => {
      const show = context?.ticket == null ? state : tracker.settle(id, context.ticket, { ok: true, state });
      if (show) patchPost(queryClient, id, (post) => ({ ...post, ...show }));
    },
    onError: (error, _type, context) => {
      if (context?.ticket != null) {
        const show = tracker.settle(id, context.ticket, { ok: false });
        if (show) patchPost(queryClient, id, (post) => ({ ...post, ...show }));
      }
      notify(`${t('reactions.failed')} ${postProblem(error, t)}`, 'error');
    },
  });
}
