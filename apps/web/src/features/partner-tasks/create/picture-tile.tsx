import type { MediaObject } from '@betogether/contracts/media/media.schemas';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { problemMessage } from '@/lib/problem-message';
import { useUpload } from '@/lib/uploader/use-upload';
import { useTranslation } from '@/lib/use-translation';
import type { PictureEntry } from './task-form-state';

type Props = {
  entry: PictureEntry;
  index: number;
  count: number;
  onReady: (media: MediaObject) => void;
  onRemove: () => void;
  onMove: (by: -1 | 1) => void;
};

/** The file's own preview while it uploads (an object URL), the server's picture once ready. */
function usePreview(entry: PictureEntry): string | null {
  const [local, setLocal] = useState<string | null>(null);
  useEffect(() => {
    if (!entry.file) return;
    const url = URL.createObjectURL(entry.file);
    setLocal(url);
    return () => URL.revokeObjectURL(url);
  }, [entry.file]);
  return entry.media?.url ?? entry.media?.variants[0]?.url ?? local;
}

/** One picture of the task: its thumbnail, its upload (started once, when added), move and remove. */
export function PictureTile({ entry, index, count, onReady, onRemove, onMove }: Props) {
  const { t } = useTranslation('partner-tasks');
  const uploader = useUpload();
  const preview = usePreview(entry);
  const started = useRef(false);
  const mounted = useRef(false);
  const latest = useRef({ onReady, cancel: uploader.cancel });
  latest.current = { onReady, cancel: uploader.cancel };
  const follow = (upload: Promise<MediaObject | null>) =>
    upload.then(
      (media) => media && latest.current.onReady(media),
      // The failure shows from the uploader's state.
      () => undefined,
    );

  // biome-ignore lint/correctness/useExhaustiveDependencies: the upload starts once, when the picture is added.
  useEffect(() => {
    mounted.current = true;
    if (entry.file && !entry.media && !started.current) {
      started.current = true;
      void follow(uploader.upload(entry.file, 'task-picture'));
    }
    return () => {
      mounted.current = false;
      // A picture removed (or the page left) while it uploads: its upload is dropped. Not on
      // StrictMode's trial unmount, which mounts again before this microtask runs.
      queueMicrotask(() => {
        if (!mounted.current) latest.current.cancel();
      });
    };
  }, []);

  const state = uploader.state;
  const number = index + 1;
  const failure =
    state.status === 'failed'
      ? state.error instanceof ApiError
        ? problemMessage(state.error, t, { ns: 'partner-tasks' })
        : t('form.pictures.processingFailed')
      : null;
  const percent =
    state.status === 'uploading' || state.status === 'paused' ? Math.round(state.progress.percent) : null;

  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
      <Box sx={{ position: 'relative', aspectRatio: '1 / 1', bgcolor: 'action.hover' }}>
        {preview && (
          <Box
            component="img"
            src={preview}
            alt={t('form.pictures.alt', { number })}
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        )}
        {!entry.media && state.status !== 'failed' && (
          <LinearProgress
            variant={percent === null ? 'indeterminate' : 'determinate'}
            value={percent ?? undefined}
            aria-label={t('form.pictures.uploading', { number })}
            sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 6 }}
          />
        )}
      </Box>
      {failure && (
        <Box sx={{ p: 1 }}>
          <Typography variant="caption" color="error" role="alert" component="p">
            {failure}
          </Typography>
          <Button size="small" onClick={() => void follow(uploader.retry())}>
            {t('actions.retry')}
          </Button>
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', px: 0.5 }}>
        <IconButton
          size="small"
          onClick={() => onMove(-1)}
          disabled={index === 0}
          aria-label={t('form.pictures.moveBack', { number })}
        >
          <ArrowBackRounded fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          onClick={() => onMove(1)}
          disabled={index === count - 1}
          aria-label={t('form.pictures.moveForward', { number })}
        >
          <ArrowForwardRounded fontSize="small" />
        </IconButton>
        <Box sx={{ flexGrow: 1 }} />
        <IconButton size="small" onClick={onRemove} aria-label={t('form.pictures.remove', { number })}>
          <CloseRounded fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}
