import { type KycDocumentSide, kycDocumentSides } from '@betogether/contracts/kyc/kyc.constants';
import type { KycDetail } from '@betogether/contracts/kyc/kyc.schemas';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { PhotoCard, type PhotoLinks } from './photo-card';
import { PhotoViewerDialog } from './photo-viewer-dialog';
import type { Turns } from './photo-zoom';

type Props = { documents: KycDetail['documents']; links: PhotoLinks };

/**
 * The request's photos side by side (front, back, selfie; one above the other on a phone), each
 * with zoom, quarter turns and a full-screen viewer. A turn given to a photo holds in both places.
 */
export function RequestPhotos({ documents, links }: Props) {
  const { t } = useTranslation('admin-kyc');
  const keysHelpId = useId();
  const [turns, setTurns] = useState<Partial<Record<KycDocumentSide, Turns>>>({});
  const [open, setOpen] = useState<number | null>(null);
  const ordered = [...documents].sort(
    (a, b) => kycDocumentSides.indexOf(a.side) - kycDocumentSides.indexOf(b.side),
  );
  const turnsOf = (side: KycDocumentSide) => turns[side] ?? 0;
  const turn = (side: KycDocumentSide, next: Turns) => setTurns((was) => ({ ...was, [side]: next }));

  return (
    <Box
      component="section"
      aria-labelledby="kyc-photos-title"
      sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      <Box>
        <Typography id="kyc-photos-title" variant="h4" component="h2">
          {t('photos.title')}
        </Typography>
        <Typography id={keysHelpId} variant="body2" color="text.secondary">
          {t('photos.help')}
        </Typography>
      </Box>
      {ordered.length === 0 ? (
        <Typography color="text.secondary">{t('photos.none')}</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `repeat(${ordered.length}, minmax(0, 1fr))` },
          }}
        >
          {ordered.map((document, index) => (
            <PhotoCard
              key={document.id}
              document={document}
              links={links}
              turns={turnsOf(document.side)}
              onTurn={(next) => turn(document.side, next)}
              onOpenFull={() => setOpen(index)}
              keysHelpId={keysHelpId}
            />
          ))}
        </Box>
      )}
      {open !== null && (
        <PhotoViewerDialog
          documents={ordered}
          index={open}
          onIndex={setOpen}
          turnsOf={turnsOf}
          onTurn={turn}
          links={links}
          onClose={() => setOpen(null)}
        />
      )}
    </Box>
  );
}
