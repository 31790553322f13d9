import BrokenImageOutlined from '@mui/icons-material/BrokenImageOutlined';
import HideImageOutlined from '@mui/icons-material/HideImageOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';

/**
 * In place of a photo: deleted by the retention rule (the decision stays), or not loaded twice in a
 * row, with a retry (new links first).
 */
export function PhotoMissing({
  deleted,
  onRetry,
  fill = false,
}: {
  deleted: boolean;
  onRetry: () => void;
  fill?: boolean;
}) {
  const { t } = useTranslation('admin-kyc');
  const Icon = deleted ? HideImageOutlined : BrokenImageOutlined;
  return (
    <Box
      role={deleted ? undefined : 'alert'}
      sx={{
        height: fill ? '100%' : { xs: 240, sm: 300 },
        display: 'grid',
        placeContent: 'center',
        justifyItems: 'center',
        gap: 1,
        px: 2,
        textAlign: 'center',
        borderRadius: fill ? 0 : 1,
        bgcolor: fill ? 'transparent' : 'action.hover',
      }}
    >
      <Icon sx={{ fontSize: 40, opacity: 0.6 }} aria-hidden />
      <Typography variant="body2">{t(deleted ? 'photos.deleted' : 'photos.broken')}</Typography>
      {!deleted && (
        <Button variant="outlined" color="inherit" size="small" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      )}
    </Box>
  );
}
