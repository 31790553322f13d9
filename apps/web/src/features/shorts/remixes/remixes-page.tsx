import MusicNoteRounded from '@mui/icons-material/MusicNoteRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { EmptyState } from '@/ui/list-states';
import { useRemixes } from '../api/get-remixes';
import { useShort } from '../api/get-short';
import { PlayerError } from '../feed/player-states';
import { ShortGrid } from '../grid/short-grid';
import { isUuid } from '../is-uuid';
import { fullCount } from '../player/counts';

/**
 * /social/short/shortiscopie?of=<shortId>: a short's sound, "Use this sound" to make a remix with
 * it, and the shorts that already did.
 */
export function RemixesPage({ shortId }: { shortId: string | null }) {
  const { t, i18n } = useTranslation('shorts');
  const id = shortId ?? '';
  const valid = isUuid(id);
  const original = useShort(id, valid);
  const remixes = useRemixes(id, valid && original.isSuccess);
  const short = original.data;
  const name = short?.author.displayName;

  useEffect(() => {
    document.title = `${name ? t('remixes.title', { name }) : t('title')} · BeTogether`;
  }, [name, t]);

  if (!valid || (original.error instanceof ApiError && original.error.status === 404))
    return (
      <Box sx={{ px: { xs: 1, sm: 0 } }}>
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
    );
  if (original.isError) return <PlayerError error={original.error} onRetry={() => void original.refetch()} />;

  return (
    <Stack spacing={2} sx={{ px: { xs: 1, sm: 0 } }}>
      <Card>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          {short?.media.video ? (
            <Box
              component="img"
              src={short.media.video.posterUrl}
              alt=""
              sx={{
                width: 72,
                aspectRatio: '9 / 16',
                objectFit: 'cover',
                borderRadius: 2,
                display: 'block',
                flexShrink: 0,
              }}
            />
          ) : (
            <Skeleton variant="rounded" width={72} height={128} />
          )}
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography
              variant="h5"
              component="h1"
              sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1 }}
            >
              <MusicNoteRounded color="primary" aria-hidden />
              {name ? t('remixes.title', { name }) : <Skeleton width={180} />}
            </Typography>
            {short && (
              <Typography color="text.secondary" variant="body2" sx={{ mb: 1.5 }}>
                {t('remixes.count', {
                  count: short.remixCount,
                  formatted: fullCount(short.remixCount, i18n.language),
                })}
              </Typography>
            )}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                variant="contained"
                component={RouterLink}
                to={paths.shortCreate.href({ query: { remix: id } })}
              >
                {t('caption.useSound')}
              </Button>
              <Button component={RouterLink} to={paths.short.href({ shortId: id })}>
                {t('remixes.watchOriginal')}
              </Button>
            </Box>
          </Box>
        </CardContent>
      </Card>
      <Typography variant="h6" component="h2">
        {t('remixes.listTitle')}
      </Typography>
      <ShortGrid
        query={remixes}
        label={t('remixes.listTitle')}
        empty={
          <EmptyState
            icon={<MusicNoteRounded sx={{ fontSize: 48, color: 'primary.main', mb: 1 }} aria-hidden />}
            title={t('remixes.emptyTitle')}
            body={t('remixes.emptyBody')}
          />
        }
      />
    </Stack>
  );
}
