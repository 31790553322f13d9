import type { AdminTransactionDetail, ReverseBody } from '@betogether/contracts/wallet/wallet-admin.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useIdempotencyKeys } from '@/lib/idempotency-keys';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { FormDialog } from '@/ui/form-dialog';
import { useNotify } from '@/ui/snackbar';
import { ADJUSTMENT_LIMITS } from '../adjustment/adjustment-form';
import { useReverseTransaction } from '../api/reverse-transaction';
import { CoinAmount } from '../components/coin-amount';
import { economyProblems } from '../economy-problems';

type Props = {
  transaction: AdminTransactionDetail;
  open: boolean;
  onClose: () => void;
  onReversed: (reversalId: string) => void;
};

type ReasonProblem = 'reasonRequired' | 'reasonTooShort' | 'reasonTooLong';

function reasonProblem(reason: string): ReasonProblem | null {
  const text = reason.trim();
  if (!text) return 'reasonRequired';
  if (text.length < ADJUSTMENT_LIMITS.reasonMin) return 'reasonTooShort';
  if (text.length > ADJUSTMENT_LIMITS.reasonMax) return 'reasonTooLong';
  return null;
}

/**
 * Asks once more before reversing, with a mandatory reason, and says exactly what will move: every
 * entry of the transaction, the other way round. The reversal is a new transaction; nothing is
 * edited.
 */
export function ReverseDialog({ transaction, open, onClose, onReversed }: Props) {
  const { t } = useTranslation('admin-economy');
  const notify = useNotify();
  const keys = useIdempotencyKeys();
  const reverse = useReverseTransaction();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<ReasonProblem | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = reasonProblem(reason);
    setProblem(found);
    if (found) return;
    const body: ReverseBody = { reason: reason.trim() };
    const idempotencyKey = keys.keyFor({ id: transaction.id, body });
    reverse.mutate(
      { id: transaction.id, body, idempotencyKey },
      {
        onSuccess: (answer) => {
          keys.settle();
          setReason('');
          notify(t('reverse.done', { number: transaction.number, reversal: answer.transaction.number }));
          onReversed(answer.transaction.id);
        },
      },
    );
  };
  const close = () => {
    reverse.reset();
    onClose();
  };

  return (
    <FormDialog
      title={t('reverse.title', { number: transaction.number })}
      open={open}
      onClose={close}
      onSubmit={submit}
      pending={reverse.isPending}
      submitLabel={reverse.isError ? t('reverse.retry') : t('reverse.confirm')}
      cancelLabel={t('actions.cancel')}
      submitColor="error"
      fullScreenOnPhone={false}
      contentSx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <DialogContentText>{t('reverse.body')}</DialogContentText>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label={t('reverse.movesLabel')}>
        {transaction.entries.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries are identified by their order.
          <Typography component="li" variant="body2" key={index} sx={{ mb: 0.5 }}>
            {entry.account.kind === 'member'
              ? `@${entry.account.member.username}`
              : t(`accounts.${entry.account.kind === 'escrow' ? 'escrow' : entry.account.code}`, {
                  defaultValue: entry.account.label,
                })}
            {' · '}
            <CoinAmount coins={-entry.coins} signed />
          </Typography>
        ))}
      </Box>
      <TextField
        label={t('reverse.reason')}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          if (problem) setProblem(null);
        }}
        required
        multiline
        minRows={2}
        autoFocus
        error={problem !== null}
        helperText={
          problem
            ? t(`adjustment.problems.${problem}`, {
                min: ADJUSTMENT_LIMITS.reasonMin,
                max: ADJUSTMENT_LIMITS.reasonMax,
              })
            : t('reverse.reasonHelp')
        }
        slotProps={{ htmlInput: { maxLength: ADJUSTMENT_LIMITS.reasonMax + 50 } }}
      />
      {reverse.isError && (
        <Alert severity="error" role="alert">
          {problemMessage(reverse.error, t, economyProblems)}
        </Alert>
      )}
    </FormDialog>
  );
}
