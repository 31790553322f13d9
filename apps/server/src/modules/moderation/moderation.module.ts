import { moderationErrors } from '@betogether/contracts/moderation/moderation.errors';
import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { moderationRoutes } from './moderation.routes';
import { createModerationService } from './moderation.service';

/**
 * Reports of posts, comments and profiles, and the queue where moderators and admins resolve them.
 * It publishes its decisions: posts removes content, auth ends a suspended member's sessions, the
 * bell tells reporters and authors (moderation.events.ts).
 */
export function createModerationModule(platform: Platform) {
  const service = createModerationService(platform);
  return defineModule({
    name: 'moderation',
    errors: moderationErrors,
    service,
    routes: [moderationRoutes(service)],
  });
}
