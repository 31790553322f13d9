import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { decideAccess, HOME_PATH, isPublicPath, LOGIN_PATH } from '@/lib/access-rules';
import { explicitLogout, useSession } from '@/lib/session';
import { storageKeys } from '@/lib/storage-keys';
import { useTranslation } from '@/lib/use-translation';
import { ErrorPage } from '@/ui/error-page';
import { PageLoader } from '@/ui/page-loader';

/**
 * Spec §4 "Redirects": without a token, a private path goes to /auth/login and the wanted full
 * path is kept as redirectUrl; with a token, /auth/login and /auth/try-submit go to the feed.
 */
export function AccessGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { token } = useSession();
  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  const decision = decideAccess(fullPath, token !== null);

  if (decision.kind === 'login') {
    // Idempotent: kept until the sign-in that follows uses it. "Log out" is not a wish to return.
    if (explicitLogout.isUnderway()) sessionStorage.removeItem(storageKeys.redirectUrl);
    else sessionStorage.setItem(storageKeys.redirectUrl, decision.redirectUrl);
    return <Navigate to={LOGIN_PATH} replace />;
  }
  if (token === null && isPublicPath(location.pathname)) explicitLogout.end();
  if (decision.kind === 'home') return <Navigate to={HOME_PATH} replace />;
  return <>{children}</>;
}

/** A private screen waits for the user data before it renders. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { token, isLoading, userData } = useSession();
  if (!token) return <Navigate to={LOGIN_PATH} replace />;
  if (isLoading) return <PageLoader fullPage />;
  if (!userData) return <AccountUnavailable />;
  return <>{children}</>;
}

function AccountUnavailable() {
  const { t } = useTranslation();
  return (
    <ErrorPage
      status={503}
      statusMessage="Service Unavailable"
      description={t('errors.accountUnavailable')}
    />
  );
}
