import type { MediaObject } from '@betogether/contracts/media/media.schemas';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';

/**
 * In place of a video not ready to play: a remix still getting its sound (with how far it is), or
 * one whose processing failed.
 */
export function UnreadyVideo({ media }: { media: MediaObject }) {
  const { t } = useTranslation('shorts');
  const failed = media.status === 'failed';
  const percent = media.progress === null ? null : Math.round(media.progress * 100);
  return (
    <Box
      role="status"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        px: 3,
        color: 'common.white',
        textAlign: 'center',
      }}
    >
      {failed ? (
        <ErrorOutlineRounded sx={{ fontSize: 48 }} aria-hidden />
      ) : (
        <CircularProgress
          color="inherit"
          variant={percent === null ? 'indeterminate' : 'determinate'}
          value={percent ?? undefined}
          aria-hidden
        />
      )}
      <Typography>
        {failed
          ? t('player.failed')
          : percent === null
            ? t('player.processing')
            : t('player.processingPercent', { percent })}
      </Typography>
    </Box>
  );
}
