import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { problemMessage } from '@/lib/problem-message';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { InfiniteListEnd } from '@/ui/infinite-list-end';
import { RetryAlert } from '@/ui/retry-alert';
import { useNotify } from '@/ui/snackbar';
import { downloadStatementCsv, useStatement } from '../api/get-statement';
import { rangeIsReversed, type StatementFilters } from '../api/statement-filters';
import { StatementFiltersBar } from './statement-filters-bar';
import { StatementRow } from './statement-row';

function RowsSkeleton() {
  const { t } = useTranslation('wallet');
  return (
    <Stack sx={{ p: 2, gap: 2 }} role="status" aria-busy="true" aria-label={t('statement.loading')}>
      {[0, 1, 2, 3].map((key) => (
        <Stack key={key} direction="row" sx={{ gap: 2, alignItems: 'center' }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Box sx={{ flexGrow: 1 }}>
            <Skeleton width="40%" />
            <Skeleton width="70%" />
          </Box>
          <Skeleton width={60} />
        </Stack>
      ))}
    </Stack>
  );
}

type Props = {
  filters: StatementFilters;
  onFiltersChange: (filters: StatementFilters) => void;
};

/** The statement: every transaction with its running balance, filters, pages as you scroll, CSV. */
export function StatementSection({ filters, onFiltersChange }: Props) {
  const { t } = useTranslation('wallet');
  const notify = useNotify();
  const query = useStatement(filters);
  const [exporting, setExporting] = useState(false);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Boolean(filters.type || filters.from || filters.to);
  const reversed = rangeIsReversed(filters);

  const exportCsv = () => {
    setExporting(true);
    downloadStatementCsv(filters)
      .then(
        () => notify(t('statement.exported')),
        (error: unknown) => notify(problemMessage(error, t), 'error'),
      )
      .finally(() => setExporting(false));
  };

  let body: ReactNode;
  if (reversed) body = null;
  else if (query.isPending) body = <RowsSkeleton />;
  else if (query.isError && !query.data)
    body = (
      <RetryAlert
        sx={{ m: 2 }}
        message={problemMessage(query.error, t)}
        retryLabel={t('actions.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  else if (items.length === 0)
    body = (
      <Box sx={{ textAlign: 'center', py: 5, px: 3 }}>
        <ReceiptLongOutlined sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />
        <Typography variant="h5" component="p" gutterBottom>
          {filtered ? t('statement.emptyFilteredTitle') : t('statement.emptyTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 420, mx: 'auto' }}>
          {filtered ? t('statement.emptyFilteredBody') : t('statement.emptyBody')}
        </Typography>
        {filtered ? (
          <Button variant="outlined" onClick={() => onFiltersChange({})}>
            {t('statement.clear')}
          </Button>
        ) : (
          <Button variant="contained" component={RouterLink} to={paths.coinStore.href()}>
            {t('figures.buy')}
          </Button>
        )}
      </Box>
    );
  else
    body = (
      <>
        <List disablePadding aria-label={t('statement.listLabel')}>
          {items.map((item) => (
            <StatementRow key={item.transactionId} item={item} />
          ))}
        </List>
        <InfiniteListEnd
          query={query}
          problem={(error) => problemMessage(error, t)}
          retryLabel={t('actions.retry')}
          loadMoreLabel={t('statement.loadMore')}
          endText={t('statement.end')}
          rootMargin="0px 0px 400px 0px"
        />
      </>
    );

  return (
    <Card component="section" aria-labelledby="statement-title">
      <Box sx={{ p: { xs: 1.5, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2, flexWrap: 'wrap' }}
        >
          <Typography id="statement-title" variant="h4" component="h2">
            {t('statement.title')}
          </Typography>
          <Button
            variant="outlined"
            startIcon={exporting ? <CircularProgress size={16} /> : <FileDownloadOutlined />}
            onClick={exportCsv}
            disabled={exporting || reversed}
          >
            {t('statement.export')}
          </Button>
        </Stack>
        <StatementFiltersBar filters={filters} onChange={onFiltersChange} />
      </Box>
      {body}
    </Card>
  );
}
