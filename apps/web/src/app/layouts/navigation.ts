import type { Role } from '@betogether/contracts/users/users.schemas';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DynamicFeedOutlined from '@mui/icons-material/DynamicFeedOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';

export type NavItem = {
  to: string;
  labelKey: string;
  icon: typeof DynamicFeedOutlined;
  /** Shown in the mobile bottom bar (at most four; "Menu" is always last). */
  bottom?: boolean;
  /** A shorter label for the bottom bar, where space is tight. */
  shortLabelKey?: string;
  roles?: Role[];
};

/**
 * What each layout links to. Only screens that work are listed (ROUTES.md): later issues add
 * their entries here as their screens land.
 */
export const socialNav: NavItem[] = [
  { to: '/social/feed', labelKey: 'nav.feed', icon: DynamicFeedOutlined, bottom: true },
  {
    to: '/social/profile/show-profil',
    labelKey: 'nav.profile',
    shortLabelKey: 'nav.profileShort',
    icon: ManageAccountsOutlined,
    bottom: true,
  },
  {
    to: '/social/friend-suggestion/index-friend-suggestion',
    labelKey: 'nav.friendSuggestions',
    icon: PeopleAltOutlined,
  },
  { to: '/social/invitations/index-invitations', labelKey: 'nav.invitations', icon: MarkEmailUnreadOutlined },
  {
    to: '/betogether/users/dashboard-users',
    labelKey: 'nav.coinDashboard',
    icon: AccountBalanceWalletOutlined,
  },
  { to: '/betogether/users/jackpot/gold-coin-store', labelKey: 'nav.coinStore', icon: StorefrontOutlined },
  { to: '/admin_betogether', labelKey: 'nav.admin', icon: AdminPanelSettingsOutlined, roles: ['admin'] },
];

export const memberNav: NavItem[] = [
  {
    to: '/social/feed',
    labelKey: 'nav.backToSocial',
    shortLabelKey: 'nav.feedShort',
    icon: DynamicFeedOutlined,
    bottom: true,
  },
  {
    to: '/betogether/users/dashboard-users',
    labelKey: 'nav.coinDashboard',
    shortLabelKey: 'nav.coinDashboardShort',
    icon: AccountBalanceWalletOutlined,
    bottom: true,
  },
  {
    to: '/betogether/users/jackpot/gold-coin-store',
    labelKey: 'nav.coinStore',
    shortLabelKey: 'nav.coinStoreShort',
    icon: StorefrontOutlined,
    bottom: true,
  },
  {
    to: '/social/profile/show-profil',
    labelKey: 'nav.profile',
    shortLabelKey: 'nav.profileShort',
    icon: ManageAccountsOutlined,
    bottom: true,
  },
];

export const adminNav: NavItem[] = [
  { to: '/admin_betogether', labelKey: 'nav.adminOverview', icon: DashboardOutlined, bottom: true },
  {
    to: '/admin_betogether/dashboard-transaction',
    labelKey: 'nav.adminTransactions',
    shortLabelKey: 'nav.adminTransactionsShort',
    icon: ReceiptLongOutlined,
    bottom: true,
  },
  {
    to: '/social/feed',
    labelKey: 'nav.backToSocial',
    shortLabelKey: 'nav.feed',
    icon: DynamicFeedOutlined,
    bottom: true,
  },
];

export function visibleItems(items: NavItem[], role: Role | undefined): NavItem[] {
  return items.filter((item) => !item.roles || (role !== undefined && item.roles.includes(role)));
}
