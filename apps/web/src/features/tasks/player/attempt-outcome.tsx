import type { Attempt } from '@betogether/contracts/tasks/task-play.schemas';
import CheckCircleOutlineOutlined from '@mui/icons-material/CheckCircleOutlineOutlined';
import HighlightOff from '@mui/icons-material/HighlightOff';
import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { CoinAmount } from '@/ui/coin-amount';
import { RelativeTime } from '@/ui/relative-time';

/** The attempts that are over, or waiting on something else than watching. */
export function isSettled(attempt: Attempt | null): boolean {
  return attempt !== null && attempt.status !== 'watching';
}

type Props = { attempt: Attempt; listHref: string; free: boolean };

/** What became of the member's attempt: paid, waiting for the quiz or a review, or why it did not count. */
export function AttemptOutcome({ attempt, listHref, free }: Props) {
  const { t } = useTranslation('tasks');
  const { status } = attempt;
  const Icon =
    status === 'completed'
      ? CheckCircleOutlineOutlined
      : status === 'quiz'
        ? QuizOutlined
        : status === 'pending'
          ? HourglassTopOutlined
          : HighlightOff;
  const color =
    status === 'completed'
      ? 'success.main'
      : status === 'failed' || status === 'refused'
        ? 'error.main'
        : 'primary.main';
  const score = attempt.quizScore;
  return (
    <Card component="section" aria-labelledby={`outcome-${attempt.id}`} data-testid="attempt-outcome">
      <CardContent sx={{ textAlign: 'center', py: 4 }}>
        <Icon sx={{ fontSize: 56, color }} aria-hidden />
        <Typography id={`outcome-${attempt.id}`} variant="h4" component="h2" sx={{ mt: 1 }}>
          {t(`outcome.${status}.title`)}
        </Typography>
        {status === 'completed' && !free && attempt.rewardCoins > 0 && (
          <Box sx={{ my: 1 }}>
            <CoinAmount
              value={attempt.rewardCoins}
              signed
              iconSize={24}
              sx={{ fontSize: 22, fontWeight: 700 }}
            />
          </Box>
        )}
        <Typography color="text.secondary" sx={{ maxWidth: 480, mx: 'auto' }}>
          {status === 'failed' && attempt.failure
            ? t(`outcome.failures.${attempt.failure}`)
            : status === 'refused' && attempt.reviewReason
              ? t('outcome.reason', { reason: attempt.reviewReason })
              : t(`outcome.${status}.body`)}
        </Typography>
        {score && status === 'failed' && (
          <Typography sx={{ mt: 1, fontWeight: 600 }}>
            {t('quiz.score', { correct: score.correct, of: score.of, needed: score.passMark })}
          </Typography>
        )}
        {attempt.finishedAt && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            <RelativeTime value={attempt.finishedAt} />
          </Typography>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          {status === 'quiz' && (
            <Button
              variant="contained"
              component={RouterLink}
              to={paths.videoTaskQuiz.href({ query: { attempt: attempt.id } })}
            >
              {t('outcome.quiz.action')}
            </Button>
          )}
          <Button variant={status === 'quiz' ? 'outlined' : 'contained'} component={RouterLink} to={listHref}>
            {t('player.otherTasks')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
