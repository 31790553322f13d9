import { videoTypes } from '@betogether/contracts/media/media.constants';
import type { VideoLimits } from '@betogether/contracts/media/media.schemas';
import VideoCallOutlined from '@mui/icons-material/VideoCallOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { durationText, sizeText } from './limit-texts';

type Props = {
  limits: VideoLimits;
  onPick: (file: File) => void;
  /** Why the last pick was refused, in words. */
  refusal: string | null;
};

/**
 * Choosing the video: the limits said up front ("Up to 3 min, 200 MB"), or the server's reason
 * when it takes no video now (the button is then off).
 */
export function VideoPicker({ limits, onPick, refusal }: Props) {
  const { t, i18n } = useTranslation('shorts');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be picked again after a refusal.
    event.target.value = '';
    if (file) onPick(file);
  };
  return (
    <Box
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 3,
        p: 3,
        textAlign: 'center',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
      }}
    >
      <VideoCallOutlined
        sx={{ fontSize: 48, color: limits.available ? 'primary.main' : 'text.disabled' }}
        aria-hidden
      />
      <Button
        variant="contained"
        onClick={() => input.current?.click()}
        disabled={!limits.available}
        aria-describedby={`${id}-limits`}
      >
        {t('create.pick')}
      </Button>
      {/* Opened by the button: a file input is hard to style and to name. */}
      <input
        ref={input}
        type="file"
        accept={videoTypes.join(',')}
        onChange={onChange}
        disabled={!limits.available}
        hidden
      />
      <Typography id={`${id}-limits`} variant="body2" color={limits.available ? 'text.secondary' : 'error'}>
        {limits.available
          ? t('create.limits', {
              duration: durationText(limits.maxSeconds, t),
              size: sizeText(limits.maxBytes, t, i18n.language),
            })
          : (limits.reason ?? t('create.unavailable'))}
      </Typography>
      {refusal && (
        <Typography color="error" role="alert">
          {refusal}
        </Typography>
      )}
    </Box>
  );
}
