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
  // Identity check ([9]): needed before any withdrawal (docs/decisions.md "KYC").
  kyc: member('/betogether/users/kyc', 'betogether/users/kyc#KycRoute', {
    nav: {
      social: { order: 6.3, labelKey: 'nav.kyc', icon: 'kyc' },
      member: { order: 3.5, labelKey: 'nav.kyc', icon: 'kyc' },
    },
  }),
  // Withdrawals ([9]): coins turned into money once the identity is checked (docs/decisions.md
  // "Withdrawals"), beside the coins in the menu.
  withdrawal: member(
    '/betogether/withdrawal/withdrawal',
    'betogether/withdrawal/withdrawal#WithdrawalRoute',
    {
      nav: {
        social: { order: 6.2, labelKey: 'nav.withdrawal', icon: 'withdrawal' },
        member: { order: 3.2, labelKey: 'nav.withdrawal', icon: 'withdrawal' },
      },
    },
  ),
  // Chat ([10]): the inbox (`?c=<id>` opens one conversation); `conversation/<username>` opens the
  // conversation with that member (docs/decisions.md "Chat ([10])").
  chatInbox: member('/betogether/conversation/inbox', 'betogether/conversation/conversation#ChatInboxRoute', {
    nav: {
      social: {
        order: 2.7,
        labelKey: 'nav.messages',
        icon: 'chat',
        alsoFor: ['/betogether/conversation/:referrer'],
      },
    },
  }),
  conversation: member(
    '/betogether/conversation/:referrer',
    'betogether/conversation/conversation#ConversationRoute',
  ),
  // Community rooms and private discussions ([10]): the rooms' directory and invite-only rooms,
  // each beside its open thread (`?c=<id>`). `community` outranks `:referrer` (a named segment).
  communityRooms: member(
    '/betogether/conversation/community',
    'betogether/conversation/community#CommunityRoomsRoute',
    { nav: { social: { order: 2.71, labelKey: 'nav.communityRooms', icon: 'rooms' } } },
  ),
  privateDiscussions: member(
    '/betogether/private_discussion/discussion',
    'betogether/private_discussion/discussion#PrivateDiscussionsRoute',
    { nav: { social: { order: 2.72, labelKey: 'nav.privateDiscussions', icon: 'privateRooms' } } },
  ),
  // Partner chat ([10]): a member's questions to partners and a partner's queue (`?c=<id>` opens
  // one; `?partner=&subject=&task=&reward=` fills a new question in). Outranks `:referrer` too.
  partnerChat: member(
    '/betogether/conversation/chat-user-partners',
    'betogether/conversation/chat-user-partners#PartnerChatRoute',
    {
      nav: {
        social: { order: 2.73, labelKey: 'nav.partnerChat', icon: 'partnerChat' },
        member: { order: 4.3, labelKey: 'nav.partnerChat', icon: 'partnerChat', roles: ['partner', 'admin'] },
      },
    },
  ),
  // Calls ([10]): `?c=<conversationId>` starts that conversation's call or joins the one going on
  // (`&kind=audio|video`; `&accept=<callId>` from the ringing dialog). features/calls/README.md.
  videoCall: member(
    '/betogether/discussionvideo/discussion',
    'betogether/discussionvideo/discussion#VideoCallRoute',
  ),
  // Where the payment provider sends the buyer back (`?purchase=<id>`); the server hands it these
  // addresses from contracts' PAYMENT_RETURN_PATHS (its own chunk if imported here; a test compares).
  paymentSuccess: member(
    '/betogether/payment/gold-coins/success',
    'betogether/payment/gold-coins/success#PaymentSuccessRoute',
  ),
  paymentResult: member('/betogether/payment/result', 'betogether/payment/result#PaymentResultRoute'),

  // Tasks ([8]): members earn coins; the hub is the tasks dashboard (docs/decisions.md "Tasks").
  tasksDashboard: member(
    '/betogether/users/dashboard-tasks',
    'betogether/users/dashboard-tasks#TasksDashboardRoute',
    {
      nav: {
        social: { order: 4.5, labelKey: 'nav.tasks', icon: 'tasks', bottom: true },
        member: {
          order: 1.2,
          labelKey: 'nav.tasks',
          shortLabelKey: 'nav.tasksShort',
          icon: 'tasks',
          bottom: true,
        },
      },
    },
  ),
  pictureTasks: member(
    '/betogether/users/pictures-task',
    'betogether/users/pictures-task#PictureTasksRoute',
    {
      nav: { member: { order: 1.3, labelKey: 'nav.pictureTasks', icon: 'pictureTask' } },
    },
  ),
  showPictureTask: member(
    '/betogether/users/pictures-task/show-picture/:id',
    'betogether/users/pictures-task/show-picture#ShowPictureTaskRoute',
  ),
  videoTasks: member('/betogether/users/videos-task', 'betogether/users/videos-task#VideoTasksRoute', {
    nav: { member: { order: 1.4, labelKey: 'nav.videoTasks', icon: 'videoTask' } },
  }),
  showVideoTask: member(
    '/betogether/users/videos-task/show-video/:id',
    'betogether/users/videos-task/show-video#ShowVideoTaskRoute',
  ),
  // `?attempt=<id>`: the questions drawn for that attempt.
  videoTaskQuiz: member(
    '/betogether/users/videos-task/quizzes',
    'betogether/users/videos-task/quizzes#VideoQuizRoute',
  ),
  // `?task=<id>` opens one task with its proof form.
  specialTasks: member('/betogether/users/special-task', 'betogether/users/special-task#SpecialTasksRoute', {
    nav: { member: { order: 1.5, labelKey: 'nav.specialTasks', icon: 'specialTask' } },
  }),

  // The partner area: members who switched role (/api/chnageRole). A member who opens it is
  // offered the switch; the server refuses the partner calls of anyone else (403).
  partnerDashboard: member(
    '/betogether/partners/dashboard-partners',
    'betogether/partners/dashboard-partners#PartnerDashboardRoute',
    {
      nav: {
        social: { order: 6.5, labelKey: 'nav.partnerArea', icon: 'partner', roles: ['partner', 'admin'] },
        member: { order: 4, labelKey: 'nav.partnerDashboard', icon: 'partner', roles: ['partner', 'admin'] },
      },
    },
  ),
  partnerAnalytics: member(
    '/betogether/partners/analytics',
    'betogether/partners/analytics#PartnerAnalyticsRoute',
    {
      nav: {
        member: {
          order: 4.1,
          labelKey: 'nav.partnerAnalytics',
          icon: 'analytics',
          roles: ['partner', 'admin'],
        },
      },
    },
  ),
  partnerFreeVideos: member(
    '/betogether/partners/video-task/free-videos',
    'betogether/partners/video-task/free-videos#PartnerFreeVideosRoute',
    {
      nav: {
        member: {
          order: 4.2,
          labelKey: 'nav.partnerFreeVideos',
          icon: 'videoTask',
          roles: ['partner', 'admin'],
        },
      },
    },
  ),
  // The create screens open from the partner dashboard's "New task" menu; `?draft=<id>` edits a draft.
  createPictureTask: member(
    '/betogether/partners/picture-task/create',
    'betogether/partners/picture-task/create#CreatePictureTaskRoute',
  ),
  createFreePictureTask: member(
    '/betogether/partners/picture-task/free-create',
    'betogether/partners/picture-task/free-create#CreateFreePictureTaskRoute',
  ),
  createVideoTask: member(
    '/betogether/partners/video-task/create',
    'betogether/partners/video-task/create#CreateVideoTaskRoute',
  ),
  createFreeVideoTask: member(
    '/betogether/partners/video-task/create-free',
    'betogether/partners/video-task/create-free#CreateFreeVideoTaskRoute',
  ),
  createSpecialTask: member(
    '/betogether/partners/special-task/create',
    'betogether/partners/special-task/create#CreateSpecialTaskRoute',
  ),
};

export const memberUpcoming = upcoming(
  'member',
  'signed-in',
  '/betogether/',
  `users/jackpot/play-jackpot users/jackpot/league users/jackpot/ranking`,
);
