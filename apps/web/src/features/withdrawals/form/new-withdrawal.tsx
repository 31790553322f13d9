import type { Withdrawal, WithdrawalOverview } from '@betogether/contracts/withdrawals/withdrawals.schemas';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from '@/lib/use-translation';
import { EmptyState } from '@/ui/list-states';
import { RetryAlert } from '@/ui/retry-alert';
import { usePayoutProviders } from '../api/get-payout-providers';
import { withdrawalProblem } from '../components/withdrawal-format';
import { WithdrawalForm } from './withdrawal-form';

/** The form once the payout methods are known: a skeleton before, a retry on failure, a word when none is open. */
export function NewWithdrawal({
  overview,
  onDone,
}: {
  overview: WithdrawalOverview;
  onDone: (withdrawal: Withdrawal) => void;
}) {
  const { t } = useTranslation('withdrawals');
  const providers = usePayoutProviders();
  if (!providers.data && providers.isError)
    return (
      <Card>
        <CardContent>
          <RetryAlert
            message={`${t('form.loadError')} ${withdrawalProblem(providers.error, t)}`}
            retryLabel={t('actions.retry')}
            onRetry={() => void providers.refetch()}
          />
        </CardContent>
      </Card>
    );
  if (!providers.data) return <Skeleton variant="rounded" height={460} aria-label={t('form.loading')} />;
  if (providers.data.items.length === 0)
    return (
      <EmptyState
        icon={<PaymentsOutlined sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />}
        title={t('form.noMethodTitle')}
        body={t('form.noMethodBody')}
      />
    );
  return <WithdrawalForm providers={providers.data.items} overview={overview} onDone={onDone} />;
}
