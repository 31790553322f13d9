import { z } from 'zod';
import { taskKindSchema, taskStatusSchema } from './tasks.schemas';

/**
 * A partner's analytics: `from` and `to` are days (UTC, both included, at most ANALYTICS_MAX_DAYS
 * apart); default the last 30 days. `taskId`: one task only.
 */
export const analyticsQuerySchema = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  taskId: z.uuid().optional(),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** Counts of one day, one task or a whole range (from the daily rollups). */
export const taskStatsSchema = z.object({
  views: z.number().int(),
  starts: z.number().int(),
  completions: z.number().int(),
  quizPasses: z.number().int(),
  quizFails: z.number().int(),
  /** quizPasses / (quizPasses + quizFails), null without quizzes. */
  quizPassRate: z.number().nullable(),
  /** Average counted viewing time of finished viewings, in seconds. */
  averageWatchSeconds: z.number().nullable(),
  coinsSpent: z.number().int(),
  /** coinsSpent / completions, null without completions. */
  costPerCompletion: z.number().nullable(),
  /** Attempts that earned nothing because the viewing did not count (hidden, sped up, replayed). */
  fraudRefused: z.number().int(),
});
export type TaskStats = z.infer<typeof taskStatsSchema>;

export const analyticsSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  totals: taskStatsSchema,
  days: z.array(taskStatsSchema.extend({ day: z.iso.date() })),
  tasks: z.array(
    taskStatsSchema.extend({
      taskId: z.uuid(),
      title: z.string(),
      kind: taskKindSchema,
      status: taskStatusSchema,
      free: z.boolean(),
    }),
  ),
});
export type Analytics = z.infer<typeof analyticsSchema>;

/** The partner dashboard's headline figures. */
export const partnerOverviewSchema = z.object({
  live: z.number().int(),
  inReview: z.number().int(),
  drafts: z.number().int(),
  pendingProofs: z.number().int(),
  escrowCoins: z.number().int(),
  balanceCoins: z.number().int(),
  last7Days: taskStatsSchema,
});
export type PartnerOverview = z.infer<typeof partnerOverviewSchema>;
