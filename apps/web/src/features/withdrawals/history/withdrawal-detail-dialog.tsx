import type { Withdrawal } from '@betogether/contracts/withdrawals/withdrawals.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { isRetryableError, useIdempotencyKeys } from '@/lib/idempotency-keys';
import { useSingleFlight } from '@/lib/use-single-send';
import { useTranslation } from '@/lib/use-translation';
import { formatCoins } from '@/ui/coin-amount';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { RetryAlert } from '@/ui/retry-alert';
import { useNotify } from '@/ui/snackbar';
import { useCancelWithdrawal } from '../api/cancel-withdrawal';
import { useWithdrawal } from '../api/get-withdrawal';
import { AmountLines } from '../components/amount-lines';
import { PayoutTarget } from '../components/payout-target';
import { WithdrawalStatusChip } from '../components/status-chip';
import { withdrawalName, withdrawalProblem } from '../components/withdrawal-format';
import { WithdrawalTimeline } from './withdrawal-timeline';

function Details({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t, i18n } = useTranslation('withdrawals');
  const coins = formatCoins(withdrawal.coins, i18n.language);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">
        {t(`detail.status.${withdrawal.status}`, { count: withdrawal.coins, coins })}
      </Typography>
      {withdrawal.status === 'rejected' && withdrawal.reason && (
        <Alert severity="error" data-testid="withdrawal-reason">
          {t('detail.reason', { reason: withdrawal.reason })}
        </Alert>
      )}
      {withdrawal.reference && (
        <Alert severity="success" data-testid="withdrawal-reference">
          {t('detail.reference')}{' '}
          <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700, overflowWrap: 'anywhere' }}>
            {withdrawal.reference}
          </Box>
        </Alert>
      )}
      <PayoutTarget provider={withdrawal.provider} destination={withdrawal.destination} />
      <AmountLines testId="withdrawal-detail-figures" figures={withdrawal} />
      <Box>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          {t('detail.timeline')}
        </Typography>
        <WithdrawalTimeline events={withdrawal.timeline} />
      </Box>
    </Box>
  );
}

/**
 * One withdrawal: where it stands and why (a refusal's reason, a payment's reference), where the
 * money goes, the figures recorded at the request, the steps; and, while it is pending, "Cancel"
 * (asked first: the coins come back once).
 */
export function WithdrawalDetailDialog({
  withdrawalId,
  onClose,
}: {
  withdrawalId: string | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('withdrawals');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const notify = useNotify();
  const detail = useWithdrawal(withdrawalId);
  const cancel = useCancelWithdrawal();
  const keys = useIdempotencyKeys();
  const flight = useSingleFlight();
  const [asking, setAsking] = useState(false);
  const withdrawal = detail.data;

  const close = () => {
    if (cancel.isPending) return;
    cancel.reset();
    onClose();
  };

  const confirmCancel = () => {
    // A second press before the button shows busy is ignored (a ref, set at once).
    if (!withdrawal || !flight.begin()) return;
    cancel.mutate(
      { withdrawalId: withdrawal.id, idempotencyKey: keys.keyFor({ cancel: withdrawal.id }) },
      {
        onSuccess: (cancelled) => {
          keys.settle();
          setAsking(false);
          notify(
            t('cancel.done', {
              name: withdrawalName(cancelled.number),
              count: cancelled.coins,
              coins: formatCoins(cancelled.coins, i18n.language),
            }),
          );
        },
        onError: (error) => {
          if (!isRetryableError(error)) keys.settle();
          setAsking(false);
          // It moved on meanwhile (finance approved it): show where it stands now.
          void detail.refetch();
        },
        onSettled: flight.end,
      },
    );
  };

  return (
    <Dialog
      open={withdrawalId !== null}
      onClose={close}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="withdrawal-detail-title"
    >
      <DialogTitle
        id="withdrawal-detail-title"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        {withdrawal
          ? t('detail.title', { name: withdrawalName(withdrawal.number) })
          : t('detail.loadingTitle')}
        {withdrawal && <WithdrawalStatusChip status={withdrawal.status} />}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        {withdrawal ? (
          <Details withdrawal={withdrawal} />
        ) : detail.isError ? (
          <RetryAlert
            message={withdrawalProblem(detail.error, t)}
            retryLabel={t('actions.retry')}
            onRetry={() => void detail.refetch()}
          />
        ) : (
          <Skeleton variant="rounded" height={320} aria-label={t('detail.loading')} />
        )}
        {cancel.isError && (
          <Alert severity="error" role="alert">
            {withdrawalProblem(cancel.error, t)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {withdrawal?.status === 'pending' && (
          <Button color="error" onClick={() => setAsking(true)} loading={cancel.isPending}>
            {t('cancel.action')}
          </Button>
        )}
        <Button onClick={close} variant="contained" disabled={cancel.isPending}>
          {t('actions.close')}
        </Button>
      </DialogActions>
      {withdrawal && (
        <ConfirmDialog
          open={asking}
          title={t('cancel.title', { name: withdrawalName(withdrawal.number) })}
          body={t('cancel.body', {
            count: withdrawal.coins,
            coins: formatCoins(withdrawal.coins, i18n.language),
          })}
          confirmLabel={t('cancel.confirm')}
          cancelLabel={t('cancel.keep')}
          busy={cancel.isPending}
          onConfirm={confirmCancel}
          onClose={() => setAsking(false)}
        />
      )}
    </Dialog>
  );
}
