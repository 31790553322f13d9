import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { systemRoutes } from './system.routes';
import { createSystemService } from './system.service';

/** Health and readiness; outside production, the outbox page and the upload sink of the benchmarks. */
export function createSystemModule(platform: Platform) {
  const { database, mailer, config } = platform;
  const service = createSystemService({ ping: database.ping, databaseKind: database.kind, mailer });
  return defineModule({
    name: 'system',
    service,
    routes: [systemRoutes(service, config.env !== 'production')],
  });
}
