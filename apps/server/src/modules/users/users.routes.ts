import { usersEndpoints as e } from '@betogether/contracts/users/users.endpoints';
import type { Routes } from '../../platform/http/endpoint-router';
import type { UsersService } from './users.service';

export function usersRoutes(service: UsersService): Routes {
  return (route) => {
    route(e.profile, ({ principal }) => service.getUser(principal.userId));
    // Spec §7: both answer `success` and `data.user`.
    route(e.editProfile, async ({ principal, body }) => ({
      success: true as const,
      data: { user: await service.editProfile(principal.userId, body) },
    }));
    route(e.changeRole, async ({ principal, body }) => ({
      success: true as const,
      data: { user: await service.changeRole(principal.userId, body.role) },
    }));
  };
}
