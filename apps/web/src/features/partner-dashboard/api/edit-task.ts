import { partnerTasksEndpoints } from '@betogether/contracts/tasks/partner-tasks.endpoints';
import type { TaskPatch } from '@betogether/contracts/tasks/tasks.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { applyTaskChange } from './partner-dashboard-keys';

/** After publishing, only the title, the instructions and a later end may change (PATCH). */
export function useEditTask(taskId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TaskPatch) => call(partnerTasksEndpoints.edit, { params: { taskId }, body }),
    onSuccess: (task) => applyTaskChange(client, task.id, task),
  });
}
