import { adminEndpoints } from '@betogether/contracts/admin/admin.endpoints';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';
import { JobsCard } from './jobs-card';
import { VideoLimitsCard } from './video-limits-card';

const metrics = [
  'members',
  'partners',
  'admins',
  'unverified',
  'signupsLast7Days',
  'activeSessions',
] as const;

/** /admin_betogether: the back office home with the account figures. */
export function AdminOverviewPage() {
  const { t, i18n } = useTranslation('admin');
  const overview = useQuery({
    queryKey: ['admin', 'overview'],
    queryFn: () => call(adminEndpoints.overview),
  });
  useEffect(() => {
    document.title = `${t('title')} · BeTogether`;
  }, [t]);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Box sx={{ px: { xs: 1, sm: 0 } }}>
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      {overview.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => overview.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadError')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
        {metrics.map((metric) => (
          <Card key={metric}>
            <CardContent>
              <Typography variant="body2" color="text.secondary">
                {t(`metrics.${metric}`)}
              </Typography>
              <Typography variant="h2" component="p" data-testid={`metric-${metric}`}>
                {overview.data ? number.format(overview.data[metric]) : <Skeleton width={60} />}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <VideoLimitsCard />
        <JobsCard />
      </Box>
    </Box>
  );
}
