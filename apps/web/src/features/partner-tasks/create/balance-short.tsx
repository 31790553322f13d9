import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { formatCoins } from '@/ui/coin-amount';

/** The partner's coins do not cover the budget: how many are missing, and the way to the store. */
export function BalanceShort({ missing }: { missing: number | null }) {
  const { t, i18n } = useTranslation('partner-tasks');
  return (
    <Alert
      severity="warning"
      action={
        <Button component={RouterLink} to={paths.coinStore.href()} color="inherit" size="small">
          {t('summary.buyCoins')}
        </Button>
      }
    >
      {missing === null
        ? t('summary.shortUnknown')
        : t('summary.short', { count: missing, formatted: formatCoins(missing, i18n.language) })}
    </Alert>
  );
}
