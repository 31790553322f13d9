import type { WithdrawalOverview } from '@betogether/contracts/withdrawals/withdrawals.schemas';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { CoinAmount, formatCoins } from '@/ui/coin-amount';

function LimitLine({ label, used, limit }: { label: string; used: number; limit: number }) {
  const { t, i18n } = useTranslation('withdrawals');
  const id = useId();
  const left = Math.max(0, limit - used);
  const n = (value: number) => formatCoins(value, i18n.language);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={id} variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('balance.left', { left: n(left), limit: n(limit) })}
        </Typography>
      </Box>
      {/* The part still open, full at the start of a day: the bar says what the words say. */}
      <LinearProgress
        variant="determinate"
        value={limit > 0 ? Math.min(100, (left / limit) * 100) : 0}
        aria-labelledby={id}
        aria-valuetext={t('balance.left', { left: n(left), limit: n(limit) })}
        sx={{ mt: 0.5, height: 6, borderRadius: 3, bgcolor: 'action.selected' }}
      />
    </Box>
  );
}

/**
 * What the member may withdraw now (the smallest of the balance and what the day's and month's
 * limits leave), the balance, and each limit with what is left of it.
 */
export function BalanceCard({ overview }: { overview: WithdrawalOverview }) {
  const { t } = useTranslation('withdrawals');
  const { limits } = overview;
  return (
    <Card
      component="section"
      aria-labelledby="withdrawal-balance-title"
      data-testid="withdrawal-balance"
      sx={{ border: 1, borderColor: 'coin.main' }}
    >
      <CardContent
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1.2fr)' },
          alignItems: 'center',
        }}
      >
        <Box>
          <Typography id="withdrawal-balance-title" variant="h5" component="h2">
            {t('balance.available')}
          </Typography>
          <CoinAmount
            value={limits.availableCoins}
            iconSize={32}
            sx={{ fontSize: 30, fontWeight: 700, gap: 1, my: 0.5 }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', gap: 0.5 }}>
            {t('balance.balance')} <CoinAmount value={overview.balance} iconSize={14} />
          </Typography>
        </Box>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <LimitLine label={t('balance.today')} used={limits.usedTodayCoins} limit={limits.dayLimitCoins} />
          <LimitLine
            label={t('balance.month')}
            used={limits.usedThisMonthCoins}
            limit={limits.monthLimitCoins}
          />
        </Box>
      </CardContent>
    </Card>
  );
}
