/**
 * Spec routes whose screens arrive with later issues (ROUTES.md). They open inside their layout
 * with the "coming soon" notice (the spec's /come-soon screen), and no navigation links to them
 * until they work. Each issue removes its paths from here as it builds them.
 */
export const upcomingSocialPaths = ['page/*', 'events/*', 'story/*', 'short/*'];

export const upcomingGroupListPaths = [
  'all-group',
  'create-group',
  'discover',
  'home-groups',
  'your-feed',
  'your-groups',
  'invitation-group-received',
  'invitation-group-send',
  'mobile-invitations',
  'rule-invitations',
];

export const upcomingGroupPagePaths = [':groupdetails', ':groupdetails/*'];

export const upcomingMemberPaths = [
  'conversation/*',
  'discussionvideo/discussion',
  'partners/*',
  'private_discussion/discussion',
  'users/dashboard-tasks',
  'users/jackpot/*',
  'users/kyc',
  'users/pictures-task',
  'users/pictures-task/show-picture/:id',
  'users/special-task',
  'users/videos-task',
  'users/videos-task/quizzes',
  'users/videos-task/show-video/:id',
  'withdrawal/withdrawal',
];

export const upcomingAdminPaths = [
  'create-facture',
  'dashboard-advertising-poster',
  'dashboard-advertising-video',
  'dashboard-jackpot',
  'dashboard-rules',
  'dashboard-special-task',
  'dashboard-users',
  'invoice',
  'kyc/all-kyc',
  'kyc/:detailsKyc',
  'provide/provide',
  'view-user-activity',
  'withdrawal/withdrawallist',
];
