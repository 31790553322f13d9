import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { ForbiddenPage } from '@/ui/error-page';
import { RequireUser } from '../guards/access-guard';
import { AppShell } from './app-shell';
import { adminNav } from './navigation';

function AdminOnly() {
  const { t } = useTranslation();
  const { userData } = useSession();
  // The server refuses admin calls with 403 too; this only spares a member a broken screen.
  if (userData?.role !== 'admin') return <ForbiddenPage />;
  return <AppShell nav={adminNav} areaLabel={t('nav.admin')} contentMaxWidth={1400} dense />;
}

/** Admin layout (/admin_betogether): dense back office, admins only. */
export function AdminLayout() {
  return (
    <RequireUser>
      <AdminOnly />
    </RequireUser>
  );
}
