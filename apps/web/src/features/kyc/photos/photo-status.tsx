import type { KycDraftPhoto } from '@betogether/contracts/kyc/kyc.schemas';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { ApiError } from '@/lib/api-client';
import { intlOnce } from '@/lib/intl-cache';
import { useTranslation } from '@/lib/use-translation';
import { kycProblem } from '../components/kyc-format';
import type { LocalPhoto } from './use-photo-uploads';

function percentText(percent: number, language: string): string {
  return intlOnce(
    'kyc-percent',
    language,
    () => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }),
  ).format(percent / 100);
}

/** Worth sending again as it is: the network, a wait the server asked for, or its own trouble. */
function retryable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status === 429 || error.status >= 500;
}

type Props = {
  sideName: string;
  local: LocalPhoto | null;
  draft: KycDraftPhoto | undefined;
  kept: boolean;
  onRetry: () => void;
};

/**
 * Under a photo: its upload going (bar and percent), failed (why, retry), received (size), or kept
 * from the last submission.
 */
export function PhotoStatus({ sideName, local, draft, kept, onRetry }: Props) {
  const { t, i18n } = useTranslation('kyc');
  if (local?.status === 'uploading')
    return (
      <Box>
        <LinearProgress
          variant="determinate"
          value={local.percent}
          aria-label={t('photos.progressLabel', { side: sideName })}
          sx={{ height: 8, borderRadius: 4 }}
        />
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 0.5 }}>
          {t('photos.uploading', { percent: percentText(local.percent, i18n.language) })}
        </Typography>
      </Box>
    );
  if (local?.status === 'failed')
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="error" role="alert" sx={{ flex: '1 1 12rem' }}>
          {kycProblem(local.error, t)}
        </Typography>
        {retryable(local.error) && (
          <Button size="small" onClick={onRetry}>
            {t('photos.retry')}
          </Button>
        )}
      </Box>
    );
  if (!draft && !kept) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }} role="status">
      <CheckCircleRounded color="success" fontSize="small" aria-hidden />
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {draft ? t('photos.received') : t('photos.kept')}
      </Typography>
      {draft && (
        <Typography variant="body2" color="text.secondary">
          {t('photos.receivedSize', {
            width: new Intl.NumberFormat(i18n.language).format(draft.width),
            height: new Intl.NumberFormat(i18n.language).format(draft.height),
          })}
        </Typography>
      )}
    </Box>
  );
}
