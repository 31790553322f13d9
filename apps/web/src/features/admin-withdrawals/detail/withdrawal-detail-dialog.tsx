import type { AdminWithdrawal } from '@betogether/contracts/withdrawals/withdrawals.schemas';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { isUnknownObject } from '@/lib/not-found-error';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { RetryAlert } from '@/ui/retry-alert';
import { withdrawalsProblems } from '../admin-withdrawals-problems';
import { useWithdrawal } from '../api/get-withdrawal';
import { StatusChip } from '../components/status-chip';
import { withdrawalNumber } from '../components/withdrawal-format';
import { WithdrawalActions } from './withdrawal-actions';
import { WithdrawalDetailBody } from './withdrawal-detail-body';

type Props = {
  /** The open withdrawal (`?w=`), or null when the dialog is closed. */
  id: string | null;
  threshold: number | null;
  onClose: () => void;
};

/** What stands in the dialog while the withdrawal is not there: a skeleton, "no such withdrawal", or why not and a retry. */
function Placeholder({ detail }: { detail: ReturnType<typeof useWithdrawal> }) {
  const { t } = useTranslation('admin-withdrawals');
  if (!detail.isError)
    return (
      <Box role="status" aria-label={t('detail.loadingTitle')} sx={{ display: 'grid', gap: 1 }}>
        <Skeleton width="50%" />
        <Skeleton width="35%" />
        <Skeleton variant="rounded" height={140} />
      </Box>
    );
  // A cut or unknown link (404, or 422 on the id itself): no such withdrawal, nothing to retry.
  if (isUnknownObject(detail.error))
    return <Alert severity="warning">{t('problems.WITHDRAWAL_NOT_FOUND')}</Alert>;
  return (
    <RetryAlert
      message={problemMessage(detail.error, t, withdrawalsProblems)}
      retryLabel={t('actions.retry')}
      onRetry={() => void detail.refetch()}
    />
  );
}

/** The number and status, named as the dialog's title (the close button is not part of the name). */
function Heading({
  id,
  withdrawal,
  onClose,
}: {
  id: string;
  withdrawal?: AdminWithdrawal;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-withdrawals');
  return (
    <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="span"
        id={id}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, flexGrow: 1 }}
      >
        {withdrawal
          ? t('detail.title', { number: withdrawalNumber(withdrawal.number) })
          : t('detail.loadingTitle')}
        {withdrawal && <StatusChip withdrawal={withdrawal} />}
      </Box>
      <IconButton edge="end" aria-label={t('actions.close')} onClick={onClose}>
        <CloseOutlined />
      </IconButton>
    </Box>
  );
}

/** One withdrawal: the member, the destination, the amounts, approvals and timeline, and the decisions left. */
export function WithdrawalDetailDialog({ id, threshold, onClose }: Props) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  // The last withdrawal stays on screen while the dialog closes (no empty flash).
  const [shownId, setShownId] = useState(id);
  if (id !== null && id !== shownId) setShownId(id);
  const detail = useWithdrawal(shownId);
  const withdrawal = detail.data;

  return (
    <Dialog
      aria-labelledby={titleId}
      open={id !== null}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      fullScreen={phone}
    >
      <DialogTitle sx={{ pb: 1.5 }}>
        <Heading id={titleId} withdrawal={withdrawal} onClose={onClose} />
      </DialogTitle>
      <DialogContent dividers>
        {withdrawal ? <WithdrawalDetailBody withdrawal={withdrawal} /> : <Placeholder detail={detail} />}
      </DialogContent>
      <WithdrawalActions withdrawal={withdrawal ?? null} threshold={threshold} onClose={onClose} />
    </Dialog>
  );
}
