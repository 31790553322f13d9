import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { InfiniteListEnd } from '@/ui/infinite-list-end';
import { RowsSkeleton } from '@/ui/list-states';
import { RetryAlert } from '@/ui/retry-alert';
import { useWithdrawals } from '../api/get-withdrawals';
import { withdrawalProblem } from '../components/withdrawal-format';
import { WithdrawalRow } from './withdrawal-row';

/** The member's withdrawals, newest first, a page at a time; each opens its detail. */
export function WithdrawalHistory({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation('withdrawals');
  const list = useWithdrawals();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  let body: ReactNode;
  if (!list.data && list.isError)
    body = (
      <RetryAlert
        message={`${t('history.loadError')} ${withdrawalProblem(list.error, t)}`}
        retryLabel={t('actions.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  else if (!list.data) body = <RowsSkeleton rows={3} label={t('history.loading')} />;
  else if (items.length === 0)
    body = (
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 2 }}>
        <ReceiptLongOutlined sx={{ fontSize: 36, color: 'text.disabled' }} aria-hidden />
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{t('history.emptyTitle')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('history.emptyBody')}
          </Typography>
        </Box>
      </Box>
    );
  else
    body = (
      <>
        <Box component="ul" sx={{ m: 0, p: 0, mx: { xs: -1, sm: -2 } }} data-testid="withdrawal-list">
          {items.map((item) => (
            <WithdrawalRow key={item.id} item={item} onOpen={onOpen} />
          ))}
        </Box>
        <InfiniteListEnd
          query={list}
          problem={(error) => withdrawalProblem(error, t)}
          retryLabel={t('actions.retry')}
          loadMoreLabel={t('history.loadMore')}
          rootMargin="200px"
        />
      </>
    );

  return (
    <Card component="section" aria-labelledby="withdrawal-history-title">
      <CardContent>
        <Typography id="withdrawal-history-title" variant="h4" component="h2" sx={{ mb: 1 }}>
          {t('history.title')}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
