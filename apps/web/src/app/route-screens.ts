import { type ComponentType, lazy } from 'react';
import { perLegalRoute } from '@/lib/route-table/landing-routes';
import type { LayoutName } from '@/lib/route-table/route-entry';
import type { RouteName } from '@/lib/route-table/route-table';

/**
 * The lazy layout and screen of each entry of lib/route-table: every one is its own chunk, loaded
 * when its route is first opened. Upcoming routes show the "coming soon" screen.
 */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

export const layouts: Record<LayoutName, ComponentType> = {
  landing: page(() => import('./layouts/landing-layout'), 'LandingLayout'),
  auth: page(() => import('./layouts/auth-layout'), 'AuthLayout'),
  social: page(() => import('./layouts/social-layout'), 'SocialLayout'),
  'social-or-public': page(() => import('./layouts/social-or-public-layout'), 'SocialOrPublicLayout'),
  groups: page(() => import('./layouts/group-layouts'), 'SidebarGroupLayout'),
  group: page(() => import('./layouts/group-layouts'), 'GroupPagesLayout'),
  member: page(() => import('./layouts/main-layout'), 'MainLayout'),
  admin: page(() => import('./layouts/admin-layout'), 'AdminLayout'),
};

export const ComingSoonInLayout = page(() => import('@/routes/come-soon'), 'ComingSoonInLayout');

const legal = page(() => import('@/routes/landingpage/legal'), 'LegalRoute');

export const screens: Record<RouteName, ComponentType> = {
  landing: page(() => import('@/routes/landing'), 'LandingRoute'),
  comingSoon: page(() => import('@/routes/come-soon'), 'ComeSoonRoute'),
  ...perLegalRoute(() => legal),
  login: page(() => import('@/routes/auth/login'), 'LoginRoute'),
  trySubmit: page(() => import('@/routes/auth/try-submit'), 'TrySubmitRoute'),
  register: page(() => import('@/routes/auth/register'), 'RegisterAccountRoute'),
  registerProfile: page(() => import('@/routes/auth/multi-step-form'), 'RegisterProfileRoute'),
  registerReview: page(() => import('@/routes/auth/all-register-step'), 'RegisterReviewRoute'),
  confirmOtp: page(() => import('@/routes/auth/confirm-code'), 'ConfirmOtpRoute'),
  confirmLoginOtp: page(() => import('@/routes/auth/confirm-code'), 'ConfirmLoginOtpRoute'),
  resetPassword: page(() => import('@/routes/auth/reset-password'), 'ResetPasswordRoute'),
  confirmNewPassword: page(() => import('@/routes/auth/confirm-new-password'), 'ConfirmNewPasswordRoute'),
  obtainId: page(() => import('@/routes/auth/obtain-id'), 'ObtainIdRoute'),
  referrerLink: page(() => import('@/routes/auth/referrer-link'), 'ReferrerLinkRoute'),
  feed: page(() => import('@/routes/social/feed'), 'FeedRoute'),
  showProfile: page(() => import('@/routes/social/profile/show-profil'), 'ShowProfileRoute'),
  userProfile: page(() => import('@/routes/social/profile/user-profile'), 'UserProfileRoute'),
  friendSuggestions: page(
    () => import('@/routes/social/friend-suggestion/index-friend-suggestion'),
    'FriendSuggestionRoute',
  ),
  invitations: page(() => import('@/routes/social/invitations/index-invitations'), 'InvitationsRoute'),
  post: page(() => import('@/routes/social/post/post'), 'PostRoute'),
  search: page(() => import('@/routes/social/search/search'), 'SearchRoute'),
  coinDashboard: page(() => import('@/routes/betogether/users/dashboard-users'), 'DashboardUsersRoute'),
  coinStore: page(() => import('@/routes/betogether/users/jackpot/gold-coin-store'), 'GoldCoinStoreRoute'),
  paymentSuccess: page(() => import('@/routes/betogether/payment/gold-coins/success'), 'PaymentSuccessRoute'),
  paymentResult: page(() => import('@/routes/betogether/payment/result'), 'PaymentResultRoute'),
  adminOverview: page(() => import('@/routes/admin-betogether/overview'), 'AdminOverviewRoute'),
  adminTransactions: page(
    () => import('@/routes/admin-betogether/dashboard-transaction'),
    'AdminTransactionsRoute',
  ),
};
