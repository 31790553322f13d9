import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { auditRoutes } from './audit.routes';
import { createAuditService } from './audit.service';

/** The audit log of admin actions; the endpoint router writes to it for every audited call. */
export function createAuditModule(platform: Platform) {
  const service = createAuditService(platform);
  return defineModule({ name: 'audit', service, routes: [auditRoutes(service)] });
}
