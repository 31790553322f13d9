import type { Story } from '@betogether/contracts/stories/stories.schemas';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { intlOnce } from '@/lib/intl-cache';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { EmptyState, ListError } from '@/ui/list-states';
import { useStoryArchive } from '../api/get-story-archive';
import { stage, storyBackgrounds } from '../story-look';
import { type StoryLocationState, storyHref } from '../viewer/story-location';

const grid = {
  display: 'grid',
  gap: 1,
  gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
  m: 0,
  p: 0,
  listStyle: 'none',
} as const;

/** One story of the archive: its still, its date, and whether it is still live. */
function ArchiveTile({ story, now }: { story: Story; now: number }) {
  const { t, i18n } = useTranslation('stories');
  const date = intlOnce(
    'story-date',
    i18n.language,
    () => new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', year: 'numeric' }),
  ).format(new Date(story.createdAt));
  const live = Date.parse(story.expiresAt) > now;
  const still = story.media?.video?.posterUrl ?? story.media?.url ?? null;
  const state: StoryLocationState = { from: 'archive' };
  return (
    <Box component="li">
      <Box
        component={RouterLink}
        to={storyHref(story.id)}
        state={state}
        aria-label={t(live ? 'archive.openLive' : 'archive.open', { date })}
        sx={{
          position: 'relative',
          display: 'block',
          aspectRatio: '9 / 16',
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: stage.backdrop,
          background: story.kind === 'text' ? storyBackgrounds[story.background ?? 'blue'] : undefined,
          '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {still ? (
          <Box
            component="img"
            src={still}
            alt=""
            loading="lazy"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <Typography
            aria-hidden
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              p: 1,
              color: stage.text,
              fontWeight: 700,
              fontSize: 13,
              textAlign: 'center',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
            }}
          >
            {story.text}
          </Typography>
        )}
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            left: 0,
            right: 0,
            bottom: 0,
            p: 0.75,
            background: stage.scrimBottom,
            color: stage.text,
            fontSize: 12,
            fontWeight: 600,
          }}
        >
          {date}
          {live && (
            <Box
              component="span"
              sx={{
                ml: 0.5,
                px: 0.75,
                borderRadius: 1,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              {t('archive.live')}
            </Box>
          )}
        </Box>
      </Box>
    </Box>
  );
}

/** The member's own stories, live and expired, newest first; each opens in the viewer. */
export function StoryArchive() {
  const { t } = useTranslation('stories');
  const query = useStoryArchive();
  const stories = query.data?.pages.flatMap((page) => page.items) ?? [];
  const now = Date.now();

  if (query.isPending)
    return (
      <Box sx={grid} role="status" aria-label={t('archive.loading')}>
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Skeleton key={index} variant="rounded" sx={{ aspectRatio: '9 / 16', height: 'auto' }} />
        ))}
      </Box>
    );
  if (query.isError && !query.data)
    return (
      <ListError
        title={t('archive.errorTitle')}
        message={problemMessage(query.error, t, { ns: 'stories' })}
        retryLabel={t('actions.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  if (stories.length === 0)
    return (
      <EmptyState
        icon={<HistoryRounded sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />}
        title={t('archive.emptyTitle')}
        body={t('archive.emptyBody')}
      />
    );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="ul" sx={grid} aria-label={t('archive.label')}>
        {stories.map((story) => (
          <ArchiveTile key={story.id} story={story} now={now} />
        ))}
      </Box>
      {query.isFetchNextPageError && (
        <Typography role="alert" color="error" sx={{ textAlign: 'center' }}>
          {problemMessage(query.error, t, { ns: 'stories' })}
        </Typography>
      )}
      {query.hasNextPage && (
        <Box sx={{ textAlign: 'center' }}>
          <Button
            variant="outlined"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
          >
            {t('archive.loadMore')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
