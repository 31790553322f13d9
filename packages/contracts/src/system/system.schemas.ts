import { z } from 'zod';

export const healthSchema = z.object({ status: z.literal('ok') });
export const readinessSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  queue: z.enum(['pg-boss', 'bullmq']),
  /** Video uploads need ffmpeg: the server runs without it, and says why videos are refused. */
  video: z.object({ available: z.boolean(), reason: z.string().nullable() }),
});
/** `/version.json`, written by each web build; the client polls it to offer a reload. */
export const buildVersionSchema = z.object({ version: z.string(), builtAt: z.string() });
export type BuildVersion = z.infer<typeof buildVersionSchema>;

export const devMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  sentAt: z.iso.datetime(),
});
export const devMailListSchema = z.object({ items: z.array(devMailSchema) });
export type DevMail = z.infer<typeof devMailSchema>;

/** `/dev/sink`: how many bytes of the upload were read (and dropped). */
export const devSinkResponseSchema = z.object({ bytes: z.number().int() });

/** The durable job queue as the back office sees it: each queue's jobs by state, and the latest failures. */
export const jobsOverviewSchema = z.object({
  engine: z.enum(['pg-boss', 'bullmq']),
  queues: z.array(
    z.object({
      name: z.string(),
      waiting: z.number().int().min(0),
      active: z.number().int().min(0),
      failed: z.number().int().min(0),
    }),
  ),
  failures: z.array(
    z.object({
      queue: z.string(),
      id: z.string(),
      error: z.string(),
      attempts: z.number().int().min(0),
      failedAt: z.iso.datetime(),
    }),
  ),
});
export type JobsOverview = z.infer<typeof jobsOverviewSchema>;
