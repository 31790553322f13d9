import { reportKinds } from '@betogether/contracts/moderation/moderation.constants';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { problemMessage } from '@/lib/problem-message';
import { useUrlFilters } from '@/lib/url-filters';
import { useTranslation } from '@/lib/use-translation';
import { BackOfficeListEnd } from '@/ui/back-office-list-end';
import { EmptyState, ListError, RowsSkeleton } from '@/ui/list-states';
import { useCases } from '../api/get-cases';
import { moderationAddress } from '../moderation-address';
import { moderationProblems } from '../moderation-problems';
import { CaseDetailDialog } from './case-detail-dialog';
import { CaseList } from './case-list';

/** The queue: open or resolved cases, of one kind or all, newest activity first. */
export function QueuePanel() {
  const { t } = useTranslation('moderation');
  const [address, setAddress] = useUrlFilters(moderationAddress);
  const { status, kind } = address;
  const list = useCases(kind ? { status, kind } : { status });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const open = (id: string) => setAddress((current) => ({ ...current, case: id }));
  const close = () => setAddress((current) => ({ ...current, case: null }), { replace: true });

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={status}
          aria-label={t('filters.status')}
          onChange={(_event, value: typeof status | null) =>
            value && setAddress((current) => ({ ...current, status: value, case: null }))
          }
        >
          <ToggleButton value="open">{t('status.open')}</ToggleButton>
          <ToggleButton value="resolved">{t('status.resolved')}</ToggleButton>
        </ToggleButtonGroup>
        <TextField
          select
          size="small"
          label={t('filters.kind')}
          value={kind}
          onChange={(event) =>
            setAddress((current) => ({ ...current, kind: event.target.value as typeof kind, case: null }))
          }
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('filters.anyKind')}</MenuItem>
          {reportKinds.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`kind.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {list.isPending ? (
        <RowsSkeleton label={t('list.loading')} />
      ) : list.isError && items.length === 0 ? (
        <ListError
          surface="outlined"
          title={t('list.loadError')}
          message={problemMessage(list.error, t, moderationProblems)}
          retryLabel={t('actions.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          surface="outlined"
          icon={<FlagOutlined sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />}
          title={status === 'open' ? t('list.emptyOpenTitle') : t('list.emptyResolvedTitle')}
          body={status === 'open' ? t('list.emptyOpenBody') : t('list.emptyResolvedBody')}
        />
      ) : (
        <Box>
          <CaseList items={items} onOpen={open} />
          <BackOfficeListEnd
            query={list}
            problem={(error) => problemMessage(error, t, moderationProblems)}
            loadingLabel={t('list.loadingMore')}
            loadMoreLabel={t('list.loadMore')}
            retryLabel={t('actions.retry')}
            endText={t('list.end')}
          />
        </Box>
      )}
      <CaseDetailDialog id={address.case ?? null} onClose={close} />
    </Box>
  );
}
