import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';
import { useHashtagPosts } from '../api/get-hashtag-posts';
import { LoadMore } from './load-more';
import { PostResult } from './post-result';
import { ResultSkeletons } from './result-skeletons';
import { SearchEmpty, SearchError } from './search-states';

/** The posts of one hashtag the member may see, newest first, with a way back to the tags. */
export function HashtagPosts({ tag, onBack }: { tag: string; onBack: () => void }) {
  const { t } = useTranslation('search');
  const posts = useHashtagPosts(tag);
  const items = posts.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton onClick={onBack} aria-label={t('hashtags.back')}>
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {t('hashtags.tagTitle', { tag })}
        </Typography>
      </Stack>
      {!posts.data ? (
        posts.isError ? (
          <SearchError onRetry={() => void posts.refetch()} />
        ) : (
          <ResultSkeletons type="posts" />
        )
      ) : items.length === 0 ? (
        <SearchEmpty title={t('hashtags.tagEmpty', { tag })} />
      ) : (
        <>
          {items.map((post) => (
            <PostResult key={post.id} post={post} query={tag} />
          ))}
          <LoadMore
            hasMore={posts.hasNextPage && !posts.isFetchNextPageError}
            loading={posts.isFetchingNextPage}
            onLoad={() => void posts.fetchNextPage()}
          />
          {posts.isFetchNextPageError && <SearchError onRetry={() => void posts.fetchNextPage()} />}
        </>
      )}
    </Stack>
  );
}
