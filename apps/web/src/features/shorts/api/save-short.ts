import { shortsEndpoints } from '@betogether/contracts/shorts/shorts.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { useNotify } from '@/ui/snackbar';
import { patchShort } from './short-cache';

/** Saves a short (true) or unsaves it (false), at once on screen, rolled back with a message on failure. */
export function useSaveShort(shortId: string) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { t } = useTranslation('shorts');
  const show = (saved: boolean) =>
    patchShort(queryClient, shortId, (short) =>
      short.saved === saved
        ? short
        : { ...short, saved, saveCount: Math.max(0, short.saveCount + (saved ? 1 : -1)) },
    );
  return useMutation({
    scope: { id: `short-save-${shortId}` },
    mutationFn: (saved: boolean) =>
      call(saved ? shortsEndpoints.save : shortsEndpoints.unsave, { params: { shortId } }),
    onMutate: (saved) => show(saved),
    onSuccess: (state, saved) => {
      patchShort(queryClient, shortId, (short) => ({ ...short, ...state }));
      notify(t(saved ? 'rail.saved' : 'rail.unsaved'));
    },
    onError: (error, saved) => {
      show(!saved);
      notify(`${t('rail.saveFailed')} ${problemMessage(error, t, { ns: 'shorts' })}`, 'error');
    },
  });
}
