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
  purpose: 'story-image' | 'story-video';
  onReady: (media: MediaObject) => void;
  /** Cancelled, or given up after a refusal: the member chooses again. */
  onDrop: () => void;
};

/**
 * Sends the chosen file at once (with progress, pause and cancel), then waits while the server
 * prepares it (a video is transcoded); says why when the server refuses it.
 */
export function MediaUpload({ file, purpose, onReady, onDrop }: Props) {
  const { t } = useTranslation('stories');
  const uploader = useUpload();
  const started = useRef(false);
  const latest = useRef(onReady);
  latest.current = onReady;

  const follow = (upload: Promise<MediaObject | null>) =>
    upload.then(
      (media) => media && latest.current(media),
      () => undefined,
    );

  const cancel = useRef(uploader.cancel);
  cancel.current = uploader.cancel;
  const mounted = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the upload starts once, when the file is chosen.
  useEffect(() => {
    mounted.current = true;
    if (!started.current) {
      started.current = true;
      void follow(uploader.upload(file, purpose));
    }
    return () => {
      mounted.current = false;
      // Another file or kind chosen, or the page left: an upload still under way is dropped. Not
      // on StrictMode's trial unmount, which mounts again before this microtask runs.
      queueMicrotask(() => {
        if (!mounted.current) cancel.current();
      });
    };
  }, []);

  const state = uploader.state;
  if (state.status === 'failed') {
    // A refusal of the upload is a known code; a file the server could not prepare has its reason.
    const reason =
      state.error instanceof ApiError
        ? problemMessage(state.error, t, { ns: 'stories' })
        : t('create.processingFailed', { reason: (state.error as Error).message });
    const retryable = state.error instanceof UploadError && state.error.kind === 'failed';
    return (
      <Alert
        severity="error"
        sx={{ mt: 1.5 }}
        action={
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            {retryable && (
              <Button color="inherit" size="small" onClick={() => void follow(uploader.retry())}>
                {t('actions.retry')}
              </Button>
            )}
            <Button color="inherit" size="small" onClick={onDrop}>
              {t('create.chooseAnother')}
            </Button>
          </Box>
        }
      >
        {reason}
      </Alert>
    );
  }
  if (state.status === 'processing' && purpose === 'story-video') {
    // The server says how far the transcoding stands once it has started.
    const percent = state.processed === null ? null : Math.round(state.processed * 100);
    return (
      <Box sx={{ mt: 1.5 }}>
        <LinearProgress
          variant={percent === null ? 'indeterminate' : 'determinate'}
          value={percent ?? undefined}
          sx={{ height: 8, borderRadius: 4 }}
          aria-label={t('create.processingVideo')}
        />
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 0.5 }}>
          {percent === null ? t('create.processingVideo') : t('create.processingVideoPercent', { percent })}
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
