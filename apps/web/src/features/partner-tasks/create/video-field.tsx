import { videoTypes } from '@betogether/contracts/media/media.constants';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import VideoCallOutlined from '@mui/icons-material/VideoCallOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type DragEvent, type ReactNode, useId, useRef, useState } from 'react';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { RetryAlert } from '@/ui/retry-alert';
import { useVideoLimits } from '../api/get-video-limits';
import type { SectionProps } from './section-props';
import { VideoUpload } from './video-upload';

/** The task's one video (purpose `task-video`): chosen or dropped, uploaded, transcoded, ready. */
export function VideoField({ form, update, errorOf }: SectionProps) {
  const { t, i18n } = useTranslation('partner-tasks');
  const id = useId();
  const limits = useVideoLimits();
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const error = errorOf('video');
  const megabytes = (bytes: number) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 }).format(bytes / 1024 / 1024);

  const pick = (file: File | undefined) => {
    if (!file || !limits.data) return;
    const refused = !(videoTypes as readonly string[]).includes(file.type)
      ? t('form.video.wrongType')
      : file.size > limits.data.maxBytes
        ? t('form.video.tooLarge', { size: megabytes(limits.data.maxBytes) })
        : null;
    setRefusal(refused);
    // Not "touched": the upload under way is not a mistake.
    if (!refused) update({ videoFile: file, video: null }, []);
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    pick(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    pick(event.dataTransfer.files[0]);
  };
  const remove = () => update({ videoFile: null, video: null }, ['video']);

  let body: ReactNode;
  if (form.video) {
    const poster = form.video.video?.posterUrl;
    body = (
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {poster && (
          <Box
            component="img"
            src={poster}
            alt={t('form.video.poster')}
            sx={{
              width: 96,
              aspectRatio: '9 / 16',
              objectFit: 'cover',
              borderRadius: 2,
              bgcolor: 'action.hover',
            }}
          />
        )}
        <Box
          role="status"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'success.main', flexGrow: 1 }}
        >
          <CheckCircleRounded aria-hidden />
          <Typography>{t('form.video.ready')}</Typography>
        </Box>
        <Button onClick={remove}>{t('form.video.replace')}</Button>
      </Box>
    );
  } else if (form.videoFile) {
    body = (
      <Box>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', mb: 1 }}>
          {form.videoFile.name}
        </Typography>
        <VideoUpload
          file={form.videoFile}
          onReady={(video) => update({ video, videoFile: null }, [])}
          onDrop={remove}
        />
      </Box>
    );
  } else if (limits.isPending) {
    body = <Skeleton variant="rounded" height={140} aria-label={t('form.video.limitsLoading')} />;
  } else if (limits.isError) {
    body = (
      <RetryAlert
        message={problemMessage(limits.error, t, { ns: 'partner-tasks' })}
        retryLabel={t('actions.retry')}
        onRetry={() => void limits.refetch()}
      />
    );
  } else {
    const available = limits.data.available;
    body = (
      <Box
        onDragOver={(event) => event.preventDefault()}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 3,
          p: 3,
          textAlign: 'center',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <VideoCallOutlined
          sx={{ fontSize: 40, color: available ? 'primary.main' : 'text.disabled' }}
          aria-hidden
        />
        <Button
          variant="outlined"
          disabled={!available}
          onClick={() => input.current?.click()}
          aria-describedby={`${id}-hint`}
        >
          {t('form.video.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          accept={videoTypes.join(',')}
          hidden
          disabled={!available}
          onChange={onChange}
          data-testid="video-input"
        />
        <Typography id={`${id}-hint`} variant="body2" color={available ? 'text.secondary' : 'error'}>
          {available
            ? t('form.video.hint', { size: megabytes(limits.data.maxBytes) })
            : (limits.data.reason ?? t('form.video.unavailable'))}
        </Typography>
      </Box>
    );
  }

  return (
    <Box role="group" aria-labelledby={`${id}-label`}>
      <Typography id={`${id}-label`} sx={{ fontWeight: 600, mb: 1 }}>
        {t('form.video.label')}
      </Typography>
      {body}
      {refusal && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {refusal}
        </Typography>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
