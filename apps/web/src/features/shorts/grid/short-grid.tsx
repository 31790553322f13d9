import type { Short } from '@betogether/contracts/shorts/shorts.schemas';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { type ReactNode, useState } from 'react';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { InfiniteListEnd } from '@/ui/infinite-list-end';
import { ListError } from '@/ui/list-states';
import { AnalyticsDialog } from '../analytics/analytics-dialog';
import type { ShortGridQuery } from '../api/get-member-shorts';
import { ShortTile } from './short-tile';

const columns = { xs: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' } as const;

type Props = {
  query: ShortGridQuery;
  /** The list's accessible name. */
  label: string;
  /** Shown when the list holds no short. */
  empty: ReactNode;
  /** The own grid: each tile has its analytics. */
  withAnalytics?: boolean;
};

/** Shorts as a grid of 9:16 tiles, newest first, the next page loading near the end. */
export function ShortGrid({ query, label, empty, withAnalytics = false }: Props) {
  const { t } = useTranslation('shorts');
  const [analytics, setAnalytics] = useState<{ short: Short; open: boolean } | null>(null);

  if (query.isPending)
    return (
      <Box
        role="status"
        aria-label={t('grid.loading')}
        sx={{ display: 'grid', gridTemplateColumns: columns, gap: 1 }}
      >
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Skeleton key={index} variant="rounded" sx={{ aspectRatio: '9 / 16', height: 'auto' }} />
        ))}
      </Box>
    );
  if (query.isError && !query.data)
    return (
      <ListError
        title={t('grid.errorTitle')}
        message={problemMessage(query.error, t, { ns: 'shorts' })}
        retryLabel={t('actions.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  const shorts = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (shorts.length === 0) return <>{empty}</>;

  return (
    <>
      <Box
        component="ul"
        aria-label={label}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: columns, gap: 1 }}
      >
        {shorts.map((short) => (
          <ShortTile
            key={short.id}
            short={short}
            onAnalytics={withAnalytics ? (chosen) => setAnalytics({ short: chosen, open: true }) : undefined}
          />
        ))}
      </Box>
      <InfiniteListEnd
        query={query}
        problem={(error) => problemMessage(error, t, { ns: 'shorts' })}
        retryLabel={t('actions.retry')}
        loadMoreLabel={t('grid.loadMore')}
        rootMargin="0px 0px 600px 0px"
      />
      {withAnalytics && (
        <AnalyticsDialog
          open={analytics?.open === true}
          short={analytics?.short ?? null}
          onClose={() => setAnalytics((open) => open && { ...open, open: false })}
        />
      )}
    </>
  );
}
