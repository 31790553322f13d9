import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLoadOnView } from '@/lib/use-load-on-view';

export type InfiniteQueryPaging = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => Promise<unknown>;
};

type Props = {
  /** An infinite query (TanStack Query's useInfiniteQuery answer fits). */
  query: InfiniteQueryPaging;
  /** Shown while the next page loads: a spinner named loadMoreLabel unless told otherwise. */
  loading?: ReactNode;
  /** The sentence for a failed next page. */
  problem: (error: unknown) => string;
  retryLabel: string;
  loadMoreLabel: string;
  /** Shown under the last page. */
  endText?: string | undefined;
  /** How far beyond the screen the next page starts loading (IntersectionObserver rootMargin). */
  rootMargin: string;
};

/** A centred spinner while the next page of a list loads. */
export function NextPageSpinner({ label }: { label: string }) {
  return (
    <Box sx={{ textAlign: 'center', py: 2 }}>
      <CircularProgress size={28} aria-label={label} />
    </Box>
  );
}

/**
 * The end of an infinite list: the next page loads as it comes into view, with a "Load more"
 * button for when that does not happen, and a retry when a page failed (the pages already shown
 * stay).
 */
export function InfiniteListEnd({
  query,
  loading,
  problem,
  retryLabel,
  loadMoreLabel,
  endText,
  rootMargin,
}: Props) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const sentinel = useLoadOnView<HTMLDivElement>(
    hasNextPage && !isFetchingNextPage && !isFetchNextPageError,
    () => void fetchNextPage(),
    rootMargin,
  );

  return (
    <>
      <div ref={sentinel} />
      {isFetchingNextPage && (loading ?? <NextPageSpinner label={loadMoreLabel} />)}
      {isFetchNextPageError && (
        <Box sx={{ textAlign: 'center', py: 2 }} role="alert">
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {problem(query.error)}
          </Typography>
          <Button variant="outlined" onClick={() => void fetchNextPage()}>
            {retryLabel}
          </Button>
        </Box>
      )}
      {hasNextPage && !isFetchingNextPage && !isFetchNextPageError && (
        <Box sx={{ textAlign: 'center', py: 2 }}>
          <Button variant="text" onClick={() => void fetchNextPage()}>
            {loadMoreLabel}
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
