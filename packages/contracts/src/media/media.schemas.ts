import { z } from 'zod';
import { textSchema } from '../common/text.schemas';
import { mediaPurposes, UPLOAD_OFFSET_HEADER, VIDEO_MAX_BYTES_CEILING } from './media.constants';

export const mediaPurposeSchema = z.enum(mediaPurposes);
export type MediaPurpose = z.infer<typeof mediaPurposeSchema>;

export const createUploadBodySchema = z
  .object({
    purpose: mediaPurposeSchema,
    size: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    contentType: textSchema.trim().toLowerCase().max(100),
    fileName: textSchema.max(255).optional(),
  })
  .strict();
export type CreateUploadBody = z.infer<typeof createUploadBodySchema>;

export const uploadStatusSchema = z.enum(['uploading', 'complete', 'aborted']);

export const mediaVariantSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  format: z.enum(['webp', 'jpeg', 'png']),
  url: z.string(),
  bytes: z.number().int(),
});
export type MediaVariant = z.infer<typeof mediaVariantSchema>;

/** A ready video: its renditions (H.264/AAC MP4), poster, and HLS playlist when it is long. */
export const mediaVideoSchema = z.object({
  durationSeconds: z.number(),
  posterUrl: z.string(),
  sources: z.array(
    z.object({
      label: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      url: z.string(),
      bytes: z.number().int(),
    }),
  ),
  hlsUrl: z.string().nullable(),
});
export type MediaVideo = z.infer<typeof mediaVideoSchema>;

export const mediaObjectSchema = z.object({
  id: z.uuid(),
  purpose: mediaPurposeSchema,
  status: z.enum(['processing', 'ready', 'failed']),
  failureReason: z.string().nullable(),
  contentType: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  blurhash: z.string().nullable(),
  /**
   * The largest variant, for a simple <img src>; a file stored as sent (`chat-file`, `chat-voice`):
   * the file itself (a download with its name, or a sound an <audio> element plays).
   */
  url: z.string().nullable(),
  variants: z.array(mediaVariantSchema),
  /** Videos: null until ready. */
  video: mediaVideoSchema.nullable(),
  /** A video being transcoded: how far, from 0 to 1 (null otherwise). */
  progress: z.number().min(0).max(1).nullable(),
  /**
   * A file sent as a file (`chat-file`): its name as sent, made safe (no folders, control or
   * direction characters; an extension that matches its type). Null for every other purpose.
   * `contentType` and `size` are then the file's own (checked from its bytes), as it downloads.
   */
  fileName: z.string().nullable().optional(),
  /** How long a voice note or a video plays, in seconds; null when not measured (yet). */
  durationSeconds: z.number().nullable().optional(),
  createdAt: z.iso.datetime(),
});
export type MediaObject = z.infer<typeof mediaObjectSchema>;

export const uploadSessionSchema = z.object({
  id: z.uuid(),
  purpose: mediaPurposeSchema,
  size: z.number().int(),
  offset: z.number().int(),
  status: uploadStatusSchema,
  expiresAt: z.iso.datetime(),
  media: mediaObjectSchema.nullable(),
});
export type UploadSession = z.infer<typeof uploadSessionSchema>;

export const singleUploadQuerySchema = z.object({
  purpose: mediaPurposeSchema,
  /** The file's name, kept for a file sent as a file (`chat-file`). */
  fileName: textSchema.max(255).optional(),
});

export const mediaParamsSchema = z.object({ id: z.uuid() });

/** Where a chunk starts, in bytes: it must be where the upload stands. */
export const uploadChunkHeadersSchema = z.object({ [UPLOAD_OFFSET_HEADER]: z.coerce.number().int().min(0) });

export const storageUsageSchema = z.object({ usedBytes: z.number().int(), quotaBytes: z.number().int() });

/** A link to one's own file: public URL (no expiry), or a signed link to a private file. */
export const mediaLinkSchema = z.object({ url: z.string(), expiresAt: z.iso.datetime().nullable() });

/** Whether this server can take videos now (ffmpeg present), and the admins' limits. */
export const videoLimitsSchema = z.object({
  available: z.boolean(),
  /** Why not, in words for the member, when unavailable. */
  reason: z.string().nullable(),
  maxSeconds: z.number().int(),
  maxBytes: z.number().int(),
  storyMaxSeconds: z.number().int(),
});
export type VideoLimits = z.infer<typeof videoLimitsSchema>;

export const videoLimitsBodySchema = z
  .object({
    maxSeconds: z.number().int().min(5).max(3600),
    maxBytes: z
      .number()
      .int()
      .min(1024 * 1024)
      .max(VIDEO_MAX_BYTES_CEILING),
    storyMaxSeconds: z.number().int().min(5).max(60),
  })
  .strict();
export type VideoLimitsBody = z.infer<typeof videoLimitsBodySchema>;
