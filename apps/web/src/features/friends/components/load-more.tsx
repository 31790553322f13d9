import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { friendsProblem } from './friends-problem';

type Paging = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => Promise<unknown>;
};

/**
 * The end of an infinite list: the next page loads as it comes into view, with a "Load more"
 * button for when that does not happen, and a retry when a page failed.
 */
export function LoadMore({ query, endText }: { query: Paging; endText?: string }) {
  const { t } = useTranslation('friends');
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || isFetchNextPageError || typeof IntersectionObserver === 'undefined')
      return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  return (
    <>
      <div ref={sentinel} />
      {isFetchingNextPage && (
        <Box sx={{ textAlign: 'center', py: 2 }}>
          <CircularProgress size={28} aria-label={t('actions.loadMore')} />
        </Box>
      )}
      {isFetchNextPageError && (
        <Box sx={{ textAlign: 'center', py: 2 }} role="alert">
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {friendsProblem(query.error, t)}
          </Typography>
          <Button variant="outlined" onClick={() => void fetchNextPage()}>
            {t('actions.retry')}
          </Button>
        </Box>
      )}
      {hasNextPage && !isFetchingNextPage && !isFetchNextPageError && (
        <Box sx={{ textAlign: 'center', py: 2 }}>
          <Button variant="text" onClick={() => void fetchNextPage()}>
            {t('actions.loadMore')}
          </Button>
        </Box>
      )}
      {!hasNextPage && endText && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 3 }}>
          {endText}
        </Typography>
      )}
    </>
  );
}
