import { routesIn, upcoming } from './route-entry';

const member = routesIn('member', 'signed-in');

/** The main product layout, all under /betogether (ROUTES.md "Member area"). */
export const memberRoutes = {
  coinDashboard: member(
    '/betogether/users/dashboard-users',
    'betogether/users/dashboard-users#DashboardUsersRoute',
    {
      nav: {
        social: { order: 5, labelKey: 'nav.coinDashboard', icon: 'wallet' },
        member: {
          order: 2,
          labelKey: 'nav.coinDashboard',
          shortLabelKey: 'nav.coinDashboardShort',
          icon: 'wallet',
          bottom: true,
        },
      },
    },
  ),
  coinStore: member(
    '/betogether/users/jackpot/gold-coin-store',
    'betogether/users/jackpot/gold-coin-store#GoldCoinStoreRoute',
    {
      nav: {
        social: { order: 6, labelKey: 'nav.coinStore', icon: 'store' },
        member: {
          order: 3,
          labelKey: 'nav.coinStore',
          shortLabelKey: 'nav.coinStoreShort',
          icon: 'store',
          bottom: true,
        },
      },
    },
  ),
  // Where the payment provider sends the buyer back (`?purchase=<id>`); the server hands it these
  // addresses from contracts' PAYMENT_RETURN_PATHS (its own chunk if imported here; a test compares).
  paymentSuccess: member(
    '/betogether/payment/gold-coins/success',
    'betogether/payment/gold-coins/success#PaymentSuccessRoute',
  ),
  paymentResult: member('/betogether/payment/result', 'betogether/payment/result#PaymentResultRoute'),
};

// Partners are members who switched role (/api/chnageRole): whether the partner pages refuse the
// others is decided with their issue [8]; until then they need only a token.
export const memberUpcoming = upcoming(
  'member',
  'signed-in',
  '/betogether/',
  `users/jackpot/play-jackpot users/jackpot/league users/jackpot/ranking
   users/dashboard-tasks users/pictures-task users/pictures-task/show-picture/:id users/special-task
   users/videos-task users/videos-task/quizzes users/videos-task/show-video/:id
   partners/dashboard-partners partners/analytics partners/picture-task/create
   partners/picture-task/free-create partners/special-task/create partners/video-task/create
   partners/video-task/create-free partners/video-task/free-videos
   users/kyc withdrawal/withdrawal
   conversation/:referrer conversation/chat-user-partners conversation/community
   private_discussion/discussion discussionvideo/discussion`,
);
