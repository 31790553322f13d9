import { routesIn, upcoming } from './route-entry';

// The admin layout shows "Forbidden" to anyone else; the server refuses their calls with 403 too.
const admin = routesIn('admin', ['admin']);

/** The back office, all under /admin_betogether (ROUTES.md "Admin"). */
export const adminRoutes = {
  adminOverview: admin('/admin_betogether', 'admin-betogether/overview#AdminOverviewRoute', {
    nav: {
      social: { order: 7, labelKey: 'nav.admin', icon: 'admin', roles: ['admin'] },
      admin: { order: 1, labelKey: 'nav.adminOverview', icon: 'dashboard', bottom: true, roles: ['admin'] },
    },
  }),
  adminTransactions: admin(
    '/admin_betogether/dashboard-transaction',
    'admin-betogether/dashboard-transaction#AdminTransactionsRoute',
    {
      nav: {
        admin: {
          order: 2,
          labelKey: 'nav.adminTransactions',
          shortLabelKey: 'nav.adminTransactionsShort',
          icon: 'transactions',
          bottom: true,
          roles: ['admin'],
        },
      },
    },
  ),
  // Moderators reach this screen and nothing else of the back office (their layout refuses the rest).
  adminModeration: routesIn('admin', ['admin', 'moderator'])(
    '/admin_betogether/moderation',
    'admin-betogether/moderation#AdminModerationRoute',
    {
      nav: {
        social: { order: 8, labelKey: 'nav.moderation', icon: 'moderation', roles: ['moderator'] },
        admin: {
          order: 3,
          labelKey: 'nav.moderation',
          shortLabelKey: 'nav.moderationShort',
          icon: 'moderation',
          bottom: true,
        },
      },
    },
  ),
  // Tasks ([8]): partners' first tasks to approve, special-task proofs, reports, and the settings.
  adminSpecialTasks: admin(
    '/admin_betogether/dashboard-special-task',
    'admin-betogether/dashboard-special-task#AdminSpecialTasksRoute',
    {
      nav: {
        admin: {
          order: 2.5,
          labelKey: 'nav.adminTasks',
          shortLabelKey: 'nav.adminTasksShort',
          icon: 'tasks',
          roles: ['admin'],
        },
      },
    },
  ),
  // KYC ([9]): the queue of identity checks, and one request with its photos and the decision.
  adminKycQueue: admin('/admin_betogether/kyc/all-kyc', 'admin-betogether/kyc/all-kyc#AdminKycQueueRoute', {
    nav: {
      admin: {
        order: 2.75,
        labelKey: 'nav.adminKyc',
        icon: 'kyc',
        roles: ['admin'],
        alsoFor: ['/admin_betogether/kyc/:detailsKyc'],
      },
    },
  }),
  adminKycRequest: admin(
    '/admin_betogether/kyc/:detailsKyc',
    'admin-betogether/kyc/details-kyc#AdminKycRequestRoute',
  ),
  // Payout providers and coin-to-money rates ([9]).
  adminPayoutProviders: admin(
    '/admin_betogether/provide/provide',
    'admin-betogether/provide/provide#AdminPayoutProvidersRoute',
    { nav: { admin: { order: 2.85, labelKey: 'nav.adminPayouts', icon: 'wallet', roles: ['admin'] } } },
  ),
  // Withdrawals ([9]): finance approves (two admins above a threshold), pays and rejects; the limits.
  adminWithdrawals: admin(
    '/admin_betogether/withdrawal/withdrawallist',
    'admin-betogether/withdrawal/withdrawallist#AdminWithdrawalsRoute',
    {
      nav: { admin: { order: 2.8, labelKey: 'nav.adminWithdrawals', icon: 'withdrawal', roles: ['admin'] } },
    },
  ),
};

export const adminUpcoming = upcoming(
  'admin',
  ['admin'],
  '/admin_betogether/',
  `dashboard-users view-user-activity invoice create-facture dashboard-advertising-poster
   dashboard-advertising-video dashboard-rules dashboard-jackpot`,
);
