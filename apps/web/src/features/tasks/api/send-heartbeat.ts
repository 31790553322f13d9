import type { HeartbeatBody } from '@betogether/contracts/tasks/task-play.schemas';
import { tasksEndpoints } from '@betogether/contracts/tasks/tasks.endpoints';
import { call } from '@/lib/api-client';

/** One viewing event, signed by the last beat received; answers the attempt and the next beat. */
export function sendHeartbeat(attemptId: string, body: HeartbeatBody) {
  return call(tasksEndpoints.heartbeat, { params: { attemptId }, body });
}
