import type { AdminWithdrawal } from '@betogether/contracts/withdrawals/withdrawals.schemas';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import type { FormEvent } from 'react';
import { useIdempotencyKeys } from '@/lib/idempotency-keys';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { formatCoins } from '@/ui/coin-amount';
import { FormDialog } from '@/ui/form-dialog';
import { useNotify } from '@/ui/snackbar';
import { withdrawalsProblems } from '../admin-withdrawals-problems';
import { useApproveWithdrawal } from '../api/approve-withdrawal';
import { exactDate, formatMoney, withdrawalNumber } from '../components/withdrawal-format';
import type { ApprovalStep } from './approval-step';

type Props = {
  withdrawal: AdminWithdrawal;
  /** What this admin's approval would do (approval-step.ts); never `own` (the button is off then). */
  step: ApprovalStep;
  onClose: () => void;
};

/** Asks once more before approving, saying what the approval does under the two-person rule. */
export function ApproveDialog({ withdrawal, step, onClose }: Props) {
  const { t, i18n } = useTranslation('admin-withdrawals');
  const notify = useNotify();
  const keys = useIdempotencyKeys();
  const approve = useApproveWithdrawal();
  const number = withdrawalNumber(withdrawal.number);
  const facts = {
    number,
    coins: formatCoins(withdrawal.coins, i18n.language),
    money: formatMoney(withdrawal, i18n.language),
    provider: withdrawal.provider.name,
    username: withdrawal.member.username,
  };
  const rule =
    step.kind === 'first'
      ? t('approve.first', { threshold: formatCoins(step.threshold, i18n.language) })
      : step.kind === 'second' || step.kind === 'own'
        ? t('approve.second', {
            admin: step.first.admin ? `@${step.first.admin.username}` : t('detail.formerAdmin'),
            date: exactDate(step.first.at, i18n.language),
          })
        : step.kind === 'unknown'
          ? t('approve.unknown')
          : t('approve.single');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (approve.isPending) return;
    approve.mutate(
      { id: withdrawal.id, idempotencyKey: keys.keyFor({ approve: withdrawal.id }) },
      {
        onSuccess: (answer) => {
          keys.settle();
          notify(
            answer.needsSecondApproval ? t('approve.doneFirst', { number }) : t('approve.done', { number }),
          );
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      title={t('approve.title', { number })}
      onClose={onClose}
      onSubmit={submit}
      pending={approve.isPending}
      submitLabel={approve.isError ? t('actions.tryAgain') : t('approve.confirm')}
      cancelLabel={t('actions.cancel')}
      fullScreenOnPhone={false}
      contentSx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <DialogContentText>{t('approve.body', facts)}</DialogContentText>
      <Alert severity={step.kind === 'single' ? 'info' : 'warning'} role="note">
        {rule}
      </Alert>
      {approve.isError && (
        <Alert severity="error" role="alert">
          {problemMessage(approve.error, t, withdrawalsProblems)}
        </Alert>
      )}
    </FormDialog>
  );
}
