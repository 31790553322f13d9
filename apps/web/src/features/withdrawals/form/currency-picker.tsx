import Box from '@mui/material/Box';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import { currencyName } from '@/lib/money-format';
import { useTranslation } from '@/lib/use-translation';
import { formatRate } from '../components/withdrawal-format';
import { ChoiceGroup } from './choice-group';
import type { ProviderCurrency } from './withdrawal-form-rules';

function CurrencyText({ option }: { option: ProviderCurrency }) {
  const { t, i18n } = useTranslation('withdrawals');
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600 }}>
        {currencyName(option.currency, i18n.language)} ({option.currency})
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('figures.rateValue', { money: formatRate(option.rate.rate, option.currency, i18n.language) })}
      </Typography>
    </Box>
  );
}

/** The currency the money is paid in, with what a coin is worth in it now; a line when there is one. */
export function CurrencyPicker({
  options,
  value,
  onChange,
}: {
  options: ProviderCurrency[];
  value: string;
  onChange: (currency: string) => void;
}) {
  const { t } = useTranslation('withdrawals');
  const [only] = options;
  if (options.length === 1 && only)
    return (
      <Box>
        <Typography variant="h6" component="p" sx={{ mb: 0.5 }}>
          {t('form.currency')}
        </Typography>
        <CurrencyText option={only} />
      </Box>
    );
  return (
    <ChoiceGroup
      legend={t('form.currency')}
      name="withdrawal-currency"
      value={value}
      onChange={onChange}
      sx={{ display: 'flex', flexDirection: 'row', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}
    >
      {options.map((option) => (
        <Box
          component="label"
          key={option.currency}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, cursor: 'pointer', minWidth: 0 }}
        >
          <Radio value={option.currency} size="small" />
          <CurrencyText option={option} />
        </Box>
      ))}
    </ChoiceGroup>
  );
}
