import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import { useTranslation } from '@/lib/use-translation';
import { formatCoins } from '@/ui/coin-amount';
import { CoinIcon } from '@/ui/coin-icon';
import { TextInput } from '@/ui/text-input';
import { fieldId, type WithdrawalForm } from './use-withdrawal-form';

/**
 * The coins to withdraw, whole numbers only, with "Max": the most this method takes from this
 * member now (its maximum, the balance and what the limits leave).
 */
export function AmountField({ form }: { form: WithdrawalForm }) {
  const { t, i18n } = useTranslation('withdrawals');
  const { provider, maxCoins } = form;
  const n = (value: number) => formatCoins(value, i18n.language);
  const error = form.errorOf('coins');
  const reachable = provider !== null && maxCoins >= provider.minCoins;
  const hint = !provider
    ? t('amount.chooseFirst')
    : reachable
      ? t('amount.hint', { min: n(provider.minCoins), max: n(maxCoins) })
      : t('amount.notEnough', { min: n(provider.minCoins) });
  return (
    <TextInput
      id={fieldId('coins')}
      name="coins"
      label={t('amount.label')}
      value={form.draft.coins}
      onChange={(event) => form.setCoins(event.target.value)}
      onBlur={() => form.touch('coins')}
      error={Boolean(error)}
      helperText={error ?? hint}
      disabled={!provider}
      autoComplete="off"
      inputProps={{ inputMode: 'numeric', pattern: '[0-9]*', maxLength: 10 }}
      startAdornment={
        <InputAdornment position="start">
          <CoinIcon sx={{ fontSize: 20 }} />
        </InputAdornment>
      }
      endAdornment={
        <InputAdornment position="end">
          <Button
            size="small"
            onClick={() => form.setCoins(String(maxCoins))}
            disabled={!reachable}
            aria-label={t('amount.maxLabel', { count: maxCoins, coins: n(maxCoins) })}
          >
            {t('amount.max')}
          </Button>
        </InputAdornment>
      }
    />
  );
}
