import { purposeRules } from '@betogether/contracts/media/media.constants';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from '@/lib/use-translation';
import { checkPictureFile, type PictureProblem } from './picture-file';

// Large enough for every avatar size on screens up to 3x density; the server makes the variants.
const OUTPUT_SIZE = 1024;
const MAX_INPUT_BYTES = purposeRules.avatar.maxBytes;
const AVATAR_KINDS = ['jpeg', 'png', 'webp'] as const;
const problemKeys: Record<PictureProblem, string> = {
  'wrong-type': 'avatar.wrongType',
  'too-large': 'avatar.tooLarge',
  'not-a-picture': 'avatar.notAPicture',
};

/** Draws the chosen square of the picture at 1024×1024 and answers it as a JPEG file. */
async function cropToBlob(source: string, area: Area): Promise<Blob> {
  const image = new Image();
  image.src = source;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = OUTPUT_SIZE;
  canvas.height = OUTPUT_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  context.fillStyle = '#FFFFFF';
  context.fillRect(0, 0, OUTPUT_SIZE, OUTPUT_SIZE);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, OUTPUT_SIZE, OUTPUT_SIZE);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Could not encode the picture'))),
      'image/jpeg',
      0.9,
    ),
  );
}

type Props = {
  /** The current picture (URL), or null. */
  value: string | null;
  fallbackLetter: string;
  /** The cropped square picture, or null to remove it. */
  onChange: (picture: Blob | null) => void;
  busy?: boolean;
  removable?: boolean;
  /** Pulls the photo up over a cover image (the profile header); the buttons stay below it. */
  overlap?: number;
};

/** Choose a picture, crop it to a square with a preview, and hand back the result. */
export function AvatarPicker({
  value,
  fallbackLetter,
  onChange,
  busy = false,
  removable = true,
  overlap = 0,
}: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [error, setError] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    setError(null);
    if (!file) return;
    // A file that is not a picture never reaches the crop dialog (it would open empty).
    const problem = await checkPictureFile(file, { kinds: AVATAR_KINDS, maxBytes: MAX_INPUT_BYTES });
    if (problem) {
      setError(t(problemKeys[problem]));
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      setZoom(1);
      setCrop({ x: 0, y: 0 });
      setSource(String(reader.result));
    };
    reader.onerror = () => setError(t('avatar.unreadable'));
    reader.readAsDataURL(file);
  };

  const confirm = async () => {
    if (!source || !area) return;
    try {
      onChange(await cropToBlob(source, area));
      setSource(null);
    } catch {
      setError(t('avatar.unreadable'));
      setSource(null);
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: overlap ? 'flex-end' : 'center', gap: 2, flexWrap: 'wrap' }}>
      <Avatar
        src={value ?? undefined}
        alt=""
        sx={{
          width: 88,
          height: 88,
          fontSize: 36,
          mt: -overlap,
          border: overlap ? 4 : 0,
          borderColor: 'background.paper',
        }}
        data-testid="avatar-preview"
      >
        {fallbackLetter}
      </Avatar>
      <Box>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          data-testid="avatar-input"
          onChange={(event) => {
            void pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<PhotoCameraOutlined />}
            onClick={() => input.current?.click()}
            disabled={busy}
          >
            {value ? t('avatar.change') : t('avatar.choose')}
          </Button>
          {removable && value && (
            <Button color="inherit" onClick={() => onChange(null)} disabled={busy}>
              {t('avatar.remove')}
            </Button>
          )}
        </Box>
        <Typography
          variant="caption"
          color={error ? 'error' : 'text.secondary'}
          role={error ? 'alert' : undefined}
          sx={{ display: 'block', mt: 0.5 }}
        >
          {error ?? t('avatar.hint')}
        </Typography>
      </Box>
      <Dialog open={source !== null} onClose={() => setSource(null)} fullWidth maxWidth="sm">
        <DialogTitle>{t('avatar.cropTitle')}</DialogTitle>
        <DialogContent>
          <Box
            sx={{
              position: 'relative',
              height: { xs: 280, sm: 360 },
              bgcolor: '#111',
              borderRadius: 2,
              overflow: 'hidden',
            }}
          >
            {source && (
              <Cropper
                image={source}
                crop={crop}
                zoom={zoom}
                aspect={1}
                cropShape="round"
                showGrid={false}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_area, pixels) => setArea(pixels)}
              />
            )}
          </Box>
          <Box sx={{ px: 1, pt: 2 }}>
            <Typography id={`${inputId}-zoom`} variant="body2" gutterBottom>
              {t('avatar.zoom')}
            </Typography>
            <Slider
              value={zoom}
              min={1}
              max={3}
              step={0.05}
              onChange={(_e, v) => setZoom(v as number)}
              aria-labelledby={`${inputId}-zoom`}
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setSource(null)}>{t('avatar.cancel')}</Button>
          <Button variant="contained" onClick={confirm} disabled={!area}>
            {t('avatar.use')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
