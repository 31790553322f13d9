import { commentsEndpoints } from '@betogether/contracts/posts/posts.endpoints';
import type { ReactionType } from '@betogether/contracts/posts/posts.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { useNotify } from '@/ui/snackbar';
import {
  applyCommentReaction,
  type CommentReactions,
  createOptimisticTracker,
} from '../reactions/reaction-state';
import { findComment, patchComment } from './comment-cache';

const tracker = createOptimisticTracker<CommentReactions>();

/** Reacts to a comment or takes it back (null): optimistic like the post's, rolled back on failure. */
export function useReactToComment(postId: string, id: string) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { t } = useTranslation('posts');
  return useMutation({
    scope: { id: `comment-reaction-${id}` },
    mutationFn: (type: ReactionType | null) =>
      type
        ? call(commentsEndpoints.react, { params: { id }, body: { type } })
        : call(commentsEndpoints.unreact, { params: { id } }),
    onMutate: (type) => {
      const current = findComment(queryClient, postId, id);
      if (!current) return { ticket: null };
      const before = { myReaction: current.myReaction, reactionCount: current.reactionCount };
      const ticket = tracker.begin(id, before);
      patchComment(queryClient, postId, id, applyCommentReaction(before, type));
      return { ticket };
    },
    onSuccess: (state, _type, context) => {
      const show = context?.ticket == null ? state : tracker.settle(id, context.ticket, { ok: true, state });
      if (show) patchComment(queryClient, postId, id, show);
    },
    onError: (error, _type, context) => {
      if (context?.ticket != null) {
        const show = tracker.settle(id, context.ticket, { ok: false });
        if (show) patchComment(queryClient, postId, id, show);
      }
      notify(`${t('reactions.failed')} ${problemMessage(error, t, { ns: 'posts' })}`, 'error');
    },
  });
}
