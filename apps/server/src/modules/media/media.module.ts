import { mediaErrors } from '@betogether/contracts/media/media.errors';
import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { mediaRoutes } from './media.routes';
import { createMediaService } from './media.service';

/** Resumable uploads, stored files and their image variants. */
export function createMediaModule(platform: Platform) {
  const service = createMediaService({ ...platform, quotaBytes: platform.config.media.storageQuotaBytes });
  return defineModule({
    name: 'media',
    errors: mediaErrors,
    service,
    routes: [mediaRoutes(service)],
    // Upload sessions expire after 24 hours: their parts are cleaned every 10 minutes.
    jobs: [
      {
        name: 'upload-cleanup',
        everyMs: 600_000,
        run: async () => void (await service.cleanExpiredUploads()),
      },
    ],
  });
}
