import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { systemRoutes } from './system.routes';
import { createSystemService } from './system.service';

/**
 * Health and readiness; with DEV_TOOLS=true (never in production: config.ts refuses it), the
 * outbox pages and the upload sink of the benchmarks.
 */
export function createSystemModule(platform: Platform) {
  const { database, mailer, config } = platform;
  const service = createSystemService({ ping: database.ping, databaseKind: database.kind, mailer });
  return defineModule({
    name: 'system',
    service,
    routes: [systemRoutes(service, config.devTools)],
  });
}
