import type { AdminTransactionDetail } from '@betogether/contracts/wallet/wallet-admin.schemas';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { isUnknownObject } from '@/lib/not-found-error';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import type { AdjustmentMember } from '../adjustment/adjustment-form';
import { useTransaction } from '../api/get-transaction';
import { TypeChip } from '../components/type-chip';
import { economyProblems } from '../economy-problems';
import { ReverseDialog } from './reverse-dialog';
import { DetailBody } from './transaction-detail-body';

type Props = {
  /** The open transaction, or null when the dialog is closed. */
  id: string | null;
  onClose: () => void;
  /** Opens another transaction (its reversal, or the one it reverses). */
  onOpen: (id: string) => void;
  onAdjust: (member: AdjustmentMember) => void;
};

function reverseBlocker(
  transaction: AdminTransactionDetail,
): 'alreadyReversed' | 'isReversal' | 'isPurchase' | 'isTask' | null {
  if (transaction.reversedBy || transaction.reversedById) return 'alreadyReversed';
  if (transaction.reverses || transaction.reversesId) return 'isReversal';
  // The server refuses it too (PURCHASE_NOT_REVERSIBLE): the provider's refund takes coins back.
  if (transaction.type === 'purchase') return 'isPurchase';
  // TASK_POSTING_NOT_REVERSIBLE: a task's coins follow its lifecycle.
  if (transaction.type.startsWith('task_')) return 'isTask';
  return null;
}

/** One transaction: facts, entries with balances after, reversal links, Reverse. */
export function TransactionDetailDialog({ id, onClose, onOpen, onAdjust }: Props) {
  const { t } = useTranslation('admin-economy');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  // The last transaction stays on screen while the dialog closes (no empty flash).
  const [shownId, setShownId] = useState(id);
  if (id !== null && id !== shownId) setShownId(id);
  const detail = useTransaction(shownId);
  const [reversing, setReversing] = useState(false);
  const transaction = detail.data;
  const blocker = transaction ? reverseBlocker(transaction) : null;

  return (
    <Dialog
      open={id !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 6 }}>
        {transaction ? t('detail.title', { number: transaction.number }) : t('detail.loadingTitle')}
        {transaction && <TypeChip type={transaction.type} />}
        <IconButton
          onClick={onClose}
          aria-label={t('actions.close')}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseOutlined />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {transaction ? (
          <DetailBody
            transaction={transaction}
            onOpen={onOpen}
            onAdjust={(member) => {
              onClose();
              onAdjust(member);
            }}
          />
        ) : detail.isError && isUnknownObject(detail.error) ? (
          // A malformed or unknown link: no such transaction (not "some fields are not right").
          <Alert severity="warning">{t('problems.TRANSACTION_NOT_FOUND')}</Alert>
        ) : detail.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void detail.refetch()}>
                {t('actions.retry')}
              </Button>
            }
          >
            {problemMessage(detail.error, t, economyProblems)}
          </Alert>
        ) : (
          <Box
            role="status"
            aria-label={t('detail.loadingTitle')}
            sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}
          >
            <Skeleton width="60%" />
            <Skeleton width="40%" />
            <Skeleton variant="rounded" height={120} />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {transaction && blocker && (
          <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto', pl: 1 }}>
            {t(`detail.cannotReverse.${blocker}`)}
          </Typography>
        )}
        <Button onClick={onClose} color="inherit">
          {t('actions.close')}
        </Button>
        {transaction && (
          <Button
            variant="contained"
            color="error"
            startIcon={<UndoOutlined />}
            disabled={blocker !== null}
            onClick={() => setReversing(true)}
          >
            {t('reverse.open')}
          </Button>
        )}
      </DialogActions>
      {transaction && (
        <ReverseDialog
          transaction={transaction}
          open={reversing}
          onClose={() => setReversing(false)}
          onReversed={(reversalId) => {
            setReversing(false);
            onOpen(reversalId);
          }}
        />
      )}
    </Dialog>
  );
}
