import type { QuizAnswersBody } from '@betogether/contracts/tasks/task-play.schemas';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { isRetryableError, useIdempotencyKeys } from '@/lib/idempotency-keys';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { EmptyState, ListError } from '@/ui/list-states';
import { useAnswerQuiz } from '../api/answer-quiz';
import { useQuiz } from '../api/get-quiz';
import { isUuid, taskProblem } from '../components/task-format';
import { QuizForm } from './quiz-form';
import { QuizResult } from './quiz-result';

/** A quiz that cannot be answered (a wrong link, already answered): why, and where to go. */
function Unavailable({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation('tasks');
  return (
    <EmptyState
      icon={<LinkOffOutlined sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} aria-hidden />}
      title={title}
      body={body}
      action={
        <Button variant="contained" component={RouterLink} to={paths.tasksDashboard.href()}>
          {t('actions.toDashboard')}
        </Button>
      }
    />
  );
}

function Quiz({ attemptId }: { attemptId: string }) {
  const { t } = useTranslation('tasks');
  const quiz = useQuiz(attemptId);
  const answer = useAnswerQuiz(attemptId);
  const keys = useIdempotencyKeys();

  if (answer.data) return <QuizResult result={answer.data} />;
  if (quiz.isPending)
    return (
      <Stack spacing={2} role="status" aria-label={t('quiz.loading')}>
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  if (quiz.isError) {
    if (
      quiz.error instanceof ApiError &&
      quiz.error.status < 500 &&
      quiz.error.status !== 0 &&
      quiz.error.status !== 429
    )
      return <Unavailable title={t('quiz.unavailableTitle')} body={taskProblem(quiz.error, t)} />;
    return (
      <ListError
        title={t('quiz.errorTitle')}
        message={taskProblem(quiz.error, t)}
        retryLabel={t('actions.retry')}
        onRetry={() => void quiz.refetch()}
      />
    );
  }

  const send = (body: QuizAnswersBody) =>
    answer.mutate(
      { body, idempotencyKey: keys.keyFor({ attemptId, body }) },
      {
        onSuccess: () => keys.settle(),
        // Without an answer the same answers go again with the same key; a refusal is final.
        onError: (error) => {
          if (!isRetryableError(error)) keys.settle();
        },
      },
    );

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        {t('quiz.intro', { count: quiz.data.questions.length, needed: quiz.data.passMark })}
      </Typography>
      <QuizForm
        sheet={quiz.data}
        pending={answer.isPending}
        problem={answer.isError ? taskProblem(answer.error, t) : null}
        onSubmit={send}
      />
    </Stack>
  );
}

/** `users/videos-task/quizzes?attempt=<id>`: the questions drawn for a watched video, then the result. */
export function QuizPage({ attemptId }: { attemptId: string | null }) {
  const { t } = useTranslation('tasks');

  useEffect(() => {
    document.title = `${t('quiz.title')} · BeTogether`;
  }, [t]);

  return (
    <Stack spacing={2} sx={{ px: { xs: 1, sm: 0 }, pb: 4, maxWidth: 720, mx: 'auto', width: '100%' }}>
      <Typography variant="h2" component="h1">
        {t('quiz.title')}
      </Typography>
      {isUuid(attemptId) ? (
        <Quiz attemptId={attemptId} />
      ) : (
        <Unavailable title={t('quiz.badLinkTitle')} body={t('quiz.badLinkBody')} />
      )}
    </Stack>
  );
}
