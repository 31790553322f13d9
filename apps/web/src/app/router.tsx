import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { NotFoundPage } from '@/ui/error-page';
import { PageLoader } from '@/ui/page-loader';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { AccessGuard } from './guards/access-guard';
import {
  upcomingAdminPaths,
  upcomingGroupListPaths,
  upcomingGroupPagePaths,
  upcomingMemberPaths,
  upcomingSocialPaths,
} from './spec-routes';
import { VersionCheck } from './version-check';

/** Every layout and screen is its own chunk (routes are code-split). */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const LandingLayout = page(() => import('./layouts/landing-layout'), 'LandingLayout');
const AuthLayout = page(() => import('./layouts/auth-layout'), 'AuthLayout');
const SocialLayout = page(() => import('./layouts/social-layout'), 'SocialLayout');
const SocialOrPublicLayout = page(() => import('./layouts/social-or-public-layout'), 'SocialOrPublicLayout');
const SidebarGroupLayout = page(() => import('./layouts/group-layouts'), 'SidebarGroupLayout');
const GroupPagesLayout = page(() => import('./layouts/group-layouts'), 'GroupPagesLayout');
const MainLayout = page(() => import('./layouts/main-layout'), 'MainLayout');
const AdminLayout = page(() => import('./layouts/admin-layout'), 'AdminLayout');

const Landing = page(() => import('@/routes/landing'), 'LandingRoute');
const ComeSoon = page(() => import('@/routes/come-soon'), 'ComeSoonRoute');
const ComingSoonInLayout = page(() => import('@/routes/come-soon'), 'ComingSoonInLayout');
const Legal = page(() => import('@/routes/landingpage/legal'), 'LegalRoute');
const Login = page(() => import('@/routes/auth/login'), 'LoginRoute');
const RegisterAccount = page(() => import('@/routes/auth/register'), 'RegisterAccountRoute');
const RegisterProfile = page(() => import('@/routes/auth/multi-step-form'), 'RegisterProfileRoute');
const RegisterReview = page(() => import('@/routes/auth/all-register-step'), 'RegisterReviewRoute');
const ConfirmOtp = page(() => import('@/routes/auth/confirm-code'), 'ConfirmOtpRoute');
const ConfirmLoginOtp = page(() => import('@/routes/auth/confirm-code'), 'ConfirmLoginOtpRoute');
const ResetPassword = page(() => import('@/routes/auth/reset-password'), 'ResetPasswordRoute');
const ConfirmNewPassword = page(
  () => import('@/routes/auth/confirm-new-password'),
  'ConfirmNewPasswordRoute',
);
const ObtainId = page(() => import('@/routes/auth/obtain-id'), 'ObtainIdRoute');
const TrySubmit = page(() => import('@/routes/auth/try-submit'), 'TrySubmitRoute');
const ReferrerLink = page(() => import('@/routes/auth/referrer-link'), 'ReferrerLinkRoute');
const Feed = page(() => import('@/routes/social/feed'), 'FeedRoute');
const ShowProfile = page(() => import('@/routes/social/profile/show-profil'), 'ShowProfileRoute');
const UserProfile = page(() => import('@/routes/social/profile/user-profile'), 'UserProfileRoute');
const FriendSuggestion = page(
  () => import('@/routes/social/friend-suggestion/index-friend-suggestion'),
  'FriendSuggestionRoute',
);
const Invitations = page(() => import('@/routes/social/invitations/index-invitations'), 'InvitationsRoute');
const PostView = page(() => import('@/routes/social/post/post'), 'PostRoute');
const Search = page(() => import('@/routes/social/search/search'), 'SearchRoute');
const AdminOverview = page(() => import('@/routes/admin-betogether/overview'), 'AdminOverviewRoute');
const AdminTransactions = page(
  () => import('@/routes/admin-betogether/dashboard-transaction'),
  'AdminTransactionsRoute',
);
const DashboardUsers = page(() => import('@/routes/betogether/users/dashboard-users'), 'DashboardUsersRoute');
const GoldCoinStore = page(
  () => import('@/routes/betogether/users/jackpot/gold-coin-store'),
  'GoldCoinStoreRoute',
);
const PaymentSuccess = page(
  () => import('@/routes/betogether/payment/gold-coins/success'),
  'PaymentSuccessRoute',
);
const PaymentResult = page(() => import('@/routes/betogether/payment/result'), 'PaymentResultRoute');

const upcoming = (paths: string[]) =>
  paths.map((path) => <Route key={path} path={path} element={<ComingSoonInLayout />} />);

function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is what triggers the scroll.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

/**
 * Every route of the spec (ROUTES.md). The declarative router (not the data router) keeps the
 * first page's JavaScript about 18 KB gzipped lighter; screens fetch through TanStack Query.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <VersionCheck />
      <AccessGuard>
        <AppErrorBoundary>
          <Suspense fallback={<PageLoader fullPage />}>
            <Routes>
              <Route element={<LandingLayout />}>
                <Route index element={<Landing />} />
                <Route path="come-soon" element={<ComeSoon />} />
                <Route path="landingpage/:slug" element={<Legal />} />
              </Route>
              <Route path="auth" element={<AuthLayout />}>
                <Route path="login" element={<Login />} />
                <Route path="register" element={<RegisterAccount />} />
                <Route path="multi-step-form" element={<RegisterProfile />} />
                <Route path="all-register-step" element={<RegisterReview />} />
                <Route path="confirm-otp" element={<ConfirmOtp />} />
                <Route path="confirm-login-otp" element={<ConfirmLoginOtp />} />
                <Route path="reset_password" element={<ResetPassword />} />
                <Route path="confirm_new_password/:id/:token" element={<ConfirmNewPassword />} />
                <Route path="obtain_id" element={<ObtainId />} />
                <Route path="try-submit" element={<TrySubmit />} />
                <Route path=":referrerLink" element={<ReferrerLink />} />
              </Route>
              <Route path="social/groups" element={<SidebarGroupLayout />}>
                {upcoming(upcomingGroupListPaths)}
              </Route>
              <Route path="social/groups" element={<GroupPagesLayout />}>
                {upcoming(upcomingGroupPagePaths)}
              </Route>
              {/* Public in the spec: a visitor sees the page in the public layout. */}
              <Route path="social" element={<SocialOrPublicLayout />}>
                <Route path="invitations/index-invitations" element={<Invitations />} />
              </Route>
              <Route path="social" element={<SocialLayout />}>
                <Route path="feed" element={<Feed />} />
                <Route path="profile/show-profil" element={<ShowProfile />} />
                <Route path="profile/:userId" element={<UserProfile />} />
                <Route path="friend-suggestion/index-friend-suggestion" element={<FriendSuggestion />} />
                <Route path="post/:feedId" element={<PostView />} />
                <Route path="search/search" element={<Search />} />
                {upcoming(upcomingSocialPaths)}
              </Route>
              <Route path="betogether" element={<MainLayout />}>
                <Route path="users/dashboard-users" element={<DashboardUsers />} />
                <Route path="users/jackpot/gold-coin-store" element={<GoldCoinStore />} />
                <Route path="payment/gold-coins/success" element={<PaymentSuccess />} />
                <Route path="payment/result" element={<PaymentResult />} />
                {upcoming(upcomingMemberPaths)}
              </Route>
              <Route path="admin_betogether" element={<AdminLayout />}>
                <Route index element={<AdminOverview />} />
                <Route path="dashboard-transaction" element={<AdminTransactions />} />
                {upcoming(upcomingAdminPaths)}
              </Route>
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </Suspense>
        </AppErrorBoundary>
      </AccessGuard>
    </BrowserRouter>
  );
}
