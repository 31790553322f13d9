import { VOICE_NOTE_MAX_SECONDS } from '@betogether/contracts/media/media.constants';
import type { MediaObject } from '@betogether/contracts/media/media.schemas';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { formatDuration } from '@/lib/call-duration';
import { problemMessage } from '@/lib/problem-message';
import { UploadError } from '@/lib/uploader/upload-errors';
import { useUpload } from '@/lib/uploader/use-upload';
import { useTranslation } from '@/lib/use-translation';
import { useVoiceRecorder } from './use-voice-recorder';

type Props = {
  /** The voice note uploaded and ready: the message leaves with it. */
  onRecorded: (media: MediaObject) => void;
  onClose: () => void;
};

/**
 * Records a voice note in place of the text box: a red dot and the time going by (it stops by
 * itself at 5:00), Delete or Send; sending uploads it with its progress, then the message leaves.
 */
export function VoiceNoteRecorder({ onRecorded, onClose }: Props) {
  const { t } = useTranslation('chat');
  const uploader = useUpload();
  const [sending, setSending] = useState(false);
  const send = (sound: Blob) => {
    setSending(true);
    uploader.upload(sound, 'chat-voice').then(
      (media) => media && onRecorded(media),
      () => undefined,
    );
  };
  const recorder = useVoiceRecorder(VOICE_NOTE_MAX_SECONDS, send);
  const { state } = recorder;
  const upload = uploader.state;

  let body: React.ReactNode;
  if (state.status === 'problem') {
    body = (
      <Typography role="alert" color="error" variant="body2" sx={{ flex: 1 }}>
        {t(`voice.problem.${state.problem}`)}
      </Typography>
    );
  } else if (sending && upload.status === 'failed') {
    const retryable = upload.error instanceof UploadError && upload.error.kind === 'failed';
    body = (
      <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <Typography role="alert" color="error" variant="body2" sx={{ flex: 1, minWidth: 0 }}>
          {upload.error instanceof ApiError
            ? problemMessage(upload.error, t, { ns: 'chat' })
            : t('voice.failed')}
        </Typography>
        {retryable && (
          <Button
            size="small"
            startIcon={<ReplayOutlined />}
            onClick={() =>
              void uploader.retry().then(
                (media) => media && onRecorded(media),
                () => undefined,
              )
            }
          >
            {t('voice.retry')}
          </Button>
        )}
      </Box>
    );
  } else if (sending) {
    const percent =
      upload.status === 'uploading' || upload.status === 'paused' ? upload.progress.percent : 100;
    body = (
      <Box sx={{ flex: 1, minWidth: 0 }} role="status">
        <Typography variant="body2">{t('voice.sending', { percent: Math.round(percent) })}</Typography>
        <LinearProgress
          variant={upload.status === 'processing' ? 'indeterminate' : 'determinate'}
          value={percent}
          aria-label={t('voice.sending', { percent: Math.round(percent) })}
        />
      </Box>
    );
  } else {
    const seconds = state.status === 'recording' ? state.seconds : 0;
    body = (
      <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', gap: 1.5 }} role="status" aria-live="off">
        <Box
          aria-hidden
          sx={{
            width: 12,
            height: 12,
            borderRadius: '50%',
            bgcolor: 'error.main',
            animation: 'chat-rec 1s ease-in-out infinite alternate',
            '@keyframes chat-rec': { from: { opacity: 1 }, to: { opacity: 0.3 } },
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        />
        <Typography sx={{ fontVariantNumeric: 'tabular-nums' }} aria-label={t('voice.recording')}>
          {formatDuration(seconds)}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
          {t('voice.limit', { max: formatDuration(VOICE_NOTE_MAX_SECONDS) })}
        </Typography>
      </Box>
    );
  }

  const recording = state.status === 'recording' && !sending;
  return (
    <Box
      data-testid="voice-recorder"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 44, px: 1 }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          recorder.discard();
          if (upload.status !== 'idle') uploader.cancel();
          onClose();
        }
      }}
    >
      <IconButton
        aria-label={t('voice.discard')}
        onClick={() => {
          recorder.discard();
          if (sending) uploader.cancel();
          onClose();
        }}
      >
        <DeleteOutlined />
      </IconButton>
      {body}
      <IconButton
        color="primary"
        aria-label={t('voice.send')}
        disabled={!recording}
        onClick={recorder.finish}
        autoFocus
      >
        <SendOutlined />
      </IconButton>
    </Box>
  );
}
