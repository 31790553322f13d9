import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/use-translation';

export function LegalPageError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('legal');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 } }}>
      <Box role="alert" sx={{ textAlign: 'center' }}>
        <ErrorOutlineIcon aria-hidden="true" sx={{ fontSize: 56, color: 'error.main' }} />
        <Typography variant="h1" sx={{ fontSize: '1.6rem', mt: 2 }}>
          {t('error.title')}
        </Typography>
        <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>{t('error.body')}</Typography>
        <Button variant="contained" startIcon={<RefreshIcon />} onClick={onRetry} sx={{ mt: 3 }}>
          {t('error.retry')}
        </Button>
      </Box>
    </Container>
  );
}
