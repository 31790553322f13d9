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
