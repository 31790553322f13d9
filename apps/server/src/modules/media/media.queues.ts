declare module '../../platform/queue/task-queue' {
  interface QueueJobs {
    /** A picture's variants, size and blurhash; its original is deleted after. Keyed by the media id. */
    'media.process-image': { mediaId: string };
    /** A video's probe, renditions, poster and HLS; its original is deleted after. Keyed by the media id. */
    'media.transcode-video': { mediaId: string };
    /** A video's renditions get another video's sound (a short's remix). Keyed by the media id. */
    'media.borrow-sound': { mediaId: string; fromMediaId: string };
    /** Stored objects of deleted files (a deleted post's pictures), once the deletion committed. */
    'media.delete-files': { keys: string[] };
    /** Recurring, every 10 minutes: expired upload sessions, and files left waiting for processing. */
    'media.cleanup': Record<string, never>;
  }
}

export {};
