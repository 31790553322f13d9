import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { browserReloadEnv, isChunkLoadError, reloadForStaleChunk } from '@/lib/chunk-reload';
import { ErrorPage, NotFoundPage } from './error-page';

/** Any error a route throws lands here: 404s read "Page Not Found", the rest "Internal Server Error". */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isChunkLoadError(error) && reloadForStaleChunk(browserReloadEnv())) return null;
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundPage />;
    return (
      <ErrorPage
        status={error.status}
        statusMessage={error.statusText || 'Error'}
        description={t('errors.internal')}
      />
    );
  }
  if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
  const status = error instanceof ApiError && error.status >= 500 ? error.status : 500;
  console.error(error);
  return (
    <ErrorPage status={status} statusMessage="Internal Server Error" description={t('errors.internal')} />
  );
}
