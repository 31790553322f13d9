import { tasksEndpoints } from '@betogether/contracts/tasks/tasks.endpoints';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { taskKeys } from './task-keys';

/** One task with the member's attempt (null before they start it). */
export function useTask(taskId: string, enabled = true) {
  return useQuery({
    queryKey: taskKeys.detail(taskId),
    queryFn: ({ signal }) => call(tasksEndpoints.get, { params: { taskId }, signal }),
    enabled,
  });
}
