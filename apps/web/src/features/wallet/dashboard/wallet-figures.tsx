import { type FlowCategory, flowCategories } from '@betogether/contracts/wallet/wallet.constants';
import type { CoinFlow, WalletSummary } from '@betogether/contracts/wallet/wallet.schemas';
import AddShoppingCartOutlined from '@mui/icons-material/AddShoppingCartOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { CoinAmount } from '@/ui/coin-amount';

/** What each category adds to the balance, and its colour: in green, out red, bought and corrections plain. */
function shown(kind: FlowCategory, flow: CoinFlow): { value: number; color: string } {
  const value = kind === 'spent' ? -flow.spent : flow[kind];
  if (value === 0 || kind === 'bought' || kind === 'corrected') return { value, color: 'text.primary' };
  return { value, color: value > 0 ? 'success.main' : 'error.main' };
}

function FlowCard({ title, flow }: { title: string; flow: CoinFlow | undefined }) {
  const { t } = useTranslation('wallet');
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        <Stack component="dl" sx={{ gap: 1, m: 0 }}>
          {flowCategories.map((kind) => {
            const figure = flow ? shown(kind, flow) : null;
            return (
              <Stack
                key={kind}
                direction="row"
                sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
              >
                <Typography component="dt" variant="body2" color="text.secondary">
                  {t(`figures.${kind}`)}
                </Typography>
                <Box component="dd" sx={{ m: 0 }} data-testid={`flow-${kind}`}>
                  {figure ? (
                    <CoinAmount
                      value={figure.value}
                      signed
                      sx={{ fontWeight: 700, fontSize: 17, color: figure.color }}
                    />
                  ) : (
                    <Skeleton width={64} />
                  )}
                </Box>
              </Stack>
            );
          })}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Balance, and coins bought, earned, spent and corrected this week (since Monday) and this month. */
export function WalletFigures({ summary }: { summary: WalletSummary | undefined }) {
  const { t } = useTranslation('wallet');
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <Card
          component="section"
          aria-labelledby="wallet-balance-title"
          sx={{
            height: '100%',
            border: 1,
            borderColor: 'coin.main',
            bgcolor: (theme) => (theme.palette.mode === 'dark' ? 'rgba(242, 183, 5, 0.10)' : '#FFF8E1'),
          }}
        >
          <CardContent>
            <Typography id="wallet-balance-title" variant="h5" component="h2">
              {t('figures.balance')}
            </Typography>
            <Box sx={{ my: 1 }} data-testid="dashboard-balance">
              {summary ? (
                <CoinAmount
                  value={summary.balance}
                  iconSize={36}
                  sx={{ fontSize: 34, fontWeight: 700, gap: 1 }}
                />
              ) : (
                <Skeleton width={140} height={48} />
              )}
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button
                component={RouterLink}
                to={paths.coinStore.href()}
                variant="contained"
                color="secondary"
                startIcon={<AddShoppingCartOutlined />}
              >
                {t('figures.buy')}
              </Button>
              <Button
                component={RouterLink}
                to={paths.withdrawal.href()}
                variant="outlined"
                startIcon={<PaymentsOutlined />}
              >
                {t('figures.withdraw')}
              </Button>
            </Box>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FlowCard title={t('figures.thisWeek')} flow={summary?.thisWeek} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FlowCard title={t('figures.thisMonth')} flow={summary?.thisMonth} />
      </Grid>
    </Grid>
  );
}
