import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { InfiniteListEnd } from '@/ui/infinite-list-end';
import type { PostListQuery } from '../api/get-post-list';
import { PostCard } from '../card/post-card';
import { PostCardSkeleton } from './post-card-skeleton';

type Props = {
  query: PostListQuery;
  /** Shown when the list has no post at all. */
  empty: ReactNode;
  /** Shown under the last post. */
  endText?: string;
  showPinned?: boolean;
  label: string;
  /** Shown above the posts (the home feed's invitation when it holds only suggestions). */
  lead?: ReactNode;
};

/**
 * Posts in pages: skeletons first, then cards; the next page loads as the end comes into view
 * (with a "Load more" button for when that does not happen), an error keeps what was loaded.
 */
export function PostList({ query, empty, endText, showPinned = false, label, lead }: Props) {
  const { t } = useTranslation('posts');
  const { isFetchingNextPage } = query;

  if (query.isPending) {
    return (
      <Box role="status" aria-busy="true" aria-label={t('list.loading')}>
        <PostCardSkeleton />
        <PostCardSkeleton withImage />
        <PostCardSkeleton />
      </Box>
    );
  }

  if (query.isError && !query.data) {
    return (
      <Card>
        <CardContent sx={{ textAlign: 'center', py: 5 }}>
          <CloudOffOutlined sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />
          <Typography variant="h4" component="p" gutterBottom>
            {t('list.errorTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {problemMessage(query.error, t, { ns: 'posts' })}
          </Typography>
          <Button variant="contained" onClick={() => void query.refetch()}>
            {t('actions.retry')}
          </Button>
        </CardContent>
      </Card>
    );
  }

  const posts = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (posts.length === 0) return <>{empty}</>;

  return (
    <Box component="section" aria-label={label}>
      {lead}
      <div role="feed" aria-busy={isFetchingNextPage}>
        {posts.map((post) => (
          <PostCard key={post.id} post={post} showPinned={showPinned} suggested={post.suggested === true} />
        ))}
      </div>
      <InfiniteListEnd
        query={query}
        loading={<PostCardSkeleton />}
        problem={(error) => problemMessage(error, t, { ns: 'posts' })}
        retryLabel={t('actions.retry')}
        loadMoreLabel={t('actions.loadMore')}
        endText={endText}
        // Start loading a screen before the end: scrolling rarely has to wait.
        rootMargin="0px 0px 800px 0px"
      />
      {query.isRefetching && !isFetchingNextPage && (
        <Box sx={{ position: 'fixed', top: 80, left: '50%', transform: 'translateX(-50%)' }}>
          <CircularProgress size={24} aria-label={t('list.refreshing')} />
        </Box>
      )}
    </Box>
  );
}
