import { TopBarSearch } from '@/features/search/components/top-bar-search';
import { HeaderBalance } from '@/features/wallet/components/header-balance';
import { RequireUser } from '../guards/access-guard';
import { AppShell, WIDE_CONTENT } from './app-shell';
import { memberNav, socialNav } from './navigation';

/**
 * Main product layout (/betogether): the member and partner areas, wide content. The same shell
 * as the social pages (header with search, the same menu at the same place); only the mobile
 * bottom bar keeps the area's coin shortcuts.
 */
export function MainLayout() {
  return (
    <RequireUser>
      <AppShell
        nav={socialNav}
        bottomNav={memberNav}
        contentMaxWidth={WIDE_CONTENT}
        search={<TopBarSearch />}
        balance={<HeaderBalance />}
      />
    </RequireUser>
  );
}
