import { maxRate } from '@betogether/contracts/payouts/payouts.amounts';
import { PAYOUT_LIMITS, payoutCurrencies } from '@betogether/contracts/payouts/payouts.constants';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type FormEvent, useMemo, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { currencyName } from '@/lib/money-format';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { formatCoins } from '@/ui/coin-amount';
import { FormDialog } from '@/ui/form-dialog';
import { useNotify } from '@/ui/snackbar';
import { adminPayoutsProblems } from '../admin-payouts-problems';
import { useSetPayoutRate } from '../api/set-rate';
import { formatMinor, formatRate } from '../payout-format';
import { checkRate, PREVIEW_COINS } from './rate-form';

type Props = {
  /** The currency whose rate changes, or null to choose one. */
  currency: string | null;
  /** The current rate of each currency that has one. */
  current: ReadonlyMap<string, string>;
  onClose: () => void;
};

/** A new version of a currency's rate (money per coin), with what 1,000 coins would then pay. */
export function RateDialog({ currency: preset, current, onClose }: Props) {
  const { t, i18n } = useTranslation('admin-payouts');
  const language = i18n.language || 'en';
  const notify = useNotify();
  const save = useSetPayoutRate();
  const [currency, setCurrency] = useState(preset ?? '');
  const [input, setInput] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const options = useMemo(() => [...payoutCurrencies()].sort(), []);
  const currentRate = currency ? (current.get(currency) ?? null) : null;
  const check = checkRate(input, currency, currentRate);

  const server = save.error instanceof ApiError ? save.error : null;
  const serverRate =
    server?.code === 'PAYOUT_RATE_UNCHANGED'
      ? problemMessage(server, t, adminPayoutsProblems)
      : server?.problem?.errors?.find((item) => item.field === 'rate')?.message;
  const serverCurrency = server?.problem?.errors?.find((item) => item.field === 'currency')?.message;
  const shown = touched || submitted;
  const currencyMessage =
    (submitted && !currency ? t('rates.problems.currency') : undefined) ?? serverCurrency;
  const rateMessage =
    (shown && !check.ok && check.problem !== 'currency'
      ? t(`rates.problems.${check.problem}`, {
          decimals: PAYOUT_LIMITS.rateDecimals,
          max: currency ? formatRate(maxRate(currency), language) : '',
          currency,
        })
      : undefined) ?? serverRate;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!check.ok) return;
    save.mutate(
      { currency, rate: check.rate },
      {
        onSuccess: (saved) => {
          notify(t('rates.saved', { currency: saved.currency, version: saved.version }));
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      title={preset ? t('rates.dialogTitleFor', { currency: preset }) : t('rates.dialogTitle')}
      onClose={onClose}
      onSubmit={submit}
      pending={save.isPending}
      submitLabel={t('rates.submit')}
      cancelLabel={t('actions.cancel')}
      fullScreenOnPhone={false}
      maxWidth="xs"
      contentSx={{ display: 'grid', gap: 2, pt: '8px !important' }}
    >
      {preset === null && (
        <Autocomplete
          options={options}
          value={currency || null}
          onChange={(_event, code) => setCurrency(code ?? '')}
          getOptionLabel={(code) => `${code} · ${currencyName(code, language)}`}
          autoHighlight
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('rates.fields.currency')}
              required
              autoFocus
              error={Boolean(currencyMessage)}
              helperText={currencyMessage ?? t('rates.help.currency')}
            />
          )}
        />
      )}
      <TextField
        label={t('rates.fields.rate', { currency: currency || '…' })}
        required
        autoFocus={preset !== null}
        value={input}
        onChange={(event) => setInput(event.target.value)}
        onBlur={() => setTouched(true)}
        error={Boolean(rateMessage)}
        helperText={
          rateMessage ??
          (currentRate
            ? t('rates.help.rateWithCurrent', { rate: formatRate(currentRate, language), currency })
            : t('rates.help.rate'))
        }
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      {check.ok && (
        <Alert severity="info" icon={false} role="status">
          {t('rates.preview', {
            coins: formatCoins(PREVIEW_COINS, language),
            money: formatMinor(check.previewMinor, currency, language),
          })}
        </Alert>
      )}
      {save.isError && !serverRate && !serverCurrency && (
        <Alert severity="error">{problemMessage(save.error, t, adminPayoutsProblems)}</Alert>
      )}
    </FormDialog>
  );
}
