import { useTranslation } from 'react-i18next';
import { HeaderBalance } from '@/features/wallet/components/header-balance';
import { RequireUser } from '../guards/access-guard';
import { AppShell } from './app-shell';
import { memberNav } from './navigation';

/** Main product layout (/betogether): the member and partner areas, wide content. */
export function MainLayout() {
  const { t } = useTranslation();
  return (
    <RequireUser>
      <AppShell
        nav={memberNav}
        areaLabel={t('nav.memberArea')}
        contentMaxWidth={1100}
        balance={<HeaderBalance />}
      />
    </RequireUser>
  );
}
