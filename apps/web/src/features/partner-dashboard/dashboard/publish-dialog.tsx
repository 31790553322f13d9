import { feePerCompletion, taskBudget } from '@betogether/contracts/tasks/tasks.constants';
import type { PartnerTask } from '@betogether/contracts/tasks/tasks.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { isRetryableError, useIdempotencyKeys } from '@/lib/idempotency-keys';
import { problemMessage } from '@/lib/problem-message';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { CoinAmount, formatCoins } from '@/ui/coin-amount';
import { FormDialog } from '@/ui/form-dialog';
import { RetryAlert } from '@/ui/retry-alert';
import { useNotify } from '@/ui/snackbar';
import { usePartnerOverview } from '../api/get-overview';
import { useTaskSettings } from '../api/get-task-settings';
import { usePublishTask } from '../api/publish-task';
import { partnerProblems } from '../partner-problems';
import { missingCoins } from './missing-coins';

function Line({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, fontWeight: strong ? 700 : 400 }}>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 'inherit' }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

/** Where the published task went: live now, scheduled for its start, or to an admin's review. */
function doneText(status: PartnerTask['status']): 'live' | 'scheduled' | 'review' {
  return status === 'live' || status === 'scheduled' ? status : 'review';
}

/**
 * Publishing, asked once more with what it costs: the rewards and BeTogether's fee for every place,
 * set aside now from the partner's coins, and the balance left. Too few coins: how many are missing,
 * and the store.
 */
export function PublishDialog({ task, onClose }: { task: PartnerTask; onClose: () => void }) {
  const { t, i18n } = useTranslation('partner-dashboard');
  const notify = useNotify();
  const keys = useIdempotencyKeys();
  const publish = usePublishTask();
  const settings = useTaskSettings();
  const overview = usePartnerOverview();
  const feePercent = settings.data?.feePercent;
  const fee = feePercent === undefined || task.free ? 0 : feePerCompletion(task.rewardCoins, feePercent);
  const budget =
    feePercent === undefined || task.free ? 0 : taskBudget(task.rewardCoins, task.completions, feePercent);
  const balance = overview.data?.balanceCoins;
  const after = balance === undefined ? null : balance - budget;
  const predicted = after !== null && after < 0 ? -after : null;
  // Said before the press when the figures already show it, and after a refusal with the server's count.
  const missing = missingCoins(publish.error, predicted) ?? predicted;
  const ready = task.free || settings.isSuccess;
  const n = (value: number) => formatCoins(value, i18n.language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || publish.isPending) return;
    publish.mutate(
      { taskId: task.id, idempotencyKey: keys.keyFor({ publish: task.id }) },
      {
        onSuccess: (published) => {
          keys.settle();
          notify(t(`publish.done.${doneText(published.status)}`, { title: task.title }));
          onClose();
        },
        // A definite refusal ends this try: the next press (after buying coins) is a new publication.
        onError: (error) => {
          if (!isRetryableError(error)) keys.settle();
        },
      },
    );
  };

  return (
    <FormDialog
      title={t('publish.title', { title: task.title })}
      onClose={onClose}
      onSubmit={submit}
      pending={publish.isPending}
      submitLabel={
        task.free ? t('publish.confirmFree') : t('publish.confirm', { count: budget, coins: n(budget) })
      }
      cancelLabel={t('actions.back')}
      submitDisabled={!ready}
      fullScreenOnPhone={false}
      contentSx={{ display: 'grid', gap: 2 }}
    >
      {task.free ? (
        <DialogContentText>{t('publish.freeBody')}</DialogContentText>
      ) : settings.isError ? (
        <RetryAlert
          message={problemMessage(settings.error, t, partnerProblems)}
          retryLabel={t('actions.retry')}
          onRetry={() => void settings.refetch()}
        />
      ) : feePercent === undefined ? (
        <Skeleton variant="rounded" height={120} aria-label={t('publish.loading')} />
      ) : (
        <>
          <DialogContentText>{t('publish.body')}</DialogContentText>
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }} data-testid="publish-budget">
            <Line label={t('publish.rewards', { reward: n(task.rewardCoins), count: task.completions })}>
              <CoinAmount value={task.rewardCoins * task.completions} />
            </Line>
            <Line label={t('publish.fees', { percent: feePercent, fee: n(fee), count: task.completions })}>
              <CoinAmount value={fee * task.completions} />
            </Line>
            <Line label={t('publish.total')} strong>
              <CoinAmount value={budget} />
            </Line>
            {balance !== undefined && after !== null && (
              <>
                <Line label={t('publish.balance')}>
                  <CoinAmount value={balance} />
                </Line>
                <Line label={t('publish.after')} strong>
                  <CoinAmount value={after} sx={{ color: after < 0 ? 'error.main' : undefined }} />
                </Line>
              </>
            )}
          </Box>
        </>
      )}
      {settings.data && settings.data.reviewedTasksLeft > 0 && (
        <Alert severity="info">{t('publish.review', { count: settings.data.reviewedTasksLeft })}</Alert>
      )}
      {missing !== null ? (
        <Alert
          severity="warning"
          role={publish.isError ? 'alert' : undefined}
          action={
            <Button color="inherit" size="small" component={RouterLink} to={paths.coinStore.href()}>
              {t('publish.buyCoins')}
            </Button>
          }
        >
          {t('publish.missing', { count: missing, formatted: n(missing) })}
        </Alert>
      ) : (
        publish.isError && (
          <Alert severity="error" role="alert">
            {problemMessage(publish.error, t, partnerProblems)}
          </Alert>
        )
      )}
    </FormDialog>
  );
}
