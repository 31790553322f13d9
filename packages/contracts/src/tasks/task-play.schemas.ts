import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../common/pagination.schemas';
import { textSchema } from '../common/text.schemas';
import { mediaObjectSchema } from '../media/media.schemas';
import { personSummarySchema } from '../users/users.schemas';
import { timeZoneSchema } from '../wallet/wallet.schemas';
import {
  attemptFailures,
  attemptFilters,
  attemptStatuses,
  PROOF_LINK_MAX,
  PROOF_TEXT_MAX,
  REVIEW_REASON_MAX,
  taskListSorts,
  taskReportReasons,
} from './tasks.constants';
import { proofKindSchema, taskKindSchema } from './tasks.schemas';

export const attemptStatusSchema = z.enum(attemptStatuses);
export const attemptFailureSchema = z.enum(attemptFailures);

/** A member's try at a task, as the member sees it. */
export const attemptSchema = z.object({
  id: z.uuid(),
  taskId: z.uuid(),
  status: attemptStatusSchema,
  /** Viewing time the server counted so far, and what the task needs. */
  watchedSeconds: z.number(),
  secondsNeeded: z.number().int(),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  /** Paid coins (completed), or what a pending proof will pay once approved. */
  rewardCoins: z.number().int(),
  failure: attemptFailureSchema.nullable(),
  /** A reviewer's reason for refusing a proof. */
  reviewReason: z.string().nullable(),
  /** The quiz result: right answers out of those drawn. */
  quizScore: z
    .object({ correct: z.number().int(), of: z.number().int(), passMark: z.number().int() })
    .nullable(),
});
export type Attempt = z.infer<typeof attemptSchema>;

/** A live task in a member's lists: what it pays and how long it takes. */
export const taskCardSchema = z.object({
  id: z.uuid(),
  kind: taskKindSchema,
  free: z.boolean(),
  title: z.string(),
  partner: personSummarySchema,
  rewardCoins: z.number().int(),
  secondsNeeded: z.number().int(),
  /** The first picture, or the video (its poster), or null for a special task. */
  cover: mediaObjectSchema.nullable(),
  placesLeft: z.number().int(),
  endsAt: z.iso.datetime(),
  publishedAt: z.iso.datetime(),
  proofKind: proofKindSchema.nullable(),
  questionCount: z.number().int().nullable(),
});
export type TaskCard = z.infer<typeof taskCardSchema>;
export const taskCardPageSchema = pageOf(taskCardSchema);

export const taskListQuerySchema = pageQuerySchema.extend({
  kind: taskKindSchema,
  sort: z.enum(taskListSorts).default('newest'),
  /** `paid`: only tasks with a reward; `free`: only free ones. */
  reward: z.enum(['all', 'paid', 'free']).default('all'),
});
export type TaskListQuery = z.input<typeof taskListQuerySchema>;

/** A task opened by a member: its content, and the member's attempt if any. */
export const taskDetailSchema = taskCardSchema.extend({
  instructions: z.string(),
  pictures: z.array(mediaObjectSchema),
  video: mediaObjectSchema.nullable(),
  passMark: z.number().int().nullable(),
  attempt: attemptSchema.nullable(),
});
export type TaskDetail = z.infer<typeof taskDetailSchema>;

/**
 * The next signed viewing event: the browser sends `seq` and `token` back with its next heartbeat
 * (or its finish). Each token is good once, in order; the server keeps the clock.
 */
export const beatSchema = z.object({
  seq: z.number().int().min(0),
  token: z.string(),
  everySeconds: z.number().int(),
});
export type Beat = z.infer<typeof beatSchema>;

export const attemptStartSchema = z.object({ attempt: attemptSchema, beat: beatSchema });
export type AttemptStart = z.infer<typeof attemptStartSchema>;

const beatFields = {
  seq: z.number().int().min(0),
  token: textSchema.min(1).max(200),
  /** The video's current time, in seconds (video tasks). */
  position: z.number().min(0).max(86_400).optional(),
  /** The page is in view (document.visibilityState); a hidden page counts nothing. */
  visible: z.boolean(),
};
export const heartbeatBodySchema = z.object(beatFields).strict();
export type HeartbeatBody = z.infer<typeof heartbeatBodySchema>;
export const finishBodySchema = z.object(beatFields).strict();
export type FinishBody = z.infer<typeof finishBodySchema>;

/** The questions drawn for this member, without their answers' correctness. */
export const quizSheetSchema = z.object({
  questions: z.array(z.object({ id: z.uuid(), text: z.string(), answers: z.array(z.string()) })),
  passMark: z.number().int(),
});
export type QuizSheet = z.infer<typeof quizSheetSchema>;

export const rewardSchema = z.object({ coins: z.number().int(), transactionId: z.uuid() });

export const finishResultSchema = z.object({
  attempt: attemptSchema,
  /** Picture tasks: paid at once (null for a free task). */
  reward: rewardSchema.nullable(),
  /** Video tasks with a quiz: the questions to answer next. */
  quiz: quizSheetSchema.nullable(),
});
export type FinishResult = z.infer<typeof finishResultSchema>;

export const quizAnswersBodySchema = z
  .object({
    answers: z
      .array(z.object({ questionId: z.uuid(), answer: z.number().int().min(0).max(3) }).strict())
      .min(1)
      .max(10)
      .refine((list) => new Set(list.map((a) => a.questionId)).size === list.length, 'Each question once'),
  })
  .strict();
export type QuizAnswersBody = z.infer<typeof quizAnswersBodySchema>;

export const quizResultSchema = z.object({
  attempt: attemptSchema,
  passed: z.boolean(),
  reward: rewardSchema.nullable(),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

/** A special task's proof: a private photo upload (`task-proof`), a link or a text. */
export const proofBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('photo'), mediaId: z.uuid() }).strict(),
  z
    .object({
      kind: z.literal('link'),
      url: z.url({ protocol: /^https?$/ }).max(PROOF_LINK_MAX),
    })
    .strict(),
  z.object({ kind: z.literal('text'), text: textSchema.trim().min(1).max(PROOF_TEXT_MAX) }).strict(),
]);
export type ProofBody = z.infer<typeof proofBodySchema>;

export const taskReportBodySchema = z
  .object({
    reason: z.enum(taskReportReasons),
    details: textSchema.trim().max(REVIEW_REASON_MAX).default(''),
  })
  .strict();
export type TaskReportBody = z.input<typeof taskReportBodySchema>;

/** `users/dashboard-tasks`: what the member did and earned. */
export const taskDashboardQuerySchema = z.object({
  tz: timeZoneSchema.default('UTC'),
  days: z.coerce.number().int().min(7).max(90).default(30),
});
export const taskDashboardSchema = z.object({
  done: z.number().int(),
  pending: z.number().int(),
  refused: z.number().int(),
  earnedCoins: z.number().int(),
  /** Today (UTC) against the admins' daily cap. */
  todayCoins: z.number().int(),
  dailyCapCoins: z.number().int(),
  /** One line per day of the range, oldest first, in the member's time zone. */
  days: z.array(z.object({ day: z.iso.date(), coins: z.number().int(), done: z.number().int() })),
});
export type TaskDashboard = z.infer<typeof taskDashboardSchema>;

export const attemptHistoryQuerySchema = pageQuerySchema.extend({
  filter: z.enum(attemptFilters).default('done'),
});
export const attemptHistoryItemSchema = z.object({
  attempt: attemptSchema,
  task: z.object({ id: z.uuid(), kind: taskKindSchema, title: z.string(), free: z.boolean() }),
});
export type AttemptHistoryItem = z.infer<typeof attemptHistoryItemSchema>;
export const attemptHistoryPageSchema = pageOf(attemptHistoryItemSchema);
