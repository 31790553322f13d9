import { shortsEndpoints } from '@betogether/contracts/shorts/shorts.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { useNotify } from '@/ui/snackbar';
import { patchShort } from './short-cache';

/**
 * Likes a short (true) or takes the like back (false): the heart and its count change at once and
 * go back, with a message, when the server refuses. One short's changes are sent in order (`scope`).
 */
export function useLikeShort(shortId: string) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { t } = useTranslation('shorts');
  const show = (liked: boolean) =>
    patchShort(queryClient, shortId, (short) =>
      short.liked === liked
        ? short
        : { ...short, liked, likeCount: Math.max(0, short.likeCount + (liked ? 1 : -1)) },
    );
  return useMutation({
    scope: { id: `short-like-${shortId}` },
    mutationFn: (liked: boolean) =>
      call(liked ? shortsEndpoints.like : shortsEndpoints.unlike, { params: { shortId } }),
    onMutate: (liked) => show(liked),
    onSuccess: (state) => patchShort(queryClient, shortId, (short) => ({ ...short, ...state })),
    onError: (error, liked) => {
      show(!liked);
      notify(`${t('rail.likeFailed')} ${problemMessage(error, t, { ns: 'shorts' })}`, 'error');
    },
  });
}
