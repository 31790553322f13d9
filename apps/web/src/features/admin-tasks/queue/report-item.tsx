import type { ResolveReportBody, TaskReport } from '@betogether/contracts/tasks/task-reviews.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { isRetryableError, useIdempotencyKeys } from '@/lib/idempotency-keys';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { RelativeTime } from '@/ui/relative-time';
import { useNotify } from '@/ui/snackbar';
import { adminTasksProblems } from '../admin-tasks-problems';
import { useResolveReport } from '../api/resolve-report';
import { DecisionDialog } from './decision-dialog';
import { ItemFrame } from './item-frame';
import { PersonLine } from './person-line';

type Decision = ResolveReportBody['decision'];

/** A member's report of a task: dismiss it, or cancel the task (both with a reason). */
export function ReportItem({ report }: { report: TaskReport }) {
  const { t } = useTranslation('admin-tasks');
  const notify = useNotify();
  const keys = useIdempotencyKeys();
  const resolve = useResolveReport();
  const [deciding, setDeciding] = useState<Decision | null>(null);

  const decide = (decision: Decision, reason: string) => {
    if (resolve.isPending) return;
    const body: ResolveReportBody = { decision, reason };
    resolve.mutate(
      { reportId: report.id, body, idempotencyKey: keys.keyFor({ report: report.id, body }) },
      {
        onSuccess: () => {
          keys.settle();
          notify(
            t(decision === 'dismiss' ? 'reports.dismissed' : 'reports.cancelled', {
              title: report.task.title,
            }),
          );
        },
        onError: (error) => {
          if (!isRetryableError(error)) keys.settle();
        },
      },
    );
  };
  const close = () => {
    resolve.reset();
    setDeciding(null);
  };

  return (
    <ItemFrame label={t('reports.label', { title: report.task.title })}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip size="small" color="warning" label={t(`reasons.${report.reason}`)} />
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {report.task.title}
        </Typography>
        <Chip size="small" variant="outlined" label={t(`kind.${report.task.kind}`)} />
      </Box>
      <PersonLine person={report.reporter} caption={<RelativeTime value={report.createdAt} />} />
      <Typography
        variant="body2"
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        color={report.details ? 'text.primary' : 'text.secondary'}
      >
        {report.details || t('reports.noDetails')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => setDeciding('dismiss')}>
          {t('reports.dismiss')}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setDeciding('cancel_task')}>
          {t('reports.cancelTask')}
        </Button>
      </Box>
      {deciding && (
        <DecisionDialog
          title={t(deciding === 'dismiss' ? 'reports.dismissTitle' : 'reports.cancelTitle', {
            title: report.task.title,
          })}
          body={
            deciding === 'dismiss' ? (
              t('reports.dismissBody')
            ) : (
              <Alert severity="warning">{t('reports.cancelBody')}</Alert>
            )
          }
          submitLabel={t(deciding === 'dismiss' ? 'reports.dismiss' : 'reports.confirmCancel')}
          submitColor={deciding === 'dismiss' ? 'primary' : 'error'}
          pending={resolve.isPending}
          problem={resolve.isError ? problemMessage(resolve.error, t, adminTasksProblems) : null}
          onSubmit={(reason) => decide(deciding, reason)}
          onClose={close}
        />
      )}
    </ItemFrame>
  );
}
