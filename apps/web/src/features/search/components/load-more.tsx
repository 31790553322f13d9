import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useLoadOnView } from '@/lib/use-load-on-view';
import { useTranslation } from '@/lib/use-translation';

type Props = { hasMore: boolean; loading: boolean; onLoad: () => void };

/**
 * Infinite scroll: the next page loads as this comes near the screen. The button stays for
 * keyboards, screen readers and browsers without IntersectionObserver.
 */
export function LoadMore({ hasMore, loading, onLoad }: Props) {
  const { t } = useTranslation('search');
  const sentinel = useLoadOnView<HTMLDivElement>(hasMore && !loading, onLoad, '400px 0px');

  if (!hasMore) return null;
  return (
    <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
      {loading ? (
        <CircularProgress size={28} aria-label={t('loading')} />
      ) : (
        <Button onClick={onLoad}>{t('loadMore')}</Button>
      )}
    </Box>
  );
}
