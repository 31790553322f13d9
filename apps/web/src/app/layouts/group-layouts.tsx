import { TopBarSearch } from '@/features/search/components/top-bar-search';
import { HeaderBalance } from '@/features/wallet/components/header-balance';
import { useTranslation } from '@/lib/use-translation';
import { RequireUser } from '../guards/access-guard';
import { AppShell, WIDE_CONTENT } from './app-shell';
import { socialNav } from './navigation';

/** "Sidebar group" layout: the groups home, lists and invitations (/social/groups/...). */
export function SidebarGroupLayout() {
  const { t } = useTranslation();
  return (
    <RequireUser>
      <AppShell
        nav={socialNav}
        areaLabel={t('nav.groups')}
        contentMaxWidth={900}
        search={<TopBarSearch />}
        balance={<HeaderBalance />}
      />
    </RequireUser>
  );
}

/** "Sidebar group layout": one group's own pages (/social/groups/{group}/...), wider for its tools. */
export function GroupPagesLayout() {
  const { t } = useTranslation();
  return (
    <RequireUser>
      <AppShell
        nav={socialNav}
        areaLabel={t('nav.group')}
        contentMaxWidth={WIDE_CONTENT}
        search={<TopBarSearch />}
        balance={<HeaderBalance />}
      />
    </RequireUser>
  );
}
