import { mediaErrors } from '@betogether/contracts/media/media.errors';
import './media.queues';
import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { defineQueue, queueDefaults } from '../../platform/queue/task-queue';
import { mediaAdminRoutes, mediaRoutes } from './media.routes';
import { createMediaService } from './media.service';
import { detectVideoTools } from './video/video-tools';
import { createVideoPipeline } from './video-pipeline';
import { createSoundBorrowing } from './video-sound';
import { voiceNoteProbe } from './voice-notes';

/** A transcode may take minutes; one stuck past this is failed and retried. */
const TRANSCODE_TIMEOUT_SECONDS = 30 * 60;
const TRANSCODE_RETRIES = 2;
/** Muxing copies the picture: seconds even for a long video. */
const SOUND_TIMEOUT_SECONDS = 10 * 60;

/** Resumable uploads, stored files, their image variants and video transcodes, chat files and voice notes. */
export function createMediaModule(platform: Platform) {
  const { config, log } = platform;
  let detection: ReturnType<typeof detectVideoTools> | undefined;
  // Looked for once, on first need; said at start-up when missing (the server runs without it).
  const videoTools = () => {
    detection ??= detectVideoTools(config.media.videoTools).then((found) => {
      if (!found.available) log.warn({ reason: found.reason }, `video uploads are off: ${found.reason}`);
      return found;
    });
    return detection;
  };
  void videoTools();
  const video = createVideoPipeline({ ...platform, tools: videoTools });
  const borrowSound = createSoundBorrowing({ ...platform, tools: videoTools });
  const service = createMediaService({
    ...platform,
    quotaBytes: config.media.storageQuotaBytes,
    video,
    videoTools,
    // Voice notes need ffprobe alone: without it they are kept without their duration.
    voiceProbe: voiceNoteProbe(config.media.videoTools.ffprobe, log),
  });
  return defineModule({
    name: 'media',
    errors: mediaErrors,
    service: {
      ...service,
      /** For /readyz: whether videos can be processed, and the admin's reason when not. */
      async videoStatus() {
        const found = await videoTools();
        return { available: found.available, reason: found.available ? null : found.reason };
      },
    },
    routes: [mediaRoutes(service), mediaAdminRoutes(service)],
    queues: [
      defineQueue({
        name: 'media.process-image',
        concurrency: 2,
        handle: ({ data, attempt }) => service.processMedia(data.mediaId, attempt > queueDefaults.retries),
      }),
      // At most one transcode per core (VIDEO_TRANSCODES), each ffmpeg below normal priority.
      defineQueue({
        name: 'media.transcode-video',
        concurrency: config.media.transcodes,
        retries: TRANSCODE_RETRIES,
        retryDelaySeconds: 30,
        timeoutSeconds: TRANSCODE_TIMEOUT_SECONDS,
        handle: ({ data, attempt, signal }) =>
          video.transcode(data.mediaId, signal, attempt > TRANSCODE_RETRIES),
      }),
      defineQueue({
        name: 'media.borrow-sound',
        retries: TRANSCODE_RETRIES,
        retryDelaySeconds: 30,
        timeoutSeconds: SOUND_TIMEOUT_SECONDS,
        handle: ({ data, attempt, signal }) =>
          borrowSound(data.mediaId, data.fromMediaId, signal, attempt > TRANSCODE_RETRIES),
      }),
      defineQueue({
        name: 'media.delete-files',
        handle: ({ data }) => service.deleteFiles(data.keys),
      }),
      // Upload sessions expire after 24 hours: their parts are cleaned every 10 minutes.
      defineQueue({
        name: 'media.cleanup',
        everyMinutes: 10,
        handle: async () => {
          await service.cleanExpiredUploads();
          await service.requeueStalled();
        },
      }),
    ],
  });
}
