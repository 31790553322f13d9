import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { browserReloadEnv, isChunkLoadError, reloadForStaleChunk } from '@/lib/chunk-reload';
import { NotFoundError } from '@/lib/not-found-error';
import { useTranslation } from '@/lib/use-translation';
import { ErrorPage, NotFoundPage } from '@/ui/error-page';

function statusOf(error: unknown): number {
  if (error instanceof NotFoundError) return 404;
  if (error instanceof ApiError) return error.status === 404 ? 404 : Math.max(error.status, 500);
  return 500;
}

function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const status = statusOf(error);
  if (status === 404) return <NotFoundPage />;
  return (
    <ErrorPage status={status} statusMessage="Internal Server Error" description={t('errors.internal')} />
  );
}

type Props = { children: ReactNode; resetKey: string };
type State = { error: unknown; failedAt: string | null };

class Boundary extends Component<Props, State> {
  override state: State = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // Navigating elsewhere leaves the error behind.
    if (state.error !== null && state.failedAt !== null && state.failedAt !== props.resetKey)
      return { error: null, failedAt: null };
    if (state.error !== null && state.failedAt === null) return { failedAt: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // A deploy replaced the chunks this tab knows: reload once (guarded for 10 s, spec §4).
    if (isChunkLoadError(error) && reloadForStaleChunk(browserReloadEnv())) return;
    if (statusOf(error) !== 404) console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error !== null) return <ErrorScreen error={this.state.error} />;
    return this.props.children;
  }
}

/** Any error a screen throws lands here: 404s read "Page Not Found", the rest "Internal Server Error". */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
