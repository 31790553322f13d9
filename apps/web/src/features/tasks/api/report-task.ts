import type { TaskReportBody } from '@betogether/contracts/tasks/task-play.schemas';
import { tasksEndpoints } from '@betogether/contracts/tasks/tasks.endpoints';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** Tells the admins something is wrong with a task (204). */
export function useReportTask(taskId: string) {
  return useMutation({
    mutationFn: (body: TaskReportBody) => call(tasksEndpoints.report, { params: { taskId }, body }),
  });
}
