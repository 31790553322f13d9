import type { PartnerTask } from '@betogether/contracts/tasks/tasks.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { isRetryableError, useIdempotencyKeys } from '@/lib/idempotency-keys';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { CoinAmount, formatCoins } from '@/ui/coin-amount';
import { FormDialog } from '@/ui/form-dialog';
import { useNotify } from '@/ui/snackbar';
import { useCancelTask } from '../api/cancel-task';
import { partnerProblems } from '../partner-problems';

/**
 * Cancelling, asked once more with what comes back: everything the task's escrow still holds. The
 * task ends for good; members can no longer start it.
 */
export function CancelDialog({ task, onClose }: { task: PartnerTask; onClose: () => void }) {
  const { t, i18n } = useTranslation('partner-dashboard');
  const notify = useNotify();
  const keys = useIdempotencyKeys();
  const cancel = useCancelTask();
  const back = formatCoins(task.escrowCoins, i18n.language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (cancel.isPending) return;
    cancel.mutate(
      { taskId: task.id, idempotencyKey: keys.keyFor({ cancel: task.id }) },
      {
        onSuccess: () => {
          keys.settle();
          notify(t('cancel.done', { title: task.title, count: task.escrowCoins, formatted: back }));
          onClose();
        },
        onError: (error) => {
          if (!isRetryableError(error)) keys.settle();
        },
      },
    );
  };

  return (
    <FormDialog
      title={t('cancel.title', { title: task.title })}
      onClose={onClose}
      onSubmit={submit}
      pending={cancel.isPending}
      submitLabel={t('cancel.confirm')}
      submitColor="error"
      cancelLabel={t('cancel.keep')}
      fullScreenOnPhone={false}
      contentSx={{ display: 'grid', gap: 2 }}
    >
      <DialogContentText>{t('cancel.body')}</DialogContentText>
      {!task.free && (
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 2,
            p: 1.5,
            borderRadius: 1,
            border: 1,
            borderColor: 'coin.main',
          }}
          data-testid="cancel-refund"
        >
          <Typography sx={{ fontWeight: 600 }}>{t('cancel.refund')}</Typography>
          <CoinAmount value={task.escrowCoins} iconSize={20} sx={{ fontWeight: 700, fontSize: 18 }} />
        </Box>
      )}
      {task.pendingReviews > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('cancel.pendingProofs', { count: task.pendingReviews })}
        </Typography>
      )}
      {cancel.isError && (
        <Alert severity="error" role="alert">
          {problemMessage(cancel.error, t, partnerProblems)}
        </Alert>
      )}
    </FormDialog>
  );
}
