import { SocialRail } from '@/features/home/social-rail';
import { TopBarSearch } from '@/features/search/components/top-bar-search';
import { HeaderBalance } from '@/features/wallet/components/header-balance';
import { RequireUser } from '../guards/access-guard';
import { AppShell } from './app-shell';
import { socialNav } from './navigation';

/** Social layout: left navigation, ~680 px centre column, right rail (spec layout "social"). */
export function SocialLayout() {
  return (
    <RequireUser>
      <AppShell nav={socialNav} rail={<SocialRail />} search={<TopBarSearch />} balance={<HeaderBalance />} />
    </RequireUser>
  );
}
