import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useMemo } from 'react';
import { problemMessage } from '@/lib/problem-message';
import { useUrlFilters } from '@/lib/url-filters';
import { useTranslation } from '@/lib/use-translation';
import { BackOfficeListEnd } from '@/ui/back-office-list-end';
import { EmptyState, ListError, RowsSkeleton } from '@/ui/list-states';
import { adminKycProblems } from '../admin-kyc-problems';
import { useKycQueue } from '../api/get-kyc-queue';
import { queueAddress, queueFiltersOf } from './queue-address';
import { QueueFilters } from './queue-filters';
import { QueueCards, QueueTable } from './queue-rows';

/**
 * `/admin_betogether/kyc/all-kyc`: the identity checks to review, oldest first, by state (pending
 * by default), country and waiting time, the filters kept in the address. A table from md, cards
 * below; a possible duplicate is flagged on its row; keyset pages as the list scrolls, or "Load more".
 */
export function KycQueuePage() {
  const { t } = useTranslation('admin-kyc');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [address, setAddress] = useUrlFilters(queueAddress);
  const { status, country, waitingDays } = address;
  const filters = useMemo(
    () => queueFiltersOf({ status, country, waitingDays }),
    [status, country, waitingDays],
  );
  const list = useKycQueue(filters);
  const problem = (error: unknown) => problemMessage(error, t, adminKycProblems);

  useEffect(() => {
    document.title = `${t('queue.title')} · BeTogether`;
  }, [t]);

  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const narrowed = country !== '' || waitingDays !== '';
  const label = t('queue.listLabel', { status: t(`statuses.${status}`) });

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)', px: { xs: 1, sm: 0 } }}>
      <Box>
        <Typography variant="h2" component="h1">
          {t('queue.title')}
        </Typography>
        <Typography color="text.secondary">{t('queue.subtitle')}</Typography>
      </Box>
      <QueueFilters
        filters={address}
        onChange={(next) => setAddress((current) => ({ ...current, ...next }))}
      />
      {list.isPending ? (
        <RowsSkeleton label={t('queue.loading')} />
      ) : list.isError && items.length === 0 ? (
        <ListError
          surface="outlined"
          title={t('queue.loadError')}
          message={problem(list.error)}
          retryLabel={t('actions.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          surface="outlined"
          icon={<VerifiedUserOutlined sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />}
          title={t(narrowed ? 'queue.emptyFilteredTitle' : `queue.empty.${status}`)}
          body={t(narrowed ? 'queue.emptyFilteredBody' : 'queue.emptyBody')}
          action={
            narrowed ? (
              <Button variant="outlined" onClick={() => setAddress({ status, country: '', waitingDays: '' })}>
                {t('filters.clearNarrowing')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <Box sx={{ position: 'relative' }}>
          {/* New filters: the last list stays, dimmed, under a thin bar until the new one is in. */}
          {list.isPlaceholderData && (
            <LinearProgress
              aria-label={t('queue.loading')}
              sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }}
            />
          )}
          <Box sx={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            {wide ? <QueueTable items={items} label={label} /> : <QueueCards items={items} label={label} />}
          </Box>
          {/* The pages after belong to the list on its way, not to the one shown meanwhile. */}
          {!list.isPlaceholderData && (
            <BackOfficeListEnd
              query={list}
              problem={problem}
              loadingLabel={t('queue.loadingMore')}
              loadMoreLabel={t('queue.loadMore')}
              retryLabel={t('actions.retry')}
              endText={t('queue.end')}
            />
          )}
        </Box>
      )}
    </Box>
  );
}
