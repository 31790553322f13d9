import MovieCreationOutlined from '@mui/icons-material/MovieCreationOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { Link as RouterLink } from 'react-router';
import { problemMessage } from '@/lib/problem-message';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { EmptyState, ListError } from '@/ui/list-states';

/** A 9:16 grey frame where the first short will play. */
export function PlayerSkeleton() {
  const { t } = useTranslation('shorts');
  return (
    <Box
      role="status"
      aria-label={t('player.loading')}
      sx={{ height: '100%', display: 'flex', justifyContent: 'center', py: { xs: 0, sm: 1 } }}
    >
      <Skeleton
        variant="rectangular"
        sx={{
          height: '100%',
          width: { xs: '100%', sm: 'auto' },
          aspectRatio: { sm: '9 / 16' },
          borderRadius: { sm: 3 },
        }}
      />
    </Box>
  );
}

/** Shorts that could not load: why, and a retry. */
export function PlayerError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('shorts');
  return (
    <Box sx={{ px: { xs: 1, lg: 0 }, pt: 2 }}>
      <ListError
        title={t('errors.title')}
        message={problemMessage(error, t, { ns: 'shorts' })}
        retryLabel={t('actions.retry')}
        onRetry={onRetry}
      />
    </Box>
  );
}

/** No short to show: what this list will hold, and making one. */
export function PlayerEmpty({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation('shorts');
  return (
    <Box sx={{ px: { xs: 1, lg: 0 }, pt: 2 }}>
      <EmptyState
        icon={<MovieCreationOutlined sx={{ fontSize: 48, color: 'primary.main', mb: 1 }} aria-hidden />}
        title={title}
        body={body}
        action={
          <Button variant="contained" component={RouterLink} to={paths.shortCreate.href()}>
            {t('empty.create')}
          </Button>
        }
      />
    </Box>
  );
}
