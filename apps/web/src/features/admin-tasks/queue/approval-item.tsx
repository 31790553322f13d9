import type { ReviewBody } from '@betogether/contracts/tasks/task-reviews.schemas';
import type { PartnerTask } from '@betogether/contracts/tasks/tasks.schemas';
import type { PersonSummary } from '@betogether/contracts/users/users.schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { isRetryableError, useIdempotencyKeys } from '@/lib/idempotency-keys';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { CoinAmount, formatCoins } from '@/ui/coin-amount';
import { RelativeTime } from '@/ui/relative-time';
import { useNotify } from '@/ui/snackbar';
import { adminTasksProblems } from '../admin-tasks-problems';
import { useApproveTask } from '../api/approve-task';
import { DecisionDialog } from './decision-dialog';
import { Fact, ItemFrame } from './item-frame';
import { PersonLine } from './person-line';

/** The task's pictures, or its video's poster: what members would see. */
function TaskMedia({ task }: { task: PartnerTask }) {
  const { t } = useTranslation('admin-tasks');
  const poster = task.video?.video?.posterUrl;
  const pictures = task.pictures.filter((picture) => picture.url);
  if (!poster && pictures.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {poster && (
        <Box
          component="img"
          src={poster}
          alt={t('approvals.posterAlt', { title: task.title })}
          loading="lazy"
          sx={{ height: 120, borderRadius: 1, objectFit: 'cover' }}
        />
      )}
      {pictures.map((picture, index) => (
        <Box
          key={picture.id}
          component="img"
          src={picture.url ?? undefined}
          alt={t('approvals.pictureAlt', { title: task.title, number: index + 1 })}
          loading="lazy"
          sx={{ height: 96, width: 96, borderRadius: 1, objectFit: 'cover', bgcolor: 'action.hover' }}
        />
      ))}
    </Box>
  );
}

/** A partner's task waiting for approval: everything members would see and what it costs. */
export function ApprovalItem({ task, partner }: { task: PartnerTask; partner: PersonSummary }) {
  const { t, i18n } = useTranslation('admin-tasks');
  const notify = useNotify();
  const keys = useIdempotencyKeys();
  const approve = useApproveTask();
  const [refusing, setRefusing] = useState(false);

  const decide = (body: ReviewBody) => {
    if (approve.isPending) return;
    approve.mutate(
      { taskId: task.id, body, idempotencyKey: keys.keyFor({ task: task.id, body }) },
      {
        onSuccess: () => {
          keys.settle();
          notify(
            t(body.decision === 'approve' ? 'approvals.approved' : 'approvals.refused', {
              title: task.title,
            }),
          );
        },
        onError: (error) => {
          if (!isRetryableError(error)) keys.settle();
          if (body.decision === 'approve') notify(problemMessage(error, t, adminTasksProblems), 'error');
        },
      },
    );
  };

  return (
    <ItemFrame label={task.title}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip
          size="small"
          label={task.free ? `${t(`kind.${task.kind}`)} · ${t('kind.free')}` : t(`kind.${task.kind}`)}
        />
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {task.title}
        </Typography>
      </Box>
      <PersonLine
        person={partner}
        caption={task.publishedAt ? <RelativeTime value={task.publishedAt} /> : undefined}
      />
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}
      >
        <Fact label={t('approvals.reward')}>
          {task.free ? t('kind.free') : <CoinAmount value={task.rewardCoins} />}
        </Fact>
        <Fact label={t('approvals.completions')}>{formatCoins(task.completions, i18n.language)}</Fact>
        <Fact label={t('approvals.budget')}>
          <CoinAmount value={task.budgetCoins} />
        </Fact>
        <Fact label={t('approvals.ends')}>
          <RelativeTime value={task.endsAt} />
        </Fact>
        {task.proofKind && <Fact label={t('approvals.proofKind')}>{t(`proofKind.${task.proofKind}`)}</Fact>}
      </Box>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {task.instructions || t('approvals.noInstructions')}
      </Typography>
      <TaskMedia task={task} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          loading={approve.isPending && !refusing}
          onClick={() => decide({ decision: 'approve', reason: '' })}
        >
          {t('approvals.approve')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          disabled={approve.isPending}
          onClick={() => setRefusing(true)}
        >
          {t('approvals.refuse')}
        </Button>
      </Box>
      {refusing && (
        <DecisionDialog
          title={t('approvals.refuseTitle', { title: task.title })}
          body={t('approvals.refuseBody', { coins: formatCoins(task.budgetCoins, i18n.language) })}
          submitLabel={t('approvals.refuse')}
          pending={approve.isPending}
          problem={approve.isError ? problemMessage(approve.error, t, adminTasksProblems) : null}
          onSubmit={(reason) => decide({ decision: 'refuse', reason })}
          onClose={() => {
            approve.reset();
            setRefusing(false);
          }}
        />
      )}
    </ItemFrame>
  );
}
