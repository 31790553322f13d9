import type { Short } from '@betogether/contracts/shorts/shorts.schemas';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import KeyboardArrowUpRounded from '@mui/icons-material/KeyboardArrowUpRounded';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import { useEffect, useRef, useState } from 'react';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { RetryAlert } from '@/ui/retry-alert';
import { visuallyHidden } from '@/ui/visually-hidden';
import { AnalyticsDialog } from '../analytics/analytics-dialog';
import type { ShortPaging } from '../api/get-short-feed';
import { CommentsSheet } from '../comments/comments-sheet';
import { useAutoplaySetting } from './autoplay-setting';
import { playerKey } from './player-keys';
import { ShortSlide } from './short-slide';
import { usePlayerNavigation } from './use-player-navigation';

/** The next page is asked for this many shorts before the end, so the viewer never waits. */
const PREFETCH_AHEAD = 3;

type Props = {
  shorts: Short[];
  paging: ShortPaging;
  /** The feed's accessible name. */
  label: string;
};

/**
 * The vertical player: one short per screen (CSS scroll-snap), moved by swipe, wheel, the arrow
 * keys (and j/k) or the up and down buttons; muted autoplay unless turned off; Space or a click
 * pauses. The position is announced politely; comments and analytics open over it.
 */
export function ShortPlayer({ shorts, paging, label }: Props) {
  const { t } = useTranslation('shorts');
  const scroller = useRef<HTMLDivElement>(null);
  const { current, go } = usePlayerNavigation(scroller, shorts.length);
  const [autoplay, setAutoplay] = useAutoplaySetting();
  const [playing, setPlaying] = useState(autoplay);
  const [muted, setMuted] = useState(true);
  // Kept after closing, so the sheet still shows its short while it slides away.
  const [sheet, setSheet] = useState<{ kind: 'comments' | 'analytics'; short: Short; open: boolean } | null>(
    null,
  );
  const [announcement, setAnnouncement] = useState('');
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = paging;
  const currentShort = shorts[current];

  // A new short starts as the setting says, whatever the one before was doing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a move (or the setting) resets it.
  useEffect(() => setPlaying(autoplay), [current, autoplay]);

  useEffect(() => {
    if (!currentShort) return;
    const author = currentShort.author.displayName;
    setAnnouncement(
      hasNextPage
        ? t('player.positionOpen', { index: current + 1, author })
        : t('player.position', { index: current + 1, total: shorts.length, author }),
    );
  }, [current, currentShort, hasNextPage, shorts.length, t]);

  useEffect(() => {
    if (
      current < shorts.length - PREFETCH_AHEAD ||
      !hasNextPage ||
      isFetchingNextPage ||
      isFetchNextPageError
    )
      return;
    void fetchNextPage();
  }, [current, shorts.length, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  const move = (step: 1 | -1) => {
    const from = scroller.current?.querySelector(`[data-index="${current}"]`);
    const moved = go(current + step);
    if (!moved) {
      if (step === 1 && !hasNextPage) setAnnouncement(t('player.end'));
      return;
    }
    // Focus inside the short left behind follows to the new one, so Tab goes on from there.
    if (from?.contains(document.activeElement))
      scroller.current
        ?.querySelector<HTMLElement>(`[data-index="${current + step}"]`)
        ?.focus({ preventScroll: true });
  };
  const close = () => setSheet((open) => open && { ...open, open: false });
  const moveRef = useRef(move);
  moveRef.current = move;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const key = playerKey(event);
      if (!key) return;
      event.preventDefault();
      if (key === 'toggle') setPlaying((on) => !on);
      else moveRef.current(key === 'next' ? 1 : -1);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Box sx={{ position: 'relative', height: '100%' }}>
      <Box
        ref={scroller}
        role="feed"
        aria-label={label}
        aria-busy={isFetchingNextPage}
        sx={{
          height: '100%',
          overflowY: 'auto',
          scrollSnapType: 'y mandatory',
          overscrollBehaviorY: 'contain',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
        }}
      >
        {shorts.map((short, index) => (
          <ShortSlide
            key={short.id}
            short={short}
            index={index}
            setSize={hasNextPage ? -1 : shorts.length}
            active={index === current}
            near={Math.abs(index - current) <= 1}
            next={index === current + 1}
            playing={playing}
            muted={muted}
            autoplay={autoplay}
            onTogglePlay={() => setPlaying((on) => !on)}
            onToggleMute={() => setMuted((on) => !on)}
            onBlocked={() => setPlaying(false)}
            onAutoplay={setAutoplay}
            onComments={() => setSheet({ kind: 'comments', short, open: true })}
            onAnalytics={() => setSheet({ kind: 'analytics', short, open: true })}
          />
        ))}
        {isFetchingNextPage && (
          <Box sx={{ height: '100%', display: 'grid', placeItems: 'center', scrollSnapAlign: 'start' }}>
            <CircularProgress aria-label={t('player.loadingMore')} />
          </Box>
        )}
        {isFetchNextPageError && (
          <Box
            sx={{ height: '100%', display: 'grid', placeItems: 'center', px: 2, scrollSnapAlign: 'start' }}
          >
            <RetryAlert
              message={`${t('player.moreFailed')} ${problemMessage(paging.error, t, { ns: 'shorts' })}`}
              retryLabel={t('actions.retry')}
              onRetry={() => void fetchNextPage()}
            />
          </Box>
        )}
      </Box>
      <Box
        sx={{
          display: { xs: 'none', sm: 'flex' },
          flexDirection: 'column',
          gap: 1,
          position: 'absolute',
          right: 0,
          top: '50%',
          transform: 'translateY(-50%)',
        }}
      >
        <IconButton
          onClick={() => move(-1)}
          disabled={current === 0}
          aria-label={t('player.previous')}
          sx={{ bgcolor: 'action.hover' }}
        >
          <KeyboardArrowUpRounded />
        </IconButton>
        <IconButton
          onClick={() => move(1)}
          disabled={current >= shorts.length - 1}
          aria-label={t('player.next')}
          sx={{ bgcolor: 'action.hover' }}
        >
          <KeyboardArrowDownRounded />
        </IconButton>
      </Box>
      <Box aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      <CommentsSheet
        open={sheet?.kind === 'comments' && sheet.open}
        short={sheet?.kind === 'comments' ? sheet.short : null}
        onClose={close}
      />
      <AnalyticsDialog
        open={sheet?.kind === 'analytics' && sheet.open}
        short={sheet?.kind === 'analytics' ? sheet.short : null}
        onClose={close}
      />
    </Box>
  );
}
