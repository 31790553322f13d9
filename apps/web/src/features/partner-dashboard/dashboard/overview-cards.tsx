import type { PartnerOverview } from '@betogether/contracts/tasks/task-analytics.schemas';
import AddShoppingCartOutlined from '@mui/icons-material/AddShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { CoinAmount, formatCoins } from '@/ui/coin-amount';

function Figure({ name, label, children }: { name: string; label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, fontWeight: 700, fontSize: 22 }} data-testid={`figure-${name}`}>
        {children}
      </Box>
    </Box>
  );
}

function FigureCard({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fit, minmax(96px, 1fr))' }}
        >
          {children}
        </Box>
        {action}
      </CardContent>
    </Card>
  );
}

/** The partner's headline figures: tasks by state, the coins at stake, and the last 7 days. */
export function OverviewCards({ overview }: { overview: PartnerOverview | undefined }) {
  const { t, i18n } = useTranslation('partner-dashboard');
  const count = (value: number | undefined) =>
    value === undefined ? <Skeleton width={48} /> : formatCoins(value, i18n.language);
  const coins = (value: number | undefined) =>
    value === undefined ? <Skeleton width={72} /> : <CoinAmount value={value} iconSize={20} />;
  const week = overview?.last7Days;

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <FigureCard title={t('overview.tasks')}>
          <Figure name="live" label={t('overview.live')}>
            {count(overview?.live)}
          </Figure>
          <Figure name="in-review" label={t('overview.inReview')}>
            {count(overview?.inReview)}
          </Figure>
          <Figure name="drafts" label={t('overview.drafts')}>
            {count(overview?.drafts)}
          </Figure>
          <Figure name="proofs" label={t('overview.pendingProofs')}>
            {count(overview?.pendingProofs)}
          </Figure>
        </FigureCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <FigureCard
          title={t('overview.coins')}
          action={
            <Button
              component={RouterLink}
              to={paths.coinStore.href()}
              size="small"
              startIcon={<AddShoppingCartOutlined />}
              sx={{ mt: 1.5 }}
            >
              {t('overview.buyCoins')}
            </Button>
          }
        >
          <Figure name="escrow" label={t('overview.escrow')}>
            {coins(overview?.escrowCoins)}
          </Figure>
          <Figure name="balance" label={t('overview.balance')}>
            {coins(overview?.balanceCoins)}
          </Figure>
        </FigureCard>
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <FigureCard title={t('overview.last7Days')}>
          <Figure name="views" label={t('overview.views')}>
            {count(week?.views)}
          </Figure>
          <Figure name="completions" label={t('overview.completions')}>
            {count(week?.completions)}
          </Figure>
          <Figure name="spent" label={t('overview.spent')}>
            {coins(week?.coinsSpent)}
          </Figure>
        </FigureCard>
      </Grid>
    </Grid>
  );
}
