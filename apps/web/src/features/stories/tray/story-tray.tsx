import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { useStoryTray } from '../api/get-story-tray';
import { AuthorItem, OwnItem } from './tray-items';
import { TraySkeleton, trayFrame } from './tray-skeleton';

/** Whether the row can scroll back or on: the arrows show only where there is more to see. */
function useScrollEdges(list: RefObject<HTMLElement | null>, itemCount: number) {
  const [edges, setEdges] = useState({ back: false, forward: false });
  const measure = useCallback(() => {
    const element = list.current;
    if (!element) return;
    const back = element.scrollLeft > 1;
    const forward = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setEdges((current) =>
      current.back === back && current.forward === forward ? current : { back, forward },
    );
  }, [list]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the items change.
  useEffect(() => {
    measure();
    const element = list.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure, itemCount]);
  return { edges, measure };
}

const arrow = {
  position: 'absolute',
  top: 36,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: 2,
  display: { xs: 'none', md: 'inline-flex' },
  '&:hover': { bgcolor: 'background.paper' },
} as const;

/**
 * The tray at the top of the feed: the member's own story first (with "+" to add one), then the
 * authors with something new, then the rest. A row that scrolls sideways (a swipe, the arrows on a
 * wide screen, or Tab from one author to the next).
 */
export function StoryTray() {
  const { t } = useTranslation('stories');
  const { userData } = useSession();
  const query = useStoryTray();
  const list = useRef<HTMLUListElement>(null);
  const items = query.data?.items ?? [];
  const { edges, measure } = useScrollEdges(list, items.length);

  if (query.isPending) return <TraySkeleton label={t('tray.loading')} />;
  if (!userData) return null;

  const mine = items.find((item) => item.mine) ?? null;
  const others = items.filter((item) => !item.mine);

  const scroll = (direction: 1 | -1) => {
    const element = list.current;
    if (!element) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <Box component="section" aria-label={t('tray.label')} sx={trayFrame}>
      <Box
        component="ul"
        ref={list}
        onScroll={measure}
        sx={{
          display: 'flex',
          gap: 1,
          m: 0,
          px: 1.5,
          py: 1.5,
          listStyle: 'none',
          overflowX: 'auto',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
        }}
      >
        <OwnItem me={userData} item={mine} />
        {others.map((item) => (
          <AuthorItem key={item.author.id} item={item} />
        ))}
        {query.isError && (
          <Box component="li" sx={{ alignSelf: 'center', px: 1, minWidth: 200 }}>
            <Typography variant="body2" color="text.secondary" role="alert">
              {t('tray.error')}
            </Typography>
            <Button size="small" onClick={() => void query.refetch()}>
              {t('actions.retry')}
            </Button>
          </Box>
        )}
        {query.isSuccess && others.length === 0 && (
          <Box component="li" sx={{ alignSelf: 'center', px: 1, maxWidth: 320 }}>
            <Typography variant="body2" color="text.secondary">
              {t('tray.empty')}
            </Typography>
          </Box>
        )}
      </Box>
      {edges.back && (
        <IconButton
          aria-label={t('tray.scrollBack')}
          onClick={() => scroll(-1)}
          size="small"
          sx={{ ...arrow, left: 8 }}
        >
          <ChevronLeft />
        </IconButton>
      )}
      {edges.forward && (
        <IconButton
          aria-label={t('tray.scrollForward')}
          onClick={() => scroll(1)}
          size="small"
          sx={{ ...arrow, right: 8 }}
        >
          <ChevronRight />
        </IconButton>
      )}
    </Box>
  );
}
