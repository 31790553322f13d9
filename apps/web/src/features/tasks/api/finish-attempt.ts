import type { FinishBody } from '@betogether/contracts/tasks/task-play.schemas';
import { tasksEndpoints } from '@betogether/contracts/tasks/tasks.endpoints';
import { call } from '@/lib/api-client';

/**
 * Ends the viewing: a picture task pays at once, a video task answers its quiz. A money call: a
 * retry of the same finish carries the same Idempotency-Key, so the reward is paid once.
 */
export function finishAttempt(attemptId: string, body: FinishBody, idempotencyKey: string) {
  return call(tasksEndpoints.finish, { params: { attemptId }, body, idempotencyKey });
}
