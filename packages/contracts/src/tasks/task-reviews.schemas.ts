import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../common/pagination.schemas';
import { textSchema } from '../common/text.schemas';
import { personSummarySchema } from '../users/users.schemas';
import { attemptStatusSchema } from './task-play.schemas';
import { REVIEW_REASON_MAX, reviewQueues, taskReportReasons } from './tasks.constants';
import { partnerTaskSchema, proofKindSchema, taskKindSchema } from './tasks.schemas';

export const submissionParamsSchema = z.object({ attemptId: z.uuid() });
export const reportParamsSchema = z.object({ reportId: z.uuid() });

/** A proof sent for a special task; a photo comes as a signed link to the private file. */
export const submissionSchema = z.object({
  attemptId: z.uuid(),
  task: z.object({ id: z.uuid(), title: z.string(), rewardCoins: z.number().int() }),
  member: personSummarySchema,
  status: attemptStatusSchema,
  proof: z.object({
    kind: proofKindSchema,
    photoUrl: z.string().nullable(),
    link: z.string().nullable(),
    text: z.string().nullable(),
  }),
  submittedAt: z.iso.datetime(),
  reviewedAt: z.iso.datetime().nullable(),
  reviewReason: z.string().nullable(),
});
export type Submission = z.infer<typeof submissionSchema>;
export const submissionPageSchema = pageOf(submissionSchema);
export const submissionListQuerySchema = pageQuerySchema.extend({
  status: z.enum(['pending', 'reviewed']).default('pending'),
});

/** Approve, or refuse with a reason the member (or the partner) sees. */
export const reviewBodySchema = z
  .object({
    decision: z.enum(['approve', 'refuse']),
    reason: textSchema.trim().max(REVIEW_REASON_MAX).default(''),
  })
  .strict()
  .refine((b) => b.decision === 'approve' || b.reason.length >= 3, {
    message: 'Say why, in a few words',
    path: ['reason'],
  });
export type ReviewBody = z.input<typeof reviewBodySchema>;

/** A member's report of a task. */
export const taskReportSchema = z.object({
  id: z.uuid(),
  task: z.object({ id: z.uuid(), title: z.string(), kind: taskKindSchema }),
  reporter: personSummarySchema,
  reason: z.enum(taskReportReasons),
  details: z.string(),
  createdAt: z.iso.datetime(),
});
export type TaskReport = z.infer<typeof taskReportSchema>;

export const resolveReportBodySchema = z
  .object({
    /** `cancel_task` ends the task and gives its partner back what is unspent. */
    decision: z.enum(['dismiss', 'cancel_task']),
    reason: textSchema.trim().min(3).max(REVIEW_REASON_MAX),
  })
  .strict();
export type ResolveReportBody = z.infer<typeof resolveReportBodySchema>;

export const reviewQueueQuerySchema = pageQuerySchema.extend({ queue: z.enum(reviewQueues) });
export type ReviewQueueQuery = z.input<typeof reviewQueueQuerySchema>;

/** One line of an admin queue: a task waiting for approval, a proof, or a report. */
export const reviewItemSchema = z.discriminatedUnion('queue', [
  z.object({ queue: z.literal('approvals'), task: partnerTaskSchema, partner: personSummarySchema }),
  z.object({ queue: z.literal('proofs'), submission: submissionSchema }),
  z.object({ queue: z.literal('reports'), report: taskReportSchema }),
]);
export type ReviewItem = z.infer<typeof reviewItemSchema>;
export const reviewQueuePageSchema = pageOf(reviewItemSchema).extend({
  counts: z.object({ approvals: z.number().int(), proofs: z.number().int(), reports: z.number().int() }),
});
export type ReviewQueuePage = z.infer<typeof reviewQueuePageSchema>;
