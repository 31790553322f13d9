import { shortsErrors } from '@betogether/contracts/shorts/shorts.errors';
import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { defineQueue } from '../../platform/queue/task-queue';
import { subscribeShortsToBlocks } from './short-blocks';
import { createShortCommentsService } from './short-comments.service';
import { createShortInteractionsService } from './short-interactions.service';
import './shorts.queues';
import { shortsRoutes } from './shorts.routes';
import { createShortsService, type ShortsDeps } from './shorts.service';
import { createRemixSound } from './shorts-remix';

/** Muxing copies the picture: seconds even for a long short. One stuck past this is failed and retried. */
const REMIX_TIMEOUT_SECONDS = 10 * 60;
const REMIX_RETRIES = 2;

/** Shorts: vertical videos, For You and Following, likes, comments, saves, views, remixes, analytics. */
export function createShortsModule(platform: Platform, ports: Pick<ShortsDeps, 'media'>) {
  const deps = { ...platform, ...ports };
  const service = createShortsService(deps);
  const interactions = createShortInteractionsService({ ...deps, shorts: service });
  const comments = createShortCommentsService({ ...deps, shorts: service });
  const laySound = createRemixSound({ ...platform, videoTools: platform.config.media.videoTools });
  subscribeShortsToBlocks(platform.events);
  return defineModule({
    name: 'shorts',
    errors: shortsErrors,
    routes: [shortsRoutes(service, interactions, comments)],
    queues: [
      defineQueue({
        name: 'shorts.remix-sound',
        retries: REMIX_RETRIES,
        retryDelaySeconds: 30,
        timeoutSeconds: REMIX_TIMEOUT_SECONDS,
        handle: ({ data, attempt, signal }) => laySound(data.shortId, signal, attempt > REMIX_RETRIES),
      }),
      defineQueue({
        name: 'shorts.cleanup',
        everyMinutes: 10,
        handle: async () => {
          await service.requeueStalledRemixes();
        },
      }),
    ],
  });
}
