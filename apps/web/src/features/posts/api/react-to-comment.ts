import type { CommentReactionState, ReactionType } from '@betogether/contracts/posts/posts.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { useNotify } from '@/ui/snackbar';
import { postProblem } from '../post-problem';
import {
  applyCommentReaction,
  type CommentReactions,
  createOptimisticTracker,
} from '../reactions/reaction-state';
import { findComment, patchComment } from './comment-cache';

const tracker = createOptimisticTracker<CommentReactions>();

/** `PUT/DELETE /api/comments/{id}/reaction`: optimistic like the post's, rolled back on failure. */
export function useReactToComment(postId: string, id: string) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { t } = useTranslation('posts');
  return useMutation({
    scope: { id: `comment-reaction-${id}` },
    mutationFn: (type: ReactionType | null) =>
      api<CommentReactionState>(`/api/comments/${encodeURIComponent(id)}/reaction`, {
        method: type ? 'PUT' : 'DELETE',
        body: type ? { type } : undefined,
      }),
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
      notify(`${t('reactions.failed')} ${postProblem(error, t)}`, 'error');
    },
  });
}
