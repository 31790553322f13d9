import Box, { type BoxProps } from '@mui/material/Box';
import { intlOnce } from '@/lib/intl-cache';
import { useTranslation } from '@/lib/use-translation';
import { CoinIcon } from './coin-icon';
import { visuallyHidden } from './visually-hidden';

type CoinFormat = {
  /** "+1,200" / "−300": for movements, never for balances. */
  signed?: boolean;
  /** "12.3K" where space is tight (the header). */
  compact?: boolean;
};

/** A coin amount with thousands separators in the member's language ("1,234" / "1 234"). */
export function formatCoins(value: number, language: string, format: CoinFormat = {}): string {
  const signed = format.signed === true;
  const compact = format.compact === true && Math.abs(value) >= 10_000;
  return intlOnce(`coins-${signed}-${compact}`, language, () => {
    const options: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };
    if (signed) options.signDisplay = 'exceptZero';
    if (compact) {
      options.notation = 'compact';
      options.maximumFractionDigits = 1;
    }
    return new Intl.NumberFormat(language, options);
  }).format(value);
}

type Props = CoinFormat & {
  value: number;
  /** Size of the coin icon, in px. */
  iconSize?: number;
  sx?: BoxProps['sx'];
};

/** A gold coin and the amount, read as "1,234 coins" by screen readers. */
export function CoinAmount({ value, signed, compact, iconSize = 18, sx }: Props) {
  const { t, i18n } = useTranslation();
  const text = formatCoins(value, i18n.language, { signed, compact });
  return (
    <Box
      component="span"
      sx={[
        { display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <CoinIcon sx={{ fontSize: iconSize }} />
      <span aria-hidden>{text}</span>
      <Box component="span" sx={visuallyHidden}>
        {t('coins.amount', { count: value, formatted: text })}
      </Box>
    </Box>
  );
}
