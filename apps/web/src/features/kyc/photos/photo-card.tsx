import type { KycDocumentSide } from '@betogether/contracts/kyc/kyc.constants';
import { KYC_IMAGE_MAX_BYTES } from '@betogether/contracts/kyc/kyc.constants';
import type { KycDraftPhoto } from '@betogether/contracts/kyc/kyc.schemas';
import AddAPhotoOutlined from '@mui/icons-material/AddAPhotoOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import FaceOutlined from '@mui/icons-material/FaceOutlined';
import FlipOutlined from '@mui/icons-material/FlipOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { visuallyHidden } from '@/ui/visually-hidden';
import { PhotoStatus } from './photo-status';
import type { SidePhoto } from './use-photo-uploads';

const icons = { front: BadgeOutlined, back: FlipOutlined, selfie: FaceOutlined } as const;

type Props = {
  side: KycDocumentSide;
  photo: SidePhoto;
  draft: KycDraftPhoto | undefined;
  /** The last submission's photo of this side still counts (a resubmission that did not ask for it). */
  kept: boolean;
  /** The reviewer asked for this photo again. */
  asked: boolean;
  /** The server said this photo is missing. */
  missing: boolean;
  disabled: boolean;
  onChoose: (file: File) => void;
  onRetry: () => void;
  onCancel: () => void;
  onRemove: () => void;
};

/**
 * One photo of the document: what a good one looks like, the camera or the gallery (the back camera
 * for the document, the front one for the selfie), its preview, progress, retry, replace, remove.
 */
export function PhotoCard({
  side,
  photo,
  draft,
  kept,
  asked,
  missing,
  disabled,
  onChoose,
  onRetry,
  onCancel,
  onRemove,
}: Props) {
  const { t, i18n } = useTranslation('kyc');
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const Icon = icons[side];
  const { local, problem } = photo;
  const uploading = local?.status === 'uploading';
  const sideName = t(`fields.${side}`);
  const has = Boolean(local || draft);
  const covered = has || kept;
  const accent = missing || problem ? 'error.main' : asked && !draft ? 'warning.main' : undefined;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onChoose(file);
  };

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      data-testid={`kyc-photo-${side}`}
      sx={{ borderColor: accent, borderWidth: accent ? 2 : 1, height: '100%' }}
    >
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Icon color="primary" aria-hidden />
          <Typography id={titleId} variant="h5" component="h3" sx={{ flexGrow: 1 }}>
            {sideName}
          </Typography>
          {asked && <Chip size="small" color="warning" label={t('photos.asked')} />}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t(`photos.guidance.${side}`)}
        </Typography>
        {local && (
          <Box
            component="img"
            src={local.preview}
            alt={t('photos.preview', { side: sideName })}
            sx={{
              width: '100%',
              aspectRatio: '4 / 3',
              objectFit: 'cover',
              borderRadius: 2,
              bgcolor: 'action.hover',
            }}
          />
        )}
        <PhotoStatus sideName={sideName} local={local} draft={draft} kept={kept} onRetry={onRetry} />
        {problem && (
          <Typography variant="body2" color="error" role="alert">
            {t(`photos.problems.${problem}`, {
              size: new Intl.NumberFormat(i18n.language).format(KYC_IMAGE_MAX_BYTES / 1024 / 1024),
            })}
          </Typography>
        )}
        <Box
          component="input"
          ref={input}
          type="file"
          accept="image/*"
          capture={side === 'selfie' ? 'user' : 'environment'}
          onChange={choose}
          sx={visuallyHidden}
          tabIndex={-1}
          aria-hidden
          data-testid={`kyc-photo-input-${side}`}
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {uploading ? (
            <Button color="inherit" onClick={onCancel} aria-describedby={titleId}>
              {t('photos.cancel')}
            </Button>
          ) : (
            <>
              <Button
                variant={covered ? 'outlined' : 'contained'}
                startIcon={<AddAPhotoOutlined />}
                onClick={() => input.current?.click()}
                disabled={disabled}
                loading={photo.checking}
                aria-describedby={titleId}
              >
                {covered ? t('photos.replace') : t('photos.choose')}
              </Button>
              {has && (
                <Button color="inherit" onClick={onRemove} disabled={disabled} aria-describedby={titleId}>
                  {t('photos.remove')}
                </Button>
              )}
            </>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
