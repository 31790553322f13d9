import type { MediaObject } from '@betogether/contracts/media/media.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { ApiError } from '@/lib/api-client';
import { problemMessage } from '@/lib/problem-message';
import { UploadError } from '@/lib/uploader/upload-errors';
import { useUpload } from '@/lib/uploader/use-upload';
import { useTranslation } from '@/lib/use-translation';
import { UploadProgress } from '@/ui/upload-progress';

type Props = {
  file: File;
  onReady: (media: MediaObject) => void;
  /** Cancelled, or given up after a refusal: the partner chooses again. */
  onDrop: () => void;
};

/**
 * Sends the chosen video at once (progress, pause, cancel), then shows how far the server's
 * transcoding stands until the video is ready; says why when the server refuses it.
 */
export function VideoUpload({ file, onReady, onDrop }: Props) {
  const { t } = useTranslation('partner-tasks');
  const uploader = useUpload();
  const started = useRef(false);
  const mounted = useRef(false);
  const latest = useRef({ onReady, cancel: uploader.cancel });
  latest.current = { onReady, cancel: uploader.cancel };
  const follow = (upload: Promise<MediaObject | null>) =>
    upload.then(
      (media) => media && latest.current.onReady(media),
      () => undefined,
    );

  // biome-ignore lint/correctness/useExhaustiveDependencies: the upload starts once, when the file is chosen.
  useEffect(() => {
    mounted.current = true;
    if (!started.current) {
      started.current = true;
      void follow(uploader.upload(file, 'task-video'));
    }
    return () => {
      mounted.current = false;
      // Not on StrictMode's trial unmount, which mounts again before this microtask runs.
      queueMicrotask(() => {
        if (!mounted.current) latest.current.cancel();
      });
    };
  }, []);

  const state = uploader.state;
  if (state.status === 'failed') {
    // A refusal of the upload is a known code; a video the server could not prepare has its reason.
    const reason =
      state.error instanceof ApiError
        ? problemMessage(state.error, t, { ns: 'partner-tasks' })
        : t('form.video.processingFailed', { reason: (state.error as Error).message });
    const retryable = state.error instanceof UploadError && state.error.kind === 'failed';
    return (
      <Alert
        severity="error"
        action={
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            {retryable && (
              <Button color="inherit" size="small" onClick={() => void follow(uploader.retry())}>
                {t('actions.retry')}
              </Button>
            )}
            <Button color="inherit" size="small" onClick={onDrop}>
              {t('form.video.chooseAnother')}
            </Button>
          </Box>
        }
      >
        {reason}
      </Alert>
    );
  }
  if (state.status === 'processing') {
    const percent = state.processed === null ? null : Math.round(state.processed * 100);
    const text =
      percent === null ? t('form.video.processing') : t('form.video.processingPercent', { percent });
    return (
      <Box>
        <LinearProgress
          variant={percent === null ? 'indeterminate' : 'determinate'}
          value={percent ?? undefined}
          color="secondary"
          aria-label={t('form.video.processingLabel')}
          aria-valuetext={text}
          sx={{ height: 8, borderRadius: 4 }}
        />
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 0.5 }}>
          {text}
        </Typography>
      </Box>
    );
  }
  return (
    <UploadProgress
      state={state}
      onPause={uploader.pause}
      onResume={uploader.resume}
      onCancel={() => {
        uploader.cancel();
        onDrop();
      }}
      onRetry={() => void follow(uploader.retry())}
    />
  );
}
