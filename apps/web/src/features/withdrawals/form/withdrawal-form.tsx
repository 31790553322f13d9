import type { PayoutProvider } from '@betogether/contracts/payouts/payouts.schemas';
import type { Withdrawal, WithdrawalOverview } from '@betogether/contracts/withdrawals/withdrawals.schemas';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { usePayoutQuote } from '../api/get-payout-quote';
import { withdrawalsKeys } from '../api/withdrawals-keys';
import { AmountLines } from '../components/amount-lines';
import { ConfirmWithdrawalDialog, type QuotedWithdrawal } from '../confirm/confirm-withdrawal-dialog';
import { placeRefusal, type Refusal } from '../confirm/refusal';
import { useSendWithdrawal } from '../confirm/use-send-withdrawal';
import { AmountField } from './amount-field';
import { CurrencyPicker } from './currency-picker';
import { DestinationFields } from './destination-fields';
import { ProviderPicker } from './provider-picker';
import { fieldId, useWithdrawalForm } from './use-withdrawal-form';

type Props = {
  providers: PayoutProvider[];
  overview: WithdrawalOverview;
  onDone: (withdrawal: Withdrawal) => void;
};

/**
 * A new withdrawal: the method, the currency, the coins and the details it asks for, with what it
 * pays as it is typed. "Continue" asks the server for its quote (the rate now, the details checked)
 * before the confirmation step asks for the password, so that a typo never costs a code.
 */
export function WithdrawalForm({ providers, overview, onDone }: Props) {
  const { t } = useTranslation('withdrawals');
  const queryClient = useQueryClient();
  const form = useWithdrawalForm(providers, overview);
  const quote = usePayoutQuote();
  const sender = useSendWithdrawal();
  const [confirming, setConfirming] = useState<QuotedWithdrawal | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const { provider, currency, amounts } = form;

  const apply = (refusal: Refusal) => {
    form.placeServerErrors(refusal.fields);
    for (const what of refusal.refresh)
      void queryClient.invalidateQueries({
        queryKey: what === 'overview' ? withdrawalsKeys.overview() : withdrawalsKeys.providers(),
      });
    if (!confirming || refusal.backToForm) {
      setConfirming(null);
      setMessage(refusal.message);
      const first = Object.keys(refusal.fields)[0];
      if (first) window.setTimeout(() => document.getElementById(fieldId(first))?.focus());
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ready = form.ready();
    if (!ready || quote.isPending) return;
    setMessage(null);
    quote.mutate(
      {
        providerId: ready.provider.id,
        body: { currency: ready.currency.currency, coins: ready.coins, destination: ready.destination },
      },
      {
        onSuccess: (answer) => setConfirming({ ...ready, quote: answer }),
        onError: (error) => apply(placeRefusal(error, t)),
      },
    );
  };

  return (
    <Card component="section" aria-labelledby="withdrawal-form-title">
      <CardContent>
        <Typography id="withdrawal-form-title" variant="h4" component="h2" sx={{ mb: 2 }}>
          {t('form.title')}
        </Typography>
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 3 }}>
          <ProviderPicker providers={providers} value={provider?.id ?? null} onChange={form.chooseProvider} />
          {provider && currency && (
            <CurrencyPicker
              options={provider.currencies}
              value={currency.currency}
              onChange={form.chooseCurrency}
            />
          )}
          <AmountField form={form} />
          <DestinationFields form={form} />
          <Box
            component="section"
            aria-labelledby="withdrawal-summary-title"
            sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }}
          >
            <Typography id="withdrawal-summary-title" variant="h6" component="h3" sx={{ mb: 1 }}>
              {t('summary.title')}
            </Typography>
            {amounts && currency && form.coins !== null ? (
              <AmountLines
                testId="withdrawal-summary"
                figures={{ ...currency, ...amounts, coins: form.coins }}
                balanceAfter={overview.balance - form.coins}
              />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {provider ? t('summary.empty') : t('summary.chooseMethod')}
              </Typography>
            )}
          </Box>
          {message && (
            <Alert severity="error" role="alert">
              {message}
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={quote.isPending}
            disabled={!provider}
            endIcon={<ArrowForwardRounded />}
            sx={{ justifySelf: { xs: 'stretch', sm: 'end' } }}
          >
            {t('form.continue')}
          </Button>
        </Box>
      </CardContent>
      {confirming && (
        <ConfirmWithdrawalDialog
          withdrawal={confirming}
          balance={overview.balance}
          sender={sender}
          onClose={() => setConfirming(null)}
          onRefused={apply}
          onDone={(made) => {
            setConfirming(null);
            form.clearAmount();
            onDone(made);
          }}
        />
      )}
    </Card>
  );
}
