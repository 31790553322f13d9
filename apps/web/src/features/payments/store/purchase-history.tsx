import type { Purchase } from '@betogether/contracts/payments/payments.schemas';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatMoney } from '@/lib/money-format';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { CoinAmount } from '@/ui/coin-amount';
import { InfiniteListEnd } from '@/ui/infinite-list-end';
import { RelativeTime } from '@/ui/relative-time';
import { RetryAlert } from '@/ui/retry-alert';
import { usePurchases } from '../api/get-purchases';
import { PurchaseStatusChip } from '../components/purchase-status-chip';
import { ReceiptButton } from '../components/receipt-button';
import { returnPath } from '../return/return-paths';

function PurchaseRow({ purchase }: { purchase: Purchase }) {
  const { t, i18n } = useTranslation('payments');
  return (
    <ListItem
      divider
      data-testid="purchase-row"
      sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center', px: { xs: 1.5, sm: 2 } }}
    >
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{purchase.pack.name}</Typography>
          <PurchaseStatusChip status={purchase.status} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          <RelativeTime value={purchase.createdAt} />
          {purchase.receiptNumber && ` · ${t('history.receiptNumber', { number: purchase.receiptNumber })}`}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
        <CoinAmount value={purchase.coins} sx={{ fontWeight: 700 }} />
        <Typography variant="body2" color="text.secondary">
          {formatMoney(purchase.priceMinor, purchase.currency, i18n.language)}
        </Typography>
      </Box>
      <Box sx={{ flexBasis: { xs: '100%', sm: 'auto' }, display: 'flex', justifyContent: 'flex-end' }}>
        {purchase.receiptAvailable ? (
          <ReceiptButton purchaseId={purchase.id} receiptNumber={purchase.receiptNumber} />
        ) : purchase.status === 'pending' ? (
          <Button size="small" component={RouterLink} to={returnPath('result', purchase.id)}>
            {t('history.checkStatus')}
          </Button>
        ) : null}
      </Box>
    </ListItem>
  );
}

/** The member's coin purchases, newest first, with their receipts. */
export function PurchaseHistory() {
  const { t } = useTranslation('payments');
  const query = usePurchases();
  const purchases = query.data?.pages.flatMap((page) => page.items) ?? [];

  let body: ReactNode;
  if (query.isPending)
    body = (
      <Stack sx={{ p: 2, gap: 1.5 }} role="status" aria-busy="true" aria-label={t('history.loading')}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  else if (query.isError && !query.data)
    body = (
      <RetryAlert
        sx={{ m: 2 }}
        message={problemMessage(query.error, t, { ns: 'payments' })}
        retryLabel={t('actions.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  else if (purchases.length === 0)
    body = (
      <Box sx={{ textAlign: 'center', py: 4, px: 3 }}>
        <ReceiptLongOutlined sx={{ fontSize: 40, color: 'text.disabled' }} aria-hidden />
        <Typography sx={{ fontWeight: 600 }}>{t('history.emptyTitle')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('history.emptyBody')}
        </Typography>
      </Box>
    );
  else
    body = (
      <>
        <List disablePadding aria-label={t('history.title')}>
          {purchases.map((purchase) => (
            <PurchaseRow key={purchase.id} purchase={purchase} />
          ))}
        </List>
        <InfiniteListEnd
          query={query}
          problem={(error) => problemMessage(error, t, { ns: 'payments' })}
          retryLabel={t('actions.retry')}
          loadMoreLabel={t('history.loadMore')}
          rootMargin="0px 0px 300px 0px"
        />
      </>
    );

  return (
    <Card component="section" aria-labelledby="history-title">
      <Box sx={{ px: { xs: 1.5, sm: 2 }, pt: 2, pb: 1 }}>
        <Typography id="history-title" variant="h4" component="h2">
          {t('history.title')}
        </Typography>
      </Box>
      {body}
    </Card>
  );
}
