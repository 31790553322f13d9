import type { Withdrawal } from '@betogether/contracts/withdrawals/withdrawals.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { formatCoins } from '@/ui/coin-amount';
import { ListError } from '@/ui/list-states';
import { useNotify } from '@/ui/snackbar';
import { useWithdrawalOverview } from './api/get-withdrawal-overview';
import { useLiveWithdrawals } from './api/use-live-withdrawals';
import { withdrawalName, withdrawalProblem } from './components/withdrawal-format';
import { WithdrawalSkeleton } from './components/withdrawal-skeleton';
import { BalanceCard } from './eligibility/balance-card';
import { EligibilityCard, mayWithdraw } from './eligibility/eligibility-card';
import { NewWithdrawal } from './form/new-withdrawal';
import { WithdrawalDetailDialog } from './history/withdrawal-detail-dialog';
import { WithdrawalHistory } from './history/withdrawal-history';

/**
 * `/betogether/withdrawal/withdrawal`: what the member may withdraw (balance, limits left), the form
 * when they may (an approved identity check and a confirmed email; otherwise what to do first), and
 * their withdrawals with each one's detail. Finance's steps show live.
 */
export function WithdrawalPage() {
  const { t, i18n } = useTranslation('withdrawals');
  const notify = useNotify();
  const overview = useWithdrawalOverview();
  const [openId, setOpenId] = useState<string | null>(null);
  const [made, setMade] = useState<Withdrawal | null>(null);
  // The banner says "pending": once finance moves it on (or it is cancelled), the list says the rest.
  useLiveWithdrawals(({ withdrawalId, status }) => {
    if (status !== 'pending') setMade((current) => (current?.id === withdrawalId ? null : current));
  });

  useEffect(() => {
    document.title = `${t('title')} · BeTogether`;
  }, [t]);

  const done = (withdrawal: Withdrawal) => {
    setMade(withdrawal);
    notify(
      t('made.toast', {
        name: withdrawalName(withdrawal.number),
        count: withdrawal.coins,
        coins: formatCoins(withdrawal.coins, i18n.language),
      }),
    );
  };

  const data = overview.data;
  let content: ReactNode;
  if (data)
    content = (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <BalanceCard overview={data} />
        {made && (
          <Alert
            severity="success"
            action={
              <Button color="inherit" size="small" onClick={() => setOpenId(made.id)}>
                {t('made.details')}
              </Button>
            }
          >
            {t('made.body', { name: withdrawalName(made.number) })}
          </Alert>
        )}
        {/* The form beside the list from lg; the list below it on a phone. */}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          }}
        >
          {mayWithdraw(data) ? (
            <NewWithdrawal overview={data} onDone={done} />
          ) : (
            <EligibilityCard overview={data} />
          )}
          <WithdrawalHistory onOpen={setOpenId} />
        </Box>
      </Box>
    );
  else if (overview.isError)
    content = (
      <ListError
        title={t('loadError')}
        message={withdrawalProblem(overview.error, t)}
        retryLabel={t('actions.retry')}
        onRetry={() => void overview.refetch()}
      />
    );
  else content = <WithdrawalSkeleton label={t('loading')} />;

  return (
    <Box component="article" aria-labelledby="withdrawal-title" sx={{ px: { xs: 1, sm: 0 }, pb: 4 }}>
      <Typography id="withdrawal-title" variant="h2" component="h1">
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('subtitle')}
      </Typography>
      {content}
      <WithdrawalDetailDialog withdrawalId={openId} onClose={() => setOpenId(null)} />
    </Box>
  );
}
