import { useLocation } from 'react-router';
import { rolesOf } from '@/lib/access-rules';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/use-translation';
import { ForbiddenPage } from '@/ui/error-page';
import { RequireUser } from '../guards/access-guard';
import { AppShell } from './app-shell';
import { adminNav } from './navigation';

function AdminOnly() {
  const { t } = useTranslation();
  const { userData } = useSession();
  const { pathname } = useLocation();
  // The server refuses admin calls with 403 too; this only spares a member a broken screen.
  // Each screen names its roles (moderators reach the moderation queue only).
  const roles = rolesOf(pathname) ?? ['admin'];
  if (!userData || !roles.includes(userData.role)) return <ForbiddenPage />;
  return <AppShell nav={adminNav} areaLabel={t('nav.admin')} contentMaxWidth={1400} dense />;
}

/** Admin layout (/admin_betogether): dense back office, admins only (and moderators on their screen). */
export function AdminLayout() {
  return (
    <RequireUser>
      <AdminOnly />
    </RequireUser>
  );
}
