import type { KycDocumentLink, KycRequest } from '@betogether/contracts/kyc/kyc.schemas';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { visuallyHidden } from '@/ui/visually-hidden';
import { countryName, formatDay, formatMoment } from '../components/kyc-format';
import { SentPhotos } from './sent-photos';

/**
 * What the member sent, read-only: the number shows its last characters only, as the server keeps
 * it; the photos on request.
 */
export function SubmissionSummary({
  request,
  documents,
}: {
  request: KycRequest;
  documents: KycDocumentLink[];
}) {
  const { t, i18n } = useTranslation('kyc');
  const rows: [string, ReactNode][] = [
    [t('fields.documentType'), t(`documentTypes.${request.documentType}`)],
    [t('fields.country'), countryName(request.country, i18n.language)],
    [
      t('fields.documentNumber'),
      <>
        <span aria-hidden>{`••••${request.documentNumberEnding}`}</span>
        <Box component="span" sx={visuallyHidden}>
          {t('summary.numberEnding', { ending: request.documentNumberEnding })}
        </Box>
      </>,
    ],
    [t('fields.expiresOn'), formatDay(request.expiresOn, i18n.language)],
    [t('fields.legalName'), `${request.firstName} ${request.lastName}`],
    [t('fields.birthDate'), formatDay(request.birthDate, i18n.language)],
    [t('summary.submittedAt'), formatMoment(request.submittedAt, i18n.language)],
  ];
  return (
    <Card component="section" aria-labelledby="kyc-summary-title">
      <CardContent>
        <Typography id="kyc-summary-title" variant="h4" component="h2" sx={{ mb: 1.5 }}>
          {t('summary.title')}
        </Typography>
        <Box
          component="dl"
          data-testid="kyc-summary"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(10rem, auto) minmax(0, 1fr)' },
            columnGap: 3,
            rowGap: { xs: 0.25, sm: 1.25 },
          }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <SentPhotos documents={documents} />
      </CardContent>
    </Card>
  );
}
