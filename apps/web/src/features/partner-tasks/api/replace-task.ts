import { partnerTasksEndpoints } from '@betogether/contracts/tasks/partner-tasks.endpoints';
import type { TaskInput } from '@betogether/contracts/tasks/tasks.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { partnerTaskKeys } from './partner-task-keys';

/** Rewrites a draft as a whole (PUT). */
export function useReplaceTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, body }: { taskId: string; body: TaskInput }) =>
      call(partnerTasksEndpoints.replace, { params: { taskId }, body }),
    onSuccess: (task) => {
      queryClient.setQueryData(partnerTaskKeys.detail(task.id), task);
      void queryClient.invalidateQueries({ queryKey: partnerTaskKeys.lists() });
    },
  });
}
