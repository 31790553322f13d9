import { authErrors } from '@betogether/contracts/auth/auth.errors';
import { defineModule } from '../../platform/module';
import type { Platform } from '../../platform/platform';
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
    jobs: [{ name: 'auth-limit-cleanup', everyMs: 3_600_000, run: () => service.cleanLimitEvents() }],
  });
}
