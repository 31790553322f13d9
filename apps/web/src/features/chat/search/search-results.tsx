import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { InfiniteListEnd } from '@/ui/infinite-list-end';
import { RetryAlert } from '@/ui/retry-alert';
import { visuallyHidden } from '@/ui/visually-hidden';
import { chatProblem } from '../components/chat-problem';
import { type ChatSearchHit, SearchHit } from './search-hit';
import type { useChatSearch } from './search-messages';

export const RESULTS_ID = 'chat-search-results';
export const hitId = (hit: ChatSearchHit) => `chat-search-hit-${hit.message.id}`;

type Props = {
  query: string;
  results: ReturnType<typeof useChatSearch>;
  hits: ChatSearchHit[];
  active: number;
  onOpen: (hit: ChatSearchHit) => void;
  onPoint: (index: number) => void;
};

function ResultsSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ px: 2, py: 1, display: 'grid', gap: 2 }}>
      {[0, 1, 2, 3].map((row) => (
        <Box key={row} sx={{ display: 'flex', gap: 1.5 }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="45%" />
            <Skeleton width="90%" />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * What a search found, newest first, in place of the conversations: loading, a problem with a
 * retry, nothing found, or the messages (a listbox the search field drives) and more as they scroll.
 */
export function SearchResults({ query, results, hits, active, onOpen, onPoint }: Props) {
  const { t } = useTranslation('chat');
  const me = useSession().userData?.id;

  if (results.isPending) return <ResultsSkeleton label={t('search.loading')} />;
  if (results.isError && !results.isFetchNextPageError)
    return (
      <RetryAlert
        sx={{ m: 2 }}
        message={chatProblem(results.error, t)}
        retryLabel={t('actions.retry')}
        onRetry={() => void results.refetch()}
      />
    );
  const stale = results.isPlaceholderData;
  if (hits.length === 0 && !stale)
    return (
      <Box role="status" sx={{ textAlign: 'center', px: 3, py: 5 }}>
        <SearchOffOutlined sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />
        <Typography variant="h4" component="p" gutterBottom>
          {t('search.emptyTitle')}
        </Typography>
        <Typography color="text.secondary">{t('search.emptyBody')}</Typography>
      </Box>
    );
  return (
    <>
      {stale ? (
        <LinearProgress aria-label={t('search.loading')} sx={{ height: 2 }} />
      ) : (
        <Box role="status" sx={visuallyHidden}>
          {results.hasNextPage
            ? t('search.countMore', { count: hits.length })
            : t('search.count', { count: hits.length })}
        </Box>
      )}
      <Box
        component="ul"
        role="listbox"
        id={RESULTS_ID}
        aria-label={t('search.results', { query })}
        sx={{ listStyle: 'none', m: 0, p: 0, py: 0.5, opacity: stale ? 0.6 : 1 }}
      >
        {hits.map((hit, index) => (
          <SearchHit
            key={hit.message.id}
            hit={hit}
            query={query}
            id={hitId(hit)}
            active={index === active}
            me={me}
            onOpen={() => onOpen(hit)}
            onPoint={() => onPoint(index)}
          />
        ))}
      </Box>
      <InfiniteListEnd
        query={results}
        problem={(error) => chatProblem(error, t)}
        retryLabel={t('actions.retry')}
        loadMoreLabel={t('search.more')}
        rootMargin="200px"
      />
    </>
  );
}
