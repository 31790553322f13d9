import type { Db } from '../../db/client';
import type { AuthGuard } from '../../platform/authentication';
import type { MediaService } from '../media/media.service';
import { usersRoutes } from './users.routes';
import { createUsersService } from './users.service';

export function createUsersModule(deps: { db: Db; media: Pick<MediaService, 'readyMedia'> }) {
  const service = createUsersService(deps);
  return { service, routes: (guard: AuthGuard) => usersRoutes(service, guard) };
}
