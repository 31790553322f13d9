/**
 * Tasks and rewards (docs/decisions.md, "Tasks"): lists and limits without zod, so that the
 * schemas build on them and the web imports them.
 */

/** Picture tasks: look at pictures long enough. Video tasks: watch, then pass a quiz. Special: send a proof. */
export const taskKinds = ['picture', 'video', 'special'] as const;
export type TaskKind = (typeof taskKinds)[number];

/**
 * A task's life: a `draft` is published (its budget set aside) to `in_review` (a partner's first
 * tasks, until an admin approves), `scheduled` (before its start) or `live`; `paused` by its
 * partner; `ended` at its end date or when every place is taken; `cancelled` by its partner or an
 * admin; `refused` by an admin's review. The last three are final and give back what is unspent.
 */
export const taskStatuses = [
  'draft',
  'in_review',
  'scheduled',
  'live',
  'paused',
  'ended',
  'cancelled',
  'refused',
] as const;
export type TaskStatus = (typeof taskStatuses)[number];
export const finalTaskStatuses = ['ended', 'cancelled', 'refused'] as const satisfies readonly TaskStatus[];

/** What a special task asks as proof. */
export const proofKinds = ['photo', 'link', 'text'] as const;
export type ProofKind = (typeof proofKinds)[number];

/** Who approves a special task's proofs. */
export const proofReviewers = ['partner', 'admin'] as const;
export type ProofReviewer = (typeof proofReviewers)[number];

/**
 * A member's try at a task: `watching` (picture or video on screen, heartbeats counting), `quiz`
 * (video watched, questions drawn), `pending` (a proof waiting for review), `completed` (rewarded),
 * `failed` (quiz not passed, or the viewing did not count) and `refused` (proof refused, fraud).
 */
export const attemptStatuses = ['watching', 'quiz', 'pending', 'completed', 'failed', 'refused'] as const;
export type AttemptStatus = (typeof attemptStatuses)[number];

/** Why an attempt earned nothing. */
export const attemptFailures = [
  'quiz_failed',
  'watch_incomplete',
  'tampering',
  'proof_refused',
  'task_closed',
  'suspended',
] as const;
export type AttemptFailure = (typeof attemptFailures)[number];

/** The member's task history filters (`users/dashboard-tasks`). */
export const attemptFilters = ['done', 'pending', 'refused'] as const;
export type AttemptFilter = (typeof attemptFilters)[number];

export const taskListSorts = ['newest', 'reward', 'ending'] as const;
export type TaskListSort = (typeof taskListSorts)[number];

export const taskReportReasons = ['spam', 'misleading', 'offensive', 'broken', 'other'] as const;
export type TaskReportReason = (typeof taskReportReasons)[number];

/** The admin's queues (`dashboard-special-task`). */
export const reviewQueues = ['approvals', 'proofs', 'reports'] as const;
export type ReviewQueue = (typeof reviewQueues)[number];

export const TASK_TITLE_MAX = 120;
export const TASK_INSTRUCTIONS_MAX = 2000;
export const TASK_PICTURES_MAX = 10;
export const TASK_COMPLETIONS_MAX = 100_000;
export const TASK_REWARD_MAX = 100_000;
export const PICTURE_SECONDS_MIN = 3;
export const PICTURE_SECONDS_MAX = 600;
export const TARGET_AGE_MIN = 13;
export const TARGET_AGE_MAX = 100;
export const TARGET_COUNTRIES_MAX = 50;
export const QUIZ_QUESTIONS_MAX = 30;
export const QUIZ_QUESTION_MAX = 300;
export const QUIZ_ANSWER_MAX = 150;
export const QUIZ_ANSWERS_MIN = 2;
export const QUIZ_ANSWERS_MAX = 4;
export const QUIZ_DRAW_MAX = 10;
export const PROOF_TEXT_MAX = 1000;
export const PROOF_LINK_MAX = 500;
export const REVIEW_REASON_MAX = 500;
/** The longest a task may run. */
export const TASK_MAX_DAYS = 365;

/**
 * The viewing clock: the browser sends a heartbeat every HEARTBEAT_SECONDS while the task is on
 * screen; the server counts the time between two heartbeats it received, at most
 * HEARTBEAT_MAX_GAP_SECONDS (a longer gap, a hidden tab, counts nothing).
 */
export const HEARTBEAT_SECONDS = 5;
export const HEARTBEAT_MAX_GAP_SECONDS = 12;

/** What admins set (`PUT /api/admin/tasks/settings`), with these values until they do. */
export const defaultTaskSettings = {
  /** Added to each paid completion for BeTogether, in percent of the reward (rounded up). */
  feePercent: 10,
  /** The most coins a member earns from tasks in one day (UTC). */
  dailyCapCoins: 1000,
  /** The smallest reward of a paid task. */
  minRewardCoins: 1,
  /** A partner's first tasks wait for an admin's approval, up to this many approved ones. */
  approvalsRequired: 2,
};
export const TASK_FEE_PERCENT_MAX = 50;
export const DAILY_CAP_MAX = 1_000_000;

/** The fee added to one paid completion. */
export function feePerCompletion(rewardCoins: number, feePercent: number): number {
  return rewardCoins === 0 ? 0 : Math.ceil((rewardCoins * feePercent) / 100);
}

/** What a paid task sets aside when it is published: every place's reward plus its fee. */
export function taskBudget(rewardCoins: number, completions: number, feePercent: number): number {
  return (rewardCoins + feePerCompletion(rewardCoins, feePercent)) * completions;
}

/** The analytics' longest range, in days. */
export const ANALYTICS_MAX_DAYS = 366;
