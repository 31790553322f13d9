import { taskAdminEndpoints } from '@betogether/contracts/tasks/task-admin.endpoints';
import type { TaskSettingsBody } from '@betogether/contracts/tasks/tasks.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminTasksKeys } from './admin-tasks-keys';

/** Saves the rules (audited); the answer is the new settings. */
export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TaskSettingsBody) => call(taskAdminEndpoints.updateSettings, { body }),
    onSuccess: (settings) => client.setQueryData(adminTasksKeys.settings(), settings),
  });
}
