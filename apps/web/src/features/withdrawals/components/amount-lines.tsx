import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { formatMinorUnits } from '@/lib/money-format';
import { useTranslation } from '@/lib/use-translation';
import { CoinAmount } from '@/ui/coin-amount';
import { formatRate } from './withdrawal-format';

/** The figures of one withdrawal, as the server computes and records them. */
export type WithdrawalFigures = {
  coins: number;
  feeCoins: number;
  currency: string;
  minorDigits: number;
  /** The rate version used: money per coin, decimal text. */
  rate: { rate: string };
  moneyMinor: number;
};

// The money received stands apart: a rule above it, drawn on both of its cells (a <dl> holds only
// its terms and definitions).
const totalLine = { borderTop: 1, borderColor: 'divider', pt: 1, mt: 0.25 } as const;

type Row = { key: string; label: string; value: ReactNode; total?: boolean };

/**
 * What a withdrawal does, line by line (DESIGN.md: money actions show exactly what will happen):
 * the coins, the fee, the coins converted, the rate, the money received, and — before it is sent —
 * the balance left.
 */
export function AmountLines({
  figures,
  balanceAfter,
  testId,
}: {
  figures: WithdrawalFigures;
  balanceAfter?: number;
  testId?: string;
}) {
  const { t, i18n } = useTranslation('withdrawals');
  const { coins, feeCoins, currency, minorDigits, rate, moneyMinor } = figures;
  const rows: Row[] = [
    { key: 'coins', label: t('figures.coins'), value: <CoinAmount value={coins} /> },
    { key: 'fee', label: t('figures.fee'), value: <CoinAmount value={-feeCoins} signed /> },
    { key: 'converted', label: t('figures.converted'), value: <CoinAmount value={coins - feeCoins} /> },
    {
      key: 'rate',
      label: t('figures.rate'),
      value: t('figures.rateValue', { money: formatRate(rate.rate, currency, i18n.language) }),
    },
    {
      key: 'money',
      label: t('figures.money'),
      value: formatMinorUnits(moneyMinor, currency, minorDigits, i18n.language),
      total: true,
    },
  ];
  if (balanceAfter !== undefined)
    rows.push({
      key: 'balance',
      label: t('figures.balanceAfter'),
      value: <CoinAmount value={balanceAfter} />,
    });

  return (
    <Box
      component="dl"
      data-testid={testId}
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', rowGap: 0.75 }}
    >
      {rows.map((row) => (
        <Fragment key={row.key}>
          <Typography
            component="dt"
            variant={row.total ? 'body1' : 'body2'}
            color={row.total ? 'text.primary' : 'text.secondary'}
            sx={[
              { fontWeight: row.total ? 700 : 400, alignSelf: 'center' },
              // The rule at the same height on both cells, the label still centred against the money.
              row.total === true && {
                ...totalLine,
                alignSelf: 'stretch',
                display: 'flex',
                alignItems: 'center',
              },
            ]}
          >
            {row.label}
          </Typography>
          <Typography
            component="dd"
            data-figure={row.key}
            sx={[
              { m: 0, pl: 2, textAlign: 'right', fontWeight: 500, fontVariantNumeric: 'tabular-nums' },
              row.total === true && {
                ...totalLine,
                fontWeight: 700,
                fontSize: '1.25rem',
                color: 'success.main',
              },
            ]}
          >
            {row.value}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}
