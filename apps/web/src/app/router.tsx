import {
  createBrowserRouter,
  Outlet,
  type RouteObject,
  RouterProvider,
  ScrollRestoration,
} from 'react-router';
import { NotFoundPage } from './errors/error-page';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { AccessGuard } from './guards/access-guard';
import {
  upcomingAdminPaths,
  upcomingGroupListPaths,
  upcomingGroupPagePaths,
  upcomingMemberPaths,
  upcomingSocialPaths,
} from './spec-routes';
import { VersionCheck } from './version-check';

type Loader = () => Promise<Record<string, unknown>>;

/** Every screen and layout is its own chunk (routes are code-split). */
function lazy(load: Loader, name: string): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load())[name] as React.ComponentType }) };
}

const comingSoon = lazy(() => import('@/routes/come-soon'), 'ComingSoonInLayout');
const upcoming = (paths: string[]): RouteObject[] => paths.map((path) => ({ path, ...comingSoon }));

function Root() {
  return (
    <AccessGuard>
      <ScrollRestoration />
      <VersionCheck />
      <Outlet />
    </AccessGuard>
  );
}

const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        ...lazy(() => import('./layouts/landing-layout'), 'LandingLayout'),
        children: [
          { index: true, ...lazy(() => import('@/routes/landing'), 'LandingRoute') },
          { path: 'come-soon', ...lazy(() => import('@/routes/come-soon'), 'ComeSoonRoute') },
          { path: 'landingpage/:slug', ...lazy(() => import('@/routes/landingpage/legal'), 'LegalRoute') },
        ],
      },
      {
        path: 'auth',
        ...lazy(() => import('./layouts/auth-layout'), 'AuthLayout'),
        children: [
          { path: 'login', ...lazy(() => import('@/routes/auth/login'), 'LoginRoute') },
          { path: 'register', ...lazy(() => import('@/routes/auth/register'), 'RegisterAccountRoute') },
          {
            path: 'multi-step-form',
            ...lazy(() => import('@/routes/auth/register'), 'RegisterProfileRoute'),
          },
          {
            path: 'all-register-step',
            ...lazy(() => import('@/routes/auth/register'), 'RegisterReviewRoute'),
          },
          { path: 'confirm-otp', ...lazy(() => import('@/routes/auth/confirm-code'), 'ConfirmOtpRoute') },
          {
            path: 'confirm-login-otp',
            ...lazy(() => import('@/routes/auth/confirm-code'), 'ConfirmLoginOtpRoute'),
          },
          {
            path: 'reset_password',
            ...lazy(() => import('@/routes/auth/reset-password'), 'ResetPasswordRoute'),
          },
          {
            path: 'confirm_new_password/:id/:token',
            ...lazy(() => import('@/routes/auth/confirm-new-password'), 'ConfirmNewPasswordRoute'),
          },
          { path: 'obtain_id', ...lazy(() => import('@/routes/auth/obtain-id'), 'ObtainIdRoute') },
          { path: 'try-submit', ...lazy(() => import('@/routes/auth/try-submit'), 'TrySubmitRoute') },
          {
            path: ':referrerLink',
            ...lazy(() => import('@/routes/auth/referrer-link'), 'ReferrerLinkRoute'),
          },
        ],
      },
      {
        path: 'social/groups',
        ...lazy(() => import('./layouts/group-layouts'), 'SidebarGroupLayout'),
        children: upcoming(upcomingGroupListPaths),
      },
      {
        path: 'social/groups',
        ...lazy(() => import('./layouts/group-layouts'), 'GroupPagesLayout'),
        children: upcoming(upcomingGroupPagePaths),
      },
      {
        path: 'social',
        ...lazy(() => import('./layouts/social-layout'), 'SocialLayout'),
        children: [
          { path: 'feed', ...lazy(() => import('@/routes/social/feed'), 'FeedRoute') },
          {
            path: 'profile/show-profil',
            ...lazy(() => import('@/routes/social/profile/show-profil'), 'ShowProfileRoute'),
          },
          ...upcoming(upcomingSocialPaths),
        ],
      },
      {
        path: 'betogether',
        ...lazy(() => import('./layouts/main-layout'), 'MainLayout'),
        children: upcoming(upcomingMemberPaths),
      },
      {
        path: 'admin_betogether',
        ...lazy(() => import('./layouts/admin-layout'), 'AdminLayout'),
        children: [
          { index: true, ...lazy(() => import('@/routes/admin-betogether/overview'), 'AdminOverviewRoute') },
          ...upcoming(upcomingAdminPaths),
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
