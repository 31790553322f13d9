import type { AdminPayoutProvider } from '@betogether/contracts/payouts/payouts.schemas';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { currencyName } from '@/lib/money-format';
import { useTranslation } from '@/lib/use-translation';
import { formatCoins } from '@/ui/coin-amount';
import { formatBps, formatRate } from '../payout-format';

type Props = { provider: AdminPayoutProvider };

const chipRow = { display: 'flex', flexWrap: 'wrap', gap: 0.5 } as const;

/** "25 coins + 1.5 %", "1.5 %", "No fee". */
export function FeeText({ provider }: Props) {
  const { t, i18n } = useTranslation('admin-payouts');
  const language = i18n.language || 'en';
  const fixed = provider.feeFixedCoins;
  const percent = provider.feePercentBps;
  const coins = t('coinsShort', { count: fixed, formatted: formatCoins(fixed, language) });
  const text =
    fixed > 0 && percent > 0
      ? t('providers.feeBoth', { coins, percent: formatBps(percent, language) })
      : fixed > 0
        ? coins
        : percent > 0
          ? formatBps(percent, language)
          : t('providers.noFee');
  return <span>{text}</span>;
}

/** "500 – 200,000 coins". */
export function LimitsText({ provider }: Props) {
  const { t, i18n } = useTranslation('admin-payouts');
  const language = i18n.language || 'en';
  return (
    <span>
      {t('providers.limitsRange', {
        min: formatCoins(provider.minCoins, language),
        max: formatCoins(provider.maxCoins, language),
      })}
    </span>
  );
}

/** The kind as a chip: Mobile money, Bank transfer… */
export function KindChip({ provider }: Props) {
  const { t } = useTranslation('admin-payouts');
  return <Chip size="small" variant="outlined" label={t(`kinds.${provider.kind}`)} />;
}

/** The details members give: Phone number, IBAN… */
export function FieldChips({ provider }: Props) {
  const { t } = useTranslation('admin-payouts');
  return (
    <Box sx={chipRow}>
      {provider.requiredFields.map((field) => (
        <Chip key={field} size="small" label={t(`fields.${field}`)} />
      ))}
    </Box>
  );
}

/** Each currency with its current rate; one without a rate is flagged (members cannot use it yet). */
export function CurrencyChips({ provider }: Props) {
  const { t, i18n } = useTranslation('admin-payouts');
  const language = i18n.language || 'en';
  return (
    <Box sx={chipRow}>
      {provider.rates.map(({ currency, rate }) =>
        rate ? (
          <Tooltip key={currency} title={currencyName(currency, language)}>
            <Chip
              size="small"
              label={t('providers.currencyRate', { currency, rate: formatRate(rate.rate, language) })}
              sx={{ fontVariantNumeric: 'tabular-nums' }}
            />
          </Tooltip>
        ) : (
          <Chip
            key={currency}
            size="small"
            color="warning"
            variant="outlined"
            icon={<WarningAmberOutlined aria-hidden />}
            label={t('providers.currencyNoRate', { currency })}
          />
        ),
      )}
    </Box>
  );
}
