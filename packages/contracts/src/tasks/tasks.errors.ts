import type { ErrorCatalogue } from '../common/common.errors';

/** Error codes of tasks. Stable: never renamed or reused. */
export const tasksErrors = {
  /** Also for a task the member may not see (not live, not targeted at them). */
  TASK_NOT_FOUND: { status: 404, title: 'This task does not exist or is not available' },
  TASK_NOT_OWNER: { status: 403, title: 'Only the partner who created this task can do this' },
  TASK_STATE_CONFLICT: { status: 409, title: 'This task cannot do that in its current state' },
  TASK_NOT_EDITABLE: {
    status: 409,
    title: 'Members already took part: only the title, instructions and a later end can change',
  },
  TASK_FULL: { status: 409, title: 'Every place of this task is taken' },
  TASK_ALREADY_DONE: { status: 409, title: 'You already took part in this task' },
  DAILY_CAP_REACHED: { status: 409, title: 'You reached today’s task earnings limit: come back tomorrow' },
  ATTEMPT_NOT_FOUND: { status: 404, title: 'This attempt does not exist' },
  ATTEMPT_STATE_CONFLICT: { status: 409, title: 'This attempt cannot do that now' },
  HEARTBEAT_REFUSED: { status: 409, title: 'This viewing event was already used or is out of order' },
  WATCH_INCOMPLETE: { status: 409, title: 'Not watched long enough yet' },
  PROOF_KIND_MISMATCH: { status: 422, title: 'This task asks for another kind of proof' },
  SUBMISSION_NOT_FOUND: { status: 404, title: 'This submission does not exist' },
  TASK_REPORT_NOT_FOUND: { status: 404, title: 'This report does not exist' },
  PARTNER_BALANCE_TOO_LOW: { status: 409, title: 'Not enough coins to set this task’s budget aside' },
} as const satisfies ErrorCatalogue;

declare module '../common/common.errors' {
  interface ErrorCodes extends Record<keyof typeof tasksErrors, true> {}
}
