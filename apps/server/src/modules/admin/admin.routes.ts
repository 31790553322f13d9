import { adminEndpoints as e } from '@betogether/contracts/admin/admin.endpoints';
import type { Routes } from '../../platform/http/endpoint-router';
import type { AdminService } from './admin.service';

export function adminRoutes(service: AdminService): Routes {
  return (route) => {
    route(e.overview, () => service.overview());
  };
}
