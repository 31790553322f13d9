import type { PurchaseDetail, PurchaseFailureCode } from '@betogether/contracts/payments/payments.schemas';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { problemMessage } from '@/lib/problem-message';
import { useServerEvent } from '@/lib/realtime';
import { paths } from '@/lib/route-table/route-table';
import { useUrlFilters } from '@/lib/url-filters';
import { useTranslation } from '@/lib/use-translation';
import { CoinAmount, formatCoins } from '@/ui/coin-amount';
import { useCancelPurchase } from '../api/cancel-purchase';
import { useCheckout } from '../api/create-checkout';
import { usePurchase } from '../api/get-purchases';
import { paymentsKeys } from '../api/payments-keys';
import { ReceiptButton } from '../components/receipt-button';
import { type ReturnKind, returnAddress } from './return-paths';

/** After this long without an answer from the provider, the page says so and offers a way out. */
const SLOW_MS = 20_000;

function Panel({
  icon,
  title,
  children,
  testId,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card data-testid={testId}>
      <CardContent sx={{ textAlign: 'center', py: { xs: 4, sm: 6 }, px: { xs: 2, sm: 4 } }}>
        <Box sx={{ mb: 1 }}>{icon}</Box>
        <Typography variant="h2" component="h1" gutterBottom>
          {title}
        </Typography>
        <Stack sx={{ gap: 2, alignItems: 'center', maxWidth: 520, mx: 'auto' }}>{children}</Stack>
      </CardContent>
    </Card>
  );
}

function StoreLink({ primary = false }: { primary?: boolean }) {
  const { t } = useTranslation('payments');
  return (
    <Button component={RouterLink} to={paths.coinStore.href()} variant={primary ? 'contained' : 'outlined'}>
      {t('return.backToStore')}
    </Button>
  );
}

function DashboardLink() {
  const { t } = useTranslation('payments');
  return (
    <Button component={RouterLink} to={paths.coinDashboard.href()} variant="outlined">
      {t('return.toDashboard')}
    </Button>
  );
}

function Pending({ kind, purchase }: { kind: ReturnKind; purchase: PurchaseDetail | undefined }) {
  const { t } = useTranslation('payments');
  const [slow, setSlow] = useState(false);
  const cancel = useCancelPurchase(purchase?.id ?? '');
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Panel
      testId="payment-pending"
      icon={<CircularProgress size={56} aria-hidden />}
      title={kind === 'success' ? t('return.pendingTitle') : t('return.checkingTitle')}
    >
      <Box role="status" aria-live="polite" sx={{ width: '100%' }}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {slow ? t('return.slowBody') : t('return.pendingBody')}
        </Typography>
        <LinearProgress aria-label={t('return.pendingTitle')} sx={{ borderRadius: 1 }} />
      </Box>
      {slow && purchase && (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
          <StoreLink />
          <Button color="error" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
            {t('return.cancelPayment')}
          </Button>
        </Stack>
      )}
      {cancel.isError && (
        <Alert severity="error">{problemMessage(cancel.error, t, { ns: 'payments' })}</Alert>
      )}
    </Panel>
  );
}

function Paid({ purchase }: { purchase: PurchaseDetail }) {
  const { t, i18n } = useTranslation('payments');
  return (
    <Panel
      testId="payment-success"
      icon={<CheckCircleOutlined color="success" sx={{ fontSize: 64 }} aria-hidden />}
      title={t('return.paidTitle')}
    >
      <Typography sx={{ fontSize: 18 }}>
        {t('return.paidBody', {
          count: purchase.coins,
          coins: formatCoins(purchase.coins, i18n.language),
          name: purchase.pack.name,
        })}
      </Typography>
      {purchase.balance !== null && (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }} data-testid="new-balance">
          <Typography color="text.secondary">{t('return.newBalance')}</Typography>
          <CoinAmount value={purchase.balance} iconSize={24} sx={{ fontWeight: 700, fontSize: 22 }} />
        </Stack>
      )}
      {purchase.receiptNumber && (
        <Typography variant="body2" color="text.secondary">
          {t('history.receiptNumber', { number: purchase.receiptNumber })}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, width: { xs: '100%', sm: 'auto' } }}>
        {purchase.receiptAvailable && (
          <ReceiptButton
            purchaseId={purchase.id}
            receiptNumber={purchase.receiptNumber}
            variant="outlined"
            size="medium"
          />
        )}
        <DashboardLink />
        <StoreLink primary />
      </Stack>
    </Panel>
  );
}

const failureTitles: Record<PurchaseFailureCode, string> = {
  declined: 'return.declinedTitle',
  canceled: 'return.canceledTitle',
  expired: 'return.expiredTitle',
  payment_failed: 'return.failedTitle',
};

function Failed({ purchase }: { purchase: PurchaseDetail }) {
  const { t } = useTranslation('payments');
  const checkout = useCheckout();
  const code: PurchaseFailureCode =
    purchase.failureCode ?? (purchase.status === 'canceled' ? 'canceled' : 'payment_failed');
  return (
    <Panel
      testId="payment-failure"
      icon={
        code === 'canceled' ? (
          <InfoOutlined color="action" sx={{ fontSize: 64 }} aria-hidden />
        ) : (
          <ErrorOutlineOutlined color="error" sx={{ fontSize: 64 }} aria-hidden />
        )
      }
      title={t(failureTitles[code])}
    >
      <Typography sx={{ fontSize: 17 }} data-testid="failure-reason">
        {t(`failure.${code}`)}
      </Typography>
      {purchase.failureReason && (
        <Typography variant="body2" color="text.secondary">
          {t('return.providerSaid', { reason: purchase.failureReason })}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('return.noCharge')}
      </Typography>
      {checkout.isError && (
        <Alert severity="error">{problemMessage(checkout.error, t, { ns: 'payments' })}</Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, width: { xs: '100%', sm: 'auto' } }}>
        <Button
          variant="contained"
          onClick={() => checkout.mutate(purchase.pack.id)}
          disabled={checkout.isPending || checkout.isSuccess}
          startIcon={
            checkout.isPending || checkout.isSuccess ? (
              <CircularProgress size={16} color="inherit" />
            ) : undefined
          }
        >
          {t('return.tryAgain')}
        </Button>
        <StoreLink />
      </Stack>
    </Panel>
  );
}

function Reversed({ purchase }: { purchase: PurchaseDetail }) {
  const { t } = useTranslation('payments');
  return (
    <Panel
      testId="payment-reversed"
      icon={<InfoOutlined color="info" sx={{ fontSize: 64 }} aria-hidden />}
      title={purchase.status === 'refunded' ? t('return.refundedTitle') : t('return.chargedBackTitle')}
    >
      <Typography color="text.secondary">
        {purchase.status === 'refunded' ? t('return.refundedBody') : t('return.chargedBackBody')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
        <DashboardLink />
        <StoreLink primary />
      </Stack>
    </Panel>
  );
}

/**
 * /betogether/payment/gold-coins/success and /betogether/payment/result (`?purchase=<id>`): the
 * purchase as the server knows it, pending until the provider's webhook lands (asked again every
 * 1.5 s, and at once on `payments:purchase-updated` or `wallet:balance`), then paid, failed or
 * canceled. The page only shows the status: crediting happens on the server, once.
 */
export function PaymentReturnPage({ kind }: { kind: ReturnKind }) {
  const { t } = useTranslation('payments');
  const [address] = useUrlFilters(returnAddress);
  const purchaseId = address.purchase ?? null;
  const query = usePurchase(purchaseId);
  const queryClient = useQueryClient();
  const purchase = query.data;

  const refresh = () => {
    if (!purchaseId) return;
    void queryClient.invalidateQueries({ queryKey: paymentsKeys.purchase(purchaseId) });
    void queryClient.invalidateQueries({ queryKey: paymentsKeys.purchases() });
  };
  useServerEvent('payments:purchase-updated', (event) => {
    if (event.purchaseId === purchaseId) refresh();
  });
  useServerEvent('wallet:balance', () => {
    if (purchase?.status === 'pending' || purchase?.status === 'paid') refresh();
  });

  useEffect(() => {
    document.title = `${t(kind === 'success' ? 'return.documentTitleSuccess' : 'return.documentTitleResult')} · BeTogether`;
  }, [t, kind]);

  let content: ReactNode;
  if (!purchaseId)
    content = (
      <Panel
        testId="payment-missing"
        icon={<HelpOutlineOutlined color="action" sx={{ fontSize: 64 }} aria-hidden />}
        title={t('return.missingTitle')}
      >
        <Typography color="text.secondary">{t('return.missingBody')}</Typography>
        <StoreLink primary />
      </Panel>
    );
  else if (query.isError && !purchase) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    content = (
      <Panel
        testId="payment-error"
        icon={<HelpOutlineOutlined color="action" sx={{ fontSize: 64 }} aria-hidden />}
        title={notFound ? t('return.notFoundTitle') : t('return.errorTitle')}
      >
        <Typography color="text.secondary">
          {notFound ? t('return.notFoundBody') : problemMessage(query.error, t, { ns: 'payments' })}
        </Typography>
        <Stack direction="row" sx={{ gap: 1 }}>
          {!notFound && (
            <Button variant="contained" onClick={() => void query.refetch()}>
              {t('actions.retry')}
            </Button>
          )}
          <StoreLink primary={notFound} />
        </Stack>
      </Panel>
    );
  } else if (!purchase || purchase.status === 'pending')
    content = <Pending kind={kind} purchase={purchase} />;
  else if (purchase.status === 'paid') content = <Paid purchase={purchase} />;
  else if (purchase.status === 'failed' || purchase.status === 'canceled')
    content = <Failed purchase={purchase} />;
  else content = <Reversed purchase={purchase} />;

  return <Box sx={{ px: { xs: 1, sm: 0 }, maxWidth: 760, mx: 'auto' }}>{content}</Box>;
}
