import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { UploadState } from '@/lib/uploader/use-upload';
import { useTranslation } from '@/lib/use-translation';

function megabytes(bytes: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024);
}

type Props = {
  state: UploadState;
  onPause: () => void;
  onResume: () => void;
  onCancel: () => void;
  onRetry: () => void;
  errorText?: string;
};

/** The progress bar every upload shows: bytes and percent, with pause, resume, cancel and retry. */
export function UploadProgress({ state, onPause, onResume, onCancel, onRetry, errorText }: Props) {
  const { t, i18n } = useTranslation();
  if (state.status === 'idle') return null;
  const progress = state.progress;
  const percent = progress?.percent ?? 0;
  const label =
    state.status === 'processing'
      ? t('upload.processing')
      : state.status === 'failed'
        ? (errorText ?? t('upload.failed'))
        : t(state.status === 'paused' ? 'upload.paused' : 'upload.sending', {
            sent: megabytes(progress?.sentBytes ?? 0, i18n.language),
            total: megabytes(progress?.totalBytes ?? 0, i18n.language),
            percent: Math.round(percent),
          });
  return (
    <Box sx={{ width: '100%', mt: 1.5 }} data-testid="upload-progress">
      <LinearProgress
        variant={state.status === 'processing' ? 'indeterminate' : 'determinate'}
        value={percent}
        color={state.status === 'failed' ? 'error' : 'primary'}
        sx={{ height: 8, borderRadius: 4 }}
        aria-label={t('upload.label')}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
        <Typography
          variant="body2"
          color={state.status === 'failed' ? 'error' : 'text.secondary'}
          sx={{ flexGrow: 1 }}
          role="status"
        >
          {label}
        </Typography>
        {state.status === 'uploading' && (
          <Button size="small" onClick={onPause}>
            {t('upload.pause')}
          </Button>
        )}
        {state.status === 'paused' && (
          <Button size="small" onClick={onResume}>
            {t('upload.resume')}
          </Button>
        )}
        {state.status === 'failed' && (
          <Button size="small" onClick={onRetry}>
            {t('upload.retry')}
          </Button>
        )}
        {(state.status === 'uploading' || state.status === 'paused') && (
          <Button size="small" color="inherit" onClick={onCancel}>
            {t('upload.cancel')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
