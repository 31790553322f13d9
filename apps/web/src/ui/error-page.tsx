import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';

type Props = { status: number; statusMessage: string; description: string };

/** Spec §2: 404 shows "Page Not Found", any other error "Internal Server Error", each with code, message, description. */
export function ErrorPage({ status, statusMessage, description }: Props) {
  const { t } = useTranslation();
  const title =
    status === 404 ? 'Page Not Found' : status === 403 ? t('errors.forbiddenTitle') : 'Internal Server Error';
  return (
    <Box
      component="main"
      role="main"
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', px: 2, py: 6 }}
    >
      <Box sx={{ maxWidth: 520 }}>
        <Typography
          variant="h1"
          component="p"
          color="primary"
          sx={{ fontSize: { xs: '4rem', md: '6rem' } }}
          data-testid="error-status"
        >
          {status}
        </Typography>
        <Typography variant="h2" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography
          variant="h6"
          component="p"
          color="text.secondary"
          gutterBottom
          data-testid="error-status-message"
        >
          {statusMessage}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {description}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" component={RouterLink} to={paths.landing.href()}>
            {t('errors.home')}
          </Button>
          {status >= 500 && (
            <Button variant="outlined" onClick={() => window.location.reload()}>
              {t('errors.reload')}
            </Button>
          )}
        </Box>
      </Box>
    </Box>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return <ErrorPage status={404} statusMessage="Not Found" description={t('errors.notFound')} />;
}

export function ForbiddenPage() {
  const { t } = useTranslation();
  return <ErrorPage status={403} statusMessage="Forbidden" description={t('errors.forbidden')} />;
}
