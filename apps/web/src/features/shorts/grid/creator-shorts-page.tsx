import AddRounded from '@mui/icons-material/AddRounded';
import MovieCreationOutlined from '@mui/icons-material/MovieCreationOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { problemMessage } from '@/lib/problem-message';
import { paths } from '@/lib/route-table/route-table';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { EmptyState } from '@/ui/list-states';
import { RetryAlert } from '@/ui/retry-alert';
import { useCreator } from '../api/get-creator';
import { useMemberShorts } from '../api/get-member-shorts';
import { isUuid } from '../is-uuid';
import { AuthorAvatar } from '../player/author-avatar';
import { ShortGrid } from './short-grid';

/**
 * /social/short/view1: a creator's shorts (`?member=<userId>`), or without it the member's own,
 * where each tile also opens its analytics.
 */
export function CreatorShortsPage({ memberId }: { memberId: string | null }) {
  const { t } = useTranslation('shorts');
  const { userData } = useSession();
  const userId = memberId ?? userData?.id ?? '';
  const own = userId === userData?.id;
  const valid = isUuid(userId);
  const creator = useCreator(userId, valid && !own);
  const query = useMemberShorts(userId, valid);
  const name = own ? null : creator.data?.person.displayName;

  useEffect(() => {
    document.title = `${own ? t('grid.mine') : name ? t('grid.of', { name }) : t('title')} · BeTogether`;
  }, [own, name, t]);

  if (!valid || (creator.error instanceof ApiError && creator.error.status === 404))
    return (
      <Box sx={{ px: { xs: 1, sm: 0 } }}>
        <EmptyState icon={null} title={t('grid.notFoundTitle')} body={t('grid.notFoundBody')} />
      </Box>
    );

  return (
    <Stack spacing={2} sx={{ px: { xs: 1, sm: 0 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        {!own && creator.data && <AuthorAvatar person={creator.data.person} size={48} />}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {own ? t('grid.mine') : name ? t('grid.of', { name }) : <Skeleton width={200} />}
          </Typography>
          {!own && creator.data && (
            <Link component={RouterLink} to={paths.userProfile.href({ userId })} variant="body2">
              {t('grid.profile')}
            </Link>
          )}
        </Box>
        {own && (
          <Button
            variant="contained"
            component={RouterLink}
            to={paths.shortCreate.href()}
            startIcon={<AddRounded />}
          >
            {t('header.create')}
          </Button>
        )}
      </Box>
      {creator.isError && !(creator.error instanceof ApiError && creator.error.status === 404) && (
        <RetryAlert
          message={problemMessage(creator.error, t, { ns: 'shorts' })}
          retryLabel={t('actions.retry')}
          onRetry={() => void creator.refetch()}
        />
      )}
      <ShortGrid
        query={query}
        label={own ? t('grid.mine') : t('grid.of', { name: name ?? '' })}
        withAnalytics={own}
        empty={
          <EmptyState
            icon={<MovieCreationOutlined sx={{ fontSize: 48, color: 'primary.main', mb: 1 }} aria-hidden />}
            title={own ? t('grid.emptyMineTitle') : t('grid.emptyTitle', { name: name ?? '' })}
            body={own ? t('grid.emptyMineBody') : t('grid.emptyBody')}
            action={
              own ? (
                <Button variant="contained" component={RouterLink} to={paths.shortCreate.href()}>
                  {t('empty.create')}
                </Button>
              ) : undefined
            }
          />
        }
      />
    </Stack>
  );
}
