import type { CoinFlow, WalletSummary } from '@betogether/contracts/wallet/wallet.schemas';
import AddShoppingCartOutlined from '@mui/icons-material/AddShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { CoinAmount } from '@/ui/coin-amount';

/** Green for coins in, red for coins out, neutral for nothing. */
function flowColor(kind: 'earned' | 'spent', coins: number): string {
  if (coins === 0) return 'text.primary';
  return kind === 'earned' ? 'success.main' : 'error.main';
}

function FlowCard({ title, flow }: { title: string; flow: CoinFlow | undefined }) {
  const { t } = useTranslation('wallet');
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        <Stack sx={{ gap: 1 }}>
          {(['earned', 'spent'] as const).map((kind) => (
            <Stack
              key={kind}
              direction="row"
              sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
            >
              <Typography variant="body2" color="text.secondary">
                {t(`figures.${kind}`)}
              </Typography>
              {flow ? (
                <CoinAmount
                  value={kind === 'earned' ? flow.earned : -flow.spent}
                  signed
                  sx={{
                    fontWeight: 700,
                    fontSize: 17,
                    color: flowColor(kind, kind === 'earned' ? flow.earned : flow.spent),
                  }}
                />
              ) : (
                <Skeleton width={64} />
              )}
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Balance, and coins earned and spent this week (since Monday) and this month. */
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
            <Button
              component={RouterLink}
              to={paths.coinStore.href()}
              variant="contained"
              color="secondary"
              startIcon={<AddShoppingCartOutlined />}
            >
              {t('figures.buy')}
            </Button>
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
