import { imageTypes, purposeRules } from '@betogether/contracts/media/media.constants';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { UploadError } from '@/lib/uploader/upload-errors';
import { useUpload } from '@/lib/uploader/use-upload';
import { useTranslation } from '@/lib/use-translation';
import { checkPictureFile } from '@/ui/picture-file';
import { UploadProgress } from '@/ui/upload-progress';
import { visuallyHidden } from '@/ui/visually-hidden';
import { taskProblem } from '../components/task-format';

const pictureKinds = ['jpeg', 'png', 'webp', 'gif'] as const;
const maxBytes = purposeRules['task-proof'].maxBytes;

type Props = {
  /** The photo is uploaded and ready (its id), or not (null). */
  onMedia: (mediaId: string | null) => void;
  /** The form was sent without a photo: say so next to the button. */
  error: string | null;
  disabled: boolean;
};

/**
 * A photo proof: checked here first (type, size, real picture), then uploaded at once as a private
 * `task-proof` file (only its reviewer sees it) with progress, pause, cancel and retry.
 */
export function PhotoProofField({ onMedia, error, disabled }: Props) {
  const { t, i18n } = useTranslation('tasks');
  const input = useRef<HTMLInputElement>(null);
  const uploader = useUpload();
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ url: string; name: string } | null>(null);
  const [checking, setChecking] = useState(false);
  const latest = useRef(onMedia);
  latest.current = onMedia;

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview.url)), [preview]);

  const follow = (upload: Promise<{ id: string } | null>) =>
    upload.then(
      (media) => latest.current(media?.id ?? null),
      () => latest.current(null),
    );

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    setChecking(true);
    const found = await checkPictureFile(file, { kinds: pictureKinds, maxBytes });
    setChecking(false);
    if (found)
      return setProblem(
        t(`special.photoProblems.${found}`, {
          size: new Intl.NumberFormat(i18n.language).format(maxBytes / 1024 / 1024),
        }),
      );
    uploader.cancel();
    latest.current(null);
    setPreview({ url: URL.createObjectURL(file), name: file.name });
    void follow(uploader.upload(file, 'task-proof'));
  };

  const state = uploader.state;
  const failed = state.status === 'failed' ? taskProblem(state.error, t) : undefined;
  const retryable =
    state.status === 'failed' && state.error instanceof UploadError && state.error.kind === 'failed';
  const shownError = problem ?? error;

  return (
    <Box>
      <Box
        component="input"
        ref={input}
        type="file"
        accept={imageTypes.join(',')}
        onChange={(event: ChangeEvent<HTMLInputElement>) => void choose(event)}
        sx={visuallyHidden}
        tabIndex={-1}
        aria-hidden
        data-testid="proof-photo-input"
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        {preview && (
          <Box
            component="img"
            src={preview.url}
            alt={t('special.photoPreview')}
            sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 2, bgcolor: 'action.hover' }}
          />
        )}
        <Box>
          <Button
            variant="outlined"
            startIcon={<AddPhotoAlternateOutlined />}
            onClick={() => input.current?.click()}
            disabled={disabled || checking}
            loading={checking}
          >
            {preview ? t('special.photoReplace') : t('special.photoChoose')}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('special.photoHint')}
          </Typography>
        </Box>
      </Box>
      {shownError && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {shownError}
        </Typography>
      )}
      {state.status === 'failed' && !retryable ? (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {failed}
        </Alert>
      ) : (
        <UploadProgress
          state={state}
          errorText={failed}
          onPause={uploader.pause}
          onResume={uploader.resume}
          onCancel={() => {
            uploader.cancel();
            setPreview(null);
            latest.current(null);
          }}
          onRetry={() => void follow(uploader.retry())}
        />
      )}
    </Box>
  );
}
