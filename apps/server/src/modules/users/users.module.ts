import { usersErrors } from '@betogether/contracts/users/users.errors';
import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import type { MediaService } from '../media/media.service';
import { usersRoutes } from './users.routes';
import { createUsersService } from './users.service';

/** Members' accounts and profiles (`/api/user-profile/`, `/api/editProfile`, `/api/chnageRole`). */
export function createUsersModule(platform: Platform, ports: { media: Pick<MediaService, 'readyMedia'> }) {
  const service = createUsersService({ db: platform.db, media: ports.media });
  return defineModule({ name: 'users', errors: usersErrors, service, routes: [usersRoutes(service)] });
}
