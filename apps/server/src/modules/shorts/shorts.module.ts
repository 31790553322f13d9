import { shortsErrors } from '@betogether/contracts/shorts/shorts.errors';
import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { defineQueue } from '../../platform/queue/task-queue';
import { subscribeShortsToBlocks } from './short-blocks';
import { createShortCommentsService } from './short-comments.service';
import { createShortInteractionsService } from './short-interactions.service';
import '../media/media.events';
import './shorts.queues';
import { settleSound } from './short-remix.repository';
import { shortsRoutes } from './shorts.routes';
import { createShortsService, type ShortsDeps } from './shorts.service';

/** Shorts: vertical videos, For You and Following, likes, comments, saves, views, remixes, analytics. */
export function createShortsModule(platform: Platform, ports: Pick<ShortsDeps, 'media'>) {
  const deps = { ...platform, ...ports };
  const service = createShortsService(deps);
  const interactions = createShortInteractionsService({ ...deps, shorts: service });
  const comments = createShortCommentsService({ ...deps, shorts: service });
  // A remix's sound is laid by media (`borrowSound`); its outcome settles the short's `sound`.
  platform.events.inTransaction('media.sound-borrowed', ({ mediaId, borrowed }, tx) =>
    settleSound(tx, mediaId, borrowed),
  );
  subscribeShortsToBlocks(platform.events);
  return defineModule({
    name: 'shorts',
    errors: shortsErrors,
    routes: [shortsRoutes(service, interactions, comments)],
    queues: [
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
