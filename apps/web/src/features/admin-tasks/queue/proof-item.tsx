import type { ReviewBody, Submission } from '@betogether/contracts/tasks/task-reviews.schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { isRetryableError, useIdempotencyKeys } from '@/lib/idempotency-keys';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { CoinAmount } from '@/ui/coin-amount';
import { ProofView } from '@/ui/proof-view';
import { RelativeTime } from '@/ui/relative-time';
import { useNotify } from '@/ui/snackbar';
import { adminTasksProblems } from '../admin-tasks-problems';
import { useReviewProof } from '../api/review-proof';
import { DecisionDialog } from './decision-dialog';
import { ItemFrame } from './item-frame';
import { PersonLine } from './person-line';

/** A proof of a special task its partner left to admins: approve (the member is paid) or refuse. */
export function ProofItem({ submission }: { submission: Submission }) {
  const { t } = useTranslation('admin-tasks');
  const notify = useNotify();
  const keys = useIdempotencyKeys();
  const review = useReviewProof();
  const [refusing, setRefusing] = useState(false);
  const { member, task } = submission;

  const decide = (body: ReviewBody) => {
    if (review.isPending) return;
    review.mutate(
      {
        attemptId: submission.attemptId,
        body,
        idempotencyKey: keys.keyFor({ attempt: submission.attemptId, body }),
      },
      {
        onSuccess: () => {
          keys.settle();
          notify(
            t(body.decision === 'approve' ? 'proofs.approved' : 'proofs.refused', {
              name: member.displayName,
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
    <ItemFrame label={t('proofs.label', { name: member.displayName, title: task.title })}>
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {task.title}
        </Typography>
        <CoinAmount value={task.rewardCoins} sx={{ fontWeight: 700 }} />
      </Box>
      <PersonLine person={member} caption={<RelativeTime value={submission.submittedAt} />} />
      <ProofView
        proof={submission.proof}
        photoAlt={t('proofs.photoAlt', { name: member.displayName })}
        missingText={t('proofs.missing')}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          loading={review.isPending && !refusing}
          onClick={() => decide({ decision: 'approve', reason: '' })}
        >
          {t('proofs.approve')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          disabled={review.isPending}
          onClick={() => setRefusing(true)}
        >
          {t('proofs.refuse')}
        </Button>
      </Box>
      {refusing && (
        <DecisionDialog
          title={t('proofs.refuseTitle', { name: member.displayName })}
          body={t('proofs.refuseBody')}
          submitLabel={t('proofs.refuse')}
          pending={review.isPending}
          problem={review.isError ? problemMessage(review.error, t, adminTasksProblems) : null}
          onSubmit={(reason) => decide({ decision: 'refuse', reason })}
          onClose={() => {
            review.reset();
            setRefusing(false);
          }}
        />
      )}
    </ItemFrame>
  );
}
