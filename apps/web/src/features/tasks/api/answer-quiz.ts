import type { QuizAnswersBody } from '@betogether/contracts/tasks/task-play.schemas';
import { tasksEndpoints } from '@betogether/contracts/tasks/tasks.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { taskKeys } from './task-keys';

/** The member's answers, scored once on the server; passing pays the reward (a money call). */
export function useAnswerQuiz(attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: QuizAnswersBody; idempotencyKey: string }) =>
      call(tasksEndpoints.answer, { params: { attemptId }, body, idempotencyKey }),
    // Everything about tasks changed (the attempt, the dashboard), but the sheet: it is answered
    // now, and asking for it again would only be refused.
    onSuccess: () =>
      void queryClient.invalidateQueries({
        queryKey: taskKeys.all,
        predicate: (query) => query.queryKey[1] !== 'quiz',
      }),
  });
}
