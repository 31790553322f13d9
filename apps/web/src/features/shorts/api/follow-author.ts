import { friendsEndpoints } from '@betogether/contracts/friends/friends.endpoints';
import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { useNotify } from '@/ui/snackbar';
import { patchShorts } from './short-cache';

/**
 * Follows a short's author (true) or stops (false): every short of theirs on screen shows it at once,
 * and goes back with a message on failure.
 */
export function useFollowAuthor(author: PersonSummary) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { t } = useTranslation('shorts');
  const show = (following: boolean) =>
    patchShorts(
      queryClient,
      (short) => short.author.id === author.id,
      (short) => ({ ...short, following }),
    );
  return useMutation({
    scope: { id: `short-follow-${author.id}` },
    mutationFn: (following: boolean) =>
      call(following ? friendsEndpoints.follow : friendsEndpoints.unfollow, {
        params: { userId: author.id },
      }),
    onMutate: (following) => show(following),
    onSuccess: ({ relationship }, following) => {
      show(relationship.following);
      if (following) notify(t('rail.followed', { name: author.displayName }));
    },
    onError: (error, following) => {
      show(!following);
      notify(problemMessage(error, t, { ns: 'shorts' }), 'error');
    },
  });
}
