import { tasksEndpoints } from '@betogether/contracts/tasks/tasks.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { taskKeys } from './task-keys';

/** The questions drawn for an attempt (never which answer is right); the finish answer seeds it. */
export function useQuiz(attemptId: string, enabled = true) {
  return useQuery({
    queryKey: taskKeys.quiz(attemptId),
    queryFn: ({ signal }) => call(tasksEndpoints.quiz, { params: { attemptId }, signal }),
    enabled,
    // The sheet never changes once drawn: no refetch while the member answers.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
