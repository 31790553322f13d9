import os from 'node:os';
import { z } from 'zod';
import { defineConfigSlice } from '../../platform/config-slice';

/** Storage each member may use (files and uploads in progress), and the video tools. */
export const mediaConfig = defineConfigSlice(
  {
    STORAGE_QUOTA_BYTES: z.coerce
      .number()
      .int()
      .min(1)
      .default(2 * 1024 ** 3),
    // Debian's ffmpeg package, found on the PATH unless named here.
    FFMPEG_PATH: z.string().default('ffmpeg'),
    FFPROBE_PATH: z.string().default('ffprobe'),
    // Transcodes one process runs at once: one per core by default, never more.
    VIDEO_TRANSCODES: z.coerce.number().int().min(1).max(os.availableParallelism()).optional(),
  },
  (e) => ({
    storageQuotaBytes: e.STORAGE_QUOTA_BYTES,
    videoTools: { ffmpeg: e.FFMPEG_PATH, ffprobe: e.FFPROBE_PATH },
    transcodes: e.VIDEO_TRANSCODES ?? os.availableParallelism(),
  }),
);
