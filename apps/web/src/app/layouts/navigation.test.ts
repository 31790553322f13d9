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
import { describe, expect, it } from 'vitest';
import { activeItem } from './nav-list';
import { adminNav, memberNav, socialNav, visibleItems } from './navigation';

// The menus as the layouts showed them before they were read from the route table.
describe('the menus read from the route table', () => {
  it('lists the social menu: same items, order, icons, labels and bottom bar', () => {
    expect(socialNav).toEqual([
      { to: '/social/feed', labelKey: 'nav.feed', icon: DynamicFeedOutlined, bottom: true },
      {
        to: '/social/profile/show-profil',
        labelKey: 'nav.profile',
        shortLabelKey: 'nav.profileShort',
        icon: ManageAccountsOutlined,
        bottom: true,
      },
      { to: '/social/short/view', labelKey: 'nav.shorts', icon: SlideshowOutlined, bottom: true },
      {
        to: '/betogether/conversation/inbox',
        labelKey: 'nav.messages',
        icon: ChatOutlined,
        alsoFor: ['/betogether/conversation/:referrer'],
      },
      { to: '/betogether/conversation/community', labelKey: 'nav.communityRooms', icon: ForumOutlined },
      {
        to: '/betogether/private_discussion/discussion',
        labelKey: 'nav.privateDiscussions',
        icon: LockOutlined,
      },
      {
        to: '/betogether/conversation/chat-user-partners',
        labelKey: 'nav.partnerChat',
        icon: SupportAgentOutlined,
      },
      {
        to: '/social/friend-suggestion/index-friend-suggestion',
        labelKey: 'nav.friendSuggestions',
        icon: PeopleAltOutlined,
      },
      {
        to: '/social/invitations/index-invitations',
        labelKey: 'nav.invitations',
        icon: MarkEmailUnreadOutlined,
      },
      { to: '/betogether/users/dashboard-tasks', labelKey: 'nav.tasks', icon: TaskAltOutlined, bottom: true },
      {
        to: '/betogether/users/dashboard-users',
        labelKey: 'nav.coinDashboard',
        icon: AccountBalanceWalletOutlined,
      },
      {
        to: '/betogether/users/jackpot/gold-coin-store',
        labelKey: 'nav.coinStore',
        icon: StorefrontOutlined,
      },
      { to: '/betogether/withdrawal/withdrawal', labelKey: 'nav.withdrawal', icon: PaymentsOutlined },
      { to: '/betogether/users/kyc', labelKey: 'nav.kyc', icon: VerifiedUserOutlined },
      {
        to: '/betogether/partners/dashboard-partners',
        labelKey: 'nav.partnerArea',
        icon: BusinessCenterOutlined,
        roles: ['partner', 'admin'],
      },
      { to: '/admin_betogether', labelKey: 'nav.admin', icon: AdminPanelSettingsOutlined, roles: ['admin'] },
      // Moderators (not admins, who have the whole back office) reach their queue from the social menu.
      {
        to: '/admin_betogether/moderation',
        labelKey: 'nav.moderation',
        icon: FlagOutlined,
        roles: ['moderator'],
      },
    ]);
  });

  it('lists the member menu', () => {
    expect(memberNav).toEqual([
      {
        to: '/social/feed',
        labelKey: 'nav.backToSocial',
        shortLabelKey: 'nav.feedShort',
        icon: DynamicFeedOutlined,
        bottom: true,
      },
      {
        to: '/betogether/users/dashboard-tasks',
        labelKey: 'nav.tasks',
        shortLabelKey: 'nav.tasksShort',
        icon: TaskAltOutlined,
        bottom: true,
      },
      { to: '/betogether/users/pictures-task', labelKey: 'nav.pictureTasks', icon: CollectionsOutlined },
      { to: '/betogether/users/videos-task', labelKey: 'nav.videoTasks', icon: OndemandVideoOutlined },
      {
        to: '/betogether/users/special-task',
        labelKey: 'nav.specialTasks',
        icon: AssignmentTurnedInOutlined,
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
      { to: '/betogether/withdrawal/withdrawal', labelKey: 'nav.withdrawal', icon: PaymentsOutlined },
      { to: '/betogether/users/kyc', labelKey: 'nav.kyc', icon: VerifiedUserOutlined },
      {
        to: '/betogether/partners/dashboard-partners',
        labelKey: 'nav.partnerDashboard',
        icon: BusinessCenterOutlined,
        roles: ['partner', 'admin'],
      },
      {
        to: '/betogether/partners/analytics',
        labelKey: 'nav.partnerAnalytics',
        icon: InsightsOutlined,
        roles: ['partner', 'admin'],
      },
      {
        to: '/betogether/partners/video-task/free-videos',
        labelKey: 'nav.partnerFreeVideos',
        icon: OndemandVideoOutlined,
        roles: ['partner', 'admin'],
      },
      {
        to: '/betogether/conversation/chat-user-partners',
        labelKey: 'nav.partnerChat',
        icon: SupportAgentOutlined,
        roles: ['partner', 'admin'],
      },
      { to: '/social/profile/show-profil', labelKey: 'nav.profile', icon: ManageAccountsOutlined },
    ]);
  });

  it('lists the admin menu', () => {
    expect(adminNav).toEqual([
      {
        to: '/admin_betogether',
        labelKey: 'nav.adminOverview',
        icon: DashboardOutlined,
        bottom: true,
        roles: ['admin'],
      },
      {
        to: '/admin_betogether/dashboard-transaction',
        labelKey: 'nav.adminTransactions',
        shortLabelKey: 'nav.adminTransactionsShort',
        icon: ReceiptLongOutlined,
        bottom: true,
        roles: ['admin'],
      },
      {
        to: '/admin_betogether/dashboard-special-task',
        labelKey: 'nav.adminTasks',
        shortLabelKey: 'nav.adminTasksShort',
        icon: TaskAltOutlined,
        roles: ['admin'],
      },
      {
        to: '/admin_betogether/kyc/all-kyc',
        labelKey: 'nav.adminKyc',
        icon: VerifiedUserOutlined,
        roles: ['admin'],
        alsoFor: ['/admin_betogether/kyc/:detailsKyc'],
      },
      {
        to: '/admin_betogether/withdrawal/withdrawallist',
        labelKey: 'nav.adminWithdrawals',
        icon: PaymentsOutlined,
        roles: ['admin'],
      },
      {
        to: '/admin_betogether/provide/provide',
        labelKey: 'nav.adminPayouts',
        icon: AccountBalanceWalletOutlined,
        roles: ['admin'],
      },
      {
        to: '/admin_betogether/moderation',
        labelKey: 'nav.moderation',
        shortLabelKey: 'nav.moderationShort',
        icon: FlagOutlined,
        bottom: true,
      },
      {
        to: '/social/feed',
        labelKey: 'nav.backToSocial',
        shortLabelKey: 'nav.feed',
        icon: DynamicFeedOutlined,
        bottom: true,
      },
    ]);
  });

  it('shows the admin link to admins only', () => {
    expect(visibleItems(socialNav, 'member').map((item) => item.to)).not.toContain('/admin_betogether');
    expect(visibleItems(socialNav, undefined).map((item) => item.to)).not.toContain('/admin_betogether');
    expect(visibleItems(socialNav, 'admin').map((item) => item.to)).toContain('/admin_betogether');
  });

  it('lights the link a page belongs to: the queue on its detail pages, the longest link otherwise', () => {
    expect(activeItem(adminNav, '/admin_betogether')).toBe('/admin_betogether');
    expect(activeItem(adminNav, '/admin_betogether/kyc/all-kyc')).toBe('/admin_betogether/kyc/all-kyc');
    expect(activeItem(adminNav, '/admin_betogether/kyc/8a4f0c7e-5b7d-4c2b-9f0e-1d2c3b4a5e6f')).toBe(
      '/admin_betogether/kyc/all-kyc',
    );
    expect(activeItem(adminNav, '/admin_betogether/withdrawal/withdrawallist')).toBe(
      '/admin_betogether/withdrawal/withdrawallist',
    );
    // A link of its own wins over a pattern that also fits it (`conversation/:referrer`).
    expect(activeItem(socialNav, '/betogether/conversation/community')).toBe(
      '/betogether/conversation/community',
    );
    expect(activeItem(socialNav, '/betogether/conversation/ana_b')).toBe('/betogether/conversation/inbox');
    expect(activeItem(socialNav, '/betogether/conversation/chat-user-partners')).toBe(
      '/betogether/conversation/chat-user-partners',
    );
  });
});
