import type { KycDocumentLink } from '@betogether/contracts/kyc/kyc.schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { kycKeys } from '../api/kyc-keys';

/**
 * The photos of the latest submission, shown only when the member asks (each opening is logged
 * for the reviewers, and a document is not for whoever looks at the screen). A link works a few
 * minutes: an image that fails to load asks for fresh links once.
 */
export function SentPhotos({ documents }: { documents: KycDocumentLink[] }) {
  const { t } = useTranslation('kyc');
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(false);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const [refreshed, setRefreshed] = useState(false);
  const panelId = useId();
  if (documents.length === 0) return null;

  const onError = (document: KycDocumentLink) => {
    if (!refreshed) {
      setRefreshed(true);
      void queryClient.invalidateQueries({ queryKey: kycKeys.all });
      return;
    }
    setFailed((current) => new Set(current).add(document.id));
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Button
        variant="outlined"
        aria-expanded={shown}
        aria-controls={panelId}
        onClick={() => setShown(!shown)}
      >
        {shown ? t('summary.hidePhotos') : t('summary.showPhotos')}
      </Button>
      {shown && (
        <Box id={panelId} sx={{ mt: 1.5 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('summary.photosNote')}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
            }}
          >
            {documents.map((document) => (
              <Box component="li" key={document.id}>
                <Typography variant="caption" component="p" sx={{ fontWeight: 600, mb: 0.5 }}>
                  {t(`fields.${document.side}`)}
                </Typography>
                {document.url && !failed.has(document.id) ? (
                  <Box
                    component="img"
                    src={document.url}
                    alt={t(`fields.${document.side}`)}
                    width={document.width}
                    height={document.height}
                    onError={() => onError(document)}
                    sx={{
                      width: '100%',
                      height: 'auto',
                      aspectRatio: `${document.width} / ${document.height}`,
                      objectFit: 'contain',
                      borderRadius: 1,
                      bgcolor: 'action.hover',
                    }}
                  />
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {document.url ? t('summary.photoFailed') : t('summary.photoDeleted')}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
