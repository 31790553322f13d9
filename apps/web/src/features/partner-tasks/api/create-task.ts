import { partnerTasksEndpoints } from '@betogether/contracts/tasks/partner-tasks.endpoints';
import type { TaskInput } from '@betogether/contracts/tasks/tasks.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { partnerTaskKeys } from './partner-task-keys';

/** A new draft: nothing is set aside yet. */
export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TaskInput) => call(partnerTasksEndpoints.create, { body }),
    onSuccess: (task) => {
      queryClient.setQueryData(partnerTaskKeys.detail(task.id), task);
      void queryClient.invalidateQueries({ queryKey: partnerTaskKeys.lists() });
    },
  });
}
