import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from '@/lib/use-translation';

/** The shape of a profile while it loads (no layout shift when it arrives). */
export function ProfileSkeleton() {
  const { t } = useTranslation('friends');
  return (
    <Card sx={{ mb: 2, overflow: 'hidden' }} role="status" aria-busy="true" aria-label={t('profile.loading')}>
      <Skeleton variant="rectangular" sx={{ height: { xs: 120, sm: 200 } }} />
      <Box sx={{ px: { xs: 2, sm: 3 }, pb: 3 }}>
        <Skeleton
          variant="circular"
          width={120}
          height={120}
          sx={{ mt: '-60px', border: 4, borderColor: 'background.paper' }}
        />
        <Skeleton variant="text" sx={{ fontSize: '2rem', width: '50%', mt: 1.5 }} />
        <Skeleton variant="text" width="30%" />
        <Skeleton variant="text" width="45%" />
        <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
          <Skeleton variant="rounded" width={120} height={36} />
          <Skeleton variant="rounded" width={100} height={36} />
        </Box>
      </Box>
    </Card>
  );
}
