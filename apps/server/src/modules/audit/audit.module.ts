import type { AuthGuard } from '../../platform/authentication';
import { auditRoutes } from './audit.routes';
import { createAuditService } from './audit.service';

export function createAuditModule(deps: Parameters<typeof createAuditService>[0]) {
  const service = createAuditService(deps);
  return { service, routes: (guard: AuthGuard) => auditRoutes(service, guard) };
}
