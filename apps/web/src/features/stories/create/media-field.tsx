import {
  defaultVideoLimits,
  imageTypes,
  purposeRules,
  videoTypes,
} from '@betogether/contracts/media/media.constants';
import type { MediaObject, VideoLimits } from '@betogether/contracts/media/media.schemas';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import VideoCallOutlined from '@mui/icons-material/VideoCallOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { checkPictureFile } from '@/ui/picture-file';
import { visuallyHidden } from '@/ui/visually-hidden';
import { MediaUpload } from './media-upload';
import { readVideoDuration } from './video-duration';

export type PickedFile = { kind: 'photo' | 'video'; file: File; url: string };

type Props = {
  kind: 'photo' | 'video';
  /** The server's video limits; undefined while they load or when they could not be read. */
  limits: VideoLimits | undefined;
  picked: PickedFile | null;
  onPick: (picked: PickedFile | null) => void;
  onMedia: (media: MediaObject | null) => void;
};

const pictureKinds = ['jpeg', 'png', 'webp', 'gif'] as const;

function megabytes(bytes: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(bytes / 1024 / 1024);
}

/**
 * The photo or the video of a new story: chosen, checked here first (type, size, and a video's
 * length against the admins' story limit, before anything is sent), then uploaded.
 */
export function MediaField({ kind, limits, picked, onPick, onMedia }: Props) {
  const { t, i18n } = useTranslation('stories');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const videosOff = kind === 'video' && limits?.available === false;
  const maxSeconds = limits?.storyMaxSeconds ?? defaultVideoLimits.storyMaxSeconds;

  const refusal = async (file: File): Promise<string | null> => {
    if (kind === 'photo') {
      const found = await checkPictureFile(file, {
        kinds: pictureKinds,
        maxBytes: purposeRules['story-image'].maxBytes,
      });
      return found ? t(`create.photoProblems.${found}`) : null;
    }
    if (!(videoTypes as readonly string[]).includes(file.type)) return t('create.videoProblems.wrongType');
    if (limits && file.size > limits.maxBytes)
      return t('create.videoProblems.tooLarge', { size: megabytes(limits.maxBytes, i18n.language) });
    const seconds = await readVideoDuration(file);
    // Half a second of slack: a 60.2 s file is what the phone calls a one-minute video.
    if (seconds !== null && seconds > maxSeconds + 0.5)
      return t('create.videoProblems.tooLong', { seconds: Math.round(seconds), count: maxSeconds });
    return null;
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    setChecking(true);
    const found = await refusal(file);
    setChecking(false);
    if (found) return setProblem(found);
    if (picked) URL.revokeObjectURL(picked.url);
    onMedia(null);
    onPick({ kind, file, url: URL.createObjectURL(file) });
  };

  const drop = () => {
    if (picked) URL.revokeObjectURL(picked.url);
    onMedia(null);
    onPick(null);
  };

  const Icon = kind === 'photo' ? AddPhotoAlternateOutlined : VideoCallOutlined;
  return (
    <Box>
      {videosOff && (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {t('create.videosOff', { reason: limits?.reason ?? t('create.videosOffUnknown') })}
        </Alert>
      )}
      <Box
        component="input"
        ref={input}
        id={`${id}-file`}
        type="file"
        accept={(kind === 'photo' ? imageTypes : videoTypes).join(',')}
        onChange={(event: ChangeEvent<HTMLInputElement>) => void choose(event)}
        disabled={videosOff || checking}
        sx={visuallyHidden}
        tabIndex={-1}
        aria-hidden
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<Icon aria-hidden />}
          onClick={() => input.current?.click()}
          disabled={videosOff || checking}
          loading={checking}
        >
          {picked ? t(`create.replace.${kind}`) : t(`create.choose.${kind}`)}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {kind === 'photo' ? t('create.photoHint') : t('create.videoHint', { count: maxSeconds })}
        </Typography>
      </Box>
      {problem && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {problem}
        </Typography>
      )}
      {picked?.kind === kind && (
        <MediaUpload
          key={picked.url}
          file={picked.file}
          purpose={kind === 'photo' ? 'story-image' : 'story-video'}
          onReady={onMedia}
          onDrop={drop}
        />
      )}
    </Box>
  );
}
