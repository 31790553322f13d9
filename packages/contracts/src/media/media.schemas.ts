import { z } from 'zod';

/**
 * Upload protocol (a documented equivalent of tus 1.0 core, see docs/uploads.md):
 * files up to SINGLE_REQUEST_MAX_BYTES go in one `POST /api/media?purpose=…` with the bytes as
 * body; larger ones open a session (`POST /api/uploads`), send chunks with
 * `PATCH /api/uploads/{id}` + `Upload-Offset`, ask the offset with `HEAD /api/uploads/{id}` after
 * a lost connection, and the last chunk turns the session into a media object.
 */
export const SINGLE_REQUEST_MAX_BYTES = 256 * 1024;
/** Spec §9: chunks start at 256 KB and double after each successful chunk, up to 32 MB. */
export const FIRST_CHUNK_BYTES = 256 * 1024;
export const MAX_CHUNK_BYTES = 32 * 1024 * 1024;
export const UPLOAD_SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const UPLOAD_OFFSET_HEADER = 'upload-offset';
export const CHUNK_CONTENT_TYPE = 'application/offset+octet-stream';

export const imageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export const videoTypes = ['video/mp4', 'video/webm', 'video/quicktime'] as const;

export const mediaPurposes = ['avatar', 'cover', 'post-media', 'short-video'] as const;
export const mediaPurposeSchema = z.enum(mediaPurposes);
export type MediaPurpose = z.infer<typeof mediaPurposeSchema>;

/** What each purpose accepts. Later purposes (stories, tasks, KYC, chat) add their line. */
export const purposeRules: Record<
  MediaPurpose,
  { maxBytes: number; types: readonly string[]; visibility: 'public' | 'private' }
> = {
  avatar: { maxBytes: 20 * 1024 * 1024, types: imageTypes, visibility: 'public' },
  cover: { maxBytes: 20 * 1024 * 1024, types: imageTypes, visibility: 'public' },
  'post-media': { maxBytes: 30 * 1024 * 1024, types: imageTypes, visibility: 'public' },
  // Stored as sent for now; posters and transcoding come with the shorts issue.
  'short-video': { maxBytes: 512 * 1024 * 1024, types: videoTypes, visibility: 'public' },
};

export const createUploadBodySchema = z
  .object({
    purpose: mediaPurposeSchema,
    size: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    contentType: z.string().trim().toLowerCase().max(100),
    fileName: z.string().max(255).optional(),
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
  /** The largest variant, for a simple <img src>. */
  url: z.string().nullable(),
  variants: z.array(mediaVariantSchema),
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

export const singleUploadQuerySchema = z.object({ purpose: mediaPurposeSchema });

export const mediaParamsSchema = z.object({ id: z.uuid() });

export const storageUsageSchema = z.object({ usedBytes: z.number().int(), quotaBytes: z.number().int() });

/** A link to one's own file: public URL (no expiry), or a signed link to a private file. */
export const mediaLinkSchema = z.object({ url: z.string(), expiresAt: z.iso.datetime().nullable() });
