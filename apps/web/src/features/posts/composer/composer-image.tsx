import type { MediaObject } from '@betogether/contracts/media/media.schemas';
import { ALT_TEXT_MAX } from '@betogether/contracts/posts/posts.constants';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { ApiError } from '@/lib/api-client';
import { problemMessage } from '@/lib/problem-message';
import { UploadError } from '@/lib/uploader/upload-errors';
import { useUploadOnMount } from '@/lib/uploader/use-upload';
import { useTranslation } from '@/lib/use-translation';
import { TextInput } from '@/ui/text-input';
import { UploadProgress } from '@/ui/upload-progress';

type Props = {
  file: File;
  index: number;
  altText: string;
  onAltText: (text: string) => void;
  onReady: (media: MediaObject) => void;
  onFailed: () => void;
  onUploading: () => void;
  onRemove: () => void;
  disabled?: boolean;
};

/**
 * Whether trying the upload again may work: only when it ran out of retries on the network or a
 * server failure. A refusal (wrong type, too large, quota) or a file that could not be processed
 * fails the same way every time.
 */
function canRetry(error: unknown): boolean {
  return error instanceof UploadError && error.kind === 'failed';
}

/** One picture of the composer: uploads itself at once (with progress), alt text, remove. */
export function ComposerImage(props: Props) {
  const { file, index, altText, onAltText, onReady, onFailed, onUploading, onRemove, disabled } = props;
  const { t } = useTranslation('posts');
  const uploader = useUploadOnMount(file, 'post-media', { onReady, onFailed });
  const preview = useMemo(() => URL.createObjectURL(file), [file]);

  useEffect(() => () => URL.revokeObjectURL(preview), [preview]);

  const state = uploader.state;
  const busy = state.status === 'uploading' || state.status === 'paused' || state.status === 'processing';
  const rejected = state.status === 'failed' && !canRetry(state.error);
  const failure =
    state.status !== 'failed'
      ? undefined
      : state.error instanceof ApiError
        ? problemMessage(state.error, t, { ns: 'posts' })
        : t('composer.pictureUnreadable');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '1',
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'action.hover',
        }}
      >
        <Box
          component="img"
          src={preview}
          alt={altText || t('composer.imagePreview', { index: index + 1 })}
          sx={{
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            display: 'block',
            opacity: busy ? 0.6 : 1,
          }}
        />
        <IconButton
          size="small"
          onClick={() => {
            if (busy) void uploader.cancel();
            onRemove();
          }}
          aria-label={t('composer.removeImage', { index: index + 1 })}
          disabled={disabled}
          sx={{
            position: 'absolute',
            top: 6,
            right: 6,
            bgcolor: 'rgba(0,0,0,0.6)',
            color: '#fff',
            '&:hover': { bgcolor: 'rgba(0,0,0,0.8)' },
          }}
        >
          <Close fontSize="small" />
        </IconButton>
      </Box>
      {rejected ? (
        // Retrying cannot help: say why, and offer only to take the picture out.
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="error" role="alert" sx={{ flex: '1 1 8rem', minWidth: 0 }}>
            {failure}
          </Typography>
          <Button size="small" color="inherit" onClick={onRemove} disabled={disabled}>
            {t('composer.remove')}
          </Button>
        </Box>
      ) : (
        <UploadProgress
          state={state}
          onPause={uploader.pause}
          onResume={uploader.resume}
          onCancel={() => {
            void uploader.cancel();
            onRemove();
          }}
          onRetry={() => {
            onUploading();
            uploader.retry();
          }}
          errorText={failure}
        />
      )}
      <TextInput
        label={t('composer.altText')}
        value={altText}
        onChange={(event) => onAltText(event.target.value)}
        inputProps={{ maxLength: ALT_TEXT_MAX }}
        disabled={disabled}
      />
    </Box>
  );
}
