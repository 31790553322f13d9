import type { PayoutQuote } from '@betogether/contracts/payouts/payouts.schemas';
import type { Withdrawal } from '@betogether/contracts/withdrawals/withdrawals.schemas';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { formatCoins } from '@/ui/coin-amount';
import { FormDialog } from '@/ui/form-dialog';
import { AmountLines } from '../components/amount-lines';
import { PayoutTarget } from '../components/payout-target';
import type { ReadyWithdrawal } from '../form/use-withdrawal-form';
import { ConfirmationFields } from './confirmation-fields';
import { placeRefusal, type Refusal } from './refusal';
import { useConfirmation } from './use-confirmation';
import type { SendWithdrawal } from './use-send-withdrawal';

/** The withdrawal to confirm, with the server's quote of it (the figures it will record). */
export type QuotedWithdrawal = ReadyWithdrawal & { quote: PayoutQuote };

type Props = {
  withdrawal: QuotedWithdrawal;
  balance: number;
  sender: SendWithdrawal;
  onClose: () => void;
  onDone: (made: Withdrawal) => void;
  /** Every refusal, for the form to place; the dialog closes itself first when only the form can fix it. */
  onRefused: (refusal: Refusal) => void;
};

/**
 * The last step: exactly what will happen (the method and where the money goes, the coins, the fee,
 * the rate, the money, the balance left), then the password or an emailed code. Sent once; a wrong
 * password or code is said under its field, a limit or the balance in a sentence.
 */
export function ConfirmWithdrawalDialog({ withdrawal, balance, sender, onClose, onDone, onRefused }: Props) {
  const { t, i18n } = useTranslation('withdrawals');
  const confirmation = useConfirmation();
  const [message, setMessage] = useState<string | null>(null);
  const { provider, currency, coins, destination, quote } = withdrawal;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const confirmed = confirmation.confirmation(t);
    if (!confirmed) return;
    setMessage(null);
    sender.send(
      { providerId: provider.id, currency: currency.currency, coins, destination, confirmation: confirmed },
      {
        done: onDone,
        refused: (error) => {
          const refusal = placeRefusal(error, t);
          onRefused(refusal);
          if (refusal.backToForm) return;
          if (refusal.codeSpent) confirmation.forgetCode();
          confirmation.refused(refusal.confirmation);
          setMessage(refusal.message);
        },
      },
    );
  };

  return (
    <FormDialog
      title={t('confirm.title')}
      onClose={onClose}
      onSubmit={submit}
      pending={sender.sending}
      submitLabel={t('confirm.submit', { count: coins, coins: formatCoins(coins, i18n.language) })}
      cancelLabel={t('actions.back')}
      contentSx={{ display: 'grid', gap: 2, alignContent: 'start' }}
    >
      <PayoutTarget provider={provider} destination={quote.destination ?? destination} />
      {quote.rate.version !== currency.rate.version && (
        <Alert severity="info">{t('confirm.rateChanged')}</Alert>
      )}
      <AmountLines testId="withdrawal-confirm-figures" figures={quote} balanceAfter={balance - coins} />
      <Typography variant="body2" color="text.secondary">
        {t('confirm.note')}
      </Typography>
      <ConfirmationFields confirmation={confirmation} />
      {message && (
        <Alert severity="error" role="alert">
          {message}
        </Alert>
      )}
    </FormDialog>
  );
}
