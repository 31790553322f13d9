import { tasksEndpoints } from '@betogether/contracts/tasks/tasks.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { partnerKeys } from '../partner-keys';

/**
 * `GET /api/tasks/:taskId`, for its title only: the question form names the task the member came
 * from (the task's page asked for it a moment ago, so no view is counted twice on the same day).
 */
export function useTaskTitle(taskId: string | undefined) {
  return useQuery({
    queryKey: partnerKeys.task(taskId ?? ''),
    queryFn: ({ signal }) => call(tasksEndpoints.get, { params: { taskId: taskId ?? '' }, signal }),
    enabled: taskId !== undefined,
    select: (task) => task.title,
    retry: false,
  });
}
