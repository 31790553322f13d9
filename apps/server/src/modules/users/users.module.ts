import type { Db } from '../../db/client';
import type { AuthGuard } from '../../platform/authentication';
import type { PublicFiles } from '../../platform/public-files';
import { usersRoutes } from './users.routes';
import { createUsersService } from './users.service';

export function createUsersModule(deps: { db: Db; files: PublicFiles }) {
  const service = createUsersService(deps);
  return { service, routes: (guard: AuthGuard) => usersRoutes(service, guard) };
}
