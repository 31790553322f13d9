import type { MediaObject } from '@betogether/contracts/media/media.schemas';
import { ALT_TEXT_MAX } from '@betogether/contracts/posts/posts.constants';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { problemMessage } from '@/lib/problem-message';
import { useUpload } from '@/lib/uploader/use-upload';
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

/** One picture of the composer: uploads itself at once (with progress), alt text, remove. */
export function ComposerImage(props: Props) {
  const { file, index, altText, onAltText, onReady, onFailed, onUploading, onRemove, disabled } = props;
  const { t } = useTranslation('posts');
  const uploader = useUpload();
  const started = useRef(false);
  const preview = useMemo(() => URL.createObjectURL(file), [file]);
  const latest = useRef({ onReady, onFailed });
  latest.current = { onReady, onFailed };

  useEffect(() => () => URL.revokeObjectURL(preview), [preview]);

  const follow = (upload: Promise<MediaObject | null>) =>
    upload.then(
      (media) => media && latest.current.onReady(media),
      () => latest.current.onFailed(),
    );

  // biome-ignore lint/correctness/useExhaustiveDependencies: the upload starts once, when the picture is added.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void follow(uploader.upload(file, 'post-media'));
  }, []);

  const state = uploader.state;
  const busy = state.status === 'uploading' || state.status === 'paused' || state.status === 'processing';

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
          void follow(uploader.retry());
        }}
        errorText={state.status === 'failed' ? problemMessage(state.error, t, { ns: 'posts' }) : undefined}
      />
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
