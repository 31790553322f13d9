import type { QuizResult as QuizResultData } from '@betogether/contracts/tasks/task-play.schemas';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import SentimentDissatisfiedOutlined from '@mui/icons-material/SentimentDissatisfiedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/route-table/route-table';
import { useTranslation } from '@/lib/use-translation';
import { CoinAmount } from '@/ui/coin-amount';

/** The quiz's outcome: passed (with the coins, when paid) or not, with the score against the pass mark. */
export function QuizResult({ result }: { result: QuizResultData }) {
  const { t } = useTranslation('tasks');
  const score = result.attempt.quizScore;
  const Icon = result.passed ? EmojiEventsOutlined : SentimentDissatisfiedOutlined;
  return (
    <Card component="section" aria-labelledby="quiz-result-title" data-testid="quiz-result">
      <CardContent sx={{ textAlign: 'center', py: 4 }}>
        <Icon sx={{ fontSize: 64, color: result.passed ? 'coin.dark' : 'text.disabled' }} aria-hidden />
        <Typography id="quiz-result-title" variant="h3" component="h2" sx={{ mt: 1 }}>
          {result.passed ? t('quiz.passedTitle') : t('quiz.failedTitle')}
        </Typography>
        {score && (
          <Typography sx={{ mt: 1, fontWeight: 600 }}>
            {t('quiz.score', { correct: score.correct, of: score.of, needed: score.passMark })}
          </Typography>
        )}
        {result.passed && result.reward && (
          <Box sx={{ my: 1.5 }}>
            <CoinAmount
              value={result.reward.coins}
              signed
              iconSize={32}
              sx={{ fontSize: 30, fontWeight: 800 }}
            />
          </Box>
        )}
        <Typography color="text.secondary" sx={{ maxWidth: 460, mx: 'auto' }}>
          {result.passed
            ? result.reward
              ? t('quiz.passedBody')
              : t('quiz.passedFreeBody')
            : t('quiz.failedBody')}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: 1, mt: 3 }}>
          {result.reward && (
            <Button variant="outlined" component={RouterLink} to={paths.coinDashboard.href()}>
              {t('reward.toCoins')}
            </Button>
          )}
          <Button variant="contained" component={RouterLink} to={paths.videoTasks.href()}>
            {t('reward.more.video')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
