import { PAYOUT_LIMITS } from '@betogether/contracts/payouts/payouts.constants';
import { WITHDRAWAL_REASON_MAX } from '@betogether/contracts/withdrawals/withdrawals.constants';
import type { AdminWithdrawal } from '@betogether/contracts/withdrawals/withdrawals.schemas';
import { ApiError } from '@/lib/api-client';
import { useIdempotencyKeys } from '@/lib/idempotency-keys';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { formatCoins } from '@/ui/coin-amount';
import { useNotify } from '@/ui/snackbar';
import { withdrawalsProblems } from '../admin-withdrawals-problems';
import { useMarkWithdrawalPaid } from '../api/mark-withdrawal-paid';
import { useRejectWithdrawal } from '../api/reject-withdrawal';
import { formatMoney, withdrawalNumber } from '../components/withdrawal-format';
import { NoteDialog } from './note-dialog';

type Props = { withdrawal: AdminWithdrawal; onClose: () => void };

/** The server's word on one field (the payout driver checks a reference: length, characters). */
function fieldCode(error: unknown, field: string): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.problem?.errors?.find((item) => item.field === field)?.code ?? null;
}

/** Rejects with the reason the member will read; says that the coins go back. */
export function RejectDialog({ withdrawal, onClose }: Props) {
  const { t, i18n } = useTranslation('admin-withdrawals');
  const notify = useNotify();
  const keys = useIdempotencyKeys();
  const reject = useRejectWithdrawal();
  const number = withdrawalNumber(withdrawal.number);
  return (
    <NoteDialog
      title={t('reject.title', { number })}
      body={t('reject.body', {
        coins: formatCoins(withdrawal.coins, i18n.language),
        username: withdrawal.member.username,
      })}
      label={t('reject.reason')}
      help={t('reject.reasonHelp')}
      min={1}
      max={WITHDRAWAL_REASON_MAX}
      requiredText={t('reject.reasonRequired')}
      tooShortText={t('reject.reasonRequired')}
      tooLongText={t('reject.reasonTooLong', { max: WITHDRAWAL_REASON_MAX })}
      submitLabel={t('reject.confirm')}
      submitColor="error"
      pending={reject.isPending}
      fieldProblem={null}
      problem={reject.isError ? problemMessage(reject.error, t, withdrawalsProblems) : null}
      onSubmit={(reason) =>
        reject.mutate(
          { id: withdrawal.id, reason, idempotencyKey: keys.keyFor({ reject: withdrawal.id, reason }) },
          {
            onSuccess: () => {
              keys.settle();
              notify(t('reject.done', { number, username: withdrawal.member.username }));
              onClose();
            },
          },
        )
      }
      onClose={onClose}
    />
  );
}

/** Records the payment made outside the app, with the provider's reference. */
export function PaidDialog({ withdrawal, onClose }: Props) {
  const { t, i18n } = useTranslation('admin-withdrawals');
  const notify = useNotify();
  const keys = useIdempotencyKeys();
  const paid = useMarkWithdrawalPaid();
  const number = withdrawalNumber(withdrawal.number);
  const { referenceMinLength: min, referenceMaxLength: max } = PAYOUT_LIMITS;
  const code = fieldCode(paid.error, 'reference');
  return (
    <NoteDialog
      title={t('paid.title', { number })}
      body={t('paid.body', {
        money: formatMoney(withdrawal, i18n.language),
        provider: withdrawal.provider.name,
      })}
      label={t('paid.reference')}
      help={t('paid.referenceHelp')}
      min={min}
      max={max}
      requiredText={t('paid.referenceRequired')}
      tooShortText={t('paid.referenceLength', { min, max })}
      tooLongText={t('paid.referenceLength', { min, max })}
      submitLabel={t('paid.confirm')}
      pending={paid.isPending}
      fieldProblem={
        code ? t(`paid.problems.${code}`, { min, max, defaultValue: t('paid.problems.other') }) : null
      }
      problem={paid.isError && !code ? problemMessage(paid.error, t, withdrawalsProblems) : null}
      onSubmit={(reference) =>
        paid.mutate(
          { id: withdrawal.id, reference, idempotencyKey: keys.keyFor({ paid: withdrawal.id, reference }) },
          {
            onSuccess: () => {
              keys.settle();
              notify(t('paid.done', { number }));
              onClose();
            },
          },
        )
      }
      onClose={onClose}
    />
  );
}
