import type { Role } from '@betogether/contracts/users/users.constants';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import BusinessCenterOutlined from '@mui/icons-material/BusinessCenterOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import CollectionsOutlined from '@mui/icons-material/CollectionsOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DynamicFeedOutlined from '@mui/icons-material/DynamicFeedOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import OndemandVideoOutlined from '@mui/icons-material/OndemandVideoOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SlideshowOutlined from '@mui/icons-material/SlideshowOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import type { MenuName, NavIconName } from '@/lib/route-table/route-entry';
import { routeEntry, routeNames } from '@/lib/route-table/route-table';

type Icon = typeof DynamicFeedOutlined;

export type NavItem = {
  to: string;
  labelKey: string;
  icon: Icon;
  bottom?: boolean;
  shortLabelKey?: string;
  roles?: readonly Role[];
  alsoFor?: readonly string[];
};

const icons: Record<NavIconName, Icon> = {
  feed: DynamicFeedOutlined,
  chat: ChatOutlined,
  rooms: ForumOutlined,
  privateRooms: LockOutlined,
  partnerChat: SupportAgentOutlined,
  profile: ManageAccountsOutlined,
  friends: PeopleAltOutlined,
  invitations: MarkEmailUnreadOutlined,
  wallet: AccountBalanceWalletOutlined,
  store: StorefrontOutlined,
  admin: AdminPanelSettingsOutlined,
  dashboard: DashboardOutlined,
  transactions: ReceiptLongOutlined,
  moderation: FlagOutlined,
  shorts: SlideshowOutlined,
  tasks: TaskAltOutlined,
  pictureTask: CollectionsOutlined,
  videoTask: OndemandVideoOutlined,
  specialTask: AssignmentTurnedInOutlined,
  partner: BusinessCenterOutlined,
  analytics: InsightsOutlined,
  kyc: VerifiedUserOutlined,
  withdrawal: PaymentsOutlined,
};

/** One layout's menu: the route table's `nav` placements for it, in their order. */
function menuOf(menu: MenuName): NavItem[] {
  return routeNames
    .flatMap((name) => {
      const placement = routeEntry(name).nav?.[menu];
      return placement ? [{ ...placement, to: routeEntry(name).path }] : [];
    })
    .sort((a, b) => a.order - b.order)
    .map(({ order: _, icon, ...item }) => ({ ...item, icon: icons[icon] }));
}

export const socialNav = menuOf('social');
export const memberNav = menuOf('member');
export const adminNav = menuOf('admin');

export function visibleItems(items: NavItem[], role: Role | undefined): NavItem[] {
  return items.filter((item) => !item.roles || (role !== undefined && item.roles.includes(role)));
}
