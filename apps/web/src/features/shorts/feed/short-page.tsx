import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { EmptyState } from '@/ui/list-states';
import { useShort } from '../api/get-short';
import { useShortFeed } from '../api/get-short-feed';
import { isUuid } from '../is-uuid';
import { ShortPlayer } from '../player/short-player';
import { PlayerFrame } from './player-frame';
import { PlayerError, PlayerSkeleton } from './player-states';
import { ShortsHeader } from './shorts-header';

/** /social/short/:shortId: the player opened on that short, going on with For You after it. */
export function ShortPage({ shortId }: { shortId: string }) {
  const { t } = useTranslation('shorts');
  const valid = isUuid(shortId);
  const short = useShort(shortId, valid);
  const forYou = useShortFeed('for-you', short.isSuccess);
  const opened = short.data;
  const shorts = useMemo(
    () =>
      opened
        ? [
            opened,
            ...(forYou.data?.pages.flatMap((page) => page.items) ?? []).filter((s) => s.id !== opened.id),
          ]
        : [],
    [opened, forYou.data],
  );

  useEffect(() => {
    document.title = `${opened?.caption ? `${opened.caption.slice(0, 60)} · ` : ''}${t('title')} · BeTogether`;
  }, [opened?.caption, t]);

  const missing = !valid || (short.error instanceof ApiError && short.error.status === 404);
  return (
    <PlayerFrame header={<ShortsHeader />}>
      {missing ? (
        <Box sx={{ px: { xs: 1, lg: 0 }, pt: 2 }}>
          <EmptyState
            icon={null}
            title={t('notFound.title')}
            body={t('notFound.body')}
            action={
              <Button variant="contained" component={RouterLink} to={paths.shorts.href()}>
                {t('notFound.back')}
              </Button>
            }
          />
        </Box>
      ) : short.isError ? (
        <PlayerError error={short.error} onRetry={() => void short.refetch()} />
      ) : !opened ? (
        <PlayerSkeleton />
      ) : (
        <ShortPlayer key={shortId} shorts={shorts} paging={forYou} label={t('player.label')} />
      )}
    </PlayerFrame>
  );
}
