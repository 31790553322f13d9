import type { KycDocumentSide } from '@betogether/contracts/kyc/kyc.constants';
import type { KycDraftPhoto } from '@betogether/contracts/kyc/kyc.schemas';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { useNotify } from '@/ui/snackbar';
import { useRemoveKycPhoto } from '../api/remove-kyc-photo';
import { kycProblem } from '../components/kyc-format';
import { PhotoCard } from './photo-card';
import type { usePhotoUploads } from './use-photo-uploads';

type Props = {
  /** The photos the chosen document needs; null before a document type is chosen. */
  sides: KycDocumentSide[] | null;
  drafts: KycDraftPhoto[];
  /** Sides the last submission's photos cover (a resubmission that did not ask for them). */
  kept: readonly KycDocumentSide[];
  uploads: ReturnType<typeof usePhotoUploads>;
  asked: ReadonlySet<string>;
  missing: readonly KycDocumentSide[];
  disabled: boolean;
};

/** The photos of the submission, one card per side the document needs. */
export function PhotoSection({ sides, drafts, kept, uploads, asked, missing, disabled }: Props) {
  const { t } = useTranslation('kyc');
  const notify = useNotify();
  const remove = useRemoveKycPhoto();
  // The side stays while the dialog closes, so its text does not change during the transition.
  const [removing, setRemoving] = useState<{ side: KycDocumentSide; open: boolean } | null>(null);
  const draftOf = (side: KycDocumentSide) => drafts.find((photo) => photo.side === side);

  const askRemove = (side: KycDocumentSide) => {
    // A photo the server never took (failed, or still checked here) goes without asking.
    if (draftOf(side)) setRemoving({ side, open: true });
    else uploads.clear(side);
  };

  const confirmRemove = () => {
    if (!removing) return;
    const { side } = removing;
    const close = () => setRemoving({ side, open: false });
    remove.mutate(side, {
      onSuccess: () => {
        uploads.clear(side);
        close();
        notify(t('photos.removed'));
      },
      onError: (error) => {
        close();
        notify(kycProblem(error, t), 'error');
      },
    });
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h4" sx={{ p: 0 }}>
        {t('form.photosSection')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {sides ? t('form.photosHint', { count: sides.length }) : t('form.chooseTypeFirst')}
      </Typography>
      {sides && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {sides.map((side) => (
            <PhotoCard
              key={side}
              side={side}
              photo={uploads.photoOf(side)}
              draft={draftOf(side)}
              kept={kept.includes(side)}
              asked={asked.has(side)}
              missing={missing.includes(side) && !draftOf(side)}
              disabled={disabled}
              onChoose={(file) => void uploads.choose(side, file)}
              onRetry={() => uploads.retry(side)}
              onCancel={() => uploads.clear(side)}
              onRemove={() => askRemove(side)}
            />
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={removing?.open ?? false}
        title={t('photos.removeTitle')}
        body={t('photos.removeBody', { side: removing ? t(`fields.${removing.side}`) : '' })}
        confirmLabel={t('photos.remove')}
        cancelLabel={t('photos.keep')}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving((was) => was && { ...was, open: false })}
      />
    </Box>
  );
}
