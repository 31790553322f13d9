import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { hasMore: boolean; loading: boolean; onLoad: () => void };

/**
 * Infinite scroll: the next page loads as this comes near the screen. The button stays for
 * keyboards, screen readers and browsers without IntersectionObserver.
 */
export function LoadMore({ hasMore, loading, onLoad }: Props) {
  const { t } = useTranslation('search');
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoad);
  load.current = onLoad;

  useEffect(() => {
    const element = sentinel.current;
    if (!hasMore || loading || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading]);

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
