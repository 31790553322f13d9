import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

export type StoredVariant = {
  width: number;
  height: number;
  format: 'webp' | 'jpeg' | 'png';
  key: string;
  bytes: number;
};

/** A transcoded video's stored files: each rendition, the poster, and the HLS files when long. */
export type StoredVideo = {
  renditions: Array<{
    label: string;
    width: number;
    height: number;
    key: string;
    bytes: number;
    bitrate: number;
  }>;
  posterKey: string;
  /** The master playlist, or null for a short video (MP4 only). */
  hlsKey: string | null;
  /** Every HLS playlist and segment, to delete them with the file. */
  hlsKeys: string[];
};

/** A file a member stored: what it is, where its variants are, and whether it is ready. */
export const mediaObjects = pgTable(
  'media_objects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    failureReason: text('failure_reason'),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    /** Bytes received: what the storage quota counts. */
    size: bigint('size', { mode: 'number' }).notNull(),
    /**
     * Waiting for processing under `originals/`; or, for a file stored as sent (a chat file or
     * voice note), the file itself under `attachments/`.
     */
    originalKey: varchar('original_key', { length: 200 }),
    /** A file sent as a file (`chat-file`): its name made safe, for its download. Null otherwise. */
    fileName: varchar('file_name', { length: 255 }),
    width: integer('width'),
    height: integer('height'),
    blurhash: varchar('blurhash', { length: 100 }),
    variants: jsonb('variants').$type<StoredVariant[]>().notNull().default([]),
    durationMs: integer('duration_ms'),
    video: jsonb('video').$type<StoredVideo>(),
    /** A video being transcoded: 0 to 1000 (per mille), for the owner's progress bar. */
    progress: integer('progress'),
    visibility: varchar('visibility', { length: 8 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_objects_owner_idx').on(t.ownerId, t.createdAt),
    // The clean-up job's look for files whose processing job was lost.
    index('media_objects_processing_idx').on(t.updatedAt).where(sql`${t.status} = 'processing'`),
    check('media_objects_status_check', sql`${t.status} in ('processing', 'ready', 'failed')`),
    check('media_objects_visibility_check', sql`${t.visibility} in ('public', 'private')`),
  ],
);

/** A resumable upload in progress: its parts live in storage until the last one arrives. */
export const uploadSessions = pgTable(
  'upload_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 32 }).notNull(),
    declaredType: varchar('declared_type', { length: 100 }).notNull(),
    fileName: varchar('file_name', { length: 255 }),
    size: bigint('size', { mode: 'number' }).notNull(),
    offset: bigint('offset', { mode: 'number' }).notNull().default(0),
    status: varchar('status', { length: 16 }).notNull().default('uploading'),
    mediaId: uuid('media_id').references(() => mediaObjects.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('upload_sessions_owner_idx').on(t.ownerId, t.status),
    index('upload_sessions_expiry_idx').on(t.status, t.expiresAt),
    check('upload_sessions_status_check', sql`${t.status} in ('uploading', 'complete', 'aborted')`),
    check('upload_sessions_offset_check', sql`${t.offset} >= 0 and ${t.offset} <= ${t.size}`),
  ],
);

export type MediaRow = typeof mediaObjects.$inferSelect;
export type UploadSessionRow = typeof uploadSessions.$inferSelect;

/**
 * The admins' limits on videos (one row; absent: the defaults of media.constants). The byte limit
 * is checked when an upload opens, the durations once the file is probed on the queue.
 */
export const videoLimits = pgTable(
  'media_video_limits',
  {
    id: integer('id').primaryKey().default(1),
    maxSeconds: integer('max_seconds').notNull(),
    maxBytes: bigint('max_bytes', { mode: 'number' }).notNull(),
    storyMaxSeconds: integer('story_max_seconds').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('media_video_limits_one_row', sql`${t.id} = 1`)],
);

/** The secret that signs links to private files, made once and shared by every app process. */
export const signingKeys = pgTable('signing_keys', {
  name: varchar('name', { length: 32 }).primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
