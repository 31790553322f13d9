import type { Short } from '@betogether/contracts/shorts/shorts.schemas';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { useNotify } from '@/ui/snackbar';
import { useCountShare } from '../api/share-short';

/**
 * Share: the device's share sheet where there is one (phones), else the link copied with a
 * message. The share is counted once it went out; closing the sheet counts nothing.
 */
export function useShareShort(short: Short) {
  const { t } = useTranslation('shorts');
  const notify = useNotify();
  const count = useCountShare(short.id);
  return async () => {
    const url = new URL(paths.short.href({ shortId: short.id }), window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('share.title', { name: short.author.displayName }), url });
      } catch (error) {
        if ((error as Error).name !== 'AbortError') notify(t('share.failed'), 'error');
        return;
      }
    } else {
      try {
        await navigator.clipboard.writeText(url);
      } catch {
        notify(t('share.copyFailed'), 'error');
        return;
      }
      notify(t('share.copied'));
    }
    count.mutate();
  };
}
