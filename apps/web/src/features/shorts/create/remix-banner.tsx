import MusicNoteRounded from '@mui/icons-material/MusicNoteRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { useShort } from '../api/get-short';

/** "Using the sound of Ana's short": the original a remix takes its sound from. */
export function RemixBanner({ shortId }: { shortId: string }) {
  const { t } = useTranslation('shorts');
  const original = useShort(shortId);
  if (original.isPending)
    return <Skeleton variant="rounded" height={56} aria-label={t('create.remixLoading')} />;
  if (original.isError)
    return <Alert severity="error">{problemMessage(original.error, t, { ns: 'shorts' })}</Alert>;
  const short = original.data;
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1, borderRadius: 2, bgcolor: 'action.hover' }}
    >
      {short.media.video && (
        <Box
          component="img"
          src={short.media.video.posterUrl}
          alt=""
          sx={{ width: 36, aspectRatio: '9 / 16', objectFit: 'cover', borderRadius: 1, display: 'block' }}
        />
      )}
      <MusicNoteRounded color="primary" aria-hidden />
      <Typography sx={{ fontWeight: 600 }}>
        {t('create.remixOf', { name: short.author.displayName })}
      </Typography>
    </Box>
  );
}
