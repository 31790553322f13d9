import type { PartnerTaskSettings } from '@betogether/contracts/tasks/tasks.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { CoinAmount, formatCoins } from '@/ui/coin-amount';
import { RetryAlert } from '@/ui/retry-alert';
import { BalanceShort } from './balance-short';
import type { Budget } from './task-budget';
import type { TaskVariant } from './task-variant';

type BalanceState = {
  data?: { balance: number };
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

type Props = {
  variant: TaskVariant;
  settings: PartnerTaskSettings;
  budget: Budget;
  balance: BalanceState;
  /** The Save and Publish buttons, under the figures. */
  children: ReactNode;
};

function Row({
  label,
  detail,
  value,
  strong,
}: {
  label: string;
  detail?: string;
  value: ReactNode;
  strong?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        )}
      </Box>
      <Box sx={{ fontWeight: strong ? 700 : 500 }}>{value}</Box>
    </Box>
  );
}

/**
 * What publishing will do, kept in view: the rewards, the platform fee and the total set aside,
 * the partner's balance before and after, what is missing, and whether the team reviews it first.
 */
export function SummaryCard({ variant, settings, budget, balance, children }: Props) {
  const { t, i18n } = useTranslation('partner-tasks');
  const id = useId();
  const n = (value: number) => formatCoins(value, i18n.language);
  const after = balance.data ? balance.data.balance - budget.total : null;

  return (
    <Card component="aside" aria-labelledby={id} data-testid="task-summary">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          {t('summary.title')}
        </Typography>
        <Stack spacing={1.5}>
          {variant.free ? (
            <>
              <Alert severity="info" icon={false}>
                {t('summary.free')}
              </Alert>
              <Row label={t('summary.places')} value={n(budget.completions)} />
              <Typography variant="body2" color="text.secondary">
                {t('summary.freeNothingSetAside')}
              </Typography>
            </>
          ) : (
            <>
              <Row
                label={t('summary.rewards')}
                detail={t('summary.times', {
                  amount: n(budget.reward),
                  count: budget.completions,
                  completions: n(budget.completions),
                })}
                value={<CoinAmount value={budget.reward * budget.completions} />}
              />
              <Row
                label={t('summary.fee', { percent: settings.feePercent })}
                detail={t('summary.times', {
                  amount: n(budget.fee),
                  count: budget.completions,
                  completions: n(budget.completions),
                })}
                value={<CoinAmount value={budget.fee * budget.completions} />}
              />
              <Divider />
              <Row label={t('summary.total')} value={<CoinAmount value={budget.total} />} strong />
              <Divider />
              {balance.isPending ? (
                <Skeleton variant="rounded" height={48} aria-label={t('summary.balanceLoading')} />
              ) : balance.isError ? (
                <RetryAlert
                  message={problemMessage(balance.error, t, { ns: 'partner-tasks' })}
                  retryLabel={t('actions.retry')}
                  onRetry={() => void balance.refetch()}
                />
              ) : (
                <>
                  <Row
                    label={t('summary.balance')}
                    value={<CoinAmount value={balance.data?.balance ?? 0} />}
                  />
                  <Row
                    label={t('summary.after')}
                    value={
                      <CoinAmount
                        value={after ?? 0}
                        sx={{ color: after !== null && after < 0 ? 'error.main' : undefined }}
                      />
                    }
                  />
                  {after !== null && after < 0 && <BalanceShort missing={-after} />}
                </>
              )}
            </>
          )}
          {settings.reviewedTasksLeft > 0 && <Alert severity="info">{t('summary.reviewed')}</Alert>}
          <Box sx={{ display: 'grid', gap: 1, pt: 1 }}>{children}</Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
