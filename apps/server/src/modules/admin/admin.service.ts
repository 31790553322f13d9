import type { AdminOverview } from '@betogether/contracts/admin/admin.schemas';
import type { Clock } from '../../platform/clock';
import type { AuthService } from '../auth/auth.service';
import type { UsersService } from '../users/users.service';

export function createAdminService(deps: {
  clock: Clock;
  users: Pick<UsersService, 'overview'>;
  auth: Pick<AuthService, 'countLiveSessions'>;
}) {
  return {
    async overview(): Promise<AdminOverview> {
      const since = new Date(deps.clock.now().getTime() - 7 * 86_400_000);
      const [counts, activeSessions] = await Promise.all([
        deps.users.overview(since),
        deps.auth.countLiveSessions(),
      ]);
      return {
        members: counts.members,
        partners: counts.partners,
        admins: counts.admins,
        unverified: counts.unverified,
        signupsLast7Days: counts.recent,
        activeSessions,
      };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
