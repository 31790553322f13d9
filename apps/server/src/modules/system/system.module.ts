import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { systemAdminRoutes, systemRoutes } from './system.routes';
import { createSystemService } from './system.service';

type Ports = { videoStatus(): Promise<{ available: boolean; reason: string | null }> };

/**
 * Health and readiness; with DEV_TOOLS=true (never in production: config.ts refuses it), the
 * outbox pages and the upload sink of the benchmarks.
 */
export function createSystemModule(platform: Platform, ports: Ports) {
  const { database, mailer, config } = platform;
  const service = createSystemService({
    ping: database.ping,
    databaseKind: database.kind,
    queue: platform.queue,
    videoStatus: ports.videoStatus,
    mailer,
  });
  return defineModule({
    name: 'system',
    service,
    routes: [systemRoutes(service, config.devTools), systemAdminRoutes(service)],
  });
}
