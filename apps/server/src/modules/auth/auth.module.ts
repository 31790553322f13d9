import { authErrors } from '@betogether/contracts/auth/auth.errors';
import './auth.queues';
import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
import { defineQueue } from '../../platform/queue/task-queue';
import type { UsersService } from '../users/users.service';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { subscribeAuthToSuspensions } from './auth-suspension';

/** Sign-up, sign-in, codes, sessions and password resets; its token check guards every call. */
export function createAuthModule(
  platform: Platform,
  ports: { users: Parameters<typeof createAuthService>[0]['users'] & Pick<UsersService, 'findById'> },
) {
  const { config } = platform;
  const service = createAuthService({
    ...platform,
    users: ports.users,
    publicUrl: config.publicUrl,
    sessionTtlDays: config.auth.sessionTtlDays,
  });
  subscribeAuthToSuspensions(platform.events, platform);
  return defineModule({
    name: 'auth',
    errors: authErrors,
    service,
    routes: [authRoutes(service)],
    queues: [
      defineQueue({
        name: 'auth.limit-cleanup',
        everyMinutes: 60,
        handle: async () => void (await service.cleanLimitEvents()),
      }),
    ],
  });
}
