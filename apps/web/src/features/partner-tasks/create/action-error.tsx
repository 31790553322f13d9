import Alert from '@mui/material/Alert';
import { ApiError } from '@/lib/api-client';
import { problemMessage, serverFieldErrors } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { BalanceShort } from './balance-short';
import { missingCoins } from './task-budget';
import { formFieldOf } from './task-input';

type Props = {
  error: unknown;
  /** The budget the publish needed, and the balance now (refetched after the refusal). */
  total: number;
  balance: number | undefined;
};

/**
 * Why the last save or publish failed, above the buttons: the coins missing (with the store), the
 * fields to look at (their messages are next to them), or the problem in words.
 */
export function ActionError({ error, total, balance }: Props) {
  const { t } = useTranslation('partner-tasks');
  if (!error) return null;
  if (error instanceof ApiError && error.code === 'PARTNER_BALANCE_TOO_LOW') {
    // The summary above already says it once the balance, asked again, shows the shortfall.
    if (balance !== undefined && total > balance) return null;
    return <BalanceShort missing={missingCoins(total, balance, error.problem?.detail)} />;
  }
  if (error instanceof ApiError && error.status === 422 && error.problem?.errors?.length) {
    const messages = serverFieldErrors(error, t);
    // Fields the form has no place for are listed here, with the server's words.
    const elsewhere = Object.entries(messages).filter(([field]) => formFieldOf(field) === null);
    return (
      <Alert severity="error" role="alert">
        {t('form.errors.serverFields')}
        {elsewhere.map(([field, message]) => (
          <div key={field}>{message}</div>
        ))}
      </Alert>
    );
  }
  return (
    <Alert severity="error" role="alert">
      {problemMessage(error, t, { ns: 'partner-tasks' })}
    </Alert>
  );
}
