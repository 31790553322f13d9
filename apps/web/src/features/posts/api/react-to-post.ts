import { postsEndpoints } from '@betogether/contracts/posts/posts.endpoints';
import type { ReactionType } from '@betogether/contracts/posts/posts.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { useNotify } from '@/ui/snackbar';
import { applyPostReaction, createOptimisticTracker, type PostReactions } from '../reactions/reaction-state';
import { cachedPost, patchPost } from './post-cache';

const tracker = createOptimisticTracker<PostReactions>();

const reactionsOf = (post: PostReactions): PostReactions => ({
  myReaction: post.myReaction,
  reactionCount: post.reactionCount,
  reactionCounts: post.reactionCounts,
});

/**
 * Reacts to a post (a type), or takes the reaction back (null). The card changes at once;
 * on failure it goes back, with a message. Changes to one post are sent in order (`scope`).
 */
export function useReactToPost(id: string) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { t } = useTranslation('posts');
  return useMutation({
    scope: { id: `post-reaction-${id}` },
    mutationFn: (type: ReactionType | null) =>
      type
        ? call(postsEndpoints.react, { params: { id }, body: { type } })
        : call(postsEndpoints.unreact, { params: { id } }),
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
      notify(`${t('reactions.failed')} ${problemMessage(error, t, { ns: 'posts' })}`, 'error');
    },
  });
}
