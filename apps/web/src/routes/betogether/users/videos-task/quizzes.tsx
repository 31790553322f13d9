import { useSearchParams } from 'react-router';
import { QuizPage } from '@/features/tasks/quiz/quiz-page';

/** `/betogether/users/videos-task/quizzes?attempt=<id>`: the quiz of a watched video. */
export function VideoQuizRoute() {
  const [params] = useSearchParams();
  const attemptId = params.get('attempt');
  return <QuizPage key={attemptId} attemptId={attemptId} />;
}
