import type { ReviewBody, Submission } from '@betogether/contracts/tasks/task-reviews.schemas';
import { REVIEW_REASON_MAX } from '@betogether/contracts/tasks/tasks.constants';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { isRetryableError, useIdempotencyKeys } from '@/lib/idempotency-keys';
import { problemMessage } from '@/lib/problem-message';
import { useTranslation } from '@/lib/use-translation';
import { ProofView } from '@/ui/proof-view';
import { RelativeTime } from '@/ui/relative-time';
import { useNotify } from '@/ui/snackbar';
import { useReviewSubmission } from '../api/review-submission';
import { partnerProblems } from '../partner-problems';

/** The shortest refusal reason the server takes (task-reviews.schemas reviewBodySchema). */
const REASON_MIN = 3;

/** One proof waiting: who sent it, what, and the partner's decision (a refusal says why). */
export function SubmissionCard({ submission, taskId }: { submission: Submission; taskId: string }) {
  const { t } = useTranslation('partner-dashboard');
  const notify = useNotify();
  const keys = useIdempotencyKeys();
  const review = useReviewSubmission(taskId);
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const { member } = submission;
  const reasonShort = reason.trim().length < REASON_MIN;
  const showReasonError = reasonShort && (tried || reason.length > 0);

  const decide = (body: ReviewBody) => {
    if (review.isPending) return;
    review.mutate(
      {
        attemptId: submission.attemptId,
        body,
        idempotencyKey: keys.keyFor({ id: submission.attemptId, body }),
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
        },
      },
    );
  };
  const refuse = () => {
    setTried(true);
    if (!reasonShort) decide({ decision: 'refuse', reason: reason.trim() });
  };

  return (
    <Card component="li" variant="outlined" aria-label={member.displayName} data-testid="submission">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <Avatar src={member.avatarUrl ?? undefined} alt="">
            {member.displayName.slice(0, 1)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" noWrap>
              {member.displayName}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              @{member.username} · <RelativeTime value={submission.submittedAt} />
            </Typography>
          </Box>
        </Box>
        <ProofView
          proof={submission.proof}
          photoAlt={t('proofs.photoAlt', { name: member.displayName })}
          missingText={t('proofs.missing')}
        />
        {refusing && (
          <TextField
            label={t('proofs.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            autoFocus
            multiline
            minRows={2}
            error={showReasonError}
            helperText={
              showReasonError ? t('proofs.reasonShort', { min: REASON_MIN }) : t('proofs.reasonHelp')
            }
            slotProps={{ htmlInput: { maxLength: REVIEW_REASON_MAX } }}
          />
        )}
        {review.isError && (
          <Alert severity="error" role="alert">
            {problemMessage(review.error, t, partnerProblems)}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {refusing ? (
            <>
              <Button variant="contained" color="error" loading={review.isPending} onClick={refuse}>
                {t('proofs.confirmRefuse')}
              </Button>
              <Button color="inherit" disabled={review.isPending} onClick={() => setRefusing(false)}>
                {t('actions.back')}
              </Button>
            </>
          ) : (
            <>
              <Button
                variant="contained"
                color="success"
                loading={review.isPending}
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
            </>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
