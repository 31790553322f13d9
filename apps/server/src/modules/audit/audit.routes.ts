import { auditEndpoints as e } from '@betogether/contracts/audit/audit.endpoints';
import type { Routes } from '../../platform/http/endpoint-router';
import type { AuditService } from './audit.service';

export function auditRoutes(service: AuditService): Routes {
  return (route) => {
    route(e.list, ({ query }) => service.list(query));
  };
}
