import { tasksEndpoints } from '@betogether/contracts/tasks/tasks.endpoints';
import { call } from '@/lib/api-client';

/**
 * Starts the viewing clock of a picture or video task, or resumes the member's attempt (its counted
 * time kept) with a new beat: after the page was hidden or left, or when a beat was refused.
 */
export function startAttempt(taskId: string) {
  return call(tasksEndpoints.start, { params: { taskId } });
}
