import SearchOffIcon from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';

export function SearchEmpty({ title, hint }: { title: string; hint?: string }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, color: 'text.secondary' }}>
      <SearchOffIcon sx={{ fontSize: 48, mb: 1 }} />
      <Typography variant="subtitle1" component="p" color="text.primary" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {hint && <Typography variant="body2">{hint}</Typography>}
    </Box>
  );
}

export function SearchError({ message, onRetry }: { message?: ReactNode; onRetry: () => void }) {
  const { t } = useTranslation('search');
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {message ?? t('error')}
    </Alert>
  );
}
