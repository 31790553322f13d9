import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { UploadState } from '@/lib/uploader/use-upload';
import { useTranslation } from '@/lib/use-translation';
import { sizeText } from './limit-texts';

type Props = {
  state: UploadState;
  ready: boolean;
  /** The failure in the member's words. */
  failure: string | null;
  /** Sending again may help (the network or the server failed, not a refusal). */
  canRetry: boolean;
  onCancel: () => void;
  onRetry: () => void;
};

/**
 * Where the video stands: the bytes sent (with Cancel), then the server preparing it (how far, as
 * the server says), then ready; or why it failed.
 */
export function UploadStatus({ state, ready, failure, canRetry, onCancel, onRetry }: Props) {
  const { t, i18n } = useTranslation('shorts');
  if (ready)
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'success.main' }}>
        <CheckCircleRounded aria-hidden />
        <Typography>{t('create.ready')}</Typography>
      </Box>
    );
  if (state.status === 'failed')
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography color="error" role="alert" sx={{ flex: '1 1 12rem' }}>
          {failure}
        </Typography>
        {canRetry && (
          <Button size="small" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        )}
      </Box>
    );
  if (state.status === 'uploading' || state.status === 'paused') {
    const { sentBytes, totalBytes, percent } = state.progress;
    const text = t('create.uploading', {
      sent: sizeText(sentBytes, t, i18n.language),
      total: sizeText(totalBytes, t, i18n.language),
      percent,
    });
    return (
      <Box>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={t('create.uploadLabel')}
          aria-valuetext={text}
          sx={{ height: 8, borderRadius: 4 }}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            {text}
          </Typography>
          <Button size="small" color="inherit" onClick={onCancel}>
            {t('create.cancelUpload')}
          </Button>
        </Box>
      </Box>
    );
  }
  if (state.status === 'processing') {
    const percent = state.processed === null ? null : Math.round(state.processed * 100);
    const text = percent === null ? t('create.processing') : t('create.processingPercent', { percent });
    return (
      <Box>
        <LinearProgress
          variant={percent === null ? 'indeterminate' : 'determinate'}
          value={percent ?? undefined}
          aria-label={t('create.processingLabel')}
          aria-valuetext={text}
          color="secondary"
          sx={{ height: 8, borderRadius: 4 }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} role="status">
          {text}
        </Typography>
      </Box>
    );
  }
  return null;
}
